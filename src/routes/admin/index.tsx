import { createFileRoute } from '@tanstack/react-router'
import { AdminHome } from '../../features/admin/components/admin-home'

// The back office's home (issue 36); the router plugin splits it into its own chunk.
export const Route = createFileRoute('/admin/')({
  component: AdminHome,
})
