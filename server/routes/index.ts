import type { FastifyReply, FastifyRequest } from 'fastify'
import { notImplemented } from '../errors'
import { abandonedCartHandlers } from './abandoned-cart'
import { adminHandlers } from './admin'
import { analyticsHandlers } from './analytics'
import { catalogueHandlers } from './catalogue'
import { consoleHandlers } from './console'
import { boardHandlers } from './counter-board'
import { customerHandlers } from './customer'
import type { HandlerFactory, Handlers, RouteDeps } from './deps'
import { dinerHandlers } from './diner'
import { discountsHandlers } from './discounts'
import { feesHandlers } from './fees'
import { geocodingHandlers } from './geocoding'
import { guideHandlers } from './guide'
import { healthHandlers } from './health'
import { logisticsHandlers } from './logistics'
import { logsHandlers } from './logs'
import { loyaltyHandlers } from './loyalty'
import { menuHandlers } from './menu'
import { ordersHandlers } from './orders'
import { paymentsHandlers } from './payments'
import { reportsHandlers } from './reports'
import { ridersHandlers } from './riders'
import { scheduleHandlers } from './schedule'
import { securityHandlers } from './security'
import { supportHandlers } from './support'
import { surveyHandlers } from './survey'
import { trackingHandlers } from './tracking'

/** One factory per tag of openapi.yaml; each file binds its operationIds to handlers. */
export const handlerFactories: Record<string, HandlerFactory> = {
  diner: dinerHandlers,
  menu: menuHandlers,
  catalogue: catalogueHandlers,
  customer: customerHandlers,
  loyalty: loyaltyHandlers,
  orders: ordersHandlers,
  payments: paymentsHandlers,
  discounts: discountsHandlers,
  fees: feesHandlers,
  schedule: scheduleHandlers,
  survey: surveyHandlers,
  support: supportHandlers,
  'abandoned-cart': abandonedCartHandlers,
  logs: logsHandlers,
  analytics: analyticsHandlers,
  logistics: logisticsHandlers,
  riders: ridersHandlers,
  tracking: trackingHandlers,
  guide: guideHandlers,
  geocoding: geocodingHandlers,
  security: securityHandlers,
  console: consoleHandlers,
  board: boardHandlers,
  admin: adminHandlers,
  health: healthHandlers,
  reports: reportsHandlers,
}

export type RouteHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>

/** Every tag's handlers in one map; an operationId bound twice is a programming error. */
export function collectHandlers(deps: RouteDeps): Handlers {
  const merged: Record<string, unknown> = {}
  for (const [tag, factory] of Object.entries(handlerFactories)) {
    for (const [operationId, handler] of Object.entries(factory(deps))) {
      if (operationId in merged)
        throw new Error(`Operation ${operationId} is bound twice (again by tag ${tag})`)
      merged[operationId] = handler
    }
  }
  return merged as Handlers
}

/**
 * The handler of each operationId of the contract: the bound one, or a 501 problem naming the
 * operation. Handlers for operationIds the contract does not have fail the start-up.
 */
export function resolveHandlers(
  operationIds: readonly string[],
  handlers: Handlers,
): Record<string, RouteHandler> {
  const known = new Set(operationIds)
  const unknown = Object.keys(handlers).filter((id) => !known.has(id))
  if (unknown.length > 0)
    throw new Error(`Handlers for operations not in openapi.yaml: ${unknown.join(', ')}`)

  const bound = handlers as Record<string, RouteHandler | undefined>
  return Object.fromEntries(
    operationIds.map((operationId) => {
      const handler = bound[operationId]
      if (handler) return [operationId, handler]
      const fallback: RouteHandler = async () => {
        throw notImplemented(operationId)
      }
      genericFallbacks.add(fallback)
      return [operationId, fallback]
    }),
  )
}

const genericFallbacks = new WeakSet<RouteHandler>()

/** Whether a handler is the generic 501 of an operation nobody has implemented yet. */
export function isGenericFallback(handler: unknown): boolean {
  return typeof handler === 'function' && genericFallbacks.has(handler as RouteHandler)
}
