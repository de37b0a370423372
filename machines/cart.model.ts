import type { AnyMachineSnapshot } from 'xstate'
import { type CartItem, itemCount, type PlateForCart } from '../domain/cart'
import { CART_TTL_MS, stampCart } from '../domain/cart-persistence'
import { type CartContext, cartMachine } from './cart.machine'
import { defineModel } from './graph/model'

const alias = 'pizzeria-demo-palermo'
const now = 1_750_000_000_000

export const flan: CartItem = {
  referenceId: 40,
  referenceType: 'PLATE',
  name: 'Flan Casero',
  notes: '',
  quantity: 1,
  price: 4500,
  originalPrice: 4500,
  priceWithoutModifiers: 4500,
  sizeId: null,
  categoryId: 6,
  categoryShowName: 'Postres',
  plate: { id: 40, name: 'Flan Casero', showName: null },
  discount: null,
  source: 'MENU',
  maxQuantity: 2,
  upsell: false,
  extras: [],
}

export const burger: CartItem = {
  ...flan,
  referenceId: 30,
  name: 'Hamburguesa Completa',
  price: 12000,
  originalPrice: 12000,
  priceWithoutModifiers: 11000,
  categoryId: 3,
  categoryShowName: 'Hamburguesas',
  plate: { id: 30, name: 'Hamburguesa Completa', showName: null },
  maxQuantity: null,
  extras: [
    {
      groupId: 7,
      groupName: 'Extras',
      minGarnishAmount: 0,
      maxGarnishAmount: 3,
      multipleSelection: true,
      mandatory: false,
      groupItems: [{ referenceId: 71, referenceType: 'GARNISH', name: 'Cheddar', price: 1000, quantity: 1 }],
    },
  ],
}

const flanPlate: PlateForCart = {
  id: 40,
  name: 'Flan Casero',
  showName: null,
  price: 4500,
  sizes: [],
  garnishGroups: [],
  maxQuantity: 2,
  category: { id: 6, showName: 'Postres' },
}

const burgerPlate = (cheddar: number): PlateForCart => ({
  id: 30,
  name: 'Hamburguesa Completa',
  showName: null,
  price: 11000,
  sizes: [],
  garnishGroups: [
    {
      id: 7,
      name: 'Extras',
      mandatory: false,
      multipleSelection: true,
      minGarnishAmount: 0,
      maxGarnishAmount: 3,
      garnishes: [{ id: 71, name: 'Cheddar', price: cheddar, visible: true }],
    },
  ],
  maxQuantity: null,
  category: { id: 3, showName: 'Hamburguesas' },
})

/** the menu the fixtures were built from */
export const sameMenu = { hash: 'menu-a', plates: [flanPlate, burgerPlate(1000)] }
/** a later menu: the flan is gone and cheddar costs more */
export const changedMenu = { hash: 'menu-b', plates: [burgerPlate(1200)] }

const firstQuantity = (snapshot: AnyMachineSnapshot) =>
  (snapshot.context as CartContext).items[0]?.quantity ?? 1

const savedCart = { items: [burger], mode: { id: 1, type: 'DELIVERY' as const }, paymentType: null }

export const cartModel = defineModel({
  name: 'cart',
  description:
    'The cart of one local: restored from storage only for the same alias before it expires, then add ' +
    '(equal lines merge), change quantities (0 removes, over the cap is refused), delete and clear.',
  machine: cartMachine,
  input: { alias, now },
  events: (snapshot: AnyMachineSnapshot) => [
    { type: 'xstate.done.actor.loadCart', output: stampCart(savedCart, alias, now - 1000) },
    {
      type: 'xstate.done.actor.loadCart',
      output: stampCart(savedCart, 'pizzeria-demo-belgrano', now - 1000),
    },
    { type: 'xstate.done.actor.loadCart', output: stampCart(savedCart, alias, now - CART_TTL_MS) },
    { type: 'xstate.error.actor.loadCart', error: { message: 'storage unavailable' } },
    // tampered: a line whose price is text
    {
      type: 'xstate.done.actor.loadCart',
      output: { alias, expiresAt: now + 1000, cart: { items: [{ ...burger, price: 'gratis' }] } },
    },
    { type: 'cart.menuLoaded', menu: sameMenu },
    { type: 'cart.menuLoaded', menu: changedMenu },
    { type: 'cart.itemAdded', item: flan },
    // one less and one more of the first line, as its '−' and '+' ask (one at 0 goes; a flan over its cap
    // of 2 is refused)
    { type: 'cart.quantityChanged', index: 0, quantity: firstQuantity(snapshot) - 1 },
    { type: 'cart.quantityChanged', index: 0, quantity: firstQuantity(snapshot) + 1 },
    { type: 'cart.itemRemoved', index: 0 },
    { type: 'cart.cleared' },
    {
      type: 'cart.modeSelected',
      mode: { id: 2, type: 'TAKE_AWAY' },
      paymentType: { id: 5, paymentMethod: 'CASH', upload: 'APP' },
    },
    { type: 'cart.paymentTypeSelected', paymentType: { id: 6, paymentMethod: 'ONLINE_CARD', upload: 'APP' } },
    { type: 'cart.refilled', items: [flan], mode: { id: 1, type: 'DELIVERY' } },
  ],
  // a couple of units meet every rule; more, or choices of mode and payment, would only repeat them
  stopWhen: (snapshot: AnyMachineSnapshot) =>
    itemCount(snapshot.context.items) > 2 ||
    snapshot.context.paymentType !== null ||
    snapshot.context.mode?.type === 'TAKE_AWAY' ||
    // a checked menu is a one-off step: what follows it is what follows any cart
    snapshot.context.menuHash !== null,
})
