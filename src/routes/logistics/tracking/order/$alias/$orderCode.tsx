import { createFileRoute } from '@tanstack/react-router'
import { UnderConstructionPage } from '../../../../../ui/status-pages'

// Customer live tracking (delivery spec §2.6) lands with its own issue.
export const Route = createFileRoute('/logistics/tracking/order/$alias/$orderCode')({
  component: UnderConstructionPage,
})
