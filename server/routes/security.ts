import type { Handlers, RouteDeps } from './deps'

/** Handlers of the `security` tag in openapi.yaml (reportCspViolation). */
export function securityHandlers(_deps: RouteDeps): Handlers {
  return {
    // A blocked resource on a diner's phone is a bug in the policy or an injection attempt: log both.
    async reportCspViolation(request, reply) {
      request.log.warn({ cspReport: request.body, userAgent: request.headers['user-agent'] }, 'CSP violation')
      return reply.code(204).send()
    },
  }
}
