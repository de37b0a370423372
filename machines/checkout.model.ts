import { type AnyMachineSnapshot, createActor } from 'xstate'
import type { Address } from '../domain/address'
import type { PlateForCart } from '../domain/cart'
import type { DeliveryQuote } from '../domain/checkout-validation'
import type { CodeDiscount } from '../domain/discount-code'
import { DEFAULT_MONEY_FORMAT } from '../domain/money'
import type { CheckoutAddress } from '../domain/order-payload'
import { flan } from './cart.model'
import {
  type CheckoutFigures,
  type CheckoutInput,
  type CheckoutLoyaltyProgramme,
  checkoutMachine,
} from './checkout.machine'
import { discountCodeMachine } from './discount-code.machine'
import { defineModel } from './graph/model'
import { phoneLookupMachine } from './phone-lookup.machine'
import { scheduleMachine } from './schedule.machine'

export const santaFe: CheckoutAddress = {
  fullAddress: 'Av. Santa Fe 3500, C1425 Palermo, CABA, Argentina',
  street: 'Av. Santa Fe',
  city: 'Palermo',
  locality: 'CABA',
  lat: -34.5866,
  lng: -58.4136,
  betweenStreets: '',
  details: '',
}

/** The same address as the address child confirms it (the suggestion chosen, nothing typed after it). */
export const santaFeConfirmed: Address = {
  direccion: 'Av. Santa Fe 3500',
  postalCode: 'C1425',
  city: 'Palermo',
  province: 'CABA',
  entrecalles: '',
  aclaraciones: '',
  formatted_address: 'Av. Santa Fe 3500, C1425, Palermo, CABA',
  lat: -34.5866,
  lng: -58.4136,
}

export const palermoFigures: CheckoutFigures = {
  serviceFee: { userFee: 200, percentageUserFee: 0 },
  generalDiscounts: [],
  generalSurcharges: [],
  menuDiscounts: [],
  partnerBenefit: null,
}

/** The Flan Casero as the menu offers it now, and the same plate repriced since the cart was filled. */
export const flanPlate: PlateForCart = {
  id: 40,
  name: 'Flan Casero',
  showName: null,
  price: 4500,
  sizes: [],
  garnishGroups: [],
  maxQuantity: 2,
  category: { id: 6, showName: 'Postres' },
}
const repricedFlan: PlateForCart = { ...flanPlate, price: 5000 }

export const inZone: DeliveryQuote = { inZone: true, deliveryFee: 1500, minimumOrderAmount: 8000 }

export const checkoutInput: CheckoutInput = {
  form: {
    customerName: '',
    customerEmail: '',
    customerDocument: '',
    tableNumber: '',
    notes: '',
    paysWith: '',
  },
  orderModeId: 1,
  mode: { type: 'DELIVERY', minDelayInMinutes: 30, maxDelayInMinutes: 45 },
  delivery: true,
  savedAddress: null,
  items: [flan],
  paymentTypes: [
    { id: 1, paymentMethod: 'CASH', upload: 'APP' },
    { id: 2, paymentMethod: 'ONLINE_CARD', upload: 'API' },
  ],
  paymentTypeId: 1,
  scheduling: { offered: false, canOrderNow: true, now: 0 },
  phone: { branchId: 1 },
  submission: {
    alias: 'pizzeria-demo-palermo',
    branchContactId: 1,
    whatsAppPhone: '',
    invalidCustomRedirect: false,
  },
  code: null,
  page: {
    onSite: false,
    mandatoryEmail: false,
    betweenStreetsRequired: false,
    consoleActive: true,
    kiosk: false,
    link: {},
    money: DEFAULT_MONEY_FORMAT,
  },
  rewardId: null,
  // delivery and take-away show the same menu here (the hashes say so): a switch keeps the cart
  modes: [
    {
      id: 1,
      type: 'DELIVERY',
      scheduledOrders: 'NONE',
      paymentTypes: [
        { id: 1, paymentMethod: 'CASH', active: true, upload: 'APP' },
        { id: 2, paymentMethod: 'ONLINE_CARD', active: true, upload: 'API' },
      ],
    },
    {
      id: 5,
      type: 'TAKE_AWAY',
      scheduledOrders: 'NONE',
      paymentTypes: [{ id: 1, paymentMethod: 'CASH', active: true, upload: 'APP' }],
    },
  ],
}

export const clubProgramme: CheckoutLoyaltyProgramme = {
  active: true,
  name: 'Puntos Demo',
  orderPercentage: 10,
  minRedeemedPoints: 100,
  maxRedeemedPoints: 5000,
  maxRedeemedPercentage: 50,
  branchContactIds: [1],
}

