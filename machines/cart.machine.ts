import { assign, emit, fromPromise, setup } from 'xstate'
import {
  ADD_TO_CART_ANIMATION_MS,
  addItem,
  type CartChange,
  type CartItem,
  type PlateForCart,
  type QuantityHash,
  quantityHash,
  removeItem,
  setQuantity,
} from '../domain/cart'
import { type PersistedCart, readStoredCart, restoreCart } from '../domain/cart-persistence'
import { revalidateCart, revalidationMessage } from '../domain/cart-revalidation'
import { type Message, message } from '../domain/message'
import type { SelectedOrderMode, SelectedPaymentType } from '../domain/order-mode'

export interface CartInput {
  /** the local (branch contact) alias the cart belongs to */
  alias: string
  /** the clock when the storefront opened, epoch ms: decides whether a stored cart has expired */
  now: number
}

export interface CartContext {
  alias: string
  now: number
  items: CartItem[]
  /** referenceId → total quantity, recomputed from the lines on every change */
  quantities: QuantityHash
  mode: SelectedOrderMode | null
  paymentType: SelectedPaymentType | null
  /** hash of the menu the lines were last checked against */
  menuHash: string | null
}

/** The menu the cart is being ordered from, as the cart needs it to check its lines. */
export interface CartMenu {
  hash: string
  plates: readonly PlateForCart[]
}

export type CartEvent =
  | { type: 'cart.itemAdded'; item: CartItem }
  | { type: 'cart.quantityChanged'; index: number; quantity: number }
  | { type: 'cart.itemRemoved'; index: number }
  | { type: 'cart.cleared' }
  | { type: 'cart.modeSelected'; mode: SelectedOrderMode; paymentType: SelectedPaymentType | null }
  | { type: 'cart.paymentTypeSelected'; paymentType: SelectedPaymentType | null }
  /** abandoned-cart recovery: the server's copy replaces the lines */
  | { type: 'cart.refilled'; items: CartItem[]; mode: SelectedOrderMode }
  /** the menu of the current mode loaded: stored or recovered lines are rebuilt from it */
  | { type: 'cart.menuLoaded'; menu: CartMenu }

/** success: the add toast; error: a refused change; warning: the cart was changed for the diner */
export type CartEmitted = { type: 'notify'; level: 'success' | 'error' | 'warning'; message: Message }

export interface SaveCartParams {
  alias: string
  cart: PersistedCart
}

const withItems = (items: CartItem[]) => ({ items, quantities: quantityHash(items) })

const changeOf = (context: CartContext, event: CartEvent): CartChange | null => {
  switch (event.type) {
    case 'cart.itemAdded':
      return addItem(context.items, event.item)
    case 'cart.quantityChanged':
      return setQuantity(context.items, event.index, event.quantity)
    case 'cart.itemRemoved':
      return removeItem(context.items, event.index)
    default:
      return null
  }
}

const refusedOverCap = (change: CartChange | null) =>
  change?.ok === false && change.error.key === 'cart.maxQuantity'

/**
 * The diner's cart for one local: restored from storage when it was saved on the same local and has not
 * expired (a stored value that is not a cart is dropped with a notice), checked against the menu when it
 * loads (lines the menu no longer offers go, prices come from the menu), then changed by adding (equal lines merge), changing quantities (0 removes), deleting and
 * clearing. Every change is saved through the provided `saveCart` effect, which stamps the time to live.
 */
