import { createFileRoute } from '@tanstack/react-router'
import { UnderConstructionPage } from '../../../ui/status-pages'

// Checkout (checkout spec) lands with its own issue.
export const Route = createFileRoute('/menu/$alias/checkout')({
  component: UnderConstructionPage,
})
