import { common } from '../../src/i18n/es/common'
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
import type { Handlers, RouteDeps } from './deps'

/**
 * Handlers of the `diner` tag in openapi.yaml (getDinerByAlias, getCompany, listCompanyBranches,
 * getBranchContact, listBranchOrderModes).
 */
export function dinerHandlers({ db }: RouteDeps): Handlers {
  return {
    async getDinerByAlias(request) {
      const point: Point | undefined = optionalPoint(request.query)
      const found = await dinerByAlias(db, request.params.aliasOrId, {
        ...(point ? { point } : {}),
        search: request.query.search?.trim() || undefined,
      })
      if (!found) throw notFound(common.notFound)
      return found
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

    async getBranchContact(request) {
      const point = optionalPoint(request.query)
      const [found] = await loadBranchContacts(db, { alias: request.params.alias }, point)
      if (!found) throw notFound(common.notFound)
      return found
    },

    async listBranchOrderModes(request) {
      const { branchId } = request.params
      if (!(await branchExists(db, branchId))) throw notFound(common.notFound)
      return branchOrderModes(db, branchId)
    },
  }
}
