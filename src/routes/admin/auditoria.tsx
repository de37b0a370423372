import { createFileRoute } from '@tanstack/react-router'
import { AuditPage } from '../../features/admin/components/audit-page'

// The back office's change log (issue 36); the router plugin splits the page into its own chunk.
export const Route = createFileRoute('/admin/auditoria')({
  component: AuditPage,
})
