import Ajv, { type ErrorObject, type Options, type ValidateFunction } from 'ajv'
import addFormats from 'ajv-formats'
import type { FastifyInstance, FastifyRequest, preValidationHookHandler } from 'fastify'
import { missingBody, unsupportedMediaType } from '../errors'

// OpenAPI annotation keywords that carry no validation meaning (Ajv's strict mode rejects unknown ones).
const annotations = ['x-decision', 'example', 'discriminator', 'xml', 'externalDocs']

function makeAjv(options: Options): Ajv {
  const ajv = new Ajv({
    removeAdditional: false, // unknown fields are a 400, never silently dropped
    allErrors: false,
    allowUnionTypes: true,
    addUsedSchema: false,
    strict: true,
    keywords: annotations,
    ...options,
  })
  addFormats(ajv)
  return ajv
}

/** The JSON pointer of the first Infinity or NaN inside a value, if any. */
function nonFinitePath(value: unknown, path: string, depth = 0): string | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? undefined : path
  if (depth > 64 || typeof value !== 'object' || value === null) return undefined
  for (const [key, child] of Object.entries(value)) {
    const found = nonFinitePath(child, `${path}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`, depth + 1)
    if (found !== undefined) return found
  }
  return undefined
}

type CheckedValidate = ((data: unknown) => boolean) & { errors?: ErrorObject[] | null }

/**
 * Ajv lets a coerced 'Infinity' (or JSON's 1e400) through minimum/maximum; no such number is valid
 * input anywhere in the contract, so it is refused after the schema check.
 */
function finiteOnly(validate: ValidateFunction): CheckedValidate {
  const checked: CheckedValidate = (data) => {
    if (!validate(data)) {
      checked.errors = validate.errors
      return false
    }
    const instancePath = nonFinitePath(data, '')
    if (instancePath !== undefined) {
      checked.errors = [
        {
          instancePath,
          schemaPath: '#',
          keyword: 'type',
          params: { type: 'number' },
          message: 'must be finite',
        },
      ]
      return false
    }
    checked.errors = null
    return true
  }
  return checked
}

interface ObjectSchema {
  properties?: Record<string, unknown>
  required?: string[]
}

interface ValueSchema {
  type?: string | string[]
  items?: ValueSchema
}

// One spelling per number: no '0x3', '3e0', '+1', ' 1' or '01' for an integer (one resource, one URL).
const canonicalInteger = /^(0|-?[1-9]\d*)$/
// Decimal notation for other numbers (coordinates); JavaScript's exponent form is allowed.
const canonicalNumber = /^-?(0|[1-9]\d*)(\.\d+)?([eE][-+]?\d+)?$/

function numberKind(schema: ValueSchema | undefined): 'integer' | 'number' | undefined {
  const types = [schema?.type].flat()
  if (types.includes('integer')) return 'integer'
  if (types.includes('number')) return 'number'
  return undefined
}

/**
 * Refuses path and query numbers not written in their one canonical form, before coercion turns them
 * into numbers (Ajv reads '0x3' as 3). Arrays of numbers are checked item by item.
 */
function canonicalNumbersOnly(schema: ObjectSchema, validate: CheckedValidate): CheckedValidate {
  const numeric = Object.entries(schema.properties ?? {}).flatMap(([name, property]) => {
    const value = property as ValueSchema
    const kind = numberKind(value) ?? (numberKind(value.items) ? numberKind(value.items) : undefined)
    return kind ? [[name, kind === 'integer' ? canonicalInteger : canonicalNumber] as const] : []
  })
  if (numeric.length === 0) return validate
  const checked: CheckedValidate = (data) => {
    if (typeof data === 'object' && data !== null) {
      for (const [name, pattern] of numeric) {
        const raw = (data as Record<string, unknown>)[name]
        const values = Array.isArray(raw) ? raw : [raw]
        if (values.some((v) => typeof v === 'string' && !pattern.test(v))) {
          checked.errors = [
            {
              instancePath: `/${name}`,
              schemaPath: '#',
              keyword: 'type',
              params: { type: 'number' },
              message: 'must be written in canonical form',
            },
          ]
          return false
        }
      }
    }
    const valid = validate(data)
    checked.errors = validate.errors ?? null
    return valid
  }
  return checked
}