export const welcomeCode: CodeDiscount = { id: 9, code: 'BIENVENIDA', type: 'FIXED', value: 500 }
export const SLOT = '2025-03-04T12:30:00.000-03:00'

// What the children report (onSnapshot), as their own machines hold it: a typed phone that opted out, a
// chosen slot, an applied code that counts. The replay holds the children themselves, so these stand in.
const phoneTyped = phoneLookupMachine.resolveState({
  value: 'known',
  context: {
    ...createActor(phoneLookupMachine, { input: { branchId: 1 } }).getSnapshot().context,
    phone: '11 2345-6789',
    optIn: false,
  },
})
const slotChosen = scheduleMachine.resolveState({
  value: { ready: { scheduled: 'chosen' } },
  context: {
    ...createActor(scheduleMachine).getSnapshot().context,
    orderModeId: 1,
    selection: { date: '2025-03-04', time: '12:30' },
    scheduledAt: SLOT,
  },
})
const codeCounts = discountCodeMachine.resolveState({
  value: { success: 'allowed' },
  context: {
    ...createActor(discountCodeMachine, { input: {} }).getSnapshot().context,
    code: welcomeCode.code,
    applied: welcomeCode,
    amount: 500,
  },
})

/** A child reported something, points were redeemed or the loyalty programme answered. */
function toldSomething(snapshot: AnyMachineSnapshot) {
  const { context } = snapshot
  return (
    context.contact.phone !== '' ||
    context.scheduleChoice.scheduled ||
    context.appliedCode !== null ||
    context.loyaltyPoints > 0 ||
    !snapshot.matches({ loyalty: 'loading' })
  )
}

