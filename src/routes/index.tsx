import { createFileRoute } from '@tanstack/react-router'
import { GuidePage } from '../features/guide/components/guide-page'

// The app root hosts the nearby-venue guide 'La carta está en Tucán' (delivery spec §2.9): a diner
// without a venue's link starts here; /menu without an alias stays the branch selection.
export const Route = createFileRoute('/')({
  component: GuidePage,
})
