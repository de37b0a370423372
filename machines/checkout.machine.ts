import {
  type ActorRefFrom,
  type AnyActorRef,
  type AnyEventObject,
  and,
  assign,
  emit,
  enqueueActions,
  fromCallback,
  fromPromise,
  not,
  type SnapshotFrom,
  sendTo,
  setup,
  stateIn,
} from 'xstate'
import { DEFAULT_OPT_IN } from '../domain/account'
import type { Address } from '../domain/address'
import { type CardSubmission, isCardComplete } from '../domain/card'
import type { CartItem, PlateForCart } from '../domain/cart'
import { revalidateCart, revalidationMessage } from '../domain/cart-revalidation'
import {
  type CheckoutForm,
  type CheckoutModeFacts,
  type CheckoutPageFacts,
  type CheckoutPhoneFacts,
  type CheckoutScheduleFacts,
  checkoutRequest,
} from '../domain/checkout-request'
import { type DeliveryQuote, deliveryAvailabilityOf } from '../domain/checkout-validation'
import type { CodeDiscount } from '../domain/discount-code'
import type { LoyaltyProgramme } from '../domain/loyalty'
import { discountOfPlate, type MenuDiscountRule } from '../domain/menu-discount'
import {
  isPaymentMethod,
  type MenuHashes,
  type OrderModeOption,
  type PaymentTypeOption,
  type PaymentUpload,
} from '../domain/order-mode'
import type { CheckoutAddress, OrderCode } from '../domain/order-payload'
import type { Adjustment } from '../domain/order-pricing'
import { priceOrder } from '../domain/order-pricing'
import { customerPhoneKey, DEFAULT_PHONE_COUNTRY } from '../domain/phone'
import type { ServiceFeeConfig } from '../domain/totals'
import { splitStreet } from '../domain/user-location'
import { type AddressEmitted, addressMachine } from './address.machine'
import { type CardProviderEmitted, cardProviderMachine } from './card-provider.machine'
import {
  type CheckoutSubmissionEmitted,
  type CheckoutSubmissionInput,
  checkoutSubmissionMachine,
  type SubmissionRequest,
} from './checkout-submission.machine'
import { type DiscountCodeEmitted, discountCodeMachine } from './discount-code.machine'
import { type LoyaltyRedemptionEmitted, loyaltyRedemptionMachine } from './loyalty-redemption.machine'
import { type OrderModeChangeEmitted, orderModeChangeMachine } from './order-mode-change.machine'
import { type PhoneLookupEmitted, type PhoneLookupInput, phoneLookupMachine } from './phone-lookup.machine'
import { type ScheduleEmitted, scheduleMachine } from './schedule.machine'

/** Every figure of the mode the total depends on, fetched together: none is shown until all are known. */
export interface CheckoutFigures {
  serviceFee: ServiceFeeConfig | null
  generalDiscounts: readonly Adjustment[]
  generalSurcharges: readonly Adjustment[]
  menuDiscounts: readonly MenuDiscountRule[]
  /** the first benefit of an external loyalty partner's user, applied as a code the diner cannot delete */
  partnerBenefit: CodeDiscount | null
}

export interface CheckoutPaymentOption {
  id: number
  paymentMethod: string
  /** who reports the payment: the app (APP) or the provider's callback (API) */
  upload: PaymentUpload
}

/** The local's loyalty programme, with the welcome its info mode shows. */
export type CheckoutLoyaltyProgramme = LoyaltyProgramme & { welcomeText?: string | null }

/** A mode the diner may switch to on the checkout, with what the page changes with it. */
export interface CheckoutModeOption extends Omit<OrderModeOption, 'paymentTypes'> {
  /** every payment of the mode, a bank redirect too (the cart's mode keeps only the ones it knows) */
  paymentTypes: readonly (Omit<PaymentTypeOption, 'paymentMethod'> & { paymentMethod: string })[]
  scheduledOrders: 'NONE' | 'ALLOWED' | 'ONLY'
  minDelayInMinutes?: number | null
  maxDelayInMinutes?: number | null
}

/** The mode as order-mode-change reads it: the payments a cart may carry (as the menu's tabs do). */
const cartModeOf = (mode: CheckoutModeOption): OrderModeOption => ({
  id: mode.id,
  type: mode.type,
  paymentTypes: mode.paymentTypes.flatMap((p) =>
    isPaymentMethod(p.paymentMethod) ? [{ ...p, paymentMethod: p.paymentMethod }] : [],
  ),
})

export interface CheckoutInput {
  form: CheckoutForm
  orderModeId: number
  /** the mode the checkout starts in, as the order carries it */
  mode: CheckoutModeFacts
  delivery: boolean
  /** the address the diner gave on the menu, quoted as soon as the page opens */
  savedAddress: CheckoutAddress | null
  items: readonly CartItem[]
  paymentTypes: readonly CheckoutPaymentOption[]
  paymentTypeId: number | null
  scheduling: { offered: boolean; canOrderNow: boolean; now: number }
  phone: PhoneLookupInput
  submission: CheckoutSubmissionInput
  /** a code from the link (?code=), typed in for the diner, who still applies it */
  code: string | null
  /** the modes the diner may switch among here (2-checkout.md §4); none where the mode is fixed (kiosk, table link) */
  modes?: readonly CheckoutModeOption[]
  /** what the page knows that the order needs: on site, the console, a kiosk, the link, the money format */
  page: CheckoutPageFacts
  /** the reward the link offers (?rewardId), claimed in the loyalty section */
  rewardId: number | null
}

