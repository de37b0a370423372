import type { FastifyInstance, FastifyRequest } from 'fastify'
import { api as apiTexts } from '../../i18n/es/api'
import { forbidden, sendProblem, toProblem } from '../errors'

/**
 * A browser sends a page's cookies with any websocket it opens, whatever site the page is on; only the
 * Origin header tells a page of ours from another site's. Upgrades (the console socket, the live
 * channel) are refused with 403 when the Origin is another host than the one asked, and not listed in
 * ALLOWED_ORIGINS. Clients that are not browsers send no Origin, and carry no one else's cookies.
 */
export function registerSocketOriginCheck(app: FastifyInstance, allowedOrigins: readonly string[]): void {
  const allowed = new Set(allowedOrigins)
  // preValidation, not onRequest: @fastify/websocket's own onRequest hook must have run, or a refused
  // upgrade's socket is never destroyed.
  app.addHook('preValidation', async (request, reply) => {
    if (request.headers.upgrade?.toLowerCase() !== 'websocket') return
    if (isAllowedOrigin(request, allowed)) return
    return sendProblem(reply, toProblem(forbidden(apiTexts.foreignOrigin), request))
  })
}

function isAllowedOrigin(request: FastifyRequest, allowed: ReadonlySet<string>): boolean {
  const origin = request.headers.origin
  if (origin === undefined) return true
  if (allowed.has(origin)) return true
  try {
    // request.host is the Host header, or X-Forwarded-Host from a trusted proxy.
    return new URL(origin).host === request.host
  } catch {
    return false
  }
}
