import { createFileRoute } from '@tanstack/react-router'
import { LocalUnderConstruction } from '../../../../features/menu/components/local-under-construction'

// Order follow-up (checkout spec §2) lands with its own issue.
export const Route = createFileRoute('/menu/$alias/order/$orderCode')({
  component: LocalUnderConstruction,
})
