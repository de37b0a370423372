import type { FastifyInstance } from 'fastify'
import type { Database } from '../db/client'
import type { Env } from '../env'
import { type FreeSpaceProbe, registerAvailability } from './availability'
import { registerLifecycle } from './drain'
import { registerNoStoreByDefault } from './personal-data'
import { registerSocketOriginCheck } from './socket-origin'

/**
 * What keeps faults and other sites out (issue 19): disk pressure and health endpoints, a node's graceful stop, the websockets'
 * Origin check, no-store on personal answers. Registered before the routes.
 */
export async function registerHardening(
  app: FastifyInstance,
  opts: { db: Database; env: Env; freeSpace?: FreeSpaceProbe },
): Promise<void> {
  await registerAvailability(app, opts)
  registerLifecycle(app)
  registerSocketOriginCheck(app, opts.env.ALLOWED_ORIGINS)
  registerNoStoreByDefault(app)
}

/** Fastify's trustProxy from TRUST_PROXY: a hop count trusts that many proxies nearest to us. */
export function trustProxyOption(trust: NonNullable<Env['TRUST_PROXY']>) {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust
}
