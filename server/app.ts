import { fileURLToPath } from 'node:url'
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify'
import type { Database } from './db/client'
import type { Env } from './env'
import { registerErrorHandler, sendProblem, toProblem } from './errors'
import { type Jobs, startJobs } from './jobs/runner'
import { boardChannelPush } from './live/board-channel'
import type { LiveBus } from './live/bus'
import { registerConsoleNotices } from './live/console-notices'
import { registerConsoleSocket } from './live/console-socket'
import { createInProcessBus } from './live/in-process-bus'
import { registerLiveSocket } from './live/live-socket'
import { isPgBus, openPgBus } from './live/pg-bus'
import { registerShipmentNotices } from './live/shipment-notices'
import type { MessagingProvider } from './messaging/provider'
import { createMessaging } from './messaging/providers'
import type { FreeSpaceProbe } from './plugins/availability'
import { registerCookies } from './plugins/cookies'
import { registerDocs } from './plugins/docs'
import { registerHardening, trustProxyOption } from './plugins/hardening'
import { registerImages } from './plugins/images'
import { capConnectionsPerClient, makeClientErrorHandler, transportDefaults } from './plugins/limits'
import { loadSpecification, operationIdsOf, registerContractRoutes } from './plugins/openapi'
import { registerPaymentSandbox } from './plugins/payment-sandbox'
import { registerRateLimits } from './plugins/rate-limits'
import { registerSecurityHeaders, securityHeaders } from './plugins/security'
import { registerSpa } from './plugins/spa'
import { registerRequestValidation, registerResponseValidation } from './plugins/validation'
import { registerWebManifest } from './plugins/web-manifest'
import type { Handlers } from './routes/deps'
import { collectHandlers, resolveHandlers } from './routes/index'
import { attachCatalogueSync } from './services/read-cache'

export const defaultStaticDir = fileURLToPath(new URL('../dist', import.meta.url))

export interface BuildAppOptions {
  env: Env
  db: Database
  /** Fastify's pino logger: false (default), true, or pino options. */
  logger?: FastifyServerOptions['logger']
  /** Folder of the built SPA; defaults to dist/ at the project root. */
  staticDir?: string
  /** Handlers that replace the tag files' ones (tests, and bindings not yet in a tag file). */
  handlers?: Handlers
  /** Check JSON answers against the contract before sending; defaults to on outside production. */
  validateResponses?: boolean
  /** The live bus (PostgreSQL LISTEN/NOTIFY when shared); defaults to an in-process bus the app closes. */
  live?: LiveBus
  /** Ping interval of the live websocket (tests shorten it). */
  livePingIntervalMs?: number
  /**
   * PostgreSQL URL whose LISTEN/NOTIFY keeps cached catalogue answers in step across processes;
   * defaults to DATABASE_URL (PGlite has one process per data directory and needs none).
   */
  catalogueSyncUrl?: string
  /** Free bytes of DATA_DIR's volume; defaults to statfs (tests simulate a full disk). */
  freeSpace?: FreeSpaceProbe
  /** How the data timers' messages go out (abandoned-cart reminders); defaults to MESSAGING_PROVIDER. */
  messaging?: MessagingProvider
}

