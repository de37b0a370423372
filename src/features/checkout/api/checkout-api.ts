import { queryOptions } from '@tanstack/react-query'
import type { components } from '../../../../contract/schema'
import type { OrderingCustomer } from '../../../../domain/account'
import type { CardPaymentRequest, CardToken } from '../../../../domain/card'
import type { CodeDiscount } from '../../../../domain/discount-code'
import type { LoyaltyProgramme } from '../../../../domain/loyalty'
import type { ScheduleConfig } from '../../../../domain/schedule'
import type {
  LoyaltyHistoryPage,
  LoyaltyReward,
  PhoneCodeSent,
} from '../../../../machines/loyalty-redemption.machine'
import { api } from '../../../api/client'
import { unwrap } from '../../../api/errors'

export type OrderCreate = components['schemas']['OrderCreate']
export type DeliveryOptions = components['schemas']['DeliveryOptions']
export type AddressSuggestion = components['schemas']['AddressSuggestion']
export type AmountLineInput = components['schemas']['DiscountLine']
export type SurchargeLineInput = components['schemas']['SurchargeLine']
export type CodeDiscountRequest = components['schemas']['CodeDiscountValidation']

export const serviceFeesQueryOptions = (orderModeId: number) =>
  queryOptions({
    queryKey: ['orderModeFees', orderModeId],
    queryFn: async ({ signal }) =>
      unwrap(
        await api.GET('/api/ordermodes/{orderModeId}/fees', { params: { path: { orderModeId } }, signal }),
      ),
  })

/** The local's menu discounts, which the order engine prices each line with. */
export const menuDiscountsQueryOptions = (branchId: number) =>
  queryOptions({
    queryKey: ['menuDiscounts', branchId],
    queryFn: async ({ signal }) =>
      unwrap(
        await api.GET('/api/diner/{aliasOrId}/discounts', {
          params: { path: { aliasOrId: branchId } },
          signal,
        }),
      ),
  })

export const generalDiscountsQueryOptions = (orderModeId: number) =>
  queryOptions({
    queryKey: ['generalDiscounts', orderModeId],
    queryFn: async ({ signal }) =>
      unwrap(
        await api.GET('/api/ordermodes/{orderModeId}/generaldiscounts', {
          params: { path: { orderModeId } },
          signal,
        }),
      ),
  })

export const generalSurchargesQueryOptions = (orderModeId: number) =>
  queryOptions({
    queryKey: ['generalSurcharges', orderModeId],
    queryFn: async ({ signal }) =>
      unwrap(
        await api.GET('/api/ordermodes/{orderModeId}/generalsurcharges', {
          params: { path: { orderModeId } },
          signal,
        }),
      ),
  })

export const loyaltyProgrammeQueryOptions = (branchId: number) =>
  queryOptions({
    queryKey: ['loyaltyProgramme', branchId],
    queryFn: async ({ signal }): Promise<LoyaltyProgramme & { welcomeText?: string | null }> =>
      unwrap(
        await api.GET('/api/branch/{branchId}/loyalty-program', { params: { path: { branchId } }, signal }),
      ),
    retry: false,
  })

export async function fetchSchedule(orderModeId: number): Promise<ScheduleConfig> {
  return unwrap(
    await api.GET('/api/ordermode/schedule/{orderModeId}', { params: { path: { orderModeId } } }),
  ) as ScheduleConfig
}

export async function fetchCustomer(phone: string, branchId: number): Promise<OrderingCustomer> {
  return unwrap(
    await api.GET('/api/orderingcustomer/{phone}', {
      params: { path: { phone }, query: { branchId } },
    }),
  ) as OrderingCustomer
}

export async function searchAddress(q: string): Promise<AddressSuggestion[]> {
  const found = unwrap(await api.GET('/api/geocoding/search', { params: { query: { q, limit: 5 } } }))
  return found.suggestions
}

export async function fetchDeliveryOptions(
  branchId: number,
  branchContactId: number,
  place: { lat: number; lng: number; fullAddress: string },
): Promise<DeliveryOptions> {
  return unwrap(
    await api.GET('/api/branch/{branchId}/deliveryzones/fee', {
      params: {
        path: { branchId },
        query: { lat: place.lat, lng: place.lng, fullAddress: place.fullAddress, branchContactId },
      },
    }),
  )
}

export async function validateCode(request: CodeDiscountRequest): Promise<CodeDiscount> {
  return unwrap(await api.POST('/api/codediscounts/validate', { body: request })) as CodeDiscount
}

