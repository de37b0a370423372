import { createFileRoute } from '@tanstack/react-router'
import { UnderConstructionPage } from '../../../../ui/status-pages'

// The rider's shipment list (delivery spec §2.4) lands with its own issue.
export const Route = createFileRoute('/logistics/$alias/shipments/')({
  component: UnderConstructionPage,
})
