import { createFileRoute } from '@tanstack/react-router'
import { UnderConstructionPage } from '../../../ui/status-pages'

// The survey (checkout spec §2) lands with its own issue.
export const Route = createFileRoute('/encuesta/$alias/$orderCode')({
  component: UnderConstructionPage,
})
