import rateLimit from '@fastify/rate-limit'
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify'
import { api as apiTexts } from '../../i18n/es/api'
import { HttpProblem } from '../errors'

/** Requests per minute allowed to one client address and, where the request names one, to one phone. */
export interface RateLimit {
  perIp: number
  perPhone?: number
}

/**
 * The operations an attacker would hammer — phone look-ups (who is a customer, a rider), sign-ins,
 * discount-code guessing and order creation — by operationId. An operation not implemented yet on this
 * branch is listed all the same: the limit applies as soon as its route exists.
 */
export const rateLimitPolicy: Record<string, RateLimit> = {
  // phone look-ups
  getOrderingCustomer: { perIp: 30, perPhone: 10 },
  listCustomerOrders: { perIp: 60, perPhone: 30 },
  listLoyaltyPointsHistory: { perIp: 60, perPhone: 30 },
  recoverCart: { perIp: 30, perPhone: 10 },
  getRiderByPhone: { perIp: 30, perPhone: 10 },
  // sign-ins (rider security codes)
  createRiderWithCode: { perIp: 10, perPhone: 5 },
  updateRiderWithCode: { perIp: 10, perPhone: 5 },
  // code validation
  validateDiscountCode: { perIp: 30, perPhone: 15 },
  // order creation
  createOrder: { perIp: 30, perPhone: 10 },
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
    else if (/^\d+$/.test(value)) policy[operationId] = { perIp: Number(value), perPhone: Number(value) }
  }
  return policy
}

/** The phone a request is about, from its path, query or JSON body; digits only, so spellings share a key. */
export function phoneOf(request: FastifyRequest): string | undefined {
  const params = request.params as Record<string, unknown> | undefined
  const query = request.query as Record<string, unknown> | undefined
  const body = request.body as Record<string, unknown> | undefined
  const raw = [params?.phone, params?.customerPhone, query?.phone, body?.phone].find(
    (value) => typeof value === 'string' && value !== '',
  ) as string | undefined
  const digits = raw?.replace(/\D/g, '')
  if (!digits) return undefined
  // Argentina's mobile '9' after the country code is optional when dialling: one phone, one key.
  return digits.replace(/^549/, '54')
}

const windowMs = 60_000

/**
 * @fastify/rate-limit's in-memory counters, applied per operationId after validation (so the phone of a
 * body is known): each request counts once against its address and once against its phone. Over either
 * limit, a 429 problem with Retry-After.
 */
export async function registerRateLimits(app: FastifyInstance, override: string | undefined): Promise<void> {
  const policy = effectivePolicy(override)
  await app.register(rateLimit, { global: false })

  app.addHook('onRoute', (route) => {
    const operationId = route.config?.operationId
    const limit = operationId ? policy[operationId] : undefined
    if (!operationId || !limit) return
    const byIp = app.createRateLimit({
      max: limit.perIp,
      timeWindow: windowMs,
      keyGenerator: (request) => `${operationId}:ip:${request.ip}`,
    })
    const byPhone = limit.perPhone
      ? app.createRateLimit({
          max: limit.perPhone,
          timeWindow: windowMs,
          keyGenerator: (request) => `${operationId}:phone:${phoneOf(request)}`,
        })
      : undefined
    const check: preHandlerAsyncHookHandler = async (request, reply) => {
      const results = [await byIp(request)]
      if (byPhone && phoneOf(request)) results.push(await byPhone(request))
      for (const result of results) {
        if (result.isAllowed || !result.isExceeded) continue
        reply.header('retry-after', String(result.ttlInSeconds))
        throw new HttpProblem(429, apiTexts.tooManyRequests)
      }
    }
    route.preHandler = [check, ...[route.preHandler ?? []].flat()]
  })
}