export interface CheckoutContext extends Omit<CheckoutInput, 'savedAddress' | 'code' | 'modes'> {
  modes: readonly CheckoutModeOption[]
  /** the menu hash of each mode, which decides whether a switch keeps the cart; null until known */
  hashes: MenuHashes | null
  linkCode: string | null
  /** the phone field as its child holds it, with the balance its look-up found */
  contact: CheckoutPhoneFacts & { balance: number }
  /** the schedule section as its child holds it */
  scheduleChoice: CheckoutScheduleFacts
  /** the code that counts (the discount child's, applied and allowed), if any */
  appliedCode: CodeDiscount | null
  /** the local's loyalty programme, once known to be offered here; null where there is none */
  programme: CheckoutLoyaltyProgramme | null
  /** loyalty points the diner redeems (the loyalty child's own flow decides how many) */
  loyaltyPoints: number
  /** the phone has no order yet: what a first-purchase code reads (told by the customer look-up) */
  firstPurchase: boolean
  figures: CheckoutFigures | null
  address: CheckoutAddress | null
  quote: DeliveryQuote | null
}

export type CheckoutEvent =
  | { type: 'checkout.figuresRetried' }
  | { type: 'checkout.fieldChanged'; field: keyof CheckoutForm; value: string }
  /** a suggestion of the address child's search, tapped: it is the address */
  | { type: 'checkout.suggestionPicked'; index: number }
  /** 'Cambiar': the address search opens again over the address on screen */
  | { type: 'checkout.addressChangeRequested' }
  /** raised for the address the diner gave on the menu */
  | { type: 'checkout.addressChosen'; address: CheckoutAddress }
  | { type: 'checkout.addressNotesChanged'; betweenStreets: string; details: string }
  /** 'Reintentar' after the delivery fee could not be computed */
  | { type: 'checkout.feeRetried' }
  | { type: 'checkout.paymentChosen'; paymentId: number }
  | { type: 'checkout.discountOpened' }
  /** the code dialog's button (Aplicar, Continuar): it carries the payment and the phone */
  | { type: 'checkout.discountPressed' }
  | { type: 'checkout.discountClosed' }
  /** 'Realizar pedido': the checkout builds the order from what it and its children hold */
  | { type: 'checkout.submitPressed' }
  /** a minute went by: slots that are no longer far enough ahead leave the schedule */
  | { type: 'checkout.clockTicked'; now: number }
  | { type: 'checkout.paymentRetried' }
  | { type: 'checkout.payAtCounterChosen' }
  /** an order-mode button */
  | { type: 'checkout.modeSelected'; modeId: number }
  /** Continuar or Cancelar on 'Si continuas, se borrarán los ítems…' */
  | { type: 'checkout.modeChangeAnswered'; confirmed: boolean }
  /** raised once the context has taken another order mode: each region starts over for it */
  | { type: 'checkout.modeSwitched' }
  // what the children emit, relayed to this machine (relayChildren)
  | PhoneLookupEmitted
  | AddressEmitted
  | DiscountCodeEmitted
  | ScheduleEmitted
  | CardProviderEmitted
  | CheckoutSubmissionEmitted
  | OrderModeChangeEmitted
  | LoyaltyRedemptionEmitted

/** Effects at the edge: toasts, storage, navigation, the WhatsApp link, the kiosk's hand-over. */
export type CheckoutEmitted =
  | CheckoutSubmissionEmitted
  | Extract<CardProviderEmitted, { type: 'notify' }>
  /** the stored cart takes the new mode, or goes when the new mode's menu cannot keep it */
  | Extract<OrderModeChangeEmitted, { type: 'orderMode.modeApplied' | 'orderMode.cartCleared' }>
  | Extract<LoyaltyRedemptionEmitted, { type: 'loyalty.rewardClaimed' }>
  /** the order the checkout sends: the edge remembers the diner's data and records the attempt */
  | { type: 'checkout.orderSubmitted'; request: SubmissionRequest }

const CHILDREN = ['phone', 'address', 'discount', 'schedule', 'card', 'submission'] as const
export type CheckoutChild = (typeof CHILDREN)[number]

/**
 * Listens to what every child emits and hands it to the checkout: the children stay usable alone (they
 * emit), and the checkout wires them here instead of a view's effect.
 */
const relayChildren = fromCallback<AnyEventObject, { ids: readonly CheckoutChild[] }>(
  ({ system, sendBack, input }) => {
    const subscriptions = input.ids.map((id) =>
      system.get(id)?.on('*', (event: AnyEventObject) => sendBack(event)),
    )
    return () => {
      for (const subscription of subscriptions) subscription?.unsubscribe()
    }
  },
)

/**
 * The same for a child invoked by a state (found among the parent's children, not in the system: a
 * state entered again would register its systemId twice).
 */
const relayChild = fromCallback<AnyEventObject, { parent: AnyActorRef; id: string }>(
  ({ sendBack, input }) => {
    const children = (input.parent.getSnapshot() as { children: Record<string, AnyActorRef | undefined> })
      .children
    const subscription = children[input.id]?.on('*', (event: AnyEventObject) => sendBack(event))
    return () => subscription?.unsubscribe()
  },
)

/** What the address child confirmed, as the checkout delivers to it (the route reads the stored one alike). */
function checkoutAddressOf(address: Address): CheckoutAddress | null {
  if (address.lat === null || address.lng === null) return null
  return {
    fullAddress: address.formatted_address || address.direccion,
    street: splitStreet(address.direccion).street || null,
    city: address.city || null,
    locality: address.province || null,
    lat: address.lat,
    lng: address.lng,
    betweenStreets: address.entrecalles,
    details: address.aclaraciones,
  }
}