export const cartMachine = setup({
  types: {
    input: {} as CartInput,
    context: {} as CartContext,
    events: {} as CartEvent,
    emitted: {} as CartEmitted,
  },
  actors: {
    /** reads what storage holds for the cart (parsed JSON or null); the machine decides whether it applies */
    loadCart: fromPromise<unknown, { alias: string }>(async () => {
      throw new Error('provide loadCart at the edge')
    }),
  },
  delays: {
    addAnimation: ADD_TO_CART_ANIMATION_MS,
  },
  guards: {
    isRestorable: ({ context, event }) =>
      'output' in event && restoreCart(event.output, context.alias, context.now) !== null,
    isUnreadable: ({ context, event }) =>
      'output' in event && readStoredCart(event.output, context.alias, context.now).status === 'unreadable',
    revalidationChangesLines: ({ context, event }) => {
      if (event.type !== 'cart.menuLoaded') return false
      const result = revalidateCart(context.items, event.menu.plates)
      return result.removed + result.changed > 0
    },
    isOtherMenu: ({ context, event }) =>
      event.type === 'cart.menuLoaded' && event.menu.hash !== context.menuHash,
    isAccepted: ({ context, event }) => changeOf(context, event)?.ok === true,
    isRefusedOverCap: ({ context, event }) => refusedOverCap(changeOf(context, event)),
    hasItems: ({ context }) => context.items.length > 0,
    changesMode: ({ context, event }) =>
      event.type === 'cart.modeSelected' &&
      JSON.stringify([context.mode, context.paymentType]) !== JSON.stringify([event.mode, event.paymentType]),
    changesPaymentType: ({ context, event }) =>
      event.type === 'cart.paymentTypeSelected' &&
      JSON.stringify(context.paymentType) !== JSON.stringify(event.paymentType),
    hasItemsToRefill: ({ event }) => event.type === 'cart.refilled' && event.items.length > 0,
  },
  actions: {
    restore: assign(({ context, event }) => {
      const restored = 'output' in event ? restoreCart(event.output, context.alias, context.now) : null
      return restored
        ? {
            ...withItems(restored.items),
            mode: restored.mode,
            paymentType: restored.paymentType,
            menuHash: restored.menuHash ?? null,
          }
        : {}
    }),
    revalidate: assign(({ context, event }) => {
      if (event.type !== 'cart.menuLoaded') return {}
      return {
        ...withItems(revalidateCart(context.items, event.menu.plates).items),
        menuHash: event.menu.hash,
      }
    }),
    recordMenu: assign(({ event }) =>
      event.type === 'cart.menuLoaded' ? { menuHash: event.menu.hash } : {},
    ),
    notifyRevalidated: emit(({ context, event }) => {
      const result =
        event.type === 'cart.menuLoaded'
          ? revalidateCart(context.items, event.menu.plates)
          : { removed: 0, changed: 0 }
      return {
        type: 'notify' as const,
        level: 'warning' as const,
        message: revalidationMessage(result) ?? message('cart.itemsUpdated'),
      }
    }),
    notifyUnreadable: emit({
      type: 'notify',
      level: 'warning',
      message: message('cart.storedCartUnreadable'),
    } as const),
    applyChange: assign(({ context, event }) => {
      const change = changeOf(context, event)
      return change?.ok ? withItems(change.items) : {}
    }),
    clearItems: assign(() => withItems([])),
    selectMode: assign(({ event }) =>
      event.type === 'cart.modeSelected' ? { mode: event.mode, paymentType: event.paymentType } : {},
    ),
    selectPaymentType: assign(({ event }) =>
      event.type === 'cart.paymentTypeSelected' ? { paymentType: event.paymentType } : {},
    ),
    refill: assign(({ event }) =>
      event.type === 'cart.refilled'
        ? { ...withItems(event.items), mode: event.mode, paymentType: null }
        : {},
    ),
    /** storage effect: the edge stamps the record with stampCart(cart, alias, now) and writes it */
    saveCart: (_, _params: SaveCartParams) => {},
    notifyItemAdded: emit({ type: 'notify', level: 'success', message: message('cart.itemAdded') } as const),
    notifyRefused: emit(({ context, event }) => {
      const change = changeOf(context, event)
      return {
        type: 'notify' as const,
        level: 'error' as const,
        message: change && !change.ok ? change.error : message('cart.maxQuantity'),
      }
    }),
  },
}).createMachine({
  id: 'cart',
  context: ({ input }) => ({
    alias: input.alias,
    now: input.now,
    ...withItems([]),
    mode: null,
    paymentType: null,
    menuHash: null,
  }),
  initial: 'restoring',
  states: {
    restoring: {
      tags: ['loading'],
      invoke: {
        id: 'loadCart',
        src: 'loadCart',
        input: ({ context }) => ({ alias: context.alias }),
        onDone: [
          { guard: 'isRestorable', target: 'ready', actions: 'restore' },
          // what storage held is not a cart (tampered, or from an old release): say so and overwrite it
          {
            guard: 'isUnreadable',
            target: 'ready',
            actions: [{ type: 'saveCart', params: saveParams }, 'notifyUnreadable'],
          },
          { target: 'ready' },
        ],
        // unreadable storage leaves an empty cart rather than blocking the storefront
        onError: { target: 'ready' },
      },
    },
    ready: {
      initial: 'idle',
      on: {
        'cart.itemAdded': [
          {
            guard: 'isAccepted',
            target: '.animating',
            reenter: true,
            actions: ['applyChange', { type: 'saveCart', params: saveParams }, 'notifyItemAdded'],
          },
          { actions: 'notifyRefused' },
        ],
        'cart.quantityChanged': [
          { guard: 'isAccepted', actions: ['applyChange', { type: 'saveCart', params: saveParams }] },
          { guard: 'isRefusedOverCap', actions: 'notifyRefused' },
        ],
        'cart.itemRemoved': {
          guard: 'isAccepted',
          actions: ['applyChange', { type: 'saveCart', params: saveParams }],
        },
        'cart.cleared': {
          guard: 'hasItems',
          actions: ['clearItems', { type: 'saveCart', params: saveParams }],
        },
        'cart.modeSelected': {
          guard: 'changesMode',
          actions: ['selectMode', { type: 'saveCart', params: saveParams }],
        },
        'cart.paymentTypeSelected': {
          guard: 'changesPaymentType',
          actions: ['selectPaymentType', { type: 'saveCart', params: saveParams }],
        },
        'cart.refilled': {
          guard: 'hasItemsToRefill',
          actions: ['refill', { type: 'saveCart', params: saveParams }],
        },
        // the notice reads the lines before they are rebuilt, so it runs first
        'cart.menuLoaded': [
          {
            guard: 'revalidationChangesLines',
            actions: ['notifyRevalidated', 'revalidate', { type: 'saveCart', params: saveParams }],
          },
          { guard: 'isOtherMenu', actions: ['recordMenu', { type: 'saveCart', params: saveParams }] },
        ],
      },
      states: {
        idle: {},
        /** the add-to-cart animation flag */
        animating: {
          tags: ['addAnimation'],
          after: { addAnimation: 'idle' },
        },
      },
    },
  },
})

function saveParams({ context }: { context: CartContext }): SaveCartParams {
  return {
    alias: context.alias,
    cart: {
      items: context.items,
      mode: context.mode,
      paymentType: context.paymentType,
      menuHash: context.menuHash,
    },
  }
}
