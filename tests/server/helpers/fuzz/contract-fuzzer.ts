import fc from 'fast-check'
import type { FastifyInstance, InjectOptions } from 'fastify'
import { loadSpecification } from '../../../../server/plugins/openapi'
import { arbitraryOf, type JsonSchema, type Resolve, refResolver } from './schema-arbitrary'

interface Parameter {
  $ref?: string
  name: string
  in: 'path' | 'query' | 'header' | 'cookie'
  required?: boolean
  schema: JsonSchema
}

interface OperationSpec {
  operationId: string
  parameters?: Parameter[]
  requestBody?: { $ref?: string; content?: Record<string, { schema: JsonSchema }> }
  security?: Record<string, string[]>[]
}

/** One documented call, as the fuzzer drives it. */
export interface FuzzOperation {
  operationId: string
  method: string
  path: string
  parameters: Parameter[]
  body: JsonSchema | undefined
  secured: boolean
}

const methods = ['get', 'post', 'put', 'patch', 'delete']

/** Every operation of openapi.yaml with its parameters and body schema resolved. */
export function contractOperations(): { operations: FuzzOperation[]; resolve: Resolve } {
  const spec = loadSpecification() as unknown as {
    paths: Record<string, Record<string, OperationSpec | Parameter[]>>
  }
  const resolve = refResolver(spec)
  const operations: FuzzOperation[] = []
  for (const [path, item] of Object.entries(spec.paths)) {
    const shared = ((item.parameters as Parameter[] | undefined) ?? []).map((p) =>
      p.$ref ? (resolve(p.$ref) as unknown as Parameter) : p,
    )
    for (const method of methods) {
      const operation = item[method] as OperationSpec | undefined
      if (!operation) continue
      const own = (operation.parameters ?? []).map((p) =>
        p.$ref ? (resolve(p.$ref) as unknown as Parameter) : p,
      )
      const requestBody = operation.requestBody?.$ref
        ? (resolve(operation.requestBody.$ref) as OperationSpec['requestBody'])
        : operation.requestBody
      operations.push({
        operationId: operation.operationId,
        method: method.toUpperCase(),
        path,
        parameters: [...shared, ...own],
        body: requestBody?.content?.['application/json']?.schema,
        secured: (operation.security?.length ?? 0) > 0,
      })
    }
  }
  return { operations, resolve }
}

const demoAliases = [
  'pizzeria-demo-palermo',
  'pizzeria-demo-belgrano',
  'pizzeria-demo',
  'cafe-demo',
  'demo-gastronomia',
  'cafe-demo-centro',
]

// ── hostile values ──

const megabyte = 'x'.repeat(1_048_576)
const hostileStrings = [
  '',
  ' ',
  '9223372036854775808',
  '-9223372036854775809',
  '99999999999999999999999999',
  '-1',
  '0',
  '0x10',
  '1e309',
  '3e0',
  '+1',
  'NaN',
  'Infinity',
  '%zz',
  '../../../../etc/passwd',
  '..\\..\\..\\windows\\win.ini',
  "' OR '1'='1' --",
  'Robert"); DROP TABLE "order";--',
  '1; SELECT pg_sleep(10)',
  '__proto__',
  'constructor',
  'prototype',
  '<script>alert(1)</script>',
  '\u0000',
  '\ud800',
  '\u202e\u0301',
  '𝕏'.repeat(60),
  'a'.repeat(10_000),
]
const hostileNumbers = [2 ** 63, -(2 ** 63), 1e308, -1e308, 2 ** 53 + 2, 0.5, -0, -1]

function nested(depth: number): unknown {
  let value: unknown = 1
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value }
  return value
}

