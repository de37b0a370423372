import { createFileRoute } from '@tanstack/react-router'
import { LocalUnderConstruction } from '../../../features/menu/components/local-under-construction'

// Checkout (checkout spec) lands with its own issue.
export const Route = createFileRoute('/menu/$alias/checkout')({
  component: LocalUnderConstruction,
})
