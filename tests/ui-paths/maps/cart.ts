import type { AnyEventObject, AnyMachineSnapshot } from 'xstate'
import { buildCartItem, type CartItem, itemsSubtotal, lineTotal } from '../../../domain/cart'
import { CART_STORAGE_KEY, CART_TTL_MS, stampCart } from '../../../domain/cart-persistence'
import { message } from '../../../domain/message'
import { formatMoney } from '../../../domain/money'
import type { CartContext } from '../../../machines/cart.machine'
import { plateForCart } from '../../../src/features/menu/lib/plate-for-cart'
import { servedPlate } from '../served-menu'
import { type Check, render, type UiMap } from '../ui-map'

const PALERMO = 'pizzeria-demo-palermo'
/** 'Av. Santa Fe 3500', inside Palermo's zone: the delivery menu opens without asking for an address */
export const userLocation = { fullAddress: 'Av. Santa Fe 3500', lat: -34.5866, lng: -58.4136, geocoded: true }

/**
 * The model's stored cart (machines/cart.model.ts) on the real menu: a 'Hamburguesa Completa' with
 * Cheddar in Palermo's delivery, built from the menu the server answers as the diner builds it.
 */
async function burgerOnTheMenu(origin: string) {
  const { plate, category, modeId } = await servedPlate(origin, PALERMO, 'DELIVERY', 'Hamburguesa Completa')
  const extras = plate.garnishGroups.find((g) => g.name === 'Extras')
  const cheddar = extras?.garnishes.find((g) => g.name === 'Cheddar')
  if (!extras || !cheddar) throw new Error('no Hamburguesa Completa with Cheddar')
  const item = buildCartItem(plateForCart(plate, category), {
    sizeId: null,
    selection: { [String(extras.id)]: { [String(cheddar.id)]: 1 } },
    notes: '',
    quantity: 1,
    source: 'MENU',
  })
  return { item, mode: { id: modeId, type: 'DELIVERY' as const } }
}

/** Another tab of the storefront on the device discards the stored cart, as its order-mode change does. */
export const otherTabDiscardsCart = {
  otherTab: "En otra pestaña del dispositivo, descarta el pedido (cambia de modo y toca 'Continuar')",
  removes: CART_STORAGE_KEY,
} as const

const stored = (value: unknown) => ({ userLocation, [CART_STORAGE_KEY]: value })

const seedOf =
  (cart: (item: CartItem, mode: { id: number; type: 'DELIVERY' }) => unknown) => async (origin: string) => {
    const { item, mode } = await burgerOnTheMenu(origin)
    return stored(cart(item, mode))
  }

const fresh = seedOf((item, mode) =>
  stampCart({ items: [item], mode, paymentType: null }, PALERMO, Date.now()),
)

const emptyCart = { text: message('cart.emptyOrder') }
const decrease = { role: 'button', name: message('cart.decrease'), prefix: true } as const
const lineName = (from: AnyMachineSnapshot, event: AnyEventObject) =>
  (from.context as CartContext).items[event.index as number]?.name ?? ''
const lineButton =
  (key: 'cart.decrease' | 'cart.increase') => (from: AnyMachineSnapshot, event: AnyEventObject) =>
    ({ role: 'button', name: `${render(message(key))}: ${lineName(from, event)}` }) as const
const preview = `/menu/${PALERMO}/preview`

const itemsOf = (snapshot: AnyMachineSnapshot) => (snapshot.context as CartContext).items
const lineOf = (snapshot: AnyMachineSnapshot, name: string) =>
  itemsOf(snapshot).find((item) => item.name === name)

/** The model's plates (machines/cart.model.ts), each a line of its own when in the cart. */
const PLATES = ['Hamburguesa Completa', 'Flan Casero'] as const

/** Each line's quantity, as the context holds it: a '+' that adds two, or does nothing, shows here. */
const quantities: Check[] = PLATES.map(
  (name): Check => ({
    figure: { within: { row: name }, target: { role: 'status' } },
    is: (snapshot) => {
      const line = lineOf(snapshot, name)
      return line ? String(line.quantity) : null
    },
    what: `la cantidad de ${name}`,
  }),
)

/**
 * Each line's amount, the subtotal and the total (money as the demo's Argentina writes it). The demo's one
 * menu discount is on the Fugazzeta, none of the model's plates: no discount line shows, and the total is
 * the subtotal.
 */
