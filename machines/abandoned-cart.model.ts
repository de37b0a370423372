import type { CartOnHide, RecoveryLink } from '../domain/abandoned-cart'
import type { CartItem } from '../domain/cart'
import { abandonedCartMachine } from './abandoned-cart.machine'
import { defineModel } from './graph/model'

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
  plate: null,
  discount: null,
  source: null,
  maxQuantity: 2,
  upsell: false,
  extras: [],
}

export const cartWithPhone: CartOnHide = {
  phone: '+541123456789',
  email: 'cliente@demo.com',
  items: [flan],
  branchId: 1,
  branchContactId: 10,
  orderModeId: 100,
}

export const recoveryLink: RecoveryLink = {
  abandoned: true,
  phone: '+541123456789',
  branchContactId: 10,
  orderModeIds: [100, 101],
}

export const abandonedCartModel = defineModel({
  name: 'abandoned-cart',
  description:
    'Abandoned cart: hiding the page with a stored phone and items reports the cart, showing it again cancels; a recovery link refills the cart and opens the cart page, or logs Cart not found.',
  machine: abandonedCartMachine,
  input: { alias: 'pizzeria-demo-palermo' },
  events: [
    { type: 'page.hidden', cart: cartWithPhone },
    { type: 'page.hidden', cart: { ...cartWithPhone, phone: null } },
    { type: 'page.hidden', cart: { ...cartWithPhone, items: [] } },
    { type: 'xstate.error.actor.reportAbandonedCart', error: { status: 500 } },
    { type: 'xstate.error.actor.finishReport', error: { status: 500 } },
    { type: 'xstate.error.actor.cancelAbandonedCart', error: { status: 500 } },
    { type: 'recovery.linkOpened', link: recoveryLink },
    { type: 'recovery.linkOpened', link: { ...recoveryLink, phone: null } },
    { type: 'xstate.done.actor.fetchRecoveryCart', output: { orderModeId: 101, items: [flan] } },
    { type: 'xstate.done.actor.fetchRecoveryCart', output: { orderModeId: 999, items: [flan] } },
    { type: 'xstate.done.actor.fetchRecoveryCart', output: null },
    { type: 'xstate.error.actor.fetchRecoveryCart', error: { status: 404 } },
  ],
})
