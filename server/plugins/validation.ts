import Ajv, { type Options, type ValidateFunction } from 'ajv'
import addFormats from 'ajv-formats'
import type { FastifyInstance, FastifyRequest } from 'fastify'

// Annotation keywords of openapi.yaml that carry no validation meaning.
const annotations = ['x-decision']

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

/**
 * Path, query and header values arrive as text, so they are coerced (and a single value becomes a
 * one-item array); JSON bodies are taken as sent: "12" is not a number there.
 */
export function registerRequestValidation(app: FastifyInstance): void {
  const coercing = makeAjv({ coerceTypes: 'array', useDefaults: true })
  const strictBody = makeAjv({ coerceTypes: false, useDefaults: true })
  app.setValidatorCompiler(({ schema, httpPart }) =>
    (httpPart === 'body' ? strictBody : coercing).compile(schema),
  )
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
