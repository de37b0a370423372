import { type Message, message } from './message'
import type { PaymentMethod } from './order-mode'

/** Paid by card on the provider's fields in the page: token creation and payment follow the order. */
export const isCardPayment = (method: PaymentMethod | null | undefined) => method === 'ONLINE_CARD'

/** Payment types that send the diner to a URL requested right after the order is created. */
export const needsPaymentUrl = (method: PaymentMethod | null | undefined) => method === 'PAYMENT_LINK'

export const isCashPayment = (method: PaymentMethod | null | undefined) => method === 'CASH'

/** The card payment provider identifies the brand from the first six digits (the BIN). */
export const BIN_LENGTH = 6

export const CARD_PAYMENT_METHOD_IDS = [
  'visa',
  'master',
  'amex',
  'diners',
  'naranja',
  'cabal',
  'argencard',
  'maestro',
] as const
export type CardPaymentMethodId = (typeof CARD_PAYMENT_METHOD_IDS)[number]

type BinRange = readonly [from: string, to: string, method: CardPaymentMethodId]

// Longest prefixes first: 589562 (Naranja) and 501105 (Argencard) sit inside wider Maestro/Mastercard ranges.
const BIN_RANGES: readonly BinRange[] = [
  ['589562', '589562', 'naranja'],
  ['501105', '501105', 'argencard'],
  ['6042', '6042', 'cabal'],
  ['6035', '6035', 'cabal'],
  ['2221', '2720', 'master'],
  ['300', '305', 'diners'],
  ['5018', '5018', 'maestro'],
  ['5020', '5020', 'maestro'],
  ['5038', '5038', 'maestro'],
  ['5893', '5893', 'maestro'],
  ['6304', '6304', 'maestro'],
  ['6759', '6759', 'maestro'],
  ['6761', '6763', 'maestro'],
  ['34', '34', 'amex'],
  ['37', '37', 'amex'],
  ['36', '36', 'diners'],
  ['38', '38', 'diners'],
  ['51', '55', 'master'],
  ['4', '4', 'visa'],
]

const onlyDigits = (text: string) => text.replace(/\D/g, '')

/**
 * The payment method of a card from its first digits, or null while fewer than six digits are known or
 * when no brand claims them (the provider's fields then stay incomplete).
 */
export function cardPaymentMethodOf(cardNumberStart: string): CardPaymentMethodId | null {
  const digits = onlyDigits(cardNumberStart)
  if (digits.length < BIN_LENGTH) return null
  for (const [from, to, method] of BIN_RANGES) {
    const prefix = Number(digits.slice(0, from.length))
    if (prefix >= Number(from) && prefix <= Number(to)) return method
  }
  return null
}

export interface CardHolder {
  cardName: string
  cardDocument: string
}

export type CardHolderErrors = Partial<Record<keyof CardHolder, Message>>

/** The two card fields the page owns (the provider owns number, expiry and security code). */
export function cardHolderErrors(holder: CardHolder): CardHolderErrors {
  const errors: CardHolderErrors = {}
  if (holder.cardName.trim() === '') errors.cardName = message('checkout.fieldIncomplete')
  if (onlyDigits(holder.cardDocument) === '') errors.cardDocument = message('checkout.fieldIncomplete')
  return errors
}

/** The card step is complete: both holder fields filled and the provider's fields complete with a known brand. */
export const isCardComplete = (
  card: CardHolder & { providerFieldsComplete: boolean; paymentMethodId: CardPaymentMethodId | null },
) =>
  Object.keys(cardHolderErrors(card)).length === 0 &&
  card.providerFieldsComplete &&
  card.paymentMethodId !== null

/** Card payments identify the holder with a national identity document. */
export const CARD_IDENTIFICATION_TYPE = 'DNI'

/** What a payment needs from the card step (the card-provider machine's context and its 'ready' tag). */
export interface CardSubmission {
  providerReady: boolean
  cardName: string
  cardDocument: string
  paymentMethodId: CardPaymentMethodId | null
}

/** The provider's answer to a token request. */
export interface CardToken {
  token: string
  paymentMethodId: CardPaymentMethodId
}

/** POST /api/order/payment */
export interface CardPaymentRequest {
  token: string
  paymentMethodId: CardPaymentMethodId
  /** the order's code: its sequential id would let anyone pay (or fail) a stranger's order */
  orderCode: string
  cardName: string
  identificationType: typeof CARD_IDENTIFICATION_TYPE
  identificationNumber: string
}

/** A token can be asked for only from a ready provider with a named brand. */
export const canTokenize = (
  card: CardSubmission | null | undefined,
): card is CardSubmission & {
  paymentMethodId: CardPaymentMethodId
} => !!card && card.providerReady && card.paymentMethodId !== null

export const cardPaymentRequest = (
  card: CardSubmission,
  token: CardToken,
  orderCode: string,
): CardPaymentRequest => ({
  token: token.token,
  paymentMethodId: token.paymentMethodId,
  orderCode,
  cardName: card.cardName.trim(),
  identificationType: CARD_IDENTIFICATION_TYPE,
  identificationNumber: onlyDigits(card.cardDocument),
})
