import type { CardPaymentMethodId } from '../../domain/card'

export type ProviderOutcome = 'PENDING' | 'APPROVED' | 'REJECTED'

export interface HostedPaymentRequest {
  orderCode: string
  amount: number
  /** where the provider sends the diner back after paying (the follow-up page) */
  returnUrl: string
  /** the merchant path the provider calls, signed, when the payment is decided */
  callbackPath: string
}

export interface CardCharge {
  token: string
  paymentMethodId: string
  amount: number
  orderCode: string
  cardName: string
  identificationNumber: string
}

export type CardChargeResult =
  | { status: 'APPROVED' | 'REJECTED'; reference: string }
  /** the token is unknown, used or expired: the diner must enter the card again */
  | { status: 'INVALID_TOKEN' }

export interface CardFields {
  cardNumber: string
  cardExpiry: string
  cardSecurityCode: string
}

export type CardTokenResult =
  | { ok: true; token: string; paymentMethodId: CardPaymentMethodId; lastFourDigits: string; expiresAt: Date }
  | { ok: false; field: keyof CardFields }

/**
 * What the order flow needs from a payment provider. The built-in sandbox implements it offline; a real
 * provider is another implementation registered in providers.ts and chosen by PAYMENT_PROVIDER.
 */
export interface PaymentProvider {
  readonly name: string
  /** Starts a payment on the provider's hosted page. */
  createHostedPayment(request: HostedPaymentRequest): Promise<{ token: string; url: string }>
  /** The outcome of a hosted payment, asked when its callback arrives (as Transbank's commit); null: unknown token. */
  hostedPaymentOutcome(token: string): Promise<{ outcome: ProviderOutcome; orderCode: string } | null>
  /** Charges a card token the provider's fields created in the browser. */
  chargeCard(charge: CardCharge): Promise<CardChargeResult>
  /** Closes a hosted payment nobody has paid yet, so its page can no longer charge (a newer attempt replaced it). */
  expireHostedPayment?(token: string): Promise<void>
  /**
   * Voids (or refunds in full) a captured payment, by the reference it was captured under: the hosted
   * page's token or the card charge's id. False when the provider cannot, so the merchant owes a refund.
   */
  voidPayment?(reference: string): Promise<boolean>
  /** Only providers whose card fields post to this server (the sandbox) issue tokens here. */
  createCardToken?(fields: CardFields): Promise<CardTokenResult>
}
