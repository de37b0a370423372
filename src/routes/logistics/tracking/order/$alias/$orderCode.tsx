import { createFileRoute, notFound } from '@tanstack/react-router'
import { trackingQueryOptions } from '../../../../../features/tracking/api/tracking'
import { TrackingPage } from '../../../../../features/tracking/components/tracking-page'
import { isClientError } from '../../../../../lib/api-status'

// Customer live tracking (delivery spec §2.6): an unknown or malformed alias or order code shows the 404 page.
export const Route = createFileRoute('/logistics/tracking/order/$alias/$orderCode')({
  loader: async ({ context: { queryClient }, params: { alias, orderCode } }) => {
    try {
      return await queryClient.ensureQueryData(trackingQueryOptions(alias, orderCode))
    } catch (error) {
      if (isClientError(error)) throw notFound()
      throw error
    }
  },
  component: Tracking,
})

function Tracking() {
  const { alias, orderCode } = Route.useParams()
  return <TrackingPage key={`${alias}/${orderCode}`} alias={alias} orderCode={orderCode} />
}
