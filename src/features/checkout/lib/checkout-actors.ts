import type { QueryClient } from '@tanstack/react-query'
import { fromPromise } from 'xstate'
import type { OrderingCustomer } from '../../../../domain/account'
import type { AddressSuggestion } from '../../../../domain/address'
import type { CardPaymentRequest, CardSubmission, CardToken } from '../../../../domain/card'
import type { CartItem, PlateForCart } from '../../../../domain/cart'
import type { DeliveryQuote } from '../../../../domain/checkout-validation'
import type { CodeDiscount } from '../../../../domain/discount-code'
import type { MenuHashes, OrderModeType } from '../../../../domain/order-mode'
import type { CheckoutAddress } from '../../../../domain/order-payload'
import { idempotencyKeyOf } from '../../../../domain/order-payload'
import type { ScheduleConfig } from '../../../../domain/schedule'
import { addressMachine, type SearchAddressesInput } from '../../../../machines/address.machine'
import { cardProviderMachine } from '../../../../machines/card-provider.machine'
import {
  type CheckoutActor,
  type CheckoutFigures,
  type CheckoutLoyaltyProgramme,
  checkoutMachine,
} from '../../../../machines/checkout.machine'
import {
  type CreatedOrder,
  checkoutSubmissionMachine,
  type OrderPayload,
  type PaymentMethodChangeRequest,
  type PaymentUrlRequest,
  type PlacedOrder,
} from '../../../../machines/checkout-submission.machine'
import { discountCodeMachine, type ValidateCodeRequest } from '../../../../machines/discount-code.machine'
import {
  type LoyaltyHistoryPage,
  type LoyaltyReward,
  loyaltyRedemptionMachine,
  type PhoneCodeSent,
} from '../../../../machines/loyalty-redemption.machine'
import { phoneLookupMachine } from '../../../../machines/phone-lookup.machine'
import { scheduleMachine } from '../../../../machines/schedule.machine'
import type { SandboxCardValues } from '../../../ui/sandbox-card-fields'
import {
  changePaymentMethod,
  claimReward,
  confirmPhoneCode,
  createOrder,
  createPaymentUrl,
  createSandboxCardToken,
  fetchCustomer,
  fetchDeliveryOptions,
  fetchLoyaltyHistory,
  fetchPartnerBenefit,
  fetchPlacedOrder,
  fetchSchedule,
  generalDiscountsQueryOptions,
  generalSurchargesQueryOptions,
  loadSandboxCardFields,
  loyaltyProgrammeQueryOptions,
  menuDiscountsQueryOptions,
  payOrder,
  requestPhoneCode,
  searchAddress,
  serviceFeesQueryOptions,
  validateCode,
} from '../api/checkout-api'
import { retryOnNetworkFailure } from './network-retry'
import { orderAnswer } from './order-answer'
import { partnerOfThisBrowser } from './partner-session'

/** The checkout actor's systemId, by which its provided actors read the mode it is in now. */
export const CHECKOUT_SYSTEM_ID = 'checkout'

export interface CheckoutEdge {
  queryClient: QueryClient
  branchId: number
  branchContactId: number
  orderModeId: number
  items: readonly CartItem[]
  /** one per page visit: a resent order keeps its Idempotency-Key */
  visitId: string
  /** the mode's menu as it is now */
  loadMenuPlates: (orderModeId: number) => Promise<readonly PlateForCart[]>
  /** the menu hash of each mode, which decides whether a mode switch keeps the cart */
  loadMenuHashes: (orderModeIds: readonly number[]) => Promise<MenuHashes>
  /** the sandbox provider's own fields, read only by its token call */
  cardValues: { current: SandboxCardValues }
  orderModeType: OrderModeType
}

