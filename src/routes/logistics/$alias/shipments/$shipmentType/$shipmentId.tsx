import { createFileRoute, getRouteApi, notFound } from '@tanstack/react-router'
import {
  ShipmentDetailPage,
  StackDetailPage,
} from '../../../../../features/riders/components/shipment-detail-page'

const SHIPMENT_TYPES = ['simple', 'stack'] as const
const local = getRouteApi('/logistics/$alias')

const isId = (value: string) => /^[1-9][0-9]{0,9}$/.test(value) && Number(value) <= 2_147_483_647

// The rider's shipment detail (delivery spec §2.5): the stack's id for a stack, else the shipment's.
export const Route = createFileRoute('/logistics/$alias/shipments/$shipmentType/$shipmentId')({
  beforeLoad: ({ params }) => {
    if (!(SHIPMENT_TYPES as readonly string[]).includes(params.shipmentType) || !isId(params.shipmentId))
      throw notFound()
  },
  component: ShipmentDetailRoute,
})

function ShipmentDetailRoute() {
  const { shipmentType, shipmentId } = Route.useParams()
  const rider = local.useLoaderData()
  // keyed by id: another shipment is another flow
  return shipmentType === 'stack' ? (
    <StackDetailPage key={shipmentId} local={rider} stackId={Number(shipmentId)} />
  ) : (
    <ShipmentDetailPage key={shipmentId} local={rider} shipmentId={Number(shipmentId)} />
  )
}
