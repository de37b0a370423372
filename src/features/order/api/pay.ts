import type { CardPaymentRequest, CardToken } from '../../../../domain/card'
import { api } from '../../../api/client'
import { unwrap } from '../../../api/errors'
import type { SandboxCardValues } from '../../../ui/sandbox-card-fields'

// The follow-up's 'Pagar pedido' (2-checkout.md §4): the same provider calls as the checkout's, kept here
// because features do not import each other.

/** The card provider's fields (the sandbox's own while it is the provider). */
export async function loadCardFields(): Promise<void> {
  unwrap(await api.GET('/api/payments/sandbox/card-fields'))
}

/** The sandbox provider's token call, made by its card fields. */
export async function createCardToken(fields: SandboxCardValues): Promise<CardToken> {
  const token = unwrap(await api.POST('/api/payments/sandbox/card-tokens', { body: fields }))
  return { token: token.token, paymentMethodId: token.paymentMethodId as CardToken['paymentMethodId'] }
}

/** POST /api/order/payment */
export async function payOrder(body: CardPaymentRequest): Promise<void> {
  unwrap(await api.POST('/api/order/payment', { body }))
}

/** POST /api/paymenturl: a fresh link; the server closes the order's older ones. */
export async function createPaymentUrl(body: {
  code: string
  branchContactId: number
  amount: number
}): Promise<{ url: string }> {
  const answer = unwrap(await api.POST('/api/paymenturl', { body }))
  return { url: answer.url }
}