const amounts: Check[] = [
  ...PLATES.map(
    (name): Check => ({
      figure: { within: { row: name }, target: { testId: 'line-total', says: 'el importe de la línea' } },
      is: (snapshot) => {
        const line = lineOf(snapshot, name)
        return line ? formatMoney(lineTotal(line)) : null
      },
      what: `el importe de ${name}`,
    }),
  ),
  {
    figure: { testId: 'cart-subtotal', says: 'el subtotal' },
    is: (snapshot) => formatMoney(itemsSubtotal(itemsOf(snapshot))),
    what: 'el subtotal',
  },
  { figure: { testId: 'cart-discounts', says: 'los descuentos' }, is: () => null, what: 'los descuentos' },
  {
    figure: { testId: 'cart-total', says: 'el total' },
    is: (snapshot) => formatMoney(itemsSubtotal(itemsOf(snapshot))),
    what: 'el total',
  },
]
const flanOnTheMenu = [
  { open: `/menu/${PALERMO}/delivery` },
  { tap: { role: 'link', name: 'Flan Casero', prefix: true } },
  { tap: { role: 'button', name: 'Agregar ', prefix: true } },
] as const

/**
 * 'Mi pedido' of Palermo, with what the device stored for the cart: the cart machine restores it (or drops
 * it), checks it against the menu, and follows the diner's changes on the page and on a plate's detail.
 */
