import { statfs } from 'node:fs/promises'
import { dirname } from 'node:path'
import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { Database } from '../db/client'
import type { Env } from '../env'
import { sendProblem, unavailableProblem } from '../errors'

/** Free bytes on the volume holding a directory. */
export type FreeSpaceProbe = (dir: string) => Promise<number>

/** statfs of the directory, or of its nearest existing parent: the volume it is, or will be, on. */
export const statfsFreeBytes: FreeSpaceProbe = async (dir) => {
  for (let path = dir; ; path = dirname(path)) {
    try {
      const stats = await statfs(path)
      return stats.bavail * stats.bsize
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || dirname(path) === path) throw error
    }
  }
}

export const LIVENESS_PATH = '/health/live'
export const READINESS_PATH = '/health/ready'
/** How often the free space of DATA_DIR is looked at. */
export const DISK_CHECK_INTERVAL_MS = 1000
// A readiness probe that waits longer than this on the database reports it down.
const databaseCheckTimeoutMs = 2000

const readMethods = new Set(['GET', 'HEAD', 'OPTIONS'])

export interface AvailabilityOptions {
  db: Database
  env: Env
  freeSpace?: FreeSpaceProbe
}

export interface DiskState {
  /** Under DISK_MIN_FREE_MB: writes are refused. */
  low: boolean
  freeBytes: number | undefined
}

/**
 * Keeps the server honest when its storage is not: a watch on DATA_DIR's free space (PGlite only — a
 * PostgreSQL server watches its own) refuses every write with 503 + Retry-After while less than
 * DISK_MIN_FREE_MB is left, before the WAL cannot grow (PGlite then spins inside WASM for good). The
 * node's lifecycle after SIGTERM, which its readiness also reports, is server/plugins/drain.ts.
 */
export async function registerAvailability(app: FastifyInstance, opts: AvailabilityOptions): Promise<void> {
  const { env } = opts
  const minFree = env.DISK_MIN_FREE_MB * 1024 * 1024
  const disk: DiskState = { low: false, freeBytes: undefined }
  const watched = env.DATABASE_URL ? undefined : env.DATA_DIR
  app.decorate('diskState', disk)

  if (watched) {
    const probe = opts.freeSpace ?? statfsFreeBytes
    const look = async () => {
      try {
        disk.freeBytes = await probe(watched)
        const wasLow = disk.low
        disk.low = disk.freeBytes < minFree
        if (disk.low && !wasLow)
          app.log.warn({ freeBytes: disk.freeBytes, dir: watched }, 'disk low: refusing writes')
        if (!disk.low && wasLow) app.log.info({ freeBytes: disk.freeBytes }, 'disk space back: taking writes')
      } catch (error) {
        app.log.warn({ err: error, dir: watched }, 'free space unknown')
      }
    }
    await look()
    let looking = false
    const timer = setInterval(() => {
      if (looking) return
      looking = true
      look().finally(() => {
        looking = false
      })
    }, DISK_CHECK_INTERVAL_MS)
    timer.unref()
    app.addHook('onClose', async () => clearInterval(timer))
  }

  app.addHook('onRequest', async (request, reply) => {
    if (disk.low && !readMethods.has(request.method))
      return sendProblem(reply, unavailableProblem(request.url))
  })
  // Liveness and readiness are the contract's getLiveness and getReadiness (server/routes/health.ts).
}

/** Whether the database answers a trivial query within a couple of seconds. */
export async function databaseAnswers(db: Database): Promise<'up' | 'down'> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<'down'>((resolve) => {
    timer = setTimeout(() => resolve('down'), databaseCheckTimeoutMs)
  })
  const check = db.execute(sql`SELECT 1`).then(
    () => 'up' as const,
    () => 'down' as const,
  )
  try {
    return await Promise.race([check, timeout])
  } finally {
    clearTimeout(timer)
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    diskState: DiskState
  }
}
