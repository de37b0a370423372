import { type Message, message } from './message'
import { DEFAULT_MONEY_FORMAT, type MoneyFormat } from './money'

/**
 * One formatter per kind of figure, so every screen (checkout, follow-up, console, rider, tracking) and
 * the kitchen ticket write the same thing the same way. Money itself is domain/money.ts; phones are
 * domain/phone-format.ts (it carries libphonenumber's metadata, which a menu page must not load).
 */

/**
 * Points, counts and other whole numbers with the country's thousands separator: '5.000 Puntos Demo', not
 * '5000'. Fractions are cut: a count of things is whole.
 */
export function formatCount(
  count: number,
  format: Pick<MoneyFormat, 'thousandsSeparator'> = DEFAULT_MONEY_FORMAT,
) {
  if (!Number.isFinite(count)) throw new RangeError(`Cannot format a non-finite count: ${count}`)
  const whole = Math.trunc(count)
  const digits = String(Math.abs(whole)).replace(/\B(?=(\d{3})+(?!\d))/g, format.thousandsSeparator)
  return whole < 0 ? `-${digits}` : digits
}

export const countFormatter =
  (format: Pick<MoneyFormat, 'thousandsSeparator'> = DEFAULT_MONEY_FORMAT) =>
  (count: number): string =>
    formatCount(count, format)

/**
 * A fee as a diner reads it: 'Gratis' when nothing is charged (the checkout says so, and the follow-up
 * must not answer 'Envío $0'), the amount otherwise. A message, so the view writes the money its way.
 */
export const feeMessage = (amount: number): Message =>
  amount === 0 ? message('common.free') : message('common.amount', { amount: { money: amount } })

// Parts compare without case, accents or spacing: 'CABA' typed twice, or 'Ciudad Autónoma de Buenos
// Aires' as both locality and province, is one place.
const comparable = (part: string) =>
  part.normalize('NFD').replace(/\p{M}/gu, '').replace(/\s+/g, ' ').trim().toLowerCase()

/**
 * An address's parts joined with commas, blanks and repeated parts left out: 'Av. Santa Fe 3500, C1425,
 * Ciudad Autónoma de Buenos Aires' rather than the city twice (the locality and the province of CABA are
 * the same name).
 */
export function joinAddressParts(parts: readonly (string | null | undefined)[]): string {
  const seen = new Set<string>()
  const kept: string[] = []
  for (const raw of parts) {
    const part = raw?.replace(/\s+/g, ' ').trim()
    if (!part) continue
    const key = comparable(part)
    if (seen.has(key)) continue
    seen.add(key)
    kept.push(part)
  }
  return kept.join(', ')
}

/**
 * An address as stored (one line, comma-separated, possibly with a repeated city from before this rule or
 * from a geocoder) as every screen shows it: the same parts, each once.
 */
export const formatAddress = (fullAddress: string | null | undefined): string =>
  joinAddressParts((fullAddress ?? '').split(','))
