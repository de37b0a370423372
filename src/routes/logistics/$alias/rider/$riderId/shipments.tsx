import { createFileRoute, notFound, redirect } from '@tanstack/react-router'
import { ApiError } from '../../../../../api/errors'
import type { fetchShipmentInProgress } from '../../../../../features/riders/api/rider-api'
import { isNotFound } from '../../../../../lib/api-status'

// The invisible redirect page (delivery spec §2.3): the rider's shipment in progress, else the list.
export const Route = createFileRoute('/logistics/$alias/rider/$riderId/shipments')({
  loader: async ({ params: { alias } }) => {
    let inProgress: Awaited<ReturnType<typeof fetchShipmentInProgress>>
    try {
      // Imported here: the route tree is in every page's first load, the rider's API is not.
      const riderApi = await import('../../../../../features/riders/api/rider-api')
      inProgress = await riderApi.fetchShipmentInProgress()
    } catch (error) {
      // no session (401) or no access: the spec's 404 page
      if (isNotFound(error) || (error instanceof ApiError && error.status === 401)) throw notFound()
      throw error
    }
    if (!inProgress) throw redirect({ to: '/logistics/$alias/shipments', params: { alias }, replace: true })
    const stackId = inProgress.shipmentStackId
    throw redirect({
      to: '/logistics/$alias/shipments/$shipmentType/$shipmentId',
      params: {
        alias,
        shipmentType: stackId ? 'stack' : 'simple',
        shipmentId: String(stackId ?? inProgress.id),
      },
      replace: true,
    })
  },
})
