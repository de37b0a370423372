import { createFileRoute } from '@tanstack/react-router'
import { UnderConstructionPage } from '../../../../../ui/status-pages'

// The rider redirect page (delivery spec §2.3) lands with its own issue.
export const Route = createFileRoute('/logistics/$alias/rider/$riderId/shipments')({
  component: UnderConstructionPage,
})