/** A JSON value no schema of the contract expects. */
export const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...hostileStrings) },
  { weight: 3, arbitrary: fc.constantFrom(...hostileNumbers) },
  { weight: 2, arbitrary: fc.constantFrom(null, true, false, [], {}, [null], { '': '' }) },
  {
    weight: 1,
    arbitrary: fc.constant(JSON.parse('{"__proto__":{"admin":true},"constructor":{"prototype":{}}}')),
  },
  { weight: 1, arbitrary: fc.constant(nested(200)) },
  { weight: 1, arbitrary: fc.constant(megabyte.slice(0, 200_000)) },
  { weight: 2, arbitrary: fc.string({ maxLength: 30, unit: 'binary' }) },
)

/** encodeURIComponent, except that a lone surrogate (which it refuses) goes out as its raw UTF-8 bytes. */
function encode(value: string): string {
  try {
    return encodeURIComponent(value)
  } catch {
    return '%ED%A0%80'
  }
}

// Raw URL segments: sent as is, bad percent-encoding included.
const hostileSegments = [
  '%',
  '%zz',
  '%00',
  '%C0%AE%C0%AE',
  '%E2%82',
  '..',
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e%2f%2e%2e%2f',
  '9223372036854775808',
  '0x3',
  '3e0',
  '+1',
  '-1',
  '0',
  '01',
  '%27%20OR%201%3D1--',
  '__proto__',
  'constructor',
  'a'.repeat(600),
  '%F0%9F%8D%95',
]
const hostileSegment: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...hostileSegments) },
  { weight: 1, arbitrary: hostileJson.map((v) => encode(typeof v === 'string' ? v : JSON.stringify(v))) },
)

const hostileQueries = [
  '__proto__[admin]=1',
  'constructor[prototype][admin]=1',
  '__proto__=1',
  'offset=9223372036854775808',
  'pageSize=1e9',
  'offset=-1',
  'a=%zz',
  'x[]=1&x[]=2',
  `q=${'%41'.repeat(3000)}`,
]

// Header values must be ASCII without control characters, or the request cannot even be written.
const headerSafe = (v: string) => /^[\x20-\x7e]*$/.test(v) && v.length < 8_000
const hostileHeader: fc.Arbitrary<string> = fc.constantFrom(...hostileStrings.filter(headerSafe))

const wrongContentTypes = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/json; charset=utf-16',
  'application/json, text/html',
  'application/problem+json',
]

const rawBodies = [
  '',
  '{',
  '{"a":',
  'null',
  '[]',
  '"text"',
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"admin":true}}}',
  '1e999999',
  '123456789012345678901234567890',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  `{"a":"${megabyte}"}`,
  '\uFEFF{}',
  '{"a":1,"a":2}',
]

/** A copy of a value with one node (chosen by index) replaced. */
function replaceNode(value: unknown, replacement: unknown, index: number): unknown {
  const paths: (string | number)[][] = []
  const walk = (node: unknown, path: (string | number)[]) => {
    if (path.length > 0) paths.push(path)
    if (path.length >= 4 || typeof node !== 'object' || node === null) return
    for (const [key, child] of Object.entries(node))
      walk(child, [...path, Array.isArray(node) ? Number(key) : key])
  }
  walk(value, [])
  if (paths.length === 0) return replacement
  const target = paths[index % paths.length] as (string | number)[]
  const copy = structuredClone(value) as Record<string | number, unknown>
  let node = copy
  for (const key of target.slice(0, -1)) node = node[key] as Record<string | number, unknown>
  node[target.at(-1) as string | number] = replacement
  return copy
}

function renderValue(value: unknown): string {
  return Array.isArray(value) ? value.map(String).join(',') : String(value)
}

