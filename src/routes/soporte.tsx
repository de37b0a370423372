import { createFileRoute } from '@tanstack/react-router'
import { UnderConstructionPage } from '../ui/status-pages'

interface SupportSearch {
  referenceId?: string
}

// The support page belongs to another area (checkout spec §2); it keeps its referenceId for when it lands.
export const Route = createFileRoute('/soporte')({
  validateSearch: (raw: Record<string, unknown>): SupportSearch =>
    typeof raw.referenceId === 'string' && raw.referenceId.trim() !== ''
      ? { referenceId: raw.referenceId.trim() }
      : {},
  component: UnderConstructionPage,
})
