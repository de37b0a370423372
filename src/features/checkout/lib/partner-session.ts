/** An external loyalty partner's user on this browser, as the partner's cookies tell (2-checkout.md §6). */
export interface PartnerSession {
  partner: string
  externalUserId: string
  /** the session identifier, sent as a bearer token */
  session: string
}

/** The cookies a partner sets for its users (README, Decisions: partner benefits). */
export const PARTNER_COOKIES = {
  partner: 'tucan_partner',
  externalUserId: 'tucan_partner_user',
  session: 'tucan_partner_session',
} as const

export function readPartnerSession(cookie: string): PartnerSession | null {
  const values = new Map(
    cookie
      .split(';')
      .map((pair) => pair.trim().split('='))
      .filter((pair): pair is [string, string] => pair.length === 2 && !!pair[0])
      .map(([key, value]) => [key, safeDecode(value)]),
  )
  const partner = values.get(PARTNER_COOKIES.partner) ?? ''
  const externalUserId = values.get(PARTNER_COOKIES.externalUserId) ?? ''
  const session = values.get(PARTNER_COOKIES.session) ?? ''
  if (!/^[a-z0-9-]{1,40}$/.test(partner) || !externalUserId || !/^\S{1,500}$/.test(session)) return null
  return { partner, externalUserId: externalUserId.slice(0, 100), session }
}

/** This browser's partner user, if any (none where there is no document, as on the server). */
export const partnerOfThisBrowser = () =>
  typeof document === 'undefined' ? null : readPartnerSession(document.cookie)

function safeDecode(value: string) {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}
