import { type CardPaymentMethodId, cardPaymentMethodOf } from '../../domain/card'

/**
 * The sandbox's test cards (listed in README): the number decides the outcome of a payment, as the
 * test cards of real providers do. Any expiry in the future and any security code of the right length.
 */
export const SANDBOX_TEST_CARDS = [
  { number: '4509953566233704', outcome: 'APPROVED', label: 'Visa, aprobada' },
  { number: '5555555555554444', outcome: 'APPROVED', label: 'Mastercard, aprobada' },
  { number: '371180303257522', outcome: 'APPROVED', label: 'American Express, aprobada' },
  { number: '4000000000000002', outcome: 'REJECTED', label: 'Visa, rechazada' },
  { number: '5105105105105100', outcome: 'REJECTED', label: 'Mastercard, rechazada' },
] as const

export type SandboxCardOutcome = (typeof SANDBOX_TEST_CARDS)[number]['outcome']

export interface SandboxCardInput {
  cardNumber: string
  /** MM/YY */
  cardExpiry: string
  cardSecurityCode: string
}

export type SandboxCardCheck =
  | { ok: true; paymentMethodId: CardPaymentMethodId; lastFour: string; outcome: SandboxCardOutcome }
  | { ok: false; field: keyof SandboxCardInput }

function luhnValid(digits: string): boolean {
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
  }
  return sum % 10 === 0
}

/** What the sandbox's card fields hold, checked as a provider would before it issues a token. */
export function checkSandboxCard(input: SandboxCardInput, now: Date): SandboxCardCheck {
  const digits = input.cardNumber.replace(/[\s-]/g, '')
  const testCard = SANDBOX_TEST_CARDS.find((card) => card.number === digits)
  const paymentMethodId = cardPaymentMethodOf(digits)
  if (!/^\d{13,19}$/.test(digits) || !luhnValid(digits) || !testCard || !paymentMethodId)
    return { ok: false, field: 'cardNumber' }

  const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(input.cardExpiry.trim())
  const month = Number(expiry?.[1])
  const year = 2000 + Number(expiry?.[2])
  // A card is valid through the last day of its expiry month.
  const expired =
    year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1)
  if (!expiry || month < 1 || month > 12 || expired) return { ok: false, field: 'cardExpiry' }

  const codeLength = paymentMethodId === 'amex' ? 4 : 3
  if (!new RegExp(`^\\d{${codeLength}}$`).test(input.cardSecurityCode))
    return { ok: false, field: 'cardSecurityCode' }

  return { ok: true, paymentMethodId, lastFour: digits.slice(-4), outcome: testCard.outcome }
}