// Node lowercases incoming header names; Fastify adapts header schemas only for its own compiler.
function lowerCaseHeaderNames(schema: ObjectSchema): ObjectSchema {
  return {
    ...schema,
    ...(schema.properties
      ? {
          properties: Object.fromEntries(
            Object.entries(schema.properties).map(([name, value]) => [name.toLowerCase(), value]),
          ),
        }
      : {}),
    ...(schema.required ? { required: schema.required.map((name) => name.toLowerCase()) } : {}),
  }
}

interface BodySchema {
  content?: Record<string, unknown>
}

/**
 * Path, query and header values arrive as text, so they are coerced (and a single value becomes a
 * one-item array); JSON bodies are taken as sent: "12" is not a number there.
 */
export function registerRequestValidation(app: FastifyInstance): void {
  const coercing = makeAjv({ coerceTypes: 'array', useDefaults: true })
  const strictBody = makeAjv({ coerceTypes: false, useDefaults: true })
  app.setValidatorCompiler(({ schema, httpPart }) => {
    if (httpPart === 'body') return finiteOnly(strictBody.compile(schema))
    const coerced = finiteOnly(
      coercing.compile(httpPart === 'headers' ? lowerCaseHeaderNames(schema as ObjectSchema) : schema),
    )
    return httpPart === 'headers' ? coerced : canonicalNumbersOnly(schema as ObjectSchema, coerced)
  })

  // Fastify validates a body only when its media type has a schema: a body sent as text/plain, or no
  // body at all, would reach the handler unchecked. Every body in the contract is required JSON.
  // The check is attached only to routes that take a body, so reads (the menu) pay nothing for it.
  app.addHook('onRoute', (route) => {
    const content = (route.schema?.body as BodySchema | undefined)?.content
    if (!content) return
    const requireJsonBody: preValidationHookHandler = (request, _reply, done) => {
      const mediaType = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase()
      if (!mediaType) return done(missingBody())
      if (!(mediaType in content)) return done(unsupportedMediaType())
      done()
    }
    route.preValidation = [requireJsonBody, ...[route.preValidation ?? []].flat()]
  })
}

interface ResponseSchemas {
  [status: string]: { content?: Record<string, { schema?: object }> } | undefined
}

/**
 * Checks each JSON answer against the contract before it is serialized, so a handler that drifts
 * from openapi.yaml fails loudly (500, logged) instead of sending a silently trimmed body.
 * Meant for development and tests; production relies on serialization by the same schemas.
 */
export function registerResponseValidation(app: FastifyInstance): void {
  const ajv = makeAjv({ coerceTypes: false, useDefaults: false })
  const cache = new WeakMap<object, ValidateFunction>()

  const validatorFor = (request: FastifyRequest, status: number): ValidateFunction | undefined => {
    const responses = request.routeOptions.schema?.response as ResponseSchemas | undefined
    const entry = responses?.[String(status)] ?? responses?.[`${String(status)[0]}xx`]
    const schema = entry?.content?.['application/json']?.schema
    if (!schema) return undefined
    let validate = cache.get(schema)
    if (!validate) {
      validate = ajv.compile(schema)
      cache.set(schema, validate)
    }
    return validate
  }

  app.addHook('preSerialization', async (request, reply, payload) => {
    if (reply.statusCode >= 400) return payload
    const validate = validatorFor(request, reply.statusCode)
    if (!validate) return payload
    // Compare what will go on the wire (Dates become ISO strings), not the in-memory objects.
    const wire = JSON.parse(JSON.stringify(payload))
    if (!validate(wire)) {
      const where = `${request.method} ${request.routeOptions.url} → ${reply.statusCode}`
      throw new Error(`Response breaks the contract (${where}): ${ajv.errorsText(validate.errors)}`)
    }
    return payload
  })
}