export const cartMap: UiMap = {
  machine: 'cart',
  where: "'Mi pedido' del local Palermo, con o sin un pedido guardado en el dispositivo",
  url: preview,
  // the toasts: an add, a refused change, a cart rebuilt from the menu or dropped
  notices: true,
  events: [
    // the model's samples, told apart by what they hold (machines/cart.model.ts)
    {
      event: 'xstate.done.actor.loadCart',
      match: { output: { cart: { items: [{ price: 'gratis' }] } } },
      cause: [
        {
          reopen: 'un pedido cuyo precio es un texto',
          seed: seedOf((item, mode) => ({
            alias: PALERMO,
            expiresAt: Date.now() + CART_TTL_MS,
            cart: { items: [{ ...item, price: 'gratis' }], mode, paymentType: null },
          })),
        },
      ],
    },
    {
      event: 'xstate.done.actor.loadCart',
      match: { output: { alias: 'pizzeria-demo-belgrano' } },
      cause: [
        {
          reopen: 'un pedido del local Belgrano',
          seed: seedOf((item, mode) =>
            stampCart({ items: [item], mode, paymentType: null }, 'pizzeria-demo-belgrano', Date.now()),
          ),
        },
      ],
    },
    {
      event: 'xstate.done.actor.loadCart',
      // stamped CART_TTL_MS before the model's clock: it expires as the storefront opens
      match: { output: { expiresAt: 1_750_000_000_000 } },
      cause: [
        {
          reopen: 'un pedido de hace más de seis horas',
          seed: seedOf((item, mode) =>
            stampCart({ items: [item], mode, paymentType: null }, PALERMO, Date.now() - CART_TTL_MS),
          ),
        },
      ],
    },
    {
      event: 'xstate.done.actor.loadCart',
      match: { output: { alias: PALERMO } },
      cause: [{ reopen: 'una Hamburguesa Completa con Cheddar de hace un rato', seed: fresh }],
    },
    {
      event: 'xstate.error.actor.loadCart',
      unreachable:
        'the replay’s Chromium always lets the page read localStorage; a blocked storage (the machine starts an empty cart) is unit-tested in machines/cart.machine.test.ts',
    },
    // the page checks the cart against the menu as soon as both are there: the model's unchanged menu
    {
      event: 'cart.menuLoaded',
      match: { menu: { hash: 'menu-a' } },
      cause: [{ happens: 'Espera a que la página lea el menú' }],
    },
    // a menu whose prices moved since the cart was stored: the same burger stored with an older Cheddar price
    {
      event: 'cart.menuLoaded',
      match: { menu: { hash: 'menu-b' } },
      cause: [
        {
          reopen: 'la Hamburguesa Completa con el Cheddar a un precio viejo',
          seed: seedOf((item, mode) =>
            stampCart(
              {
                items: [
                  {
                    ...item,
                    price: item.price - 100,
                    extras: item.extras.map((group) => ({
                      ...group,
                      groupItems: group.groupItems.map((g) => ({ ...g, price: g.price - 100 })),
                    })),
                  },
                ],
                mode,
                paymentType: null,
              },
              PALERMO,
              Date.now(),
            ),
          ),
        },
      ],
    },
    {
      event: 'cart.itemAdded',
      unreachableIf: [
        {
          when: { context: 'quantities.40' },
          is: 2,
          reason:
            'with two flans (its cap) in the cart the plate page refuses a third itself, before the cart hears of it (the same toast, from plate-selection); the cart’s own refusal is a backstop',
        },
      ],
      cause: [
        ...flanOnTheMenu,
        { tap: { role: 'link', name: message('storefront.viewOrder'), prefix: true } },
      ],
    },
    // the model's lines are the demo menu's plates, named as on the screen: the tap is on the line the
    // event's index is
    {
      event: 'cart.quantityChanged',
      // the model asks one less or one more than the line has (machines/cart.model.ts): its '−' or '+'
      cause: [
        {
          tapAt: (from, event) =>
            lineButton(
              (event.quantity as number) > ((from.context as CartContext).items[event.index]?.quantity ?? 0)
                ? 'cart.increase'
                : 'cart.decrease',
            )(from, event),
        },
      ],
    },
    {
      event: 'cart.itemRemoved',
      cause: [
        {
          tapAt: (from, event) => ({
            role: 'button',
            name: message('cart.remove', { name: lineName(from, event) }),
          }),
        },
      ],
    },
    {
      event: 'cart.cleared',
      // the storefront follows another tab that discarded the stored cart (src/lib/cart.tsx): the page
      // itself has no control that clears it
      cause: [otherTabDiscardsCart],
    },
    // the page takes the mode of the menu the diner opens (CartMenuSync), with no payment yet: the model's
    // cash is the checkout's choice and changes nothing on these screens. The menu's own 'Ver mi pedido'
    // leads back: it shows only once the take-away menu is on screen, and the sync that takes the mode with
    // it (the app is ready before its route has read the menu: 'Mi pedido' opened by its address at once
    // could leave before the mode was taken, as on a server still cold)
    {
      event: 'cart.modeSelected',
      unreachableIf: [
        {
          when: { context: 'items.length' },
          is: 0,
          reason:
            'an empty cart is not stored, so its mode lasts only while its menu is open and no link leads from an empty menu to ‘Mi pedido’; a cart with lines shows the change (covered)',
        },
      ],
      cause: [
        { open: `/menu/${PALERMO}/take-away` },
        { tap: { role: 'link', name: message('storefront.viewOrder'), prefix: true } },
      ],
    },
    {
      event: 'cart.paymentTypeSelected',
      unreachable: 'no screen sends it: the checkout keeps the payment in its own machine',
    },
    {
      event: 'cart.refilled',
      unreachable:
        'the abandoned-cart link writes the recovered cart to storage before the local opens (features/engagement/recover-cart.ts): the cart restores it (loadCart), no screen sends refilled',
    },
    { event: 'xstate.after.addAnimation.cart.ready.animating', cause: [{ happens: 'Espera un instante' }] },
  ],
  states: {
    cart: [{ see: { role: 'heading', name: message('storefront.myOrder') } }],
    // the page reads storage as it opens: this passes before a person could look
    'cart.restoring': [],
    'cart.ready': [
      {
        when: { context: 'mode.type' },
        is: 'TAKE_AWAY',
        checks: [
          // the demo tenant names Palermo's take-away 'Take Away' (its showName)
          { see: { text: message('cart.orderMode', { mode: 'Take Away' }) } },
        ],
      },
      {
        when: { context: 'items.length' },
        is: 0,
        checks: [{ see: emptyCart }],
        otherwise: [
          { gone: emptyCart },
          { see: decrease },
          ...quantities,
          // the menu-b path's stored burger has an older Cheddar price than the served menu, which the cart
          // takes (its Cheddar is the served 1000, the model's menu-b 1200): its amounts are the served
          // menu's, not the model's; its quantities still are
          { when: { context: 'menuHash' }, is: 'menu-b', checks: [], otherwise: amounts },
        ],
      },
    ],
    'cart.ready.idle': [],
    // the 'Ver mi pedido' bounce is on the menu; here the add shows as its toast
    'cart.ready.animating': [],
  },
}
