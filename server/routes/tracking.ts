import { api as apiTexts } from '../../i18n/es/api'
import { HttpProblem, notFound } from '../errors'
import { authenticateRider } from '../services/riders'
import { reportRiderPosition, trackingInfo } from '../services/tracking'
import type { Handlers, RouteDeps } from './deps'

/**
 * Handlers of the `tracking` tag in openapi.yaml (getTrackingInfo, subscribeLive, reportRiderPosition).
 * subscribeLive's websocket side lives in server/live/live-socket.ts; here is only its plain-GET answer.
 */
export function trackingHandlers({ db, live }: RouteDeps): Handlers {
  return {
    async getTrackingInfo(request) {
      const found = await trackingInfo(db, request.params.alias, request.params.orderCode)
      if (!found) throw notFound(apiTexts.trackingNotFound)
      return found
    },

    async reportRiderPosition(request, reply) {
      const me = await authenticateRider(db, request)
      const { lat, lng } = request.body
      await reportRiderPosition(db, live, me, request.params.shipmentId, { lat, lng })
      return reply.code(204).send()
    },

    async subscribeLive(_request, reply) {
      reply.header('upgrade', 'websocket')
      throw new HttpProblem(426, apiTexts.websocketOnly)
    },
  }
}
