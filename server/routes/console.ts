import { api as apiTexts } from '../../i18n/es/api'
import { HttpProblem } from '../errors'
import { authenticateStaff, currentStaff, signIn, signOut } from '../services/console-auth'
import { listAvailability, setAvailability } from '../services/console-availability'
import { setClosure } from '../services/console-closure'
import { dispatchToOwnFleet } from '../services/console-dispatch'
import { listTodayOrders, transitionOrder } from '../services/console-orders'
import { stackOrders } from '../services/console-stack'
import { pickUpByNumber } from '../services/counter-board'
import { markOrderPaid } from '../services/counter-payment'
import type { Handlers, RouteDeps } from './deps'

/**
 * Handlers of the `console` tag (issue 8). Every call but the session's acts as the signed-in staff
 * member of the local in the path (authenticateStaff: another local's or tenant's data is a 404).
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

    async pickUpConsoleOrder(request) {
      const staff = await authenticateStaff(db, request, request.params.alias)
      return pickUpByNumber(db, staff.local, request.body)
    },

    async markConsoleOrderPaid(request) {
      const staff = await authenticateStaff(db, request, request.params.alias)
      return markOrderPaid(db, staff.local, request.params.orderId)
    },

    async listConsoleAvailability(request) {
      const staff = await authenticateStaff(db, request, request.params.alias)
      return listAvailability(db, staff.local)
    },

    async setConsoleAvailability(request) {
      const staff = await authenticateStaff(db, request, request.params.alias)
      return setAvailability(db, staff.local, request.body)
    },

    async stackConsoleOrders(request, reply) {
      const staff = await authenticateStaff(db, request, request.params.alias)
      return reply.code(201).send(await stackOrders(db, staff.local, request.body))
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
