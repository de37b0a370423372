import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Database } from '../db/client'
import { localOfOrder } from '../services/console-feed'
import type { LiveBus } from './bus'
import {
  type KnownOrder,
  publishKnownOrders,
  publishOffersChanged,
  publishOrdersChanged,
} from './order-notices'

type OrderRef = { id: number } | { code: string }
type OrderOf = (request: FastifyRequest, payload: unknown) => OrderRef | OrderRef[] | null

const numberOf = (value: unknown) => {
  const n = Number(value)
  return Number.isSafeInteger(n) && n > 0 ? n : null
}
const byId = (value: unknown) => {
  const id = numberOf(value)
  return id === null ? null : { id }
}
const byCode = (value: unknown) => (typeof value === 'string' && value !== '' ? { code: value } : null)
const bodyOf = (request: FastifyRequest) => (request.body ?? {}) as Record<string, unknown>
const paramsOf = (request: FastifyRequest) => (request.params ?? {}) as Record<string, unknown>

/**
 * The writes that create an order or change its state or payment status, by operationId, and where
 * each names the order. Payment calls notify on any answer below 500: a rejected payment changes the
 * payment status too. Any other write of the console tag with an {orderId} is a transition as well.
 */
const ORDER_WRITES: Record<string, { anyAnswer: boolean; order: OrderOf }> = {
  createOrder: { anyAnswer: false, order: (_request, payload) => byId((payload as { id?: unknown })?.id) },
  // closed by its number: the answer names the order
  pickUpConsoleOrder: {
    anyAnswer: false,
    order: (_request, payload) => byId((payload as { id?: unknown })?.id),
  },
  transitionConsoleOrder: { anyAnswer: false, order: (request) => byId(paramsOf(request).orderId) },
  payOrder: { anyAnswer: true, order: (request) => byCode(bodyOf(request).orderCode) },
  createPaymentUrl: { anyAnswer: true, order: (request) => byCode(bodyOf(request).code) },
  changeOrderPaymentMethod: { anyAnswer: false, order: (request) => byCode(paramsOf(request).orderCode) },
  handleTransbankCallback: { anyAnswer: true, order: (request) => byCode(paramsOf(request).orderCode) },
  // a stack dispatches every order it groups
  stackConsoleOrders: {
    anyAnswer: false,
    order: (request) => {
      const ids = bodyOf(request).orderIds
      return Array.isArray(ids) ? ids.map(byId).filter((ref): ref is { id: number } => ref !== null) : null
    },
  },
}

/** The writes whose answer, not their request, names the order. */
const PAYLOAD_NAMES = new Set([ORDER_WRITES.createOrder, ORDER_WRITES.pickUpConsoleOrder])

/**
 * A new order as its answer and request name it: id and code from the answer, the local from the body
 * (createOrder refuses a body whose local is not the mode's). No shipment exists yet: nothing to read.
 */
function newOrderOf(request: FastifyRequest, answer: unknown): KnownOrder | null {
  const { id, code } = (answer ?? {}) as { id?: unknown; code?: unknown }
  const orderId = numberOf(id)
  const localId = numberOf(bodyOf(request).branchContact)
  if (orderId === null || localId === null || typeof code !== 'string' || code === '') return null
  return { id: orderId, code, localId }
}

/** Writes that add, withdraw or end an own-fleet shipment: the local's riders re-read their offers. */
const OFFER_ACTIONS: readonly unknown[] = ['dispatch', 'deliver', 'cancel']
function changesOffers(request: FastifyRequest) {
  const operationId = (request.routeOptions.config as { operationId?: string } | undefined)?.operationId
  if (operationId === 'stackConsoleOrders') return true
  return operationId === 'transitionConsoleOrder' && OFFER_ACTIONS.includes(bodyOf(request).action)
}

function writeOf(request: FastifyRequest) {
  const operationId = (request.routeOptions.config as { operationId?: string } | undefined)?.operationId
  if (!operationId) return undefined
  const known = ORDER_WRITES[operationId]
  if (known) return known
  if (request.method !== 'GET' && request.routeOptions.url?.startsWith('/api/console/'))
    return paramsOf(request).orderId !== undefined ? ORDER_WRITES.transitionConsoleOrder : undefined
  return undefined
}

function parsed(payload: unknown): unknown {
  if (typeof payload !== 'string') return payload
  try {
    return JSON.parse(payload)
  } catch {
    return null
  }
}

/**
 * After an order is created or changes (answered, not merely asked), the console of its local hears
 * which order it was, and the diner's follow-up and tracking page hear that it changed (order-notices). Kept beside the routes, like shipment-notices, so every writer through these
 * operations notifies and the order and payment services stay about orders and payments. The notice is
 * sent as the answer leaves (onSend) without holding it up; a failed notice is only logged, and the
 * board's resync after a reconnect covers it.
 */
export function registerConsoleNotices(app: FastifyInstance, db: Database, live: LiveBus): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const write = writeOf(request)
    if (!write) return payload
    const status = reply.statusCode
    if (status >= 500 || (!write.anyAnswer && status >= 300)) return payload
    const answer = PAYLOAD_NAMES.has(write) ? parsed(payload) : null
    const created = write === ORDER_WRITES.createOrder ? newOrderOf(request, answer) : null
    if (created) {
      publishKnownOrders(live, [created]).catch((error: unknown) =>
        request.log.warn({ err: error }, 'console notice failed'),
      )
      return payload
    }
    const named = write.order(request, answer)
    if (!named) return payload
    const notify = async () => {
      const found = []
      for (const order of Array.isArray(named) ? named : [named]) {
        const local = await localOfOrder(db, order)
        if (local) found.push(local)
      }
      await publishOrdersChanged(
        db,
        live,
        found.map((f) => f.orderId),
      )
      if (changesOffers(request))
        for (const localId of new Set(found.map((f) => f.localId))) await publishOffersChanged(live, localId)
    }
    notify().catch((error: unknown) => request.log.warn({ err: error }, 'console notice failed'))
    return payload
  })
}
