import { and, assign, emit, enqueueActions, setup } from 'xstate'
import { type Message, message } from '../domain/message'
import {
  cartChangeOnModeSwitch,
  defaultPaymentTypeOf,
  type MenuHashes,
  modeMenuPath,
  type OrderModeOption,
  type SelectedOrderMode,
  type SelectedPaymentType,
} from '../domain/order-mode'

export interface OrderModeChangeInput {
  /** the local's alias, for the menu path /menu/{alias}/{mode} */
  alias: string
  /** the local's active order modes with their payment types */
  modes: OrderModeOption[]
  /** orderModeId → menu hash; empty when the hash call failed */
  hashes: MenuHashes
  currentModeId: number | null
  cartItemCount: number
  /**
   * At the checkout the mode changes where the diner is: a kept cart (or the mode already in use) stays
   * on the page; only a discarded cart goes to the new mode's menu, since nothing is left to check out.
   */
  inPlace?: boolean
}

type Pending = { kind: 'mode'; modeId: number } | { kind: 'local'; alias: string }

export interface OrderModeChangeContext extends OrderModeChangeInput {
  pending: Pending | null
  /** the confirmation the view shows while one is open */
  prompt: { title: Message; text: Message } | null
}

export type OrderModeChangeEvent =
  | { type: 'orderMode.selected'; modeId: number }
  | { type: 'orderMode.localChangeRequested'; alias: string }
  | { type: 'orderMode.cartChanged'; itemCount: number }
  | { type: 'orderMode.confirmed' }
  | { type: 'orderMode.cancelled' }

/** Effects the edge performs: the cart machine clears or takes the mode, the discount code is dropped. */
export type OrderModeChangeEmitted =
  | { type: 'orderMode.cartCleared' }
  | { type: 'orderMode.modeApplied'; mode: SelectedOrderMode; paymentType: SelectedPaymentType | null }
  | { type: 'orderMode.discountCodeCleared' }
  | { type: 'navigate'; to: string }

const modeOf = (context: OrderModeChangeContext, modeId: number) => context.modes.find((m) => m.id === modeId)

const targetModeId = (context: OrderModeChangeContext, event: OrderModeChangeEvent): number | null => {
  if (event.type === 'orderMode.selected') return event.modeId
  return context.pending?.kind === 'mode' ? context.pending.modeId : null
}

const switchOf = (context: OrderModeChangeContext, event: OrderModeChangeEvent) => {
  const toModeId = targetModeId(context, event)
  if (toModeId === null || !modeOf(context, toModeId)) return null
  return cartChangeOnModeSwitch({
    hashes: context.hashes,
    fromModeId: context.currentModeId,
    toModeId,
    cartItemCount: context.cartItemCount,
  })
}

const discardPrompt = { title: message('cart.discardTitle'), text: message('cart.discardQuestion') }
const changeLocalPrompt = { title: message('cart.changeLocalTitle'), text: message('cart.discardQuestion') }

/**
 * Choosing an order mode (1-storefront.md §2 and §4, 2-checkout.md §4). When the new mode's menu differs
 * from the current one the cart goes, after a confirmation only if it has items; the mode takes its default
 * payment, the discount code is cleared, and the storefront moves to /menu/{alias}/{mode}. Leaving for
 * another local with items in the cart asks first too. A mode the local does not offer is ignored.
 */