/** Requests for one operation: mostly well-formed by its schemas, many with one hostile part. */
export function requestArbitrary(operation: FuzzOperation, resolve: Resolve): fc.Arbitrary<InjectOptions> {
  // Names of the demo tenant reach past the 404s into the handlers' real work.
  const sampleOf = (p: Parameter) =>
    /^(alias|aliasOrId|key)$/.test(p.name)
      ? fc.oneof(fc.constantFrom(...demoAliases), arbitraryOf(p.schema, resolve))
      : arbitraryOf(p.schema, resolve)
  const pathParams = operation.parameters.filter((p) => p.in === 'path')
  const queryParams = operation.parameters.filter((p) => p.in === 'query')
  const headerParams = operation.parameters.filter((p) => p.in === 'header')

  const segment = (p: Parameter) =>
    fc.oneof(
      { weight: 5, arbitrary: sampleOf(p).map((v) => encode(renderValue(v))) },
      { weight: 2, arbitrary: hostileSegment },
    )
  const path = fc.tuple(...pathParams.map(segment)).map((values) => {
    let url = operation.path
    pathParams.forEach((p, i) => {
      url = url.replace(`{${p.name}}`, values[i] as string)
    })
    return url
  })

  const queryPart = (p: Parameter) =>
    fc.oneof(
      {
        weight: 5,
        arbitrary: sampleOf(p).map((v) =>
          Array.isArray(v)
            ? v.map((item) => `${p.name}=${encode(String(item))}`).join('&')
            : `${p.name}=${encode(String(v))}`,
        ),
      },
      { weight: 2, arbitrary: hostileSegment.map((v) => `${p.name}=${v}`) },
      { weight: 1, arbitrary: fc.constant('') },
    )
  const query = fc
    .tuple(
      fc.tuple(...queryParams.map((p) => (p.required ? queryPart(p) : fc.option(queryPart(p), { nil: '' })))),
      fc.option(fc.constantFrom(...hostileQueries), { nil: '', freq: 4 }),
    )
    .map(([parts, extra]) => [...parts, extra].filter(Boolean).join('&'))

  const headers = fc
    .tuple(
      fc.tuple(
        ...headerParams.map((p) =>
          fc.option(fc.oneof(sampleOf(p).map(renderValue).filter(headerSafe), hostileHeader), {
            nil: undefined,
            freq: 5,
          }),
        ),
      ),
      operation.secured
        ? fc.option(
            fc.oneof(
              fc.constant('Bearer '),
              fc
                .string({ maxLength: 40 })
                .filter(headerSafe)
                .map((s) => `Bearer ${s}`),
              hostileHeader,
            ),
            { nil: undefined },
          )
        : fc.constant(undefined),
    )
    .map(([values, authorization]) => {
      const result: Record<string, string> = {}
      headerParams.forEach((p, i) => {
        const value = values[i]
        if (value !== undefined) result[p.name.toLowerCase()] = value as string
      })
      if (authorization !== undefined) result.authorization = authorization
      return result
    })

  const jsonBody = (value: unknown) => ({ payload: JSON.stringify(value), contentType: 'application/json' })
  const body: fc.Arbitrary<{ payload?: string; contentType?: string }> = operation.body
    ? fc.oneof(
        { weight: 4, arbitrary: arbitraryOf(operation.body, resolve).map(jsonBody) },
        {
          weight: 4,
          arbitrary: fc
            .tuple(arbitraryOf(operation.body, resolve), hostileJson, fc.nat())
            .map(([valid, hostile, index]) => jsonBody(replaceNode(valid, hostile, index))),
        },
        {
          weight: 1,
          arbitrary: fc
            .tuple(arbitraryOf(operation.body, resolve), fc.constantFrom(...wrongContentTypes))
            .map(([valid, contentType]) => ({ payload: JSON.stringify(valid), contentType })),
        },
        {
          weight: 2,
          arbitrary: fc
            .constantFrom(...rawBodies)
            .map((payload) => ({ payload, contentType: 'application/json' })),
        },
        { weight: 1, arbitrary: fc.constant({}) },
      )
    : fc.oneof({ weight: 9, arbitrary: fc.constant({}) }, { weight: 1, arbitrary: hostileJson.map(jsonBody) })

  return fc.tuple(path, query, headers, body).map(([url, search, header, { payload, contentType }]) => ({
    method: operation.method as InjectOptions['method'],
    url: search ? `${url}?${search}` : url,
    headers: { ...header, ...(contentType ? { 'content-type': contentType } : {}) },
    ...(payload !== undefined ? { payload } : {}),
  }))
}

