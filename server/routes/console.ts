import { api as apiTexts } from '../../src/i18n/es/api'
import { HttpProblem } from '../errors'
import { authenticateStaff, currentStaff, signIn, signOut } from '../services/console-auth'
import { setClosure } from '../services/console-closure'
import { dispatchToOwnFleet } from '../services/console-dispatch'
import { listTodayOrders, transitionOrder } from '../services/console-orders'
import type { Handlers, RouteDeps } from './deps'

/**
 * Handlers of the `console` tag (issue 8). setConsoleAvailability (the 86) is not bound yet and
 * answers 501.
 */
export function consoleHandlers({ db }: RouteDeps): Handlers {
  return {
    async signInStaff(request, reply) {
      return signIn(db, reply, request.params.alias, request.body, request.ip)
    },

    async getStaffSession(request) {
      return currentStaff(db, request, request.params.alias)
    },

    async signOutStaff(request, reply) {
      await signOut(db, request, reply)
      return reply.code(204).send()
    },

    async listConsoleOrders(request) {
      const staff = await authenticateStaff(db, request, request.params.alias)
      return listTodayOrders(db, staff.local)
    },

    async transitionConsoleOrder(request) {
      const staff = await authenticateStaff(db, request, request.params.alias)
      return transitionOrder(db, staff.local, request.params.orderId, request.body, dispatchToOwnFleet)
    },

    // The websocket side is server/live/console-socket.ts; a plain GET (session checked) gets a 426.
    async subscribeConsoleOrders(request, reply) {
      await authenticateStaff(db, request, request.params.alias)
      reply.header('upgrade', 'websocket')
      throw new HttpProblem(426, apiTexts.websocketOnly)
    },

    async setConsoleClosure(request) {
      const staff = await authenticateStaff(db, request, request.params.alias)
      return setClosure(db, staff.local, request.body)
    },
  }
}