export const orderModeChangeMachine = setup({
  types: {
    input: {} as OrderModeChangeInput,
    context: {} as OrderModeChangeContext,
    events: {} as OrderModeChangeEvent,
    emitted: {} as OrderModeChangeEmitted,
  },
  guards: {
    isCurrentMode: ({ context, event }) =>
      event.type === 'orderMode.selected' && event.modeId === context.currentModeId,
    needsConfirmation: ({ context, event }) => switchOf(context, event) === 'confirm',
    clearsCart: ({ context, event }) => switchOf(context, event) === 'clear',
    keepsCart: ({ context, event }) => switchOf(context, event) === 'keep',
    isAnotherLocal: ({ context, event }) =>
      event.type === 'orderMode.localChangeRequested' && event.alias !== context.alias,
    hasCartItems: ({ context }) => context.cartItemCount > 0,
  },
  actions: {
    askModeChange: assign(({ event }) =>
      event.type === 'orderMode.selected'
        ? { pending: { kind: 'mode' as const, modeId: event.modeId }, prompt: discardPrompt }
        : {},
    ),
    askLocalChange: assign(({ event }) =>
      event.type === 'orderMode.localChangeRequested'
        ? { pending: { kind: 'local' as const, alias: event.alias }, prompt: changeLocalPrompt }
        : {},
    ),
    forgetPending: assign({ pending: null, prompt: null }),
    countCartItems: assign(({ event }) =>
      event.type === 'orderMode.cartChanged' ? { cartItemCount: event.itemCount } : {},
    ),
    clearCart: emit({ type: 'orderMode.cartCleared' } as const),
    setMode: assign(({ context, event }) => {
      const modeId = targetModeId(context, event)
      return modeId === null ? {} : { currentModeId: modeId }
    }),
    applyMode: emit(({ context }) => {
      const mode = modeOf(context, context.currentModeId ?? Number.NaN) as OrderModeOption
      return {
        type: 'orderMode.modeApplied' as const,
        mode: { id: mode.id, type: mode.type },
        paymentType: defaultPaymentTypeOf(mode),
      }
    }),
    clearDiscountCode: emit({ type: 'orderMode.discountCodeCleared' } as const),
    goToModeMenu: emit(({ context }) => {
      const mode = modeOf(context, context.currentModeId ?? Number.NaN) as OrderModeOption
      return { type: 'navigate' as const, to: modeMenuPath(context.alias, mode.type) }
    }),
    // where the cart stays, the checkout changes mode in place: no menu to go to
    showModeMenu: enqueueActions(({ context, enqueue }) => {
      if (context.inPlace) return
      const mode = modeOf(context, context.currentModeId ?? Number.NaN) as OrderModeOption
      enqueue.emit({ type: 'navigate', to: modeMenuPath(context.alias, mode.type) })
    }),
    goToLocal: emit(({ context, event }) => {
      const alias =
        event.type === 'orderMode.localChangeRequested'
          ? event.alias
          : context.pending?.kind === 'local'
            ? context.pending.alias
            : context.alias
      return { type: 'navigate' as const, to: `/menu/${encodeURIComponent(alias)}` }
    }),
    cartEmptied: assign({ cartItemCount: 0 }),
  },
}).createMachine({
  id: 'orderModeChange',
  context: ({ input }) => ({ ...input, pending: null, prompt: null }),
  initial: 'idle',
  on: {
    'orderMode.cartChanged': { actions: 'countCartItems' },
  },
  states: {
    idle: {
      on: {
        'orderMode.selected': [
          // the mode already in use: the menu is shown again (the checkout stays), its payment and code stay
          { guard: 'isCurrentMode', actions: 'showModeMenu' },
          { guard: 'needsConfirmation', target: 'confirmingModeChange', actions: 'askModeChange' },
          {
            guard: 'clearsCart',
            actions: [
              'clearCart',
              'cartEmptied',
              'setMode',
              'applyMode',
              'clearDiscountCode',
              'goToModeMenu',
            ],
          },
          { guard: 'keepsCart', actions: ['setMode', 'applyMode', 'clearDiscountCode', 'showModeMenu'] },
        ],
        'orderMode.localChangeRequested': [
          {
            guard: and(['isAnotherLocal', 'hasCartItems']),
            target: 'confirmingLocalChange',
            actions: 'askLocalChange',
          },
          { guard: 'isAnotherLocal', actions: 'goToLocal' },
        ],
      },
    },
    confirmingModeChange: {
      tags: ['confirming'],
      on: {
        'orderMode.confirmed': {
          target: 'idle',
          actions: [
            'clearCart',
            'cartEmptied',
            'setMode',
            'applyMode',
            'clearDiscountCode',
            'goToModeMenu',
            'forgetPending',
          ],
        },
        'orderMode.cancelled': { target: 'idle', actions: 'forgetPending' },
      },
    },
    confirmingLocalChange: {
      tags: ['confirming'],
      on: {
        'orderMode.confirmed': {
          target: 'idle',
          actions: ['clearCart', 'cartEmptied', 'goToLocal', 'forgetPending'],
        },
        'orderMode.cancelled': { target: 'idle', actions: 'forgetPending' },
      },
    },
  },
})
