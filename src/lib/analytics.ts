import type { components } from '../../contract/schema'
import {
  ANALYTICS_SESSION_COOKIE,
  type AnalyticsEventType,
  type AnalyticsSession,
  analyticsLogs,
  touchSession,
} from '../../domain/analytics'
import { api } from '../api/client'
import { whenIdle } from './after-idle'
import { postDinerLog } from './diner-log'
import { readStored, readStoredAddress, STORED_NAME_KEY, STORED_PHONE_KEY } from './diner-storage'

type AnalyticsEventBody = components['schemas']['AnalyticsEvent']

/** The venue an event belongs to, resolved from the alias of the page. */
export interface Venue {
  branch: { id: number; alias: string }
  branchContact: { id: number; alias: string } | null
}

export interface Visit {
  campaignId: string | null
  source: string
}

interface Pending {
  type: AnalyticsEventType
  alias: string
  context: Record<string, string>
  date: string
}

const VISIT_KEY = 'tucan_analytics_visit'
const LOGGED_KEY = 'tucan_analytics_logged'

let resolveVenue: (alias: string) => Promise<Venue | null> = async () => null
const queue: Pending[] = []
let flushScheduled = false

/** The campaign and source of this visit, kept for the browser session so they follow every page. */
export function rememberVisit(visit: Visit): void {
  try {
    sessionStorage.setItem(VISIT_KEY, JSON.stringify(visit))
  } catch {}
}

export function currentVisit(): Visit {
  try {
    const parsed = JSON.parse(sessionStorage.getItem(VISIT_KEY) ?? 'null') as Partial<Visit> | null
    return {
      campaignId: typeof parsed?.campaignId === 'string' ? parsed.campaignId : null,
      source: typeof parsed?.source === 'string' ? parsed.source : 'DIRECT',
    }
  } catch {
    return { campaignId: null, source: 'DIRECT' }
  }
}

export function setVenueResolver(resolver: (alias: string) => Promise<Venue | null>): void {
  resolveVenue = resolver
}

function readSession(): AnalyticsSession | null {
  const match = document.cookie.match(new RegExp(`(?:^|; )${ANALYTICS_SESSION_COOKIE}=([^;]*)`))
  if (!match?.[1]) return null
  const [id, expiresAt] = decodeURIComponent(match[1]).split('|')
  const until = Number(expiresAt)
  return id && Number.isFinite(until) ? { id, expiresAt: until } : null
}

/** True while the 10-minute analytics session is alive. */
export const hasLiveSession = () => {
  const session = readSession()
  return session !== null && Date.now() < session.expiresAt
}

/** Starts or prolongs the session cookie (10 minutes from now) and answers its id. */
function touchSessionCookie(): string {
  const now = Date.now()
  const session = touchSession(readSession(), now, crypto.randomUUID())
  const maxAge = Math.round((session.expiresAt - now) / 1000)
  // biome-ignore lint/suspicious/noDocumentCookie: the spec's analytics session is a cookie; the Cookie Store API is not in every phone browser
  document.cookie = `${ANALYTICS_SESSION_COOKIE}=${encodeURIComponent(`${session.id}|${session.expiresAt}`)}; max-age=${maxAge}; path=/; samesite=lax`
  return session.id
}

/** Each diagnostic is reported once per browser session, not once per event. */
function logOnce(text: string, venue: Venue | null): void {
  let logged: string[] = []
  try {
    logged = JSON.parse(sessionStorage.getItem(LOGGED_KEY) ?? '[]') as string[]
    if (logged.includes(text)) return
    sessionStorage.setItem(LOGGED_KEY, JSON.stringify([...logged, text]))
  } catch {}
  void postDinerLog(text, {
    component: 'analytics',
    bcId: venue?.branchContact?.id ?? null,
    branchId: venue?.branch.id ?? null,
  })
}

async function send(pending: Pending): Promise<void> {
  const visit = currentVisit()
  const venue = await resolveVenue(pending.alias).catch(() => null)
  const address = readStoredAddress()
  for (const text of analyticsLogs({ campaignId: visit.campaignId, fullAddress: address.fullAddress }))
    logOnce(text, venue)
  // Campaign analytics: without a campaign there is nothing to attribute the event to.
  if (!visit.campaignId) return
  const phone = readStored(STORED_PHONE_KEY)
  const body: AnalyticsEventBody = {
    type: pending.type,
    date: pending.date,
    campaignId: visit.campaignId.slice(0, 100),
    context: JSON.stringify({
      ...pending.context,
      source: visit.source,
      url: location.pathname,
      ...(address.fullAddress ? { fullAddress: address.fullAddress } : {}),
    }).slice(0, 10000),
    branch: venue?.branch ?? null,
    branchContact: venue?.branchContact ?? null,
    customer: {
      name: readStored(STORED_NAME_KEY)?.slice(0, 120) ?? null,
      phone: phone && /^\+?[0-9]{6,15}$/.test(phone) ? phone : null,
    },
  }
  try {
    await api.POST('/api/analytics/events', {
      body,
      keepalive: true,
      params: { header: { 'X-Session-Id': touchSessionCookie() } },
    })
  } catch {
    // offline: the event is lost, never the page
  }
}

function flush(): void {
  flushScheduled = false
  for (const pending of queue.splice(0)) void send(pending)
}

/**
 * Records one storefront event (1-storefront.md §7). Events are sent when the page is idle, never on the
 * path of a render; a screen calls this and goes on.
 */
export function track(type: AnalyticsEventType, alias: string, context: Record<string, string> = {}): void {
  queue.push({ type, alias, context, date: new Date().toISOString() })
  if (flushScheduled) return
  flushScheduled = true
  whenIdle(flush)
}

/** Starts the session with the arrival's link click (called once per arrival outside the order path). */
export function startSessionWithLinkClick(alias: string, url: string): void {
  touchSessionCookie()
  track('LINK_CLICK', alias, { url })
}
