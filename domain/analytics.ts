/**
 * Campaign analytics (1-storefront.md §4, §7, §8, §9): what the storefront reports, in which session,
 * from which traffic source, and what it logs when an event lacks a campaign or the diner's address.
 */

export const ANALYTICS_EVENT_TYPES = [
  'PAY_ORDER',
  'CREATE_ORDER',
  'CONTINUE_TO_CHECKOUT',
  'DELETE_ITEM',
  'VIEW_ORDER_SUMMARY',
  'ADD_ITEM',
  'ITEM_VIEW',
  'ORDER_MODE_SELECT',
  'BRANCH_CONTACT_SELECT',
  'LINK_CLICK',
] as const
export type AnalyticsEventType = (typeof ANALYTICS_EVENT_TYPES)[number]

/** The analytics session cookie lives 10 minutes; each event keeps it alive that much longer. */
export const ANALYTICS_SESSION_MS = 10 * 60 * 1000
export const ANALYTICS_SESSION_COOKIE = 'tucan_analytics_session'

export const DEFAULT_SOURCE = 'DIRECT'
export const INSTAGRAM_SOURCE = 'instagram'

/** Instagram's in-app browser names itself in the user agent. */
export const isInstagramBrowser = (userAgent: string) => /\bInstagram\b/i.test(userAgent)

/** The campaign's source when the link names one; instagram inside that app; DIRECT otherwise. */
export function trafficSource(linkSource: string | undefined, userAgent: string): string {
  const named = linkSource?.trim()
  if (named) return named
  return isInstagramBrowser(userAgent) ? INSTAGRAM_SOURCE : DEFAULT_SOURCE
}

export const NO_CAMPAIGN_LOG = 'No tenemos campaignId!'
export const NO_FULL_ADDRESS_LOG = 'No tiene fullAddress este comensal'

/** The diagnostics an event calls for: no campaign on the visit, no full address for the diner. */
export function analyticsLogs(event: { campaignId: string | null; fullAddress: string | null }): string[] {
  const logs: string[] = []
  if (!event.campaignId?.trim()) logs.push(NO_CAMPAIGN_LOG)
  if (!event.fullAddress?.trim()) logs.push(NO_FULL_ADDRESS_LOG)
  return logs
}

export interface AnalyticsSession {
  id: string
  expiresAt: number
}

/** The session to use now: the live one kept alive, or a new one with `newId`. */
export function touchSession(current: AnalyticsSession | null, now: number, newId: string): AnalyticsSession {
  const id = current && now < current.expiresAt ? current.id : newId
  return { id, expiresAt: now + ANALYTICS_SESSION_MS }
}

/** A storefront path read as the spec's parts: /menu/{alias}/{mode}/{category}/{plate} and the fixed pages. */
export type StorefrontPlace =
  | { page: 'landing'; alias: string }
  | { page: 'modeSelection'; alias: string }
  | { page: 'menu'; alias: string; mode: string; category?: string; plate?: string }
  | { page: 'preview' | 'checkout'; alias: string }
  | { page: 'order'; alias: string; orderCode: string }
  | { page: 'other' }

const RESERVED_TOP = new Set(['menu', 'logistics', 'encuesta', 'soporte', 'api', 'assets'])

export function placeOf(pathname: string): StorefrontPlace {
  const parts = pathname
    .split('/')
    .filter((part) => part !== '')
    .map((part) => {
      try {
        return decodeURIComponent(part)
      } catch {
        return part
      }
    })
  const [first, alias, third, fourth, fifth] = parts
  if (first === undefined) return { page: 'other' }
  if (first !== 'menu')
    return parts.length === 1 && !RESERVED_TOP.has(first)
      ? { page: 'landing', alias: first }
      : { page: 'other' }
  if (alias === undefined) return { page: 'other' }
  if (third === undefined) return { page: 'modeSelection', alias }
  if (third === 'preview' || third === 'checkout') return { page: third, alias }
  if (third === 'order') return fourth ? { page: 'order', alias, orderCode: fourth } : { page: 'other' }
  return {
    page: 'menu',
    alias,
    mode: third,
    ...(fourth !== undefined ? { category: fourth } : {}),
    ...(fifth !== undefined ? { plate: fifth } : {}),
  }
}

/** The follow-up of an order is not part of a visit that a campaign brings: it starts no session. */
export const isOrderPath = (pathname: string) => placeOf(pathname).page === 'order'

export interface RouteEvent {
  type: AnalyticsEventType
  alias: string
  context: Record<string, string>
}

/**
 * The events a move between two storefront paths means: a local picked on a branch page, an order mode
 * picked, a plate opened, the cart viewed, the checkout reached, an order created (the checkout hands over
 * to its follow-up). `from` is null on arrival.
 */
export function routeEvents(from: string | null, to: string): RouteEvent[] {
  const before = from === null ? null : placeOf(from)
  const after = placeOf(to)
  if (after.page === 'other' || after.page === 'landing') return []
  const events: RouteEvent[] = []
  const alias = after.alias
  const sameLocal = before !== null && 'alias' in before && before.alias === alias
  if (before?.page === 'landing' && !sameLocal)
    events.push({ type: 'BRANCH_CONTACT_SELECT', alias, context: { from: before.alias } })
  if (after.page === 'menu') {
    const pickedMode =
      sameLocal &&
      (before?.page === 'modeSelection' || (before?.page === 'menu' && before.mode !== after.mode))
    if (pickedMode) events.push({ type: 'ORDER_MODE_SELECT', alias, context: { mode: after.mode } })
    const plateBefore = sameLocal && before?.page === 'menu' ? before.plate : undefined
    if (after.plate !== undefined && after.plate !== plateBefore)
      events.push({
        type: 'ITEM_VIEW',
        alias,
        context: { plate: after.plate, category: after.category ?? '', mode: after.mode },
      })
  }
  if (after.page === 'preview' && !(sameLocal && before?.page === 'preview'))
    events.push({ type: 'VIEW_ORDER_SUMMARY', alias, context: {} })
  if (after.page === 'checkout' && sameLocal && before?.page === 'preview')
    events.push({ type: 'CONTINUE_TO_CHECKOUT', alias, context: {} })
  if (after.page === 'order' && sameLocal && before?.page === 'checkout')
    events.push({ type: 'CREATE_ORDER', alias, context: { orderCode: after.orderCode } })
  return events
}