/** The checkout machine with its effects: the API calls of 2-checkout.md §7, provided at this edge. */
export function checkoutWithEffects(edge: CheckoutEdge) {
  const { queryClient, branchId, branchContactId } = edge
  // the mode the diner may have switched to on the page (the page starts the checkout as systemId 'checkout')
  const currentModeId = (system: { get: (id: string) => unknown }) =>
    (system.get(CHECKOUT_SYSTEM_ID) as CheckoutActor | undefined)?.getSnapshot().context.orderModeId ??
    edge.orderModeId
  return checkoutMachine.provide({
    actors: {
      // the address modal's machine, searching in place: the geocoder's predictions (cancelled when stale)
      address: addressMachine.provide({
        actors: {
          searchAddresses: fromPromise<AddressSuggestion[], SearchAddressesInput>(({ input }) =>
            searchAddress(input.query),
          ),
        },
      }),
      phoneLookup: phoneLookupMachine.provide({
        actors: {
          fetchCustomer: fromPromise<OrderingCustomer, { phone: string; branchId: number }>(({ input }) =>
            fetchCustomer(input.phone, input.branchId),
          ),
        },
      }),
      discountCode: discountCodeMachine.provide({
        actors: {
          validateCode: fromPromise<CodeDiscount, ValidateCodeRequest>(({ input, system }) =>
            validateCode({
              ...input,
              orderDate: new Date().toISOString(),
              branchId,
              branchContactId,
              orderModeId: currentModeId(system),
              scheduled: system.get('schedule')?.getSnapshot().hasTag('scheduled') === true,
              items: edge.items.map(({ plate: _plate, source: _source, notes, ...line }) => ({
                ...line,
                notes: notes || null,
              })),
            }),
          ),
        },
      }),
      schedule: scheduleMachine.provide({
        actors: {
          fetchSchedule: fromPromise<ScheduleConfig, { orderModeId: number }>(({ input }) =>
            fetchSchedule(input.orderModeId),
          ),
        },
      }),
      // The provider's fields load when a card is chosen: the sandbox's, from the server
      cardProvider: cardProviderMachine.provide({
        actors: { loadCardProvider: fromPromise<void>(() => loadSandboxCardFields()) },
      }),
      submission: checkoutSubmissionMachine.provide({
        actors: {
          createOrder: fromPromise<CreatedOrder, OrderPayload>(({ input }) =>
            // A network blip sends the same body again with the same key: the server stores it once.
            orderAnswer(() =>
              retryOnNetworkFailure(() => createOrder(input, idempotencyKeyOf(edge.visitId, input))),
            ),
          ),
          createPaymentUrl: fromPromise<{ url: string; token?: string }, PaymentUrlRequest>(({ input }) =>
            createPaymentUrl(input),
          ),
          createCardToken: fromPromise<CardToken, CardSubmission>(() =>
            createSandboxCardToken(edge.cardValues.current),
          ),
          sendCardPayment: fromPromise<void, CardPaymentRequest>(({ input }) => payOrder(input)),
          changePaymentMethod: fromPromise<void, PaymentMethodChangeRequest>(({ input }) =>
            changePaymentMethod(input),
          ),
          fetchPlacedOrder: fromPromise<PlacedOrder, { branchContactId: number; code: string }>(({ input }) =>
            fetchPlacedOrder(input),
          ),
        },
      }),
      fetchFigures: fromPromise<
        CheckoutFigures,
        { orderModeId: number; orderModeType?: OrderModeType | null }
      >(async ({ input }) => {
        // through the query cache, so the menu's answers are reused; any failure is the figures' failure
        // an external loyalty partner's user (its cookies), whose benefit counts among the figures
        const partner = partnerOfThisBrowser()
        const [serviceFee, generalDiscounts, generalSurcharges, menuDiscounts, partnerBenefit] =
          await Promise.all([
            queryClient.fetchQuery({ ...serviceFeesQueryOptions(input.orderModeId), retry: false }),
            queryClient.fetchQuery({ ...generalDiscountsQueryOptions(input.orderModeId), retry: false }),
            queryClient.fetchQuery({ ...generalSurchargesQueryOptions(input.orderModeId), retry: false }),
            queryClient.fetchQuery({ ...menuDiscountsQueryOptions(branchId), retry: false }),
            // a partner's failure is silently ignored (2-checkout.md §8): the order goes without it
            partner
              ? fetchPartnerBenefit({
                  partner: partner.partner,
                  session: partner.session,
                  body: {
                    branchId,
                    branchContactId,
                    externalUserId: partner.externalUserId,
                    orderModeType: input.orderModeType ?? edge.orderModeType,
                  },
                }).catch(() => null)
              : null,
          ])
        return { serviceFee, generalDiscounts, generalSurcharges, menuDiscounts, partnerBenefit }
      }),
      // the local's loyalty programme through the query cache; a failure shows no loyalty line
      fetchLoyaltyProgramme: fromPromise<CheckoutLoyaltyProgramme, { branchId: number }>(({ input }) =>
        queryClient.fetchQuery(loyaltyProgrammeQueryOptions(input.branchId)),
      ),
      loyaltyRedemption: loyaltyRedemptionMachine.provide({
        actors: {
          fetchHistory: fromPromise<
            LoyaltyHistoryPage,
            { branchId: number; phone: string; offset: number; limit: number }
          >(({ input }) => fetchLoyaltyHistory(input)),
          requestCode: fromPromise<PhoneCodeSent, { branchId: number; phone: string }>(({ input }) =>
            requestPhoneCode(input),
          ),
          confirmCode: fromPromise<unknown, { branchId: number; phone: string; code: string }>(({ input }) =>
            confirmPhoneCode(input),
          ),
          claimReward: fromPromise<
            LoyaltyReward,
            {
              name: string
              phone: string
              email: string
              rewardId: number
              branchId: number
              branchContactId: number
            }
          >(({ input }) =>
            claimReward({
              phone: input.phone,
              rewardId: input.rewardId,
              body: {
                name: input.name,
                phone: input.phone,
                email: input.email,
                branchId: input.branchId,
                branchContactId: input.branchContactId,
                loyaltyRewardId: input.rewardId,
              },
            }),
          ),
        },
      }),
      fetchMenuPlates: fromPromise<readonly PlateForCart[], { orderModeId: number }>(({ input }) =>
        edge.loadMenuPlates(input.orderModeId),
      ),
      fetchMenuHashes: fromPromise<MenuHashes, { orderModeIds: readonly number[] }>(({ input }) =>
        edge.loadMenuHashes(input.orderModeIds),
      ),
      quoteDelivery: fromPromise<DeliveryQuote, { address: CheckoutAddress }>(({ input }) =>
        fetchDeliveryOptions(branchId, branchContactId, input.address),
      ),
    },
  })
}
