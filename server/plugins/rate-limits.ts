import rateLimit from '@fastify/rate-limit'
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify'
import { phoneKey } from '../../domain/phone'
import { api as apiTexts } from '../../i18n/es/api'
import type { Database } from '../db/client'
import { HttpProblem } from '../errors'
import { databaseRateLimitStore } from '../services/rate-limit-store'

/**
 * Requests per minute allowed to one client address and, where the request names them, to one phone and
 * to one place: a branch's phone look-ups (whatever addresses they come from) or one local's new orders.
 */
export interface RateLimit {
  perIp: number
  perPhone?: number
  perPlace?: number
}

/**
 * The operations an attacker would hammer — phone look-ups (who is a customer, a rider), sign-ins,
 * discount-code guessing and order creation — by operationId. An operation not implemented yet on this
 * branch is listed all the same: the limit applies as soon as its route exists.
 */
export const rateLimitPolicy: Record<string, RateLimit> = {
  // phone look-ups: per branch too, so many addresses together cannot read every diner's history
  getOrderingCustomer: { perIp: 30, perPhone: 10, perPlace: 120 },
  listCustomerOrders: { perIp: 60, perPhone: 30, perPlace: 120 },
  listLoyaltyPointsHistory: { perIp: 60, perPhone: 30, perPlace: 120 },
  recoverCart: { perIp: 30, perPhone: 10, perPlace: 120 },
  getRiderByPhone: { perIp: 30, perPhone: 10, perPlace: 120 },
  // sign-ins (staff passwords, rider security codes); the lockouts themselves live in the database
  signInStaff: { perIp: 10 },
  checkKioskStaffPin: { perIp: 10 },
  createRiderWithCode: { perIp: 10, perPhone: 5 },
  updateRiderWithCode: { perIp: 10, perPhone: 5 },
  // one-time codes: each one sent is a message the venue pays for
  requestPhoneCode: { perIp: 10, perPhone: 3, perPlace: 120 },
  confirmPhoneCode: { perIp: 20, perPhone: 10 },
  // code validation
  validateDiscountCode: { perIp: 30, perPhone: 15 },
  // order creation: per local too, more than a kitchen takes in a minute
  createOrder: { perIp: 30, perPhone: 10, perPlace: 60 },
  // the support chat (issue 32): a conversation has its own per-minute cap besides (services/support.ts)
  postSupportMessage: { perIp: 30 },
  answerSupportConversation: { perIp: 120 },
  // browser reports land in the log: one page cannot flood it
  reportCspViolation: { perIp: 60 },
}

/**
 * The policy after the RATE_LIMITS override: `off` lifts every limit, `op=N` sets both maxima of one
 * operation to N per minute, `op=off` lifts one. Benchmarks and load tests lift them this way.
 */
export function effectivePolicy(override: string | undefined): Record<string, RateLimit> {
  if (override === 'off') return {}
  const policy: Record<string, RateLimit> = { ...rateLimitPolicy }
  for (const pair of override?.split(',') ?? []) {
    const [operationId = '', value = ''] = pair.split('=')
    if (value === 'off') delete policy[operationId]
    else if (/^\d+$/.test(value))
      policy[operationId] = { perIp: Number(value), perPhone: Number(value), perPlace: Number(value) }
  }
  return policy
}

type Fields = Record<string, unknown> | undefined

const firstOf = (values: unknown[]) =>
  values.find((value) => value !== undefined && value !== '' && value !== null)

/**
 * The phone a request is about, from its path, query or JSON body, under the key customers are stored by
 * (domain/phone.ts phoneKey): every spelling of one phone shares one quota. What is not a phone
 * keeps its digits (the operation refuses it anyway).
 */
export function phoneOf(request: FastifyRequest): string | undefined {
  const params = request.params as Fields
  const query = request.query as Fields
  const body = request.body as Fields
  const raw = firstOf([params?.phone, params?.customerPhone, query?.phone, body?.phone])
  if (typeof raw !== 'string') return undefined
  return phoneKey(raw) ?? (raw.replace(/\D/g, '') || undefined)
}

/** The place a request is about: the branch it names, else the local (branch contact). */
export function placeOf(request: FastifyRequest): string | undefined {
  const params = request.params as Fields
  const query = request.query as Fields
  const body = request.body as Fields
  const branchId = firstOf([params?.branchId, query?.branchId, body?.branchId])
  if (typeof branchId === 'number' || typeof branchId === 'string') return `branch:${branchId}`
  const riderUser = body?.riderUser as Fields
  const local = firstOf([
    params?.branchContactId,
    query?.branchContactId,
    body?.branchContactId,
    body?.branchContact,
    riderUser?.branchContactId,
  ])
  if (typeof local === 'number' || typeof local === 'string') return `local:${local}`
  return undefined
}

const windowMs = 60_000

/**
 * @fastify/rate-limit, applied per operationId after validation (so the phone of a body is known): each
 * request counts once against its address, its phone and its place. The counts live in the database
 * (services/rate-limit-store.ts), so every node sharing it enforces one limit. Over any limit, a 429
 * problem with Retry-After.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  db: Database,
  override: string | undefined,
): Promise<void> {
  const policy = effectivePolicy(override)
  await app.register(rateLimit, { global: false, store: databaseRateLimitStore(db) })

  app.addHook('onRoute', (route) => {
    const operationId = route.config?.operationId
    const limit = operationId ? policy[operationId] : undefined
    if (!operationId || !limit) return
    // Each dimension counts only requests that name it (a phone, a place); the address always counts.
    const dimensions: { max: number | undefined; key: (request: FastifyRequest) => string | undefined }[] = [
      { max: limit.perIp, key: (request) => `ip:${request.ip}` },
      { max: limit.perPhone, key: (request) => phoneOf(request) && `phone:${phoneOf(request)}` },
      { max: limit.perPlace, key: (request) => placeOf(request) && `place:${placeOf(request)}` },
    ]
    const limiters = dimensions.flatMap(({ max, key }) =>
      max
        ? [
            {
              key,
              limiter: app.createRateLimit({
                max,
                timeWindow: windowMs,
                keyGenerator: (request) => `${operationId}:${key(request)}`,
              }),
            },
          ]
        : [],
    )
    const check: preHandlerAsyncHookHandler = async (request, reply) => {
      for (const { key, limiter } of limiters) {
        if (!key(request)) continue
        const result = await limiter(request)
        if (result.isAllowed || !result.isExceeded) continue
        reply.header('retry-after', String(result.ttlInSeconds))
        throw new HttpProblem(429, apiTexts.tooManyRequests)
      }
    }
    route.preHandler = [check, ...[route.preHandler ?? []].flat()]
  })
}