const isPaymentCard = (context: CheckoutContext, paymentId: number | null) =>
  context.paymentTypes.find((p) => p.id === paymentId)?.paymentMethod === 'ONLINE_CARD'

/**
 * The order engine's pricing (domain/order-pricing, which POST /api/order applies too) of the cart with
 * the figures known so far, a code and redeemed points: every figure the page shows and sends.
 */
export function priceCheckout(context: CheckoutContext, code: OrderCode | null, loyaltyPoints: number) {
  const { figures, quote } = context
  return priceOrder({
    lines: context.items.map((item) => ({
      ...item,
      menuDiscount: discountOfPlate(figures?.menuDiscounts ?? [], item.referenceId),
    })),
    generalDiscounts: figures?.generalDiscounts ?? [],
    generalSurcharges: figures?.generalSurcharges ?? [],
    paymentMethod: context.paymentTypes.find((p) => p.id === context.paymentTypeId)?.paymentMethod ?? null,
    code,
    codeContext: {
      plateIds: context.items.map((item) => item.referenceId),
      categoryIds: context.items.map((item) => item.categoryId),
      isFirstPurchase: context.firstPurchase,
    },
    loyaltyPoints,
    serviceFee: figures?.serviceFee ?? null,
    delivery:
      quote?.inZone && context.delivery
        ? {
            fee: quote.deliveryFee ?? 0,
            cashFee: quote.cashDeliveryFee ?? null,
            freeDeliveryFrom: quote.freeDeliveryAmount ?? null,
          }
        : null,
  })
}

/** What the code's conditions read, before any code: the order engine's subtotal and delivery fee. */
function discountCart(context: CheckoutContext) {
  const { totals } = priceCheckout(context, null, 0)
  return {
    subtotal: totals.itemsSubtotal,
    deliveryFee: totals.deliveryFee,
    plateIds: context.items.map((item) => item.referenceId),
    categoryIds: context.items.map((item) => item.categoryId),
    isFirstPurchase: context.firstPurchase,
  }
}

type CardSnapshot = SnapshotFrom<typeof cardProviderMachine>
/** The card child's snapshot (none where the card provider is not a machine, as in a graph replay). */
function cardSnapshotOf(system: { get: (id: string) => { getSnapshot: () => unknown } | undefined }) {
  const snapshot = system.get('card')?.getSnapshot() as Partial<CardSnapshot> | undefined
  return typeof snapshot?.hasTag === 'function' ? (snapshot as CardSnapshot) : null
}
const cardSubmissionOf = (card: CardSnapshot): CardSubmission => ({
  providerReady: card.hasTag('ready'),
  cardName: card.context.cardName,
  cardDocument: card.context.cardDocument,
  paymentMethodId: card.context.paymentMethodId,
})

// What the children hold, read from each snapshot they report (onSnapshot). A graph replay holds every child
// as a bare actor whose snapshot has no context: nothing is read from it.
type PhoneSnapshot = SnapshotFrom<typeof phoneLookupMachine>
type ScheduleSnapshot = SnapshotFrom<typeof scheduleMachine>
type DiscountSnapshot = SnapshotFrom<typeof discountCodeMachine>
const isMachineSnapshot = (snapshot: { hasTag?: unknown; context?: unknown }) =>
  typeof snapshot.hasTag === 'function' && typeof snapshot.context === 'object'

function phoneFactsOf(snapshot: PhoneSnapshot): CheckoutContext['contact'] | null {
  if (!isMachineSnapshot(snapshot)) return null
  const { phone, country, optIn, customer } = snapshot.context
  return { phone, country, optIn, balance: customer?.loyaltyPointsBalance ?? 0 }
}
const scheduleFactsOf = (snapshot: ScheduleSnapshot): CheckoutScheduleFacts | null =>
  isMachineSnapshot(snapshot)
    ? {
        loading: snapshot.hasTag('loading'),
        canOrderNow: snapshot.context.canOrderNow,
        scheduled: snapshot.hasTag('scheduled'),
        scheduledAt: snapshot.context.scheduledAt,
      }
    : null
/** The code that counts: applied, and allowed with the payment; undefined when nothing can be read. */
const codeOf = (snapshot: DiscountSnapshot): CodeDiscount | null | undefined =>
  isMachineSnapshot(snapshot)
    ? snapshot.hasTag('counts') && snapshot.context.applied
      ? snapshot.context.applied
      : null
    : undefined
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)
const phoneKeyOf = (contact: CheckoutPhoneFacts) => customerPhoneKey(contact.phone, contact.country) ?? null

/** What the loyalty section's limits read: the order amount before points. */
function loyaltyOrderAmount(context: CheckoutContext) {
  const { totals } = priceCheckout(context, context.appliedCode, context.loyaltyPoints)
  return totals.total + totals.loyaltyPoints
}

/**
 * The submit checks' draft and the order body of a press of 'Realizar pedido', from the checkout's context:
 * the pricing the page shows, the mode, the payment, the children's phone, schedule and code, the points.
 */
