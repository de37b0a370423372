import type { AnyEventObject, AnyMachineSnapshot } from 'xstate'
import { buildCartItem } from '../../../domain/cart'
import { CART_STORAGE_KEY, stampCart } from '../../../domain/cart-persistence'
import { message } from '../../../domain/message'
import type { OrderModeChangeContext } from '../../../machines/order-mode-change.machine'
import { plateForCart } from '../../../src/features/menu/lib/plate-for-cart'
import { servedPlate } from '../served-menu'
import type { UiMap } from '../ui-map'
import { otherTabDiscardsCart, userLocation } from './cart'

const PALERMO = 'pizzeria-demo-palermo'
/** the tabs' names: the demo tenant's showName of each of Palermo's modes */
const TAB: Record<string, string> = { DELIVERY: 'Delivery', TAKE_AWAY: 'Take Away', TABLE: 'En el salón' }

/** The model's cart: two lines (a flan, a large Muzzarella) of Palermo's delivery, from the served menu. */
async function twoLinesForDelivery(origin: string) {
  const flan = await servedPlate(origin, PALERMO, 'DELIVERY', 'Flan Casero')
  const pizza = await servedPlate(origin, PALERMO, 'DELIVERY', 'Pizza Muzzarella')
  const grande = pizza.plate.sizes?.find((s) => s.name === 'Grande')
  const line = (served: typeof flan, sizeId: number | null) =>
    buildCartItem(plateForCart(served.plate, served.category), {
      sizeId,
      selection: {},
      notes: '',
      quantity: 1,
      source: 'MENU',
    })
  const cart = {
    items: [line(flan, null), line(pizza, grande?.id ?? null)],
    mode: { id: flan.modeId, type: 'DELIVERY' as const },
    paymentType: null,
  }
  return { userLocation, [CART_STORAGE_KEY]: stampCart(cart, PALERMO, Date.now()) }
}

const tabOf = (from: AnyMachineSnapshot, event: AnyEventObject) => {
  const mode = (from.context as OrderModeChangeContext).modes.find((m) => m.id === event.modeId)
  return { role: 'link', name: TAB[mode?.type ?? ''] ?? '' } as const
}
const viewOrder = { role: 'link', name: message('storefront.viewOrder'), prefix: true } as const

/**
 * The mode tabs of Palermo's menu, with the model's two-line delivery cart on the device; and the branch
 * page's locals, where leaving for another local with that cart asks first.
 */
export const orderModeChangeMap: UiMap = {
  machine: 'order-mode-change',
  where:
    "Las pestañas de modo del menú de Palermo (y los locales de 'Pizzería Demo'), con un pedido de Delivery",
  url: `/menu/${PALERMO}/delivery`,
  setup: [{ reopen: 'un pedido de Delivery con dos platos', seed: twoLinesForDelivery }],
  events: [
    {
      event: 'orderMode.selected',
      match: { modeId: 99 },
      unreachable: 'the tabs offer only the modes the local offers: no tab leads to a mode it does not',
    },
    { event: 'orderMode.selected', cause: [{ tapAt: tabOf }] },
    {
      event: 'orderMode.cartChanged',
      match: { itemCount: 0 },
      cause: [otherTabDiscardsCart],
      unreachableWhen: [
        {
          in: 'orderModeChange.confirmingLocalChange',
          reason:
            'the branch page’s locals do not follow the stored cart (features/landing/components/local-change.tsx): only the menu’s tabs hear another tab',
        },
      ],
    },
    {
      event: 'orderMode.cartChanged',
      match: { itemCount: 2 },
      unreachable:
        'the page sends the stored line count after every write of the cart: two lines come one add at a time (1, then 2), never from none in one step, and with two already it changes nothing; the transition is caused by another tab’s discard (0)',
    },
    {
      event: 'orderMode.localChangeRequested',
      match: { alias: 'pizzeria-demo-belgrano' },
      cause: [
        { open: '/pizzeria-demo' },
        { tap: { role: 'link', name: 'Pizzería Demo Belgrano', prefix: true } },
      ],
    },
    {
      event: 'orderMode.localChangeRequested',
      match: { alias: PALERMO },
      cause: [
        { open: '/pizzeria-demo' },
        { tap: { role: 'link', name: 'Pizzería Demo Palermo', prefix: true } },
      ],
    },
    { event: 'orderMode.confirmed', cause: [{ tap: { role: 'button', name: message('common.continue') } }] },
    { event: 'orderMode.cancelled', cause: [{ tap: { role: 'button', name: message('common.cancel') } }] },
  ],
  states: {
    orderModeChange: [
      // a discarded cart leaves no 'Ver mi pedido' on the menu
      { when: { context: 'cartItemCount' }, is: 0, checks: [{ gone: viewOrder }] },
    ],
    'orderModeChange.idle': [{ gone: { role: 'alertdialog' } }],
    'orderModeChange.confirmingModeChange': [
      { see: { role: 'alertdialog', name: message('cart.discardTitle') } },
    ],
    'orderModeChange.confirmingLocalChange': [
      { see: { role: 'alertdialog', name: message('cart.changeLocalTitle') } },
    ],
  },
}
