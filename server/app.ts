import { fileURLToPath } from 'node:url'
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify'
import type { Database } from './db/client'
import type { Env } from './env'
import { registerErrorHandler, sendProblem, toProblem } from './errors'
import { registerDocs } from './plugins/docs'
import { loadSpecification, operationIdsOf, registerContractRoutes } from './plugins/openapi'
import { registerSecurityHeaders } from './plugins/security'
import { registerSpa } from './plugins/spa'
import { registerRequestValidation, registerResponseValidation } from './plugins/validation'
import type { Handlers } from './routes/deps'
import { collectHandlers, resolveHandlers } from './routes/index'

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
}

export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const { env, db } = opts
  const app = Fastify({
    logger: opts.logger ?? false,
    // The contract keeps the specs' trailing slashes (/api/abandoned/cart/); accept both spellings.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
    return503OnClosing: true,
    // Errors raised before routing (a malformed URL) get the same problem+json as the rest.
    frameworkErrors: (error, request, reply) => sendProblem(reply, toProblem(error, request)),
  })

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
  const spec = loadSpecification()
  await registerDocs(app, loadSpecification())

  // Then routes: every operation of openapi.yaml, bound or answering 501.
  const handlers = { ...collectHandlers({ db, env }), ...opts.handlers }
  await registerContractRoutes(app, spec, resolveHandlers(operationIdsOf(spec), handlers))
  await registerSpa(app, opts.staticDir ?? defaultStaticDir)

  app.addHook('onClose', async (instance) => {
    instance.log.info('server closed')
  })
  return app
}
