import { createFileRoute } from '@tanstack/react-router'
import { UnderConstructionPage } from '../../ui/status-pages'

// No alias, no local to show: the branch list without an alias lands with the guide.
export const Route = createFileRoute('/menu/')({
  component: UnderConstructionPage,
})
