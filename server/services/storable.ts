/**
 * PostgreSQL refuses the NUL character in text and jsonb; a client that sends one must get its data
 * stored (without it), not a 500. Walks plain JSON values.
 */
export function storable<T>(value: T): T {
  if (typeof value === 'string') return value.replaceAll('\u0000', '') as T
  if (Array.isArray(value)) return value.map(storable) as T
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [key.replaceAll('\u0000', ''), storable(inner)]),
    ) as T
  return value
}
