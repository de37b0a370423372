import { formatCount } from './figures'
import { type Message, message } from './message'
import { DEFAULT_MONEY_FORMAT, type MoneyFormat } from './money'
import { isValidPhone, type PhoneCountry } from './phone'

/** A branch's loyalty programme (1-storefront.md §3). Percentages are 0–100; 1 point is worth 1 peso. */
export interface LoyaltyProgramme {
  active: boolean
  name: string
  /** percentage of each order credited as points */
  orderPercentage: number
  minRedeemedPoints: number
  maxRedeemedPoints: number
  /** cap of a redemption as a percentage of the order amount */
  maxRedeemedPercentage: number
  /** whether points can be combined with a discount code; true when the back office does not say */
  supportsDiscounts?: boolean
  branchContactIds: number[]
}

/** 1 point equals 1 currency unit (2-checkout.md §9). */
export const PESOS_PER_POINT = 1
/** History rows per page (1-storefront.md §9). */
export const LOYALTY_HISTORY_PAGE_SIZE = 20

export const supportsDiscounts = (programme: Pick<LoyaltyProgramme, 'supportsDiscounts'>) =>
  programme.supportsDiscounts ?? true

export const pointsToMoney = (points: number) => points * PESOS_PER_POINT

/** Points are whole and never negative: whatever the input box holds is brought to that. */
export const wholePoints = (value: number) => (Number.isFinite(value) ? Math.max(0, Math.floor(value)) : 0)

/** The most points this order accepts: the programme's percentage of the order amount, rounded down. */
export const maxPointsForOrder = (programme: LoyaltyProgramme, orderAmount: number) =>
  wholePoints((programme.maxRedeemedPercentage / 100) * orderAmount)

/** The value the redeem input starts with: min(balance, programme maximum, maximum for this order). */
export const initialRedemption = (programme: LoyaltyProgramme, balance: number, orderAmount: number) =>
  Math.min(
    wholePoints(balance),
    wholePoints(programme.maxRedeemedPoints),
    maxPointsForOrder(programme, orderAmount),
  )

/**
 * Why a redemption is refused, checked in the spec's order (2-checkout.md §5): the balance, the programme
 * maximum, the programme minimum, the order maximum. Redeeming 0 points is redeeming nothing, always allowed.
 * The limit is written here with the country's separators ('5.000'), because the catalogue's plain `{n}`
 * prints a number as it is and every other screen shows points grouped.
 */
export function redemptionError(
  programme: LoyaltyProgramme,
  balance: number,
  orderAmount: number,
  points: number,
  format: Pick<MoneyFormat, 'thousandsSeparator'> = DEFAULT_MONEY_FORMAT,
): Message | undefined {
  if (points === 0) return undefined
  const name = programme.name
  const limit = (key: string, n: number) => message(key, { name, n: formatCount(n, format) })
  if (points > balance) return limit('loyalty.overBalance', wholePoints(balance))
  if (points > programme.maxRedeemedPoints)
    return limit('loyalty.overProgrammeMax', programme.maxRedeemedPoints)
  if (points < programme.minRedeemedPoints)
    return limit('loyalty.underProgrammeMin', programme.minRedeemedPoints)
  const forOrder = maxPointsForOrder(programme, orderAmount)
  if (points > forOrder) return limit('loyalty.overOrderMax', forOrder)
  return undefined
}

/** Points credited for an order: the programme's percentage of the amount, rounded down. */
export const pointsEarned = (programme: Pick<LoyaltyProgramme, 'orderPercentage'>, orderAmount: number) =>
  wholePoints((programme.orderPercentage / 100) * orderAmount)

/** The query of a history page (0-based): GET …/loyalty-points/history/{phone}?offset&limit. */
export const historyPage = (page: number) => ({
  offset: page * LOYALTY_HISTORY_PAGE_SIZE,
  limit: LOYALTY_HISTORY_PAGE_SIZE,
})

/** A page shorter than the page size is the last one. */
export const isLastHistoryPage = (rows: number) => rows < LOYALTY_HISTORY_PAGE_SIZE

export interface LoyaltySignUp {
  name: string
  phone: string
  email: string
}

/** Sign-up to the programme: every field is required, then the phone must be valid. */
export function signUpError(form: LoyaltySignUp, country?: PhoneCountry): Message | undefined {
  if ([form.name, form.phone, form.email].some((v) => v.trim() === ''))
    return message('loyalty.allFieldsRequired')
  if (!isValidPhone(form.phone, country)) return message('loyalty.invalidPhone')
  return undefined
}

/** A reward is credited once: the server says so with a message containing 'already exists'. */
export const rewardClaimError = (serverMessage: string | undefined): Message =>
  serverMessage?.includes('already exists')
    ? message('loyalty.rewardAlreadyClaimed')
    : message('loyalty.rewardClaimFailed')
