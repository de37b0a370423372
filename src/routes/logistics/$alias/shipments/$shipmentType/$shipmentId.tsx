import { createFileRoute, notFound } from '@tanstack/react-router'
import { UnderConstructionPage } from '../../../../../ui/status-pages'

const SHIPMENT_TYPES = ['simple', 'stack'] as const

// The rider's shipment detail (delivery spec §2.5) lands with its own issue; the type is checked already.
export const Route = createFileRoute('/logistics/$alias/shipments/$shipmentType/$shipmentId')({
  beforeLoad: ({ params }) => {
    if (!(SHIPMENT_TYPES as readonly string[]).includes(params.shipmentType)) throw notFound()
  },
  component: UnderConstructionPage,
})