export const checkoutModel = defineModel({
  name: 'checkout',
  description:
    "Checkout page: every figure of the total fetched (retry on failure), the delivery fee quoted for the address (a newer one cancels the older), 'Realizar pedido' only once the figures are known, and the children wired.",
  machine: checkoutMachine,
  input: checkoutInput,
  events: (snapshot: AnyMachineSnapshot) => [
    { type: 'xstate.done.actor.figures', output: palermoFigures },
    { type: 'xstate.error.actor.figures', error: { status: 500 } },
    { type: 'checkout.figuresRetried' },
    { type: 'xstate.done.actor.menuHashes', output: { 1: 'carta', 5: 'carta' } },
    { type: 'xstate.error.actor.menuHashes', error: { status: 503 } },
    // what the order-mode child emits once the diner picked the other mode (it keeps the cart)
    {
      type: 'orderMode.modeApplied',
      mode: snapshot.context.orderModeId === 1 ? { id: 5, type: 'TAKE_AWAY' } : { id: 1, type: 'DELIVERY' },
      paymentType: { id: 1, paymentMethod: 'CASH', upload: 'APP' },
    },
    // what the address child emits once the diner tapped a suggestion; one without a point is not quoted
    { type: 'address.confirmed', address: santaFeConfirmed },
    { type: 'address.confirmed', address: { ...santaFeConfirmed, lat: null, lng: null } },
    { type: 'checkout.addressChosen', address: santaFe },
    { type: 'xstate.done.actor.deliveryQuote', output: inZone },
    { type: 'xstate.error.actor.deliveryQuote', error: { status: 500 } },
    { type: 'checkout.feeRetried' },
    { type: 'checkout.paymentChosen', paymentId: snapshot.context.paymentTypeId === 1 ? 2 : 1 },
    { type: 'discount.paymentChanged', paymentId: snapshot.context.paymentTypeId === 1 ? 2 : 1 },
    { type: 'checkout.discountOpened' },
    { type: 'checkout.discountClosed' },
    { type: 'checkout.discountPressed' },
    { type: 'loyalty.pointsRedeemed', points: snapshot.context.loyaltyPoints ? 0 : 500, amount: 500 },
    { type: 'discount.dismissed' },
    { type: 'checkout.submitPressed' },
    { type: 'xstate.snapshot.phone', snapshot: phoneTyped },
    { type: 'xstate.snapshot.schedule', snapshot: slotChosen },
    { type: 'xstate.snapshot.discount', snapshot: codeCounts },
    { type: 'xstate.done.actor.loyaltyProgramme', output: clubProgramme },
    { type: 'xstate.done.actor.loyaltyProgramme', output: { ...clubProgramme, active: false } },
    { type: 'xstate.error.actor.loyaltyProgramme', error: { status: 503 } },
    { type: 'xstate.done.actor.cartCheck', output: [flanPlate] },
    { type: 'xstate.done.actor.cartCheck', output: [repricedFlan] },
    { type: 'xstate.error.actor.cartCheck', error: { status: 503 } },
    // what the submission child emits when the server refused the order with a list of errors
    { type: 'checkout.revalidate', errors: [{ type: 'DISCOUNT_EXPIRED' }] },
    { type: 'xstate.done.actor.cartRevision', output: [repricedFlan] },
    { type: 'xstate.error.actor.cartRevision', error: { status: 503 } },
    { type: 'checkout.clockTicked', now: 60_000 },
    {
      type: 'phone.customerLoaded',
      customer: {
        phone: '1123456789',
        name: 'Cliente Demo',
        optIn: true,
        addressesRegistered: [],
        loyaltyPointsBalance: 0,
      },
    },
    {
      type: 'checkout.fieldChanged',
      field: 'customerName',
      value: snapshot.context.form.customerName ? '' : 'Ana',
    },
  ],
  // The regions are explored one at a time from a quiet state of the others, not in every combination:
  // the figures from the start; the address step once the figures are known; the payment and the
  // code's dialog with no quote on its way. The order button is tried everywhere.
  canTake: (snapshot, event) => {
    const quiet = (region: string) => {
      const value = (snapshot.value as Record<string, string>)[region]
      return region === 'delivery' ? value === 'noAddress' || value === 'quoted' : value === 'closed'
    }
    const payingCash = snapshot.context.paymentTypeId === 1
    // a cart being checked only waits for the check; a repriced one is only sent again
    if (snapshot.matches({ order: 'checkingCart' })) return event.type.includes('cartCheck')
    // a refused order's cart only waits for its revision
    if (snapshot.matches({ order: 'revisingCart' })) return event.type.includes('cartRevision')
    // What a child reports (the phone, a slot, a code, redeemed points) and the loyalty programme are each
    // told once, from a quiet page with nothing else told, and then the order is sent: its body carries it.
    const sending = event.type === 'checkout.submitPressed' || event.type.includes('cartCheck')
    if (toldSomething(snapshot)) return sending
    if (/^xstate\.snapshot\.|^loyalty\.|loyaltyProgramme$/.test(event.type))
      return (
        snapshot.matches({ figures: 'ready', delivery: 'noAddress', modeSwitch: 'loading', order: 'idle' }) &&
        quiet('discountDialog') &&
        payingCash &&
        snapshot.context.form.customerName === '' &&
        snapshot.context.items[0]?.price === flanPlate.price
      )
    if (event.type === 'checkout.revalidate')
      return snapshot.matches({ order: 'idle' }) && payingCash && quiet('discountDialog') && quiet('delivery')
    if (snapshot.context.items[0]?.price !== flanPlate.price)
      return event.type.startsWith('checkout.submit') || event.type.includes('cartCheck')
    // a typed name is tried once, then put back
    if (snapshot.context.form.customerName !== '')
      return event.type === 'checkout.fieldChanged' || event.type === 'checkout.submitPressed'
    // another mode is explored for its figures, its order and the way back only
    if (snapshot.context.orderModeId !== 1 && !/figures|orderMode|submit|cartCheck/.test(event.type))
      return false
    if (event.type.includes('figures')) return quiet('delivery') && quiet('discountDialog') && payingCash
    // the mode buttons once the figures are known, from a quiet page, on a cart still to send
    if (event.type.includes('menuHashes') || event.type.startsWith('orderMode.'))
      return (
        snapshot.matches({ figures: 'ready', order: 'idle' }) &&
        quiet('delivery') &&
        quiet('discountDialog') &&
        payingCash &&
        (!event.type.startsWith('orderMode.') || snapshot.matches({ modeSwitch: 'ready' }))
      )
    if (event.type.startsWith('checkout.submit') || event.type.includes('cartCheck'))
      return payingCash && quiet('discountDialog')
    const figuresReady = snapshot.matches({ figures: 'ready' })
    if (/address|deliveryQuote|fee/i.test(event.type))
      return figuresReady && quiet('discountDialog') && payingCash
    return figuresReady && quiet('delivery')
  },
  // the figures, the address step, the payment and what the order carries, not every field of every answer
  serializeState: (snapshot) =>
    JSON.stringify([
      snapshot.value,
      snapshot.context.contact,
      snapshot.context.scheduleChoice,
      snapshot.context.appliedCode?.code,
      snapshot.context.loyaltyPoints,
      snapshot.context.paymentTypeId,
      snapshot.context.orderModeId,
      snapshot.context.figures !== null,
      snapshot.context.address !== null,
      snapshot.context.quote !== null,
      snapshot.context.form.customerName,
      snapshot.context.items[0]?.price,
    ]),
})
