import fc from 'fast-check'

/** A JSON Schema as openapi.yaml writes it (3.1: type arrays, oneOf with null, $ref to components). */
export interface JsonSchema {
  $ref?: string
  type?: string | string[]
  enum?: unknown[]
  const?: unknown
  oneOf?: JsonSchema[]
  anyOf?: JsonSchema[]
  allOf?: JsonSchema[]
  properties?: Record<string, JsonSchema>
  required?: string[]
  additionalProperties?: boolean | JsonSchema
  items?: JsonSchema
  minItems?: number
  maxItems?: number
  minimum?: number
  maximum?: number
  exclusiveMinimum?: number
  exclusiveMaximum?: number
  minLength?: number
  maxLength?: number
  pattern?: string
  format?: string
  default?: unknown
}

export type Resolve = (ref: string) => JsonSchema

/** Resolves `#/components/...` pointers against the whole contract. */
export function refResolver(document: unknown): Resolve {
  return (ref) => {
    const path = ref.replace(/^#\//, '').split('/')
    let node: unknown = document
    for (const segment of path) node = (node as Record<string, unknown>)[segment]
    if (!node) throw new Error(`Unresolvable $ref ${ref}`)
    return node as JsonSchema
  }
}

const formats: Record<string, fc.Arbitrary<string>> = {
  email: fc.emailAddress(),
  'date-time': fc
    .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
    .map((d) => d.toISOString()),
  date: fc
    .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
    .map((d) => d.toISOString().slice(0, 10)),
  uri: fc.webUrl(),
  uuid: fc.uuid(),
  time: fc
    .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
    .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`),
}

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format && formats[schema.format]) return formats[schema.format] as fc.Arbitrary<string>
  const minLength = schema.minLength ?? 0
  const maxLength = Math.min(schema.maxLength ?? 40, Math.max(minLength, 40))
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern)
    return fc
      .stringMatching(pattern)
      .filter(
        (s) => s.length >= minLength && (schema.maxLength === undefined || s.length <= schema.maxLength),
      )
  }
  return fc.string({ minLength, maxLength, unit: 'grapheme' })
}

function numberArbitrary(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min =
    schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : undefined)
  const max =
    schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : undefined)
  if (integer) {
    // Small values most of the time: ids of the seeded tenant are small.
    const low = Math.max(min ?? -1_000_000, -2_147_483_648)
    const high = Math.min(max ?? 1_000_000, 2_147_483_647)
    return fc.oneof(
      { weight: 3, arbitrary: fc.integer({ min: Math.max(low, 0), max: Math.max(Math.min(high, 12), low) }) },
      { weight: 1, arbitrary: fc.integer({ min: low, max: high }) },
    )
  }
  return fc.double({
    min: min ?? -1e9,
    max: max ?? 1e9,
    noNaN: true,
    noDefaultInfinity: true,
  })
}

/**
 * A fast-check arbitrary of values valid (as far as structure goes) for a schema of the contract.
 * Recursion is cut at a depth: deep optional parts are left out, deep required ones are simplified.
 */
export function arbitraryOf(schema: JsonSchema, resolve: Resolve, depth = 0): fc.Arbitrary<unknown> {
  if (schema.$ref) return arbitraryOf(resolve(schema.$ref), resolve, depth)
  if (schema.const !== undefined) return fc.constant(schema.const)
  if (schema.enum) return fc.constantFrom(...schema.enum)
  const alternatives = schema.oneOf ?? schema.anyOf
  if (alternatives) return fc.oneof(...alternatives.map((s) => arbitraryOf(s, resolve, depth + 1)))
  if (schema.allOf) {
    const merged: JsonSchema = {}
    for (const part of schema.allOf) {
      const resolved = part.$ref ? resolve(part.$ref) : part
      Object.assign(merged, resolved, {
        properties: { ...merged.properties, ...resolved.properties },
        required: [...(merged.required ?? []), ...(resolved.required ?? [])],
      })
    }
    return arbitraryOf(merged, resolve, depth)
  }
  const types = [schema.type ?? (schema.properties ? 'object' : 'string')].flat()
  return fc.oneof(...types.map((type) => typedArbitrary(type, schema, resolve, depth)))
}

function typedArbitrary(
  type: string,
  schema: JsonSchema,
  resolve: Resolve,
  depth: number,
): fc.Arbitrary<unknown> {
  switch (type) {
    case 'null':
      return fc.constant(null)
    case 'boolean':
      return fc.boolean()
    case 'integer':
      return numberArbitrary(schema, true)
    case 'number':
      return numberArbitrary(schema, false)
    case 'string':
      return stringArbitrary(schema)
    case 'array': {
      const minLength = schema.minItems ?? 0
      const maxLength = Math.min(schema.maxItems ?? 4, Math.max(minLength, depth > 3 ? minLength : 4))
      return fc.array(arbitraryOf(schema.items ?? {}, resolve, depth + 1), { minLength, maxLength })
    }
    default: {
      const properties = schema.properties ?? {}
      const required = new Set(schema.required ?? [])
      const record: Record<string, fc.Arbitrary<unknown>> = {}
      for (const [name, property] of Object.entries(properties)) {
        if (depth > 5 && !required.has(name)) continue
        record[name] = arbitraryOf(property, resolve, depth + 1)
      }
      return fc.record(record, { requiredKeys: [...required].filter((name) => name in record) })
    }
  }
}
