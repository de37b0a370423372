/**
 * The storefront's query parameters are plain text written by people and by the back office (phones,
 * table numbers, campaign ids), not JSON state. The router's default JSON reading would turn
 * `phone=1123456789` into a number and write strings back quoted, so the app reads and writes them as text:
 * a repeated key becomes a list, and `%20` or `+` become spaces.
 */
export type RawSearch = Record<string, string | string[]>

export function parseSearch(searchStr: string): RawSearch {
  const result: RawSearch = {}
  for (const [key, value] of new URLSearchParams(searchStr)) {
    const previous = result[key]
    if (previous === undefined) result[key] = value
    else result[key] = Array.isArray(previous) ? [...previous, value] : [previous, value]
  }
  return result
}

export function stringifySearch(search: Record<string, unknown>): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(search)) {
    const values = Array.isArray(value) ? value : [value]
    for (const item of values) {
      if (item === undefined || item === null) continue
      params.append(key, typeof item === 'object' ? JSON.stringify(item) : String(item))
    }
  }
  const text = params.toString()
  return text ? `?${text}` : ''
}