export async function fetchLoyaltyHistory(input: {
  branchId: number
  phone: string
  offset: number
  limit: number
}): Promise<LoyaltyHistoryPage> {
  return unwrap(
    await api.GET('/api/branch/{branchId}/loyalty-points/history/{customerPhone}', {
      params: {
        path: { branchId: input.branchId, customerPhone: input.phone },
        query: { offset: input.offset, limit: input.limit },
      },
    }),
  ) as LoyaltyHistoryPage
}

export async function claimReward(input: {
  phone: string
  rewardId: number
  body: components['schemas']['LoyaltyRewardClaim']
}): Promise<LoyaltyReward> {
  return unwrap(
    await api.POST('/api/diner/customer/{phone}/loyalty-reward/{rewardId}', {
      params: { path: { phone: input.phone, rewardId: input.rewardId } },
      body: input.body,
    }),
  ) as LoyaltyReward
}

/** POST /api/branch/{branchId}/phone-code: the one-time code before spending points (issue 19). */
export async function requestPhoneCode(input: { branchId: number; phone: string }): Promise<PhoneCodeSent> {
  return unwrap(
    await api.POST('/api/branch/{branchId}/phone-code', {
      params: { path: { branchId: input.branchId } },
      body: { phone: input.phone },
    }),
  )
}

/** POST /api/branch/{branchId}/phone-code/confirm: the proof comes back as an httpOnly cookie. */
export async function confirmPhoneCode(input: { branchId: number; phone: string; code: string }) {
  return unwrap(
    await api.POST('/api/branch/{branchId}/phone-code/confirm', {
      params: { path: { branchId: input.branchId } },
      body: { phone: input.phone, code: input.code },
    }),
  )
}

/** POST /api/order with the key that makes a retried press the same order. */
export async function createOrder(order: OrderCreate, idempotencyKey: string) {
  return unwrap(await api.POST('/api/order', { body: order, headers: { 'Idempotency-Key': idempotencyKey } }))
}

export async function createPaymentUrl(body: { code: string; branchContactId: number; amount: number }) {
  return unwrap(await api.POST('/api/paymenturl', { body }))
}

export async function payOrder(body: CardPaymentRequest): Promise<void> {
  unwrap(await api.POST('/api/order/payment', { body }))
}

/** A kiosk's rejected card paid at the counter instead: the order becomes cash, unpaid. */
export async function changePaymentMethod(input: { code: string; paymentMethod: 'CASH' }): Promise<void> {
  unwrap(
    await api.POST('/api/order/{orderCode}/payment-method', {
      params: { path: { orderCode: input.code } },
      body: { paymentMethod: input.paymentMethod },
    }),
  )
}

/**
 * The card provider's fields, loaded when a card is chosen (2-checkout.md §4): the sandbox's own, as a real
 * provider's script would be; a slow or failed answer is a slow or failed load (the contract answers only
 * 'sandbox', or a 404 under another provider).
 */
export async function loadSandboxCardFields(): Promise<void> {
  unwrap(await api.GET('/api/payments/sandbox/card-fields'))
}

/** The sandbox provider's token call, made by its card fields. */
export async function createSandboxCardToken(fields: {
  cardNumber: string
  cardExpiry: string
  cardSecurityCode: string
}): Promise<CardToken> {
  const token = unwrap(await api.POST('/api/payments/sandbox/card-tokens', { body: fields }))
  return { token: token.token, paymentMethodId: token.paymentMethodId as CardToken['paymentMethodId'] }
}

/**
 * POST /api/external-benefits/{partner}: the first benefit of the partner's user, as a code the diner
 * cannot delete (2-checkout.md §6, §7). Null when the partner has none for the mode.
 */
export async function fetchPartnerBenefit(input: {
  partner: string
  session: string
  body: components['schemas']['ExternalBenefitsRequest']
}): Promise<CodeDiscount | null> {
  const found = unwrap(
    await api.POST('/api/external-benefits/{partner}', {
      params: { path: { partner: input.partner } },
      body: input.body,
      headers: { authorization: `Bearer ${input.session}` },
    }),
  )
  const [first] = found.generalDiscounts
  if (!first) return null
  return {
    id: first.id,
    code: first.name,
    type: first.type,
    value: first.value,
    externalBenefitType: first.externalBenefitType || input.partner,
  }
}

/** The order as the server kept it, read back after creating it for its WhatsApp message (issue 32). */
export async function fetchPlacedOrder(input: { branchContactId: number; code: string }) {
  return unwrap(
    await api.GET('/api/diner/{aliasOrId}/order/{orderCode}', {
      params: { path: { aliasOrId: String(input.branchContactId), orderCode: input.code } },
    }),
  )
}
