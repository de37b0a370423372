import { common } from '../../i18n/es/common'
import { notFound } from '../errors'
import { allIndicators, entityIndicators } from '../services/catalogue'
import { preferredCoding } from '../services/compression'
import { branchExists } from '../services/diner'
import { ifNoneMatchHits, type ServedMenu, servedMenu } from '../services/menu'
import { loadDiscounts } from '../services/menu-content'
import type { Handlers, RouteDeps } from './deps'

/** A served menu belongs to the local named in the path, by alias or by id. */
function belongsTo(served: ServedMenu | undefined, aliasOrId: string): served is ServedMenu {
  return (
    served !== undefined &&
    (served.branchContactAlias === aliasOrId || String(served.branchContactId) === aliasOrId)
  )
}

/**
 * Handlers of the `menu` tag in openapi.yaml (getMenu, getMenuHashes, listBranchDiscounts,
 * listIndicators, listEntityIndicators).
 */
export function menuHandlers({ db }: RouteDeps): Handlers {
  return {
    // The hot path: after the first request it is answered from memory, bytes built once.
    async getMenu(request, reply) {
      const served = await servedMenu(db, request.params.orderModeId)
      if (!belongsTo(served, request.params.aliasOrId)) throw notFound(common.notFound)
      const coding = preferredCoding(request.headers['accept-encoding'])
      const compressed = coding ? served.encodings.forms[coding] : undefined
      // A compressed body is another representation of the same menu: its validator is weak (RFC 9110).
      reply
        .header('etag', compressed ? `W/${served.etag}` : served.etag)
        .header('cache-control', 'no-cache')
        .header('vary', 'accept-encoding')
      if (ifNoneMatchHits(request.headers['if-none-match'], served.etag)) return reply.code(304).send()
      reply.type('application/json; charset=utf-8')
      if (!coding || !compressed) return reply.send(served.bytes)
      return reply.header('content-encoding', coding).send(compressed)
    },

    async getMenuHashes(request) {
      const menuHashes = []
      for (const orderModeId of new Set(request.query.orderModeId)) {
        const served = await servedMenu(db, orderModeId)
        if (!belongsTo(served, request.params.alias)) throw notFound(common.notFound)
        menuHashes.push({ orderModeId, hash: served.hash })
      }
      return { menuHashes }
    },

    async listBranchDiscounts(request) {
      const branchId = request.params.aliasOrId
      if (!(await branchExists(db, branchId))) throw notFound(common.notFound)
      return loadDiscounts(db, branchId)
    },

    async listIndicators() {
      return allIndicators(db)
    },

    async listEntityIndicators(request) {
      const found = await entityIndicators(db, request.params.entityType, request.params.entityId)
      if (!found) throw notFound(common.notFound)
      return found
    },
  }
}
