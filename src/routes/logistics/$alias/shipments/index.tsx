import { createFileRoute, getRouteApi, notFound } from '@tanstack/react-router'
import { api } from '../../../../api/client'
import { ApiError, unwrap } from '../../../../api/errors'
import { ShipmentListPage } from '../../../../features/riders/components/shipment-list-page'

const local = getRouteApi('/logistics/$alias')

// The rider's shipment list 'Envíos' (delivery spec §2.4). Without a rider session the list is the 404
// page, as a failed who-am-I is everywhere else on the rider side.
export const Route = createFileRoute('/logistics/$alias/shipments/')({
  loader: async () => {
    try {
      unwrap(await api.GET('/api/whoami', {}))
    } catch (error) {
      if (error instanceof ApiError && error.status < 500) throw notFound()
      throw error
    }
  },
  component: () => <ShipmentListPage local={local.useLoaderData()} />,
})
