import { createFileRoute } from '@tanstack/react-router'
import { UnderConstructionPage } from '../ui/status-pages'

export const Route = createFileRoute('/$alias')({
  component: UnderConstructionPage,
})
