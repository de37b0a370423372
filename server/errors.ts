import { STATUS_CODES } from 'node:http'
import type { ErrorObject } from 'ajv'
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { api as apiTexts } from '../i18n/es/api'
import { common } from '../i18n/es/common'

export const PROBLEM_CONTENT_TYPE = 'application/problem+json'

export interface FieldError {
  field: string
  message: string
  code?: string
}

/** RFC 9457 problem details, as the contract's Problem schema describes them. */
export interface Problem {
  type: string
  title: string
  status: number
  detail?: string
  instance?: string
  errors?: FieldError[]
}

type ApiTextKey = keyof typeof apiTexts

function text(key: ApiTextKey, params: Record<string, string> = {}): string {
  return apiTexts[key].replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole)
}

/**
 * Thrown by handlers for any answer that is not a success; the central handler turns it into
 * problem+json. `detail` is shown to diners, so write it in Spanish through the catalogue.
 */
export class HttpProblem extends Error {
  readonly status: number
  readonly detail: string | undefined
  readonly errors: FieldError[] | undefined
  readonly type: string
  readonly title: string
  /** Headers the answer carries (Retry-After on a 429). */
  readonly headers: Record<string, string>
  /** RFC 9457 extension members of the body (a 409's current values) */
  readonly extensions: Record<string, unknown>

  constructor(
    status: number,
    detail?: string,
    options: {
      errors?: FieldError[]
      type?: string
      title?: string
      headers?: Record<string, string>
      extensions?: Record<string, unknown>
    } = {},
  ) {
    super(detail ?? STATUS_CODES[status] ?? 'Error')
    this.name = 'HttpProblem'
    this.status = status
    this.detail = detail
    this.errors = options.errors
    this.type = options.type ?? 'about:blank'
    this.title = options.title ?? STATUS_CODES[status] ?? 'Error'
    this.headers = options.headers ?? {}
    this.extensions = options.extensions ?? {}
  }
}

/** 400 naming one invalid field. */
export function invalidField(field: string, detail = text('invalidField', { field })): HttpProblem {
  return new HttpProblem(400, detail, { errors: [{ field, message: detail }] })
}

export const badRequest = (detail: string, errors?: FieldError[]) =>
  new HttpProblem(400, detail, errors ? { errors } : {})
export const unauthorized = (detail: string) => new HttpProblem(401, detail)
export const forbidden = (detail: string) => new HttpProblem(403, detail)
export const notFound = (detail: string) => new HttpProblem(404, detail)
export const conflict = (detail: string) => new HttpProblem(409, detail)
export const unprocessable = (detail: string, errors?: FieldError[]) =>
  new HttpProblem(422, detail, errors ? { errors } : {})
/** 429 telling the client, in Retry-After, how many seconds to wait. */
export const tooManyRequests = (detail: string, retryAfterSeconds: number) =>
  new HttpProblem(429, detail, {
    headers: { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) },
  })
export const notImplemented = (operationId: string) =>
  new HttpProblem(501, text('notImplemented', { operationId }))
export const unsupportedMediaType = () => new HttpProblem(415, text('unsupportedMediaType'))
export const missingBody = () =>
  new HttpProblem(400, text('emptyBody'), { errors: [{ field: 'body', message: text('emptyBody') }] })

function joinPath(parent: string, child: string): string {
  if (!parent) return child
  return /^\d+$/.test(child) ? `${parent}[${child}]` : `${parent}.${child}`
}

/** '/items/0/quantity' → 'items[0].quantity' */
function pointerToField(pointer: string): string {
  return pointer
    .split('/')
    .slice(1)
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce(joinPath, '')
}

function fieldErrorOf(error: ErrorObject, context: string): FieldError {
  const parent = pointerToField(error.instancePath)
  // A property named '' (JSON allows it) still gets a field a reader can find: its parent or the part.
  const where = context === 'body' ? 'body' : context
  if (error.keyword === 'required') {
    const field = joinPath(parent, String(error.params.missingProperty)) || parent || where
    return { field, message: text('missingField', { field }), code: 'required' }
  }
  if (error.keyword === 'additionalProperties') {
    const field = joinPath(parent, String(error.params.additionalProperty)) || parent || where
    return { field, message: text('unknownField', { field }), code: 'additionalProperties' }
  }
  const field = parent || where
  return { field, message: text('invalidField', { field }), code: error.keyword }
}

function validationProblem(error: FastifyError): Problem {
  const context = error.validationContext ?? 'body'
  const errors = (error.validation as ErrorObject[]).map((e) => fieldErrorOf(e, context))
  return {
    type: 'about:blank',
    title: 'Bad Request',
    status: 400,
    detail: errors[0]?.message ?? text('badRequest'),
    errors,
  }
}

// Fastify's own 4xx errors (body parsing, limits), worded for a reader.
const frameworkDetails: Record<string, ApiTextKey> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupportedMediaType',
  FST_ERR_CTP_BODY_TOO_LARGE: 'bodyTooLarge',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'emptyBody',
  FST_ERR_CTP_INVALID_JSON_BODY: 'invalidJson',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'badRequest',
}

// Where each framework error lies, for its errors[].field.
const frameworkFields: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'content-type',
  FST_ERR_CTP_BODY_TOO_LARGE: 'body',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'body',
  FST_ERR_CTP_INVALID_JSON_BODY: 'body',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'content-length',
  FST_ERR_BAD_URL: 'url',
  FST_ERR_ASYNC_CONSTRAINT: 'url',
}

