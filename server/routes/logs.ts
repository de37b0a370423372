import { recordDinerLog } from '../services/diner-logs'
import type { Handlers, RouteDeps } from './deps'

/** Handlers of the `logs` tag in openapi.yaml (postDinerLog). */
export function logsHandlers({ db }: RouteDeps): Handlers {
  return {
    async postDinerLog(request, reply) {
      await recordDinerLog(db, request.body, request.headers['user-agent'])
      return reply.code(204).send()
    },
  }
}
