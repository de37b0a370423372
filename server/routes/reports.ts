import { adminGuard } from '../services/admin-auth'
import { adminReport } from '../services/reports-access'
import type { Handlers, RouteDeps } from './deps'

/** Handlers of the `reports` tag (issue 37): a local's reports, behind the back office's guard. */
export function reportsHandlers({ db }: RouteDeps): Handlers {
  const requireAdmin = adminGuard(db)
  return {
    async getAdminReport(request, reply) {
      const access = await requireAdmin(request, { alias: request.params.alias })
      // figures about a venue's business: never kept by a shared cache
      reply.header('cache-control', 'private, no-store')
      return adminReport(db, access, request.params.report, request.query)
    },
  }
}