/** Maps anything thrown during a request to the problem to answer. Never exposes a 5xx's message. */
export function toProblem(error: unknown, request: FastifyRequest): Problem {
  const instance = request.url
  if (error instanceof HttpProblem) {
    const detail = error.detail ?? text('badRequest')
    const errors =
      error.errors ?? (error.status === 400 ? [{ field: 'request', message: detail }] : undefined)
    return {
      type: error.type,
      title: error.title,
      status: error.status,
      ...(error.detail !== undefined ? { detail: error.detail } : {}),
      instance,
      ...(errors ? { errors } : {}),
      ...error.extensions,
    }
  }
  const fastifyError = error as Partial<FastifyError> | undefined
  if (fastifyError?.validation) return { ...validationProblem(fastifyError as FastifyError), instance }

  const status = fastifyError?.statusCode
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const key = fastifyError?.code ? frameworkDetails[fastifyError.code] : undefined
    const isJsonSyntax = error instanceof SyntaxError
    const detail = key ? text(key) : isJsonSyntax ? text('invalidJson') : text('badRequest')
    const field =
      (fastifyError?.code && frameworkFields[fastifyError.code]) ?? (isJsonSyntax ? 'body' : 'request')
    return {
      type: 'about:blank',
      title: STATUS_CODES[status] ?? 'Error',
      status,
      detail,
      instance,
      // Every 400 names what was wrong with it, even when the framework refused it before validation.
      ...(status === 400
        ? { errors: [{ field, message: detail, code: fastifyError?.code ?? 'invalid' }] }
        : {}),
    }
  }
  // A value the database cannot hold as sent (a NUL in text, a number out of a column's range) came from
  // the client: it is that request's fault, not the server's.
  if (isDatabaseDataError(error)) {
    const detail = text('badRequest')
    return {
      type: 'about:blank',
      title: 'Bad Request',
      status: 400,
      detail,
      instance,
      errors: [{ field: 'request', message: detail, code: 'unstorable' }],
    }
  }
  // The database is down, full or refusing connections: nothing the client did, and it passes.
  if (isDatabaseUnavailable(error)) return unavailableProblem(instance)
  return {
    type: 'about:blank',
    title: 'Internal Server Error',
    status: 500,
    detail: common.genericError,
    instance,
  }
}

/** PostgreSQL data exceptions a client's value can cause, wherever the driver or ORM wrapped them. */
const CLIENT_DATA_ERRORS = new Set(['22021', '22P05', '22003', '22P02', '22001', '22007', '22008'])

function isDatabaseDataError(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 4; depth++) {
    const code = (cause as { code?: unknown }).code
    if (typeof code === 'string' && CLIENT_DATA_ERRORS.has(code)) return true
    cause = (cause as { cause?: unknown }).cause
  }
  return false
}

/** Seconds a client is asked to wait before trying again after a 503 (disk pressure, database outage). */
export const RETRY_AFTER_SECONDS = 30

export function unavailableProblem(instance: string): Problem {
  return {
    type: 'about:blank',
    title: 'Service Unavailable',
    status: 503,
    detail: common.genericError,
    instance,
  }
}

/**
 * Errors meaning the database cannot serve now, wherever the driver or ORM wrapped them: PostgreSQL's
 * connection exceptions (08), insufficient resources (53: disk full, out of memory, too many
 * connections), shutdowns (57P01–57P03) and I/O errors (58030); any FATAL or PANIC (the server ended
 * the session: a database not accepting connections, a crash); a socket that failed; pg's own words for
 * a lost or slow connection; a PGlite that closed (aborted) or whose volume is full.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 5; depth++) {
    const { code, message, severity } = cause as { code?: unknown; message?: unknown; severity?: unknown }
    if (typeof code === 'string' && unavailableCode.test(code)) return true
    if (severity === 'FATAL' || severity === 'PANIC') return true
    if (typeof message === 'string' && unavailableMessage.test(message)) return true
    cause = (cause as { cause?: unknown }).cause
  }
  return false
}

const unavailableCode =
  /^(08[0-9A-Z]{3}|53[0-9A-Z]{3}|57P0[123]|58030|ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|EHOSTUNREACH|ENETUNREACH|ENOTFOUND|EAI_AGAIN|ENOSPC|EDQUOT)$/
const unavailableMessage =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|PGlite is closed|No space left on device)/

export function sendProblem(reply: FastifyReply, problem: Problem): FastifyReply {
  if (problem.status === 503 && !reply.hasHeader('retry-after'))
    reply.header('retry-after', String(RETRY_AFTER_SECONDS))
  return reply.code(problem.status).type(PROBLEM_CONTENT_TYPE).send(problem)
}

/** The 404 of an unknown /api route (and of any request the SPA fallback does not serve). */
export function routeNotFoundProblem(request: FastifyRequest): Problem {
  const path = request.url.split('?')[0] ?? request.url
  return {
    type: 'about:blank',
    title: 'Not Found',
    status: 404,
    detail: text('routeNotFound', { method: request.method, path }),
    instance: request.url,
  }
}

/** One error handler for the whole app: problem+json out, stacks only in the log. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const problem = toProblem(error, request)
    if (error instanceof HttpProblem) reply.headers(error.headers)
    // Only the unexpected deserves a stack in the log; a problem we raised on purpose is routine, and an
    // outage is told once per request as a warning (the health checks say it to whoever watches).
    if (problem.status === 503 && !(error instanceof HttpProblem))
      request.log.warn({ err: error }, 'database unavailable')
    else if (problem.status >= 500 && !(error instanceof HttpProblem))
      request.log.error({ err: error }, 'request failed')
    else
      request.log.info({ status: problem.status, detail: problem.detail }, 'request answered with a problem')
    return sendProblem(reply, problem)
  })
}
