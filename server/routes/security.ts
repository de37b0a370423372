import { checkKioskStaffPin } from '../services/kiosk-pin'
import type { Handlers, RouteDeps } from './deps'

/** Handlers of the `security` tag in openapi.yaml (reportCspViolation, checkKioskStaffPin). */
export function securityHandlers({ db }: RouteDeps): Handlers {
  return {
    // A blocked resource on a diner's phone is a bug in the policy or an injection attempt: log both.
    async reportCspViolation(request, reply) {
      request.log.warn({ cspReport: request.body, userAgent: request.headers['user-agent'] }, 'CSP violation')
      return reply.code(204).send()
    },

    async checkKioskStaffPin(request, reply) {
      await checkKioskStaffPin(db, request.params.alias, request.body, request.ip)
      return reply.code(204).send()
    },
  }
}
