import SwaggerParser from '@apidevtools/swagger-parser'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../server/app'
import type { OpenedDatabase } from '../../server/db/client'
import { loadEnv } from '../../server/env'
import { createInProcessBus } from '../../server/live/in-process-bus'
import { specPath } from '../../server/plugins/openapi'
import { collectHandlers } from '../../server/routes/index'
import { openTestDatabase } from './helpers/test-db'

// biome-ignore lint/suspicious/noExplicitAny: dereferenced JSON Schema is walked generically
type Schema = any

interface Parameter {
  name: string
  in: 'path' | 'query' | 'header'
  required?: boolean
  schema: Schema
}

interface Operation {
  method: string
  path: string
  operationId: string
  parameters: Parameter[]
  body?: Schema
}

// Strings that satisfy the contract's patterns (alias, order code, phone, country code, partner, countries, dates).
const patternSamples = ['demo', 'ar', 'ABC123', '1123456789', 'x', 'tracking-1', '123456', '2026-03-01']

/** The smallest value a schema accepts: only required properties, minimum counts, first options. */
function sample(schema: Schema): unknown {
  if (schema.const !== undefined) return schema.const
  if (schema.enum) return schema.enum[0]
  if (schema.oneOf) return sample(schema.oneOf.find((s: Schema) => s.type !== 'null'))
  const type = Array.isArray(schema.type) ? schema.type.find((t: string) => t !== 'null') : schema.type
  switch (type) {
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, 1)
    case 'boolean':
      return true
    case 'string': {
      if (schema.format === 'date-time') return '2026-01-01T12:00:00.000Z'
      if (schema.format === 'date') return '2026-01-01'
      if (schema.format === 'email') return 'cliente@example.com'
      if (schema.pattern) {
        const pattern = new RegExp(schema.pattern)
        const found = patternSamples.find((candidate) => pattern.test(candidate))
        if (!found) throw new Error(`no sample for pattern ${schema.pattern}`)
        return found
      }
      return 'x'.repeat(Math.max(schema.minLength ?? 1, 1))
    }
    case 'array':
      // distinct numbers where the items must be unique (a stack's order ids)
      return Array.from({ length: schema.minItems ?? 0 }, (_, i) => {
        const item = sample(schema.items)
        return schema.uniqueItems && typeof item === 'number' ? item + i : item
      })
    case 'object':
      return Object.fromEntries(
        (schema.required ?? []).map((key: string) => [key, sample(schema.properties[key])]),
      )
    default:
      throw new Error(`no sample for ${JSON.stringify(schema).slice(0, 80)}`)
  }
}

function requestFor(op: Operation) {
  let url = op.path
  const query = new URLSearchParams()
  const headers: Record<string, string> = {}
  for (const p of op.parameters) {
    if (p.in === 'path') url = url.replace(`{${p.name}}`, encodeURIComponent(String(sample(p.schema))))
    else if (p.required && p.in === 'query') {
      const value = sample(p.schema)
      for (const v of Array.isArray(value) ? value : [value]) query.append(p.name, String(v))
    } else if (p.required && p.in === 'header') headers[p.name] = String(sample(p.schema))
  }
  const qs = query.toString()
  return {
    method: op.method.toUpperCase() as 'GET',
    url: qs ? `${url}?${qs}` : url,
    headers,
    ...(op.body ? { payload: sample(op.body) as object } : {}),
  }
}

let database: OpenedDatabase
let app: FastifyInstance
let operations: Operation[]
let bound: Set<string>

beforeAll(async () => {
  const spec = (await SwaggerParser.dereference(specPath)) as Schema
  operations = Object.entries(spec.paths as Record<string, Schema>).flatMap(([path, item]) =>
    ['get', 'post', 'put', 'delete', 'patch']
      .filter((method) => item[method])
      .map((method) => ({
        method,
        path,
        operationId: item[method].operationId,
        parameters: [...(item.parameters ?? []), ...(item[method].parameters ?? [])],
        body: item[method].requestBody?.content?.['application/json']?.schema,
      })),
  )
  database = await openTestDatabase()
  const env = loadEnv({ NODE_ENV: 'test' })
  bound = new Set(Object.keys(collectHandlers({ db: database.db, env, live: createInProcessBus() })))
  app = await buildApp({ env, db: database.db })
})

afterAll(async () => {
  await app?.close()
  await database?.close()
})

describe('every operation of openapi.yaml is routed', () => {
  it('covers the 96 operations', () => {
    expect(operations).toHaveLength(96)
  })

  it('routes a request that satisfies the contract to its operation, never to the 404 of unknown routes', async () => {
    for (const op of operations) {
      const response = await app.inject(requestFor(op))
      const body = response.body.slice(0, 300)
      expect(response.statusCode, `${op.operationId}: ${body}`).not.toBe(500)
      // Contract-valid input must pass validation; bound handlers may still answer 404 for unknown data.
      expect(response.statusCode, `${op.operationId}: ${body}`).not.toBe(400)
      if (response.statusCode === 404) expect(body, op.operationId).not.toContain('No existe la ruta')
      if (!bound.has(op.operationId)) {
        expect(response.statusCode, `${op.operationId} is unbound: ${body}`).toBe(501)
        expect(response.json().detail).toContain(op.operationId)
      }
    }
  })

  it('validates each operation: a body with an unknown field is refused, naming it', async () => {
    for (const op of operations.filter((o) => o.body)) {
      const request = requestFor(op)
      const payload = Array.isArray(request.payload)
        ? [{ ...(sample(op.body.items) as object), intruder: 1 }]
        : { ...(request.payload as object), intruder: 1 }
      const response = await app.inject({ ...request, payload })
      expect(response.statusCode, op.operationId).toBe(400)
      expect(response.json().errors[0].field, op.operationId).toMatch(/intruder$/)
    }
  })
})