export function orderRequestOf(context: CheckoutContext) {
  const payment = context.paymentTypes.find((p) => p.id === context.paymentTypeId)
  return checkoutRequest({
    items: context.items,
    orderModeId: context.orderModeId,
    mode: context.mode,
    branchContactId: context.submission.branchContactId,
    paymentTypeId: context.paymentTypeId,
    paymentMethod: payment?.paymentMethod ?? null,
    paymentUpload: payment?.upload ?? 'APP',
    form: context.form,
    address: context.address,
    quote: context.quote,
    menuDiscounts: context.figures?.menuDiscounts ?? [],
    pricing: priceCheckout(context, context.appliedCode, context.loyaltyPoints),
    phone: context.contact,
    schedule: context.scheduleChoice,
    code: context.appliedCode,
    loyaltyPoints: context.loyaltyPoints,
    page: context.page,
  })
}

const loyaltyOrderChanged = (context: CheckoutContext) => ({
  type: 'loyalty.orderChanged' as const,
  orderAmount: loyaltyOrderAmount(context),
})

function loyaltyInputOf(context: CheckoutContext) {
  // the section is invoked only once the programme is known to be offered here
  if (!context.programme) throw new Error('No loyalty programme to show')
  return {
    programme: context.programme,
    branchId: context.phone.branchId,
    branchContactId: context.submission.branchContactId,
    phone: phoneKeyOf(context.contact),
    balance: context.contact.balance,
    orderAmount: loyaltyOrderAmount(context),
    rewardId: context.rewardId,
  }
}

/**
 * The checkout page (2-checkout.md): one statechart. It runs the phone look-up, the discount code, the
 * schedule, the card provider and the submission as children and wires them (a new phone or a switch to
 * scheduled clears the code; the code's confirmation changes the payment; a card payment starts the
 * provider), fetches every figure the total depends on, and quotes the delivery fee of the address the
 * diner picks from the address child's search (the address modal's machine, searching in place) — a newer
 * address cancels the older quote. 'Realizar pedido' waits while any figure is
 * loading or failed (each has its tag, so the view can say why) and offers 'Reintentar' when one failed.
 */