// Internals a client must never see: stacks, file paths, driver and SQL errors.
const leakPattern =
  /node_modules|\/work\/|file:\/\/|\.tsx?:\d+|\.m?js:\d+|\bat (async )?[\w.<>]+ \(|TypeError|ReferenceError|RangeError|syntax error at|violates .* constraint|relation "|column "|Failed query|drizzle|pglite|ECONNREFUSED|"stack"|root:x:0:0/i

const notImplementedDetail = /La operación (\w+) todavía no está disponible/

export interface Outcome {
  status: number
  failures: string[]
}

/**
 * What is wrong with one answer: a 5xx (except the generic 501 of an operation nobody implemented), a
 * 4xx that is not problem+json, a 400 that names no field, a missing security header, leaked internals.
 */
export function judge(
  request: InjectOptions,
  response: { statusCode: number; headers: Record<string, unknown>; body: string },
  unimplemented: ReadonlySet<string>,
): string[] {
  const failures: string[] = []
  const status = response.statusCode
  const contentType = String(response.headers['content-type'] ?? '')
  if (response.headers['x-content-type-options'] !== 'nosniff') failures.push('no security headers')
  if (status >= 500) {
    const named = notImplementedDetail.exec(response.body)?.[1]
    if (!(status === 501 && named && unimplemented.has(named))) failures.push(`answered ${status}`)
  }
  if (status >= 400) {
    if (!contentType.startsWith('application/problem+json'))
      failures.push(`${status} as ${contentType || 'no type'}`)
    else {
      const problem = JSON.parse(response.body) as {
        status?: number
        title?: string
        errors?: { field?: unknown }[]
      }
      if (problem.status !== status || typeof problem.title !== 'string') failures.push('malformed problem')
      if (
        status === 400 &&
        !(problem.errors?.length && problem.errors.every((e) => typeof e.field === 'string' && e.field))
      )
        failures.push('400 without errors[].field')
    }
    const url = String(request.url)
    const visible = response.body
      .split(url)
      .join('')
      .split(url.split('?')[0] ?? url)
      .join('')
    const leak = leakPattern.exec(visible)
    if (leak) failures.push(`leaks ${JSON.stringify(leak[0])}`)
  }
  return failures
}

export interface FuzzReport {
  operationId: string
  runs: number
  statuses: Record<number, number>
}

/** Runs `runs` requests against one operation; throws (with the shrunk request) on the first bad answer. */
export async function fuzzOperation(
  app: FastifyInstance,
  operation: FuzzOperation,
  resolve: Resolve,
  options: { runs: number; unimplemented: ReadonlySet<string>; seed?: number },
): Promise<FuzzReport> {
  const statuses: Record<number, number> = {}
  await fc.assert(
    fc.asyncProperty(requestArbitrary(operation, resolve), async (request) => {
      const response = await app.inject(request)
      statuses[response.statusCode] = (statuses[response.statusCode] ?? 0) + 1
      // Raw '..' segments are resolved before routing (as every HTTP client resolves them); a URL they
      // lead out of /api is a page request, which the contract does not govern.
      if (!new URL(String(request.url ?? '/'), 'http://fuzz.test').pathname.startsWith('/api')) return
      const failures = judge(request, response, options.unimplemented)
      if (failures.length > 0) {
        const shown = { ...request, payload: String(request.payload ?? '').slice(0, 300) }
        throw new Error(
          `${operation.operationId}: ${failures.join('; ')}\nrequest ${JSON.stringify(shown).slice(0, 600)}\nanswer ${response.body.slice(0, 300)}`,
        )
      }
    }),
    {
      numRuns: options.runs,
      ...(options.seed !== undefined ? { seed: options.seed } : {}),
      endOnFailure: true,
      includeErrorInReport: true,
    },
  )
  return { operationId: operation.operationId, runs: options.runs, statuses }
}
