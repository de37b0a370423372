import { adminGuard, currentAdmin, signInAdmin, signOutAdmin } from '../services/admin-auth'
import { adminLocals, placeBody } from '../services/admin-places'
import type { Handlers, RouteDeps } from './deps'

/**
 * Handlers of the `admin` tag (issue 36). Every call but the session's goes through requireAdmin: the
 * caller's role, company and scope are checked before anything is read or written.
 */
export function adminHandlers({ db }: RouteDeps): Handlers {
  const requireAdmin = adminGuard(db)
  return {
    async signInAdmin(request, reply) {
      return signInAdmin(db, reply, request.body, request.ip)
    },

    async getAdminSession(request) {
      return currentAdmin(db, request)
    },

    async signOutAdmin(request, reply) {
      await signOutAdmin(db, request, reply)
      return reply.code(204).send()
    },

    async listAdminLocals(request) {
      return adminLocals(db, await requireAdmin(request))
    },

    async getAdminPlace(request) {
      const access = await requireAdmin(request, { alias: request.params.alias })
      return placeBody(access.place)
    },
  }
}