export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const { env, db } = opts
  const everyAnswersHeaders = securityHeaders()
  const app = Fastify({
    logger: opts.logger ?? false,
    // The contract keeps the specs' trailing slashes (/api/abandoned/cart/); accept both spellings.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
    return503OnClosing: true,
    // Behind a TLS proxy: X-Forwarded-Proto makes request.protocol https, so session cookies keep Secure.
    ...(env.TRUST_PROXY !== undefined ? { trustProxy: trustProxyOption(env.TRUST_PROXY) } : {}),
    // A request (body included) that trickles in is cut off with a 408 instead of holding a socket.
    requestTimeout: env.REQUEST_TIMEOUT_MS,
    connectionTimeout: transportDefaults.connectionTimeoutMs,
    // Node checks request timeouts on this period (30 s by default, which would triple a 15 s limit).
    http: {
      connectionsCheckingInterval: 1_000,
      headersTimeout: Math.min(transportDefaults.headersTimeoutMs, env.REQUEST_TIMEOUT_MS),
    },
    // What Node's parser refuses (431, malformed requests, timeouts) answers problem+json too.
    clientErrorHandler: makeClientErrorHandler(),
    // Errors raised before routing (a malformed URL, one too long) get the same problem+json and the
    // same headers as the rest: no onRequest hook has run for them.
    frameworkErrors: (error, request, reply) =>
      sendProblem(reply.headers(everyAnswersHeaders), toProblem(error, request)),
  })

  capConnectionsPerClient(app.server, env.MAX_CONNECTIONS_PER_CLIENT)

  // Plugins first: headers, errors, validation, docs.
  registerSecurityHeaders(app)
  registerErrorHandler(app)
  registerRequestValidation(app)
  if (opts.validateResponses ?? env.NODE_ENV !== 'production') registerResponseValidation(app)
  // Declared as a response type in the contract; parsing it keeps glue from warning about it.
  app.addContentTypeParser(
    'application/problem+json',
    { parseAs: 'string' },
    app.getDefaultJsonParser('error', 'error'),
  )
  await registerHardening(app, { db, env, freeSpace: opts.freeSpace })
  await registerCookies(app, env)
  // Before the routes: its onRoute hook attaches limits to operations by operationId.
  await registerRateLimits(app, db, env.RATE_LIMITS)
  // Browsers post CSP reports as JSON under their own media types.
  for (const reportType of ['application/csp-report', 'application/reports+json'])
    app.addContentTypeParser(reportType, { parseAs: 'string' }, app.getDefaultJsonParser('error', 'error'))
  const spec = loadSpecification()
  await registerDocs(app, loadSpecification())

  // The live channel's websocket must be in place before its contract route is declared.
  const live = opts.live ?? createInProcessBus()
  if (!opts.live) app.addHook('onClose', () => live.close())
  app.decorate('liveBus', live)
  // The console socket's onRoute hook must precede @fastify/websocket's, registered by the live socket.
  registerConsoleSocket(app, db, live, { pingIntervalMs: opts.livePingIntervalMs })
  await registerLiveSocket(app, live, {
    pingIntervalMs: opts.livePingIntervalMs,
    pushed: boardChannelPush(db),
  })
  registerShipmentNotices(app, db, live)
  registerConsoleNotices(app, db, live)

  // Then routes: every operation of openapi.yaml, bound or answering 501.
  const handlers = { ...collectHandlers({ db, env, live }), ...opts.handlers }
  await registerContractRoutes(app, spec, resolveHandlers(operationIdsOf(spec), handlers))
  registerWebManifest(app, db)
  registerImages(app, env.DATA_DIR)
  await registerPaymentSandbox(app, { db, env })
  await registerSpa(app, opts.staticDir ?? defaultStaticDir)

  const syncUrl = opts.catalogueSyncUrl ?? env.DATABASE_URL
  if (syncUrl) {
    // One LISTEN connection per node: the catalogue rides on the live bus when it is PostgreSQL's.
    const bus = isPgBus(opts.live)
      ? opts.live
      : await openPgBus(syncUrl, { applicationName: 'tucan-catalogue' })
    const sync = attachCatalogueSync(db, bus)
    app.addHook('onClose', async () => {
      sync.close()
      if (bus !== opts.live) await bus.close()
    })
  }

  // Timers acting on data: every node runs them, each due row is claimed by one (server/jobs).
  const jobs = startJobs(app, db, opts.messaging ?? createMessaging(env, app.log), env.JOB_INTERVAL_MS)
  app.decorate('jobs', jobs)

  app.addHook('onClose', async (instance) => {
    instance.log.info('server closed')
  })
  return app
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The data timers of this node (server/jobs/runner.ts). */
    jobs: Jobs
  }
}
