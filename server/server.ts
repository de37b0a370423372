// Boot only: environment, database (migrated), demo seed, app, listen, graceful shutdown.
import type { AddressInfo } from 'node:net'
import { buildApp } from './app'
import { withBootLock } from './db/boot-lock'
import { openDatabase } from './db/client'
import { DataDirInUseError } from './db/data-dir-lock'
import { EnvError, loadEnv } from './env'
import { openPgBus } from './live/pg-bus'
import { beginDrain, refuseUntilQuiet } from './plugins/drain'
import { seedDemoIfEmpty } from './seed/demo'
import { startWatchdog, type Watchdog } from './watchdog'

function demoLinks(base: string): string[] {
  return [
    `${base}/menu/pizzeria-demo-palermo/delivery`,
    `${base}/pizzeria-demo`,
    `${base}/demo-gastronomia`,
    `${base}/cafe-demo`,
    `${base}/api/docs`,
  ]
}

async function main(): Promise<void> {
  let env: ReturnType<typeof loadEnv>
  try {
    env = loadEnv()
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message)
      process.exit(1)
    }
    throw error
  }

  const open = async () => {
    const database = await openDatabase(
      env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: env.DATA_DIR },
    )
    return { database, seeded: await seedDemoIfEmpty(database.db) }
  }
  let booted: Awaited<ReturnType<typeof open>>
  try {
    // Nodes sharing PostgreSQL may start together; PGlite has one process per data directory.
    booted = env.DATABASE_URL ? await withBootLock(env.DATABASE_URL, open) : await open()
  } catch (error) {
    // Another server holds the directory: starting would hand each a different half of the orders.
    if (error instanceof DataDirInUseError) {
      console.error(error.message)
      process.exit(1)
    }
    throw error
  }
  const { database, seeded } = booted

  // Several processes may share a PostgreSQL database: their live notices go through LISTEN/NOTIFY.
  const live = env.DATABASE_URL ? await openPgBus(env.DATABASE_URL) : undefined
  const app = await buildApp({ env, db: database.db, logger: { level: env.LOG_LEVEL }, live })
  app.addHook('onClose', async () => {
    await live?.close()
    await database.close()
  })

  let watchdog: Watchdog | undefined
  let closing = false
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) {
      app.log.warn(`${signal} again: exiting now`)
      process.exit(1)
    }
    closing = true
    app.log.info(`${signal} received: closing`)
    // The timer needs a turning event loop; the watchdog ends the process even when it is stuck.
    watchdog?.deadline(env.SHUTDOWN_GRACE_MS)
    setTimeout(() => {
      app.log.error('graceful shutdown timed out')
      process.exit(1)
    }, env.SHUTDOWN_GRACE_MS).unref()
    // Not ready, sockets told to reconnect elsewhere; still serving for SHUTDOWN_DRAIN_MS (for a load
    // balancer polling readiness); then refusing new requests with 503 until they stop coming (nginx,
    // which does not poll, sends them to another node); then no new connections, the requests in
    // flight finished, the database closed.
    const sockets = beginDrain(app)
    app.log.info({ sockets, drainMs: env.SHUTDOWN_DRAIN_MS }, 'draining')
    const refuseAtMostMs = Math.floor((env.SHUTDOWN_GRACE_MS - env.SHUTDOWN_DRAIN_MS) / 2)
    new Promise((resolve) => setTimeout(resolve, env.SHUTDOWN_DRAIN_MS))
      .then(() => refuseUntilQuiet(app, refuseAtMostMs))
      .then(() => app.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'error while closing')
          process.exit(1)
        },
      )
  }
  process.on('SIGINT', shutdown)
  process.on('SIGTERM', shutdown)

  await app.listen({ port: env.PORT, host: env.HOST })
  // Started once booted: migrations and the seed may take their time, a served request may not.
  if (env.WATCHDOG_TIMEOUT_MS > 0) watchdog = startWatchdog({ timeoutMs: env.WATCHDOG_TIMEOUT_MS })
  const { port } = app.server.address() as AddressInfo
  const host = env.HOST === '0.0.0.0' || env.HOST === '::' ? 'localhost' : env.HOST
  const base = `http://${host}:${port}`
  const storage = env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${env.DATA_DIR}`
  console.log(
    [
      '',
      `Tucán is running on ${base}  (database: ${storage}${seeded ? ', demo tenant seeded' : ''})`,
      'Demo links:',
      ...demoLinks(base).map((link) => `  ${link}`),
      '',
    ].join('\n'),
  )
}

main().catch((error: unknown) => {
  console.error('Failed to start:', error)
  process.exit(1)
})
