/** Query parameters read at the start of any storefront visit (storefront spec §2). */
export interface StorefrontSearch {
  campaignId?: string
  abandoned?: boolean
  phone?: string
  name?: string
  source?: string
  tableNumber?: string
  /** Order-mode names or ids the visit may offer; absent means every active mode. */
  allowedOM?: string[]
  invalidCustomRedirect?: boolean
  /** kiosk=1 runs the visit in the kiosk shell; kiosk=0 keeps a tableNumber link on the phone flow */
  kiosk?: boolean
}

type Raw = Record<string, unknown>

function text(value: unknown): string | undefined {
  const first = Array.isArray(value) ? value[0] : value
  if (typeof first !== 'string' && typeof first !== 'number') return undefined
  const trimmed = String(first).trim()
  return trimmed === '' ? undefined : trimmed
}

function flag(value: unknown): boolean | undefined {
  const raw = text(value)?.toLowerCase()
  if (raw === 'true' || raw === '1') return true
  if (raw === 'false' || raw === '0') return false
  return undefined
}

function list(value: unknown): string[] | undefined {
  const values = (Array.isArray(value) ? value : [value])
    .filter((v): v is string | number => typeof v === 'string' || typeof v === 'number')
    .flatMap((v) => String(v).split(','))
    .map((v) => v.trim())
    .filter((v) => v !== '')
  return values.length > 0 ? [...new Set(values)] : undefined
}

/**
 * The schema of the storefront's search params. Unreadable values are dropped rather than rejected:
 * a diner who follows a mangled campaign link should still see the menu.
 */
export function parseStorefrontSearch(raw: Raw): StorefrontSearch {
  const parsed: StorefrontSearch = {
    campaignId: text(raw.campaignId),
    abandoned: flag(raw.abandoned),
    phone: text(raw.phone),
    name: text(raw.name),
    source: text(raw.source),
    tableNumber: text(raw.tableNumber),
    allowedOM: list(raw.allowedOM),
    invalidCustomRedirect: flag(raw.invalidCustomRedirect),
    kiosk: flag(raw.kiosk),
  }
  for (const key of Object.keys(parsed) as (keyof StorefrontSearch)[]) {
    if (parsed[key] === undefined) delete parsed[key]
  }
  return parsed
}

/** Parameters that must follow the diner through the visit (a table tablet keeps its table). */
export const RETAINED_SEARCH_PARAMS = ['tableNumber', 'allowedOM', 'campaignId', 'source', 'kiosk'] as const

/**
 * A visit runs in the kiosk shell on a self-service totem (kiosk=1) or a table tablet (a tableNumber link);
 * kiosk=0 keeps a table link on the phone flow, for a diner who scanned the table's code.
 */
export const isKioskVisit = (search: Pick<StorefrontSearch, 'kiosk' | 'tableNumber'>): boolean =>
  search.kiosk ?? search.tableNumber !== undefined