export const checkoutMachine = setup({
  types: {
    input: {} as CheckoutInput,
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    emitted: {} as CheckoutEmitted,
    // each child id with its actor, so snapshot.children.<id> is typed
    children: {} as {
      phone: 'phoneLookup'
      address: 'address'
      discount: 'discountCode'
      schedule: 'schedule'
      card: 'cardProvider'
      submission: 'submission'
      modeChange: 'orderModeChange'
      loyalty: 'loyaltyRedemption'
    },
  },
  actors: {
    phoneLookup: phoneLookupMachine,
    address: addressMachine,
    discountCode: discountCodeMachine,
    schedule: scheduleMachine,
    cardProvider: cardProviderMachine,
    submission: checkoutSubmissionMachine,
    orderModeChange: orderModeChangeMachine,
    loyaltyRedemption: loyaltyRedemptionMachine,
    relayChildren,
    relayChild,
    /** sends checkout.clockTicked every minute while scheduling is offered */
    clock: fromCallback<AnyEventObject>(({ sendBack }) => {
      const tick = setInterval(() => sendBack({ type: 'checkout.clockTicked', now: Date.now() }), 60_000)
      return () => clearInterval(tick)
    }),
    /** fees, general discounts and surcharges of the mode, the local's menu discounts */
    fetchFigures: fromPromise<
      CheckoutFigures,
      { orderModeId: number; orderModeType?: OrderModeOption['type'] | null }
    >(async () => {
      throw new Error('provide fetchFigures at the edge')
    }),
    /** the plates of the mode's menu as it is now */
    fetchMenuPlates: fromPromise<readonly PlateForCart[], { orderModeId: number }>(async () => {
      throw new Error('provide fetchMenuPlates at the edge')
    }),
    /** the menu hash of each mode (GET /api/diner/menu/{alias}/hash) */
    fetchMenuHashes: fromPromise<MenuHashes, { orderModeIds: readonly number[] }>(async () => {
      throw new Error('provide fetchMenuHashes at the edge')
    }),
    /** the branch's loyalty programme (GET /api/branch/{branchId}/loyalty-program) */
    fetchLoyaltyProgramme: fromPromise<CheckoutLoyaltyProgramme, { branchId: number }>(async () => {
      throw new Error('provide fetchLoyaltyProgramme at the edge')
    }),
    /** the delivery options for an address */
    quoteDelivery: fromPromise<DeliveryQuote, { address: CheckoutAddress }>(async () => {
      throw new Error('provide quoteDelivery at the edge')
    }),
  },
  guards: {
    hasAddress: ({ context }) => context.address !== null,
    deliversToAddress: ({ context }) => context.delivery && context.address !== null,
    // a confirmed address without a point cannot be quoted (the checkout confirms only picked suggestions)
    hasPoint: ({ event }) => event.type === 'address.confirmed' && checkoutAddressOf(event.address) !== null,
    needsAddress: ({ context }) => context.delivery && context.address === null,
    isOtherPayment: ({ context, event }) =>
      event.type === 'checkout.paymentChosen' && event.paymentId !== context.paymentTypeId,
    paysByCard: ({ context }) => isPaymentCard(context, context.paymentTypeId),
    cartChanged: ({ context }, plates: readonly PlateForCart[]) => {
      const revision = revalidateCart(context.items, plates)
      return revision.removed + revision.changed > 0
    },
    offersLoyalty: ({ context }, programme: CheckoutLoyaltyProgramme) =>
      programme.active && programme.branchContactIds.includes(context.submission.branchContactId),
    figuresSettled: and([
      stateIn('#checkout.figures.ready'),
      not(stateIn('#checkout.delivery.quoting')),
      not(stateIn('#checkout.delivery.quoteFailed')),
    ]),
  },
  actions: {
    changeField: assign({
      form: ({ context, event }) =>
        event.type === 'checkout.fieldChanged'
          ? { ...context.form, [event.field]: event.value }
          : context.form,
    }),
    // a known customer's name fills the field, unless the diner already wrote one; whether the phone has
    // ordered before is the server's answer (POST /api/order checks it again)
    takeCustomer: assign({
      form: ({ context, event }) =>
        event.type === 'phone.customerLoaded' && event.customer.name && !context.form.customerName
          ? { ...context.form, customerName: event.customer.name }
          : context.form,
      firstPurchase: ({ event }) =>
        event.type === 'phone.customerLoaded' ? event.customer.firstPurchase !== false : true,
    }),
    // another phone is another customer: until the look-up answers, nothing is known against it
    forgetCustomer: assign({ firstPurchase: true }),
    redeemPoints: assign({
      loyaltyPoints: ({ context, event }) =>
        event.type === 'loyalty.pointsRedeemed' ? event.points : context.loyaltyPoints,
    }),
    takeProgramme: assign((_, programme: CheckoutLoyaltyProgramme) => ({ programme })),
    // another phone, or its look-up's balance: the loyalty section starts over for that customer
    readPhone: enqueueActions(({ context, enqueue }, facts: CheckoutContext['contact'] | null) => {
      if (!facts || same(facts, context.contact)) return
      enqueue.assign({ contact: facts })
      // (the section's child runs once the programme is known to be offered here)
      const customerChanged =
        phoneKeyOf(facts) !== phoneKeyOf(context.contact) || facts.balance !== context.contact.balance
      if (customerChanged && context.programme)
        enqueue.sendTo('loyalty', {
          type: 'loyalty.customerChanged',
          phone: phoneKeyOf(facts),
          balance: facts.balance,
        })
    }),
    readSchedule: enqueueActions(({ context, enqueue }, facts: CheckoutScheduleFacts | null) => {
      if (facts && !same(facts, context.scheduleChoice)) enqueue.assign({ scheduleChoice: facts })
    }),
    readCode: enqueueActions(({ context, enqueue }, code: CodeDiscount | null | undefined) => {
      if (code === undefined || same(code, context.appliedCode)) return
      enqueue.assign({ appliedCode: code })
      // the loyalty section's limits follow the order's amount before points
      if (context.programme) enqueue.sendTo('loyalty', loyaltyOrderChanged({ ...context, appliedCode: code }))
    }),
    takeFigures: assign((_, figures: CheckoutFigures) => ({ figures })),
    givePartnerBenefit: enqueueActions(({ context, enqueue }) => {
      const benefit = context.figures?.partnerBenefit
      if (benefit) enqueue.sendTo('discount', { type: 'discount.externalBenefitReceived', benefit })
    }),
    takeAddress: assign({
      address: ({ context, event }) => {
        const found =
          event.type === 'checkout.addressChosen'
            ? event.address
            : event.type === 'address.confirmed'
              ? checkoutAddressOf(event.address)
              : null
        if (!found) return context.address
        // what the diner wrote about the old address stays with the new one
        return {
          ...found,
          betweenStreets: context.address?.betweenStreets || found.betweenStreets,
          details: context.address?.details || found.details,
        }
      },
      quote: null,
    }),
    takeAddressNotes: assign({
      address: ({ context, event }) =>
        event.type === 'checkout.addressNotesChanged' && context.address
          ? { ...context.address, betweenStreets: event.betweenStreets, details: event.details }
          : context.address,
    }),
    takeQuote: assign((_, quote: DeliveryQuote) => ({ quote })),
    // a figure of the total changed: the code's conditions and the loyalty limits read it again
    tellPrices: enqueueActions(({ context, enqueue }) => {
      enqueue.sendTo('discount', { type: 'discount.cartChanged', cart: discountCart(context) })
      if (context.programme) enqueue.sendTo('loyalty', loyaltyOrderChanged(context))
    }),
    requestPaymentChange: sendTo('discount', ({ event }) => ({
      type: 'discount.paymentChangeRequested' as const,
      paymentId: event.type === 'checkout.paymentChosen' ? event.paymentId : 0,
    })),
    changePayment: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'discount.paymentChanged') return
      enqueue.assign({ paymentTypeId: event.paymentId })
      if (isPaymentCard(context, event.paymentId)) enqueue.sendTo('card', { type: 'card.started' })
    }),
    startCard: sendTo('card', { type: 'card.started' }),
    loadSchedule: sendTo('schedule', ({ context }) => ({
      type: 'schedule.loadRequested' as const,
      orderModeId: context.orderModeId,
      canOrderNow: context.scheduling.canOrderNow,
      now: context.scheduling.now,
    })),
    typeLinkCode: enqueueActions(({ context, enqueue }) => {
      if (context.linkCode)
        enqueue.sendTo('discount', { type: 'discount.codeChanged', code: context.linkCode })
    }),
    tickSchedule: sendTo('schedule', ({ event }) => ({
      type: 'schedule.clockTicked' as const,
      now: event.type === 'checkout.clockTicked' ? event.now : Date.now(),
    })),
    clearCodeForPhone: sendTo('discount', { type: 'discount.phoneChanged' }),
    clearCodeForSchedule: sendTo('discount', { type: 'discount.scheduleChanged' }),
    // The address child searches in place: the checkout's own fields ask the between-streets after it.
    openAddressSearch: sendTo('address', {
      type: 'address.opened' as const,
      settings: { complexInputs: false, betweenStreetsRequired: false },
      mandatory: false,
    }),
    // a tapped suggestion is the address: chosen and confirmed at once (the child then closes)
    pickSuggestion: enqueueActions(({ event, enqueue }) => {
      if (event.type !== 'checkout.suggestionPicked') return
      enqueue.sendTo('address', { type: 'address.suggestionChosen', index: event.index })
      enqueue.sendTo('address', { type: 'address.submitted' })
    }),
    relayEdge: emit(({ event }) => event as Extract<CheckoutEvent, CheckoutEmitted>),
    reviseCart: enqueueActions(({ context, enqueue }, plates: readonly PlateForCart[]) => {
      const revision = revalidateCart(context.items, plates)
      enqueue.assign({ items: revision.items })
      const told = revalidationMessage(revision)
      if (told) enqueue.emit({ type: 'notify', level: 'info', message: told })
    }),
    // after a refused order the cart follows the menu quietly: the spec shows no details (2-checkout.md)
    reviseCartSilently: assign(({ context }, plates: readonly PlateForCart[]) => ({
      items: revalidateCart(context.items, plates).items,
    })),
    // the order is built here, from the context as it is once the cart was checked
    submit: enqueueActions(({ context, enqueue, system }) => {
      const snapshot = isPaymentCard(context, context.paymentTypeId) ? cardSnapshotOf(system) : null
      // the card's own fields mark what is missing; the submission reads whether it came out complete
      if (snapshot) enqueue.sendTo('card', { type: 'card.confirmed' })
      const built = orderRequestOf(context)
      const request: SubmissionRequest = {
        ...built,
        draft: { ...built.draft, cardComplete: snapshot ? isCardComplete(snapshot.context) : false },
        card: snapshot ? cardSubmissionOf(snapshot) : null,
      }
      enqueue.emit({ type: 'checkout.orderSubmitted', request })
      enqueue.sendTo('submission', { type: 'checkout.submitted', request })
    }),
    retryPayment: enqueueActions(({ enqueue, system }) => {
      const card = cardSnapshotOf(system)
      if (!card) return
      enqueue.sendTo('card', { type: 'card.confirmed' })
      enqueue.sendTo('submission', { type: 'checkout.paymentRetried', card: cardSubmissionOf(card) })
    }),
    pressDiscount: sendTo('discount', ({ context }) => {
      const key = phoneKeyOf(context.contact)
      return {
        type: 'discount.buttonPressed' as const,
        paymentId: context.paymentTypeId,
        phone: key ?? context.contact.phone,
        dataValid: key !== null,
      }
    }),
    payAtCounter: sendTo('submission', { type: 'checkout.payAtCounterChosen' }),
    takeHashes: assign((_, hashes: MenuHashes) => ({ hashes })),
    // The mode's own payments, default payment and scheduling; the regions start over on checkout.modeSwitched
    // (its figures, its delivery fee), the edge stores the cart's new mode.
    switchMode: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'orderMode.modeApplied') return
      const mode = context.modes.find((m) => m.id === event.mode.id)
      if (!mode) return
      const paymentTypes = mode.paymentTypes
        .filter((p) => p.active)
        .map(({ id, paymentMethod, upload }) => ({ id, paymentMethod, upload }))
      const paymentTypeId = event.paymentType?.id ?? paymentTypes[0]?.id ?? null
      const scheduling = {
        offered: mode.scheduledOrders !== 'NONE',
        canOrderNow: mode.scheduledOrders !== 'ONLY',
        now: Date.now(),
      }
      enqueue.assign({
        orderModeId: mode.id,
        mode: {
          type: mode.type,
          minDelayInMinutes: mode.minDelayInMinutes ?? null,
          maxDelayInMinutes: mode.maxDelayInMinutes ?? null,
        },
        delivery: mode.type === 'DELIVERY',
        paymentTypes,
        paymentTypeId,
        scheduling,
        figures: null,
        quote: null,
      })
      enqueue.raise({ type: 'checkout.modeSwitched' })
      // slots differ per mode: the new mode's schedule is loaded afresh, or the old choice goes
      enqueue.sendTo(
        'schedule',
        scheduling.offered
          ? {
              type: 'schedule.loadRequested',
              orderModeId: mode.id,
              canOrderNow: scheduling.canOrderNow,
              now: scheduling.now,
            }
          : { type: 'schedule.notOffered' },
      )
      if (isPaymentCard({ ...context, paymentTypes }, paymentTypeId))
        enqueue.sendTo('card', { type: 'card.started' })
      enqueue.emit(event)
    }),
    // a mode change clears the code; the new mode's figures bring back a partner's benefit if it applies
    clearCodeForMode: sendTo('discount', { type: 'discount.orderModeChanged' }),
  },
}).createMachine({
  id: 'checkout',
  context: ({ input }) => {
    const { savedAddress, code, ...rest } = input
    return {
      ...rest,
      linkCode: code,
      modes: input.modes ?? [],
      hashes: null,
      contact: {
        phone: input.phone.phone ?? '',
        country: input.phone.country ?? DEFAULT_PHONE_COUNTRY,
        optIn: DEFAULT_OPT_IN,
        balance: 0,
      },
      scheduleChoice: {
        loading: input.scheduling.offered,
        canOrderNow: input.scheduling.canOrderNow,
        scheduled: false,
        scheduledAt: null,
      },
      appliedCode: null,
      programme: null,
      loyaltyPoints: 0,
      firstPurchase: true,
      figures: null,
      // kept for a switch to delivery too
      address: savedAddress,
      quote: null,
    }
  },
  invoke: [
    {
      id: 'phone',
      systemId: 'phone',
      src: 'phoneLookup',
      input: ({ context }) => context.phone,
      onSnapshot: { actions: { type: 'readPhone', params: ({ event }) => phoneFactsOf(event.snapshot) } },
    },
    { id: 'address', systemId: 'address', src: 'address' },
    {
      id: 'discount',
      systemId: 'discount',
      src: 'discountCode',
      input: {},
      onSnapshot: { actions: { type: 'readCode', params: ({ event }) => codeOf(event.snapshot) } },
    },
    {
      id: 'schedule',
      systemId: 'schedule',
      src: 'schedule',
      onSnapshot: {
        actions: { type: 'readSchedule', params: ({ event }) => scheduleFactsOf(event.snapshot) },
      },
    },
    { id: 'card', systemId: 'card', src: 'cardProvider' },
    {
      id: 'submission',
      systemId: 'submission',
      src: 'submission',
      input: ({ context }) => context.submission,
    },
    { id: 'relay', src: 'relayChildren', input: { ids: CHILDREN } },
    { id: 'clock', src: 'clock' },
  ],
  entry: enqueueActions(({ context, enqueue, check }) => {
    enqueue('typeLinkCode')
    if (context.scheduling.offered) enqueue('loadSchedule')
    if (check('paysByCard')) enqueue('startCard')
    // the address given on the menu is quoted as if the diner had just chosen it
    if (context.delivery && context.address)
      enqueue.raise({ type: 'checkout.addressChosen', address: context.address })
    else if (context.delivery) enqueue('openAddressSearch')
  }),
  type: 'parallel',
  on: {
    'checkout.paymentChosen': { guard: 'isOtherPayment', actions: 'requestPaymentChange' },
    'discount.paymentChanged': { actions: ['changePayment', 'tellPrices'] },
    'phone.dependentsCleared': { actions: ['clearCodeForPhone', 'forgetCustomer', 'tellPrices'] },
    // effects for the edge
    'checkout.fieldChanged': { actions: 'changeField' },
    'loyalty.pointsRedeemed': { actions: 'redeemPoints' },
    'loyalty.rewardClaimed': { actions: 'relayEdge' },
    'checkout.discountPressed': { actions: 'pressDiscount' },
    'phone.customerLoaded': { actions: ['takeCustomer', 'tellPrices'] },
    notify: { actions: 'relayEdge' },
    'order.placed': { actions: 'relayEdge' },
    'order-code.store': { actions: 'relayEdge' },
    'console.notify': { actions: 'relayEdge' },
    'payment.orderRecorded': { actions: 'relayEdge' },
    'open-external': { actions: 'relayEdge' },
    navigate: { actions: 'relayEdge' },
    'schedule.switched': { actions: 'clearCodeForSchedule' },
    'checkout.clockTicked': { actions: 'tickSchedule' },
    'checkout.paymentRetried': { actions: 'retryPayment' },
    'checkout.payAtCounterChosen': { actions: 'payAtCounter' },
    'orderMode.modeApplied': { actions: 'switchMode' },
    'orderMode.discountCodeCleared': { actions: 'clearCodeForMode' },
    'orderMode.cartCleared': { actions: 'relayEdge' },
  },
  states: {
    figures: {
      initial: 'loading',
      // (no reenter: the region's source would be the parallel root, which would start every region over)
      on: {
        'checkout.modeSwitched': '.loading',
        // the order was refused with a list of errors: the page tells it failed (the edge), the figures are
        // read again (here) and the cart revised against the menu (order), then it can be sent again
        'checkout.revalidate': { target: '.loading', actions: 'relayEdge' },
      },
      states: {
        loading: {
          tags: ['figuresLoading'],
          invoke: {
            id: 'figures',
            src: 'fetchFigures',
            input: ({ context }) => ({
              orderModeId: context.orderModeId,
              orderModeType: context.modes.find((m) => m.id === context.orderModeId)?.type ?? null,
            }),
            onDone: {
              target: 'ready',
              actions: [
                { type: 'takeFigures', params: ({ event }) => event.output },
                'tellPrices',
                'givePartnerBenefit',
              ],
            },
            onError: 'failed',
          },
        },
        failed: {
          tags: ['figuresFailed'],
          on: { 'checkout.figuresRetried': 'loading' },
        },
        ready: {},
      },
    },
    delivery: {
      initial: 'noAddress',
      on: {
        'checkout.suggestionPicked': { actions: 'pickSuggestion' },
        'checkout.addressChangeRequested': { actions: 'openAddressSearch' },
        // a newer address re-enters 'quoting': the older quote is stopped, its answer never lands
        'address.confirmed': { guard: 'hasPoint', target: '.quoting', actions: 'takeAddress' },
        'checkout.addressChosen': { target: '.quoting', actions: 'takeAddress' },
        'checkout.addressNotesChanged': { actions: 'takeAddressNotes' },
        // another mode: a delivery one quotes the address again, any other needs none
        'checkout.modeSwitched': [
          { guard: 'deliversToAddress', target: '.quoting' },
          { guard: 'needsAddress', target: '.noAddress', actions: 'openAddressSearch' },
          { target: '.noAddress' },
        ],
      },
      states: {
        noAddress: {
          tags: ['addressMissing'],
        },
        quoting: {
          tags: ['feeQuoting'],
          invoke: {
            id: 'deliveryQuote',
            src: 'quoteDelivery',
            input: ({ context }) => ({ address: context.address as CheckoutAddress }),
            onDone: {
              target: 'quoted',
              actions: [{ type: 'takeQuote', params: ({ event }) => event.output }, 'tellPrices'],
            },
            onError: 'quoteFailed',
          },
        },
        quoteFailed: {
          tags: ['feeFailed'],
          on: { 'checkout.feeRetried': { guard: 'hasAddress', target: 'quoting' } },
        },
        quoted: {},
      },
    },
    order: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'checkout.submitPressed': { guard: 'figuresSettled', target: 'checkingCart' },
            'checkout.revalidate': 'revisingCart',
          },
        },
        // The cart against the menu as it is now: a plate gone or repriced is told before anything is sent.
        checkingCart: {
          tags: ['checkingCart'],
          invoke: {
            id: 'cartCheck',
            src: 'fetchMenuPlates',
            input: ({ context }) => ({ orderModeId: context.orderModeId }),
            onDone: [
              {
                guard: { type: 'cartChanged', params: ({ event }) => event.output },
                target: 'idle',
                actions: [{ type: 'reviseCart', params: ({ event }) => event.output }, 'tellPrices'],
              },
              { target: 'idle', actions: 'submit' },
            ],
            // the menu could not be read: the server still checks every line against it
            onError: { target: 'idle', actions: 'submit' },
          },
        },
        // A refused order's cart against the menu as it is now, silently (no details are shown); the
        // discount code is checked again against it. 'Realizar pedido' waits as for the check above.
        revisingCart: {
          tags: ['checkingCart'],
          invoke: {
            id: 'cartRevision',
            src: 'fetchMenuPlates',
            input: ({ context }) => ({ orderModeId: context.orderModeId }),
            onDone: {
              target: 'idle',
              actions: [{ type: 'reviseCartSilently', params: ({ event }) => event.output }, 'tellPrices'],
            },
            // the menu could not be read: the cart stays, the server checks it again on the next try
            onError: { target: 'idle', actions: 'tellPrices' },
          },
        },
      },
    },
    // The order-mode buttons (2-checkout.md §4): the order-mode-change machine, once the menu hashes tell
    // which modes share the cart's menu (a failed answer counts as other menus: it asks first).
    // Where the mode is fixed (no modes to switch among) the page shows no buttons and the edge asks nothing.
    modeSwitch: {
      initial: 'loading',
      states: {
        loading: {
          tags: ['modesLoading'],
          invoke: {
            id: 'menuHashes',
            src: 'fetchMenuHashes',
            input: ({ context }) => ({ orderModeIds: context.modes.map((m) => m.id) }),
            onDone: { target: 'ready', actions: { type: 'takeHashes', params: ({ event }) => event.output } },
            onError: 'ready',
          },
        },
        ready: {
          on: {
            'checkout.modeSelected': {
              actions: sendTo('modeChange', ({ event }) => ({
                type: 'orderMode.selected' as const,
                modeId: event.modeId,
              })),
            },
            'checkout.modeChangeAnswered': {
              actions: sendTo('modeChange', ({ event }) => ({
                type: event.confirmed ? ('orderMode.confirmed' as const) : ('orderMode.cancelled' as const),
              })),
            },
          },
          invoke: [
            {
              id: 'modeChange',
              src: 'orderModeChange',
              input: ({ context }) => ({
                alias: context.submission.alias,
                modes: context.modes.map(cartModeOf),
                hashes: context.hashes ?? {},
                currentModeId: context.orderModeId,
                cartItemCount: context.items.length,
                inPlace: true,
              }),
            },
            { id: 'modeRelay', src: 'relayChild', input: ({ self }) => ({ parent: self, id: 'modeChange' }) },
          ],
        },
      },
    },
    // The loyalty line and its modal (2-checkout.md §4), where the local's programme is offered: the child is
    // told the customer the phone look-up found and the order amount each figure of the total changes.
    loyalty: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            id: 'loyaltyProgramme',
            src: 'fetchLoyaltyProgramme',
            input: ({ context }) => ({ branchId: context.phone.branchId }),
            onDone: [
              {
                guard: { type: 'offersLoyalty', params: ({ event }) => event.output },
                target: 'on',
                actions: { type: 'takeProgramme', params: ({ event }) => event.output },
              },
              { target: 'off' },
            ],
            onError: 'off',
          },
        },
        off: {},
        on: {
          invoke: [
            {
              id: 'loyalty',
              systemId: 'loyalty',
              src: 'loyaltyRedemption',
              input: ({ context }) => loyaltyInputOf(context),
            },
            { id: 'loyaltyRelay', src: 'relayChild', input: ({ self }) => ({ parent: self, id: 'loyalty' }) },
          ],
        },
      },
    },
    discountDialog: {
      initial: 'closed',
      states: {
        closed: { on: { 'checkout.discountOpened': 'open' } },
        open: {
          tags: ['discountDialogOpen'],
          on: { 'checkout.discountClosed': 'closed', 'discount.dismissed': 'closed' },
        },
      },
    },
  },
})

export type CheckoutActor = ActorRefFrom<typeof checkoutMachine>

/** Whether the delivery quote lets the order go: the label the page shows comes from the same rule. */
export const availabilityOf = (snapshot: SnapshotFrom<typeof checkoutMachine>) =>
  snapshot.hasTag('feeQuoting') || snapshot.hasTag('addressMissing')
    ? ('computing' as const)
    : snapshot.hasTag('feeFailed')
      ? ('failed' as const)
      : snapshot.context.quote
        ? deliveryAvailabilityOf(snapshot.context.quote)
        : ('computing' as const)

/** The order-mode child, once the menu hashes are known. */
export const modeChangeOf = (snapshot: SnapshotFrom<typeof checkoutMachine>) => snapshot.children.modeChange
