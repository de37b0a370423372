/**
 * Bulk price changes of the back office (issue 36): a percentage or an amount applied to a selection of
 * prices, each rounded to the venue's step (e.g. +10 % on 'Pizzas', rounded to $100). Pure: the server
 * computes what it writes with these, and the screen's preview with the same ones.
 */

export type PriceChange = { kind: 'percent'; value: number } | { kind: 'amount'; value: number }

/** The steps a venue may round to, in whole currency units. */
export const ROUNDING_STEPS = [1, 10, 50, 100, 500, 1000] as const
export type RoundingStep = (typeof ROUNDING_STEPS)[number]
export const DEFAULT_ROUNDING_STEP: RoundingStep = 100
/** A change may take a price down by at most 90 % and up by at most 1000 % in one go. */
export const MIN_PERCENT = -90
export const MAX_PERCENT = 1000

/**
 * The nearest multiple of `step` (halves go up: $13.450 → $13.500 at $100), never below zero. A step
 * below 1 rounds to whole units.
 */
export function roundToStep(amount: number, step: number): number {
  const unit = Number.isFinite(step) && step >= 1 ? Math.floor(step) : 1
  // the epsilon keeps 12.5 from reading as 12.4999… after a percentage
  const rounded = Math.floor(amount / unit + 0.5 + 1e-9) * unit
  return Math.max(0, rounded)
}

/** One price after the change, rounded to the step. */
export function changedPrice(price: number, change: PriceChange, step: number): number {
  const raw = change.kind === 'percent' ? price * (1 + change.value / 100) : price + change.value
  return roundToStep(raw, step)
}

/** Whether a change is one the back office accepts (finite, a percentage within bounds, not zero). */
export function isValidChange(change: PriceChange): boolean {
  if (!Number.isFinite(change.value) || change.value === 0) return false
  if (change.kind === 'percent') return change.value >= MIN_PERCENT && change.value <= MAX_PERCENT
  return Number.isInteger(change.value)
}

/**
 * A price as the back office types it: whole units with an optional '$' and thousands dots, the way the
 * list shows them ('$ 12.500', '12.500', '12500'); null when it is not one (decimals, letters, a sign).
 * The largest price is the tenant file's `money` rule, which the server checks (422).
 */
export function parsePriceText(text: string): number | null {
  const match = /^\$?\s*(\d{1,3}(?:\.\d{3})+|\d+)$/.exec(text.trim())
  if (!match?.[1]) return null
  const value = Number(match[1].replaceAll('.', ''))
  return Number.isSafeInteger(value) ? value : null
}

/**
 * The change a bulk form describes: a percentage (a comma or a dot for decimals: '7,5') or a whole
 * amount, signed ('-500'); null when it is not one the back office accepts (isValidChange).
 */
export function parseChangeText(kind: PriceChange['kind'], text: string): PriceChange | null {
  const cleaned = text.trim().replace(/^\+/, '').replace(',', '.')
  if (!/^-?\d+(\.\d+)?$/.test(cleaned)) return null
  const change: PriceChange = { kind, value: Number(cleaned) }
  return isValidChange(change) ? change : null
}
