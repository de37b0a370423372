import { createFileRoute } from '@tanstack/react-router'
import { UnderConstructionPage } from '../../../../ui/status-pages'

// Order follow-up (checkout spec §2) lands with its own issue.
export const Route = createFileRoute('/menu/$alias/order/$orderCode')({
  component: UnderConstructionPage,
})
