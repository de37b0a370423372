import { createHash } from 'node:crypto'

/**
 * JSON with object keys sorted at every level, so equal content always serializes to the same bytes
 * whatever order the rows or properties were assembled in. Arrays keep their order: it is content.
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => {
    if (v === null || typeof v !== 'object' || Array.isArray(v)) return v
    const sorted: Record<string, unknown> = {}
    for (const key of Object.keys(v).sort()) sorted[key] = (v as Record<string, unknown>)[key]
    return sorted
  })
}

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text).digest('hex')
}
