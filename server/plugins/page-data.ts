import type { FastifyInstance } from 'fastify'
import { modeTypeOfPath } from '../../domain/order-mode'

/** The id of the <script type="application/json"> the page carries its first answers in (src/api/boot-data.ts). */
export const PAGE_DATA_ELEMENT_ID = 'page-data'

/**
 * The key an answer is filed under: its path and its query parameters sorted, so the client finds it
 * whatever order it writes them in. The client computes the same key (src/api/boot-data.ts).
 */
export function pageDataKey(path: string, query: readonly [string, string][] = []): string {
  const sorted = [...query].sort(([a, av], [b, bv]) => (a === b ? av.localeCompare(bv) : a.localeCompare(b)))
  return sorted.length === 0 ? path : `${path}?${new URLSearchParams(sorted).toString()}`
}

interface Contact {
  branch: { id: number; countryCode?: string | null }
  deliveryConfig: { orderModes: { id: number; name: string; type: string; active: boolean }[] }
}

// Segments under /menu/{alias} that are pages of their own, not an order mode.
const NOT_A_MODE = new Set(['preview', 'checkout', 'order'])

/**
 * The API answers a local's page (/menu/{alias}/…) asks for before it can draw: the local, its country,
 * its customizations (the banner above the menu), the menu of the mode in the URL (or of the first mode,
 * which the cart page shows with an empty cart) and the modes' hashes. They go into the page itself, so
 * the menu draws as soon as its code runs instead of after a chain of calls.
 *
 * The answers are the API's own (through inject, from the same in-memory caches); this only guesses which
 * calls the page will make. A wrong guess costs nothing: the client uses an answer only for exactly the
 * call it was filed under, once, and otherwise asks the API as before.
 */
export async function pageData(app: FastifyInstance, url: string): Promise<Map<string, string>> {
  const answers = new Map<string, string>()
  const { pathname, searchParams } = new URL(url, 'http://page')
  const segments = pathname.split('/').filter(Boolean).map(safeDecode)
  if (segments[0] !== 'menu' || !segments[1]) return answers
  // Kiosk and table visits, campaign links with a narrowed mode list and recovery links take other paths.
  if (['allowedOM', 'abandoned', 'tableNumber', 'kiosk'].some((name) => searchParams.has(name)))
    return answers
  const alias = segments[1]

  const get = async (path: string, query: [string, string][] = []): Promise<string | undefined> => {
    const search = query.length > 0 ? `?${new URLSearchParams(query).toString()}` : ''
    const answer = await app.inject({ method: 'GET', url: `${path}${search}` })
    const json = (answer.headers['content-type'] ?? '').toString().startsWith('application/json')
    if (answer.statusCode !== 200 || !json) return undefined
    answers.set(pageDataKey(path, query), answer.body)
    return answer.body
  }

  const contactBody = await get(`/api/diner/branchcontacts/${encodeURIComponent(alias)}`)
  if (!contactBody) return answers
  const contact = JSON.parse(contactBody) as Contact
  const modes = contact.deliveryConfig.orderModes.filter((mode) => mode.active)
  const segment = segments[2]?.toLowerCase()
  const mode =
    segment === undefined || NOT_A_MODE.has(segment)
      ? segment === 'preview'
        ? modes[0]
        : undefined
      : (modes.find((m) => m.name.toLowerCase() === segment) ??
        modes.find((m) => m.type === modeTypeOfPath(segment)))

  await Promise.all([
    contact.branch.countryCode
      ? get(`/api/country/${encodeURIComponent(contact.branch.countryCode)}`)
      : undefined,
    get(`/api/menucustomization/${contact.branch.id}`),
    mode ? get(`/api/diner/${encodeURIComponent(alias)}/menu/${mode.id}`) : undefined,
    mode && segment !== 'preview' && modes.length > 0
      ? get(
          `/api/diner/menu/${encodeURIComponent(alias)}/hash`,
          modes.map((m) => ['orderModeId', String(m.id)]),
        )
      : undefined,
  ])
  return answers
}

/** The answers as the page's JSON element; `<` is escaped so no answer can close the element. */
export function pageDataElement(answers: Map<string, string>): string {
  if (answers.size === 0) return ''
  const body = [...answers].map(([key, answer]) => `${JSON.stringify(key)}:${answer}`).join(',')
  return `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">{${body.replaceAll('<', '\\u003c')}}</script>`
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}
