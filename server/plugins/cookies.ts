import cookie from '@fastify/cookie'
import type { FastifyInstance } from 'fastify'
import type { Env } from '../env'

/** Signed cookies (the rider session): a tampered or foreign value reads as no cookie at all. */
export async function registerCookies(app: FastifyInstance, env: Env): Promise<void> {
  await app.register(cookie, { secret: env.COOKIE_SECRET, hook: 'onRequest' })
}
