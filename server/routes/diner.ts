import { common } from '../../i18n/es/common'
import { notFound } from '../errors'
import { loadBranchContacts } from '../services/branch-contacts'
import {
  branchExists,
  branchOrderModes,
  branchPageSize,
  companyBranches,
  dinerByAlias,
  findCompany,
} from '../services/diner'
import type { Point } from '../services/geo'
import { optionalPoint } from '../services/point-query'
import { sendCached } from '../services/read-cache'
import type { Handlers, RouteDeps } from './deps'

/**
 * Handlers of the `diner` tag in openapi.yaml (getDinerByAlias, getCompany, listCompanyBranches,
 * getBranchContact, listBranchOrderModes).
 */
export function dinerHandlers({ db }: RouteDeps): Handlers {
  return {
    // The diner's first call: from memory after the first request (server/services/read-cache.ts).
    async getDinerByAlias(request, reply) {
      const point: Point | undefined = optionalPoint(request.query)
      const search = request.query.search?.trim() || undefined
      const { aliasOrId } = request.params
      const key = `diner:${aliasOrId}|${point ? `${point.lat},${point.lng}` : ''}|${search ?? ''}`
      const sent = await sendCached(
        db,
        key,
        request,
        reply,
        () => dinerByAlias(db, aliasOrId, { ...(point ? { point } : {}), search }),
        point || search ? 'caller' : 'shared',
      )
      if (!sent) throw notFound(common.notFound)
      return reply
    },

    async getCompany(request) {
      const found = await findCompany(db, request.params.companyId)
      if (!found) throw notFound(common.notFound)
      return found
    },

    async listCompanyBranches(request) {
      const { offset = 0, pageSize = branchPageSize } = request.query
      const page = await companyBranches(db, request.params.companyId, offset, pageSize)
      if (!page) throw notFound(common.notFound)
      return page
    },

    async getBranchContact(request, reply) {
      const point = optionalPoint(request.query)
      const { alias } = request.params
      const key = `branchContact:${alias}|${point ? `${point.lat},${point.lng}` : ''}`
      const sent = await sendCached(
        db,
        key,
        request,
        reply,
        async () => {
          const [found] = await loadBranchContacts(db, { alias }, point)
          return found
        },
        point ? 'caller' : 'shared',
      )
      if (!sent) throw notFound(common.notFound)
      return reply
    },

    async listBranchOrderModes(request, reply) {
      const { branchId } = request.params
      const sent = await sendCached(db, `orderModes:${branchId}`, request, reply, async () =>
        (await branchExists(db, branchId)) ? branchOrderModes(db, branchId) : undefined,
      )
      if (!sent) throw notFound(common.notFound)
      return reply
    },
  }
}
