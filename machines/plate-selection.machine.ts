import { assign, emit, setup } from 'xstate'
import {
  buildCartItem,
  type CartItem,
  checkMaxQuantity,
  type PlateForCart,
  plateUnitPrice,
  sizeOf,
} from '../domain/cart'
import {
  chooseGarnish,
  decrementGarnish,
  firstUnsatisfiedGroup,
  type GarnishSelection,
  garnishIncompleteMessage,
  incrementGarnish,
  isGarnishOffered,
  type SelectionChange,
} from '../domain/garnish'
import { type Message, message } from '../domain/message'
import { limitNotes } from '../domain/notes'

export interface PlateSelectionInput {
  plate: PlateForCart
  /** units of this plate already in the cart (the cart's quantity hash): the cap counts them */
  inCart: number
  /** the item notes limit in characters (domain/notes notesLimitOf), null when the local turned it off */
  notesLimit: number | null
  /** where the plate was opened from, carried into the cart item */
  source: string | null
}

export interface PlateSelectionContext extends PlateSelectionInput {
  sizeId: number | null
  selection: GarnishSelection
  notes: string
  quantity: number
  /** unit price with the chosen size and extras */
  unitPrice: number
  /** the group the diner must fix after a refused add, for the view to point at */
  invalidGroupId: number | null
}

type GarnishEvent = { groupId: number; garnishId: number }

export type PlateSelectionEvent =
  | { type: 'plate.sizeSelected'; sizeId: number }
  | ({ type: 'plate.garnishChosen' } & GarnishEvent)
  | ({ type: 'plate.garnishIncremented' } & GarnishEvent)
  | ({ type: 'plate.garnishDecremented' } & GarnishEvent)
  | { type: 'plate.notesChanged'; notes: string }
  | { type: 'plate.quantityIncremented' }
  | { type: 'plate.quantityDecremented' }
  | { type: 'plate.addRequested' }
  /** the cart changed while the detail is open (another tab, a recovered cart): the cap follows it */
  | { type: 'plate.cartQuantityChanged'; inCart: number }

export type PlateSelectionEmitted =
  | { type: 'notify'; level: 'error'; message: Message }
  | { type: 'plate.added'; item: CartItem }

const groupOf = (context: PlateSelectionContext, groupId: number) =>
  context.plate.garnishGroups.find((g) => g.id === groupId)

const incrementOf = (context: PlateSelectionContext, event: PlateSelectionEvent): SelectionChange | null => {
  if (event.type !== 'plate.garnishIncremented') return null
  const group = groupOf(context, event.groupId)
  return group ? incrementGarnish(group, context.selection[String(group.id)] ?? {}, event.garnishId) : null
}

const withSelection = (context: PlateSelectionContext, groupId: number, group: Record<string, number>) => {
  const { [String(groupId)]: _, ...others } = context.selection
  // a group with nothing chosen is left out, so "nothing chosen" has one shape
  const selection = Object.keys(group).length > 0 ? { ...others, [String(groupId)]: group } : others
  return {
    selection,
    unitPrice: plateUnitPrice(context.plate, { sizeId: context.sizeId, selection }),
    invalidGroupId: null,
  }
}

const quantityCapMessage = (context: PlateSelectionContext, quantity: number) =>
  checkMaxQuantity(context.inCart + quantity, context.plate.maxQuantity)

const itemOf = (context: PlateSelectionContext) =>
  buildCartItem(context.plate, {
    sizeId: context.sizeId,
    selection: context.selection,
    notes: context.notes,
    quantity: context.quantity,
    source: context.source,
  })

/**
 * The plate detail: size, garnish groups, notes and quantity, then add to cart. A plate sold by size starts
 * on its first size. Adding is refused while a garnish group is not right or the quantity would pass the
 * plate's cap (counting what the cart already has); the item added is the one domain/cart builds.
 */
export const plateSelectionMachine = setup({
  types: {
    input: {} as PlateSelectionInput,
    context: {} as PlateSelectionContext,
    events: {} as PlateSelectionEvent,
    emitted: {} as PlateSelectionEmitted,
  },
  guards: {
    isOtherSize: ({ context, event }) =>
      event.type === 'plate.sizeSelected' &&
      event.sizeId !== context.sizeId &&
      context.plate.sizes.some((s) => s.id === event.sizeId),
    changesSingleChoice: ({ context, event }) => {
      if (event.type !== 'plate.garnishChosen') return false
      const group = groupOf(context, event.groupId)
      if (!group || group.multipleSelection || !isGarnishOffered(group, event.garnishId)) return false
      const current = context.selection[String(group.id)] ?? {}
      return JSON.stringify(chooseGarnish(group, current, event.garnishId)) !== JSON.stringify(current)
    },
    incrementAccepted: ({ context, event }) => {
      if (event.type !== 'plate.garnishIncremented') return false
      const group = groupOf(context, event.groupId)
      return !!group && isGarnishOffered(group, event.garnishId) && incrementOf(context, event)?.ok === true
    },
    incrementRefused: ({ context, event }) => incrementOf(context, event)?.ok === false,
    isChosenGarnish: ({ context, event }) =>
      event.type === 'plate.garnishDecremented' &&
      (context.selection[String(event.groupId)]?.[String(event.garnishId)] ?? 0) > 0,
    changesNotes: ({ context, event }) =>
      event.type === 'plate.notesChanged' && limitNotes(event.notes, context.notesLimit) !== context.notes,
    belowCap: ({ context }) => quantityCapMessage(context, context.quantity + 1) === null,
    aboveOne: ({ context }) => context.quantity > 1,
    hasUnsatisfiedGroup: ({ context }) =>
      firstUnsatisfiedGroup(context.plate.garnishGroups, context.selection) !== null,
    changesInCart: ({ context, event }) =>
      event.type === 'plate.cartQuantityChanged' &&
      event.inCart !== context.inCart &&
      Number.isInteger(event.inCart) &&
      event.inCart >= 0,
    overCap: ({ context }) => quantityCapMessage(context, context.quantity) !== null,
  },
  actions: {
    selectSize: assign(({ context, event }) => {
      if (event.type !== 'plate.sizeSelected') return {}
      return {
        sizeId: event.sizeId,
        unitPrice: plateUnitPrice(context.plate, { sizeId: event.sizeId, selection: context.selection }),
      }
    }),
    chooseGarnish: assign(({ context, event }) => {
      if (event.type !== 'plate.garnishChosen') return {}
      const group = groupOf(context, event.groupId)
      if (!group) return {}
      return withSelection(
        context,
        group.id,
        chooseGarnish(group, context.selection[String(group.id)] ?? {}, event.garnishId),
      )
    }),
    incrementGarnish: assign(({ context, event }) => {
      const change = incrementOf(context, event)
      if (!change?.ok || event.type !== 'plate.garnishIncremented') return {}
      return withSelection(context, event.groupId, change.selection)
    }),
    decrementGarnish: assign(({ context, event }) => {
      if (event.type !== 'plate.garnishDecremented') return {}
      const key = String(event.groupId)
      return withSelection(
        context,
        event.groupId,
        decrementGarnish(context.selection[key] ?? {}, event.garnishId),
      )
    }),
    refuseIncrement: emit(({ context, event }) => {
      const change = incrementOf(context, event)
      return {
        type: 'notify' as const,
        level: 'error' as const,
        message: change && !change.ok ? change.error : message('cart.garnishMaximum'),
      }
    }),
    writeNotes: assign(({ context, event }) =>
      event.type === 'plate.notesChanged' ? { notes: limitNotes(event.notes, context.notesLimit) } : {},
    ),
    addOne: assign(({ context }) => ({ quantity: context.quantity + 1 })),
    removeOne: assign(({ context }) => ({ quantity: context.quantity - 1 })),
    refuseQuantity: emit(({ context }) => ({
      type: 'notify' as const,
      level: 'error' as const,
      message: quantityCapMessage(context, context.quantity + 1) ?? message('cart.maxQuantity'),
    })),
    pointAtGroup: assign(({ context }) => ({
      invalidGroupId: firstUnsatisfiedGroup(context.plate.garnishGroups, context.selection),
    })),
    refuseIncomplete: emit({ type: 'notify', level: 'error', message: garnishIncompleteMessage() } as const),
    refuseOverCap: emit(({ context }) => ({
      type: 'notify' as const,
      level: 'error' as const,
      message: quantityCapMessage(context, context.quantity) ?? message('cart.maxQuantity'),
    })),
    followCart: assign(({ event }) =>
      event.type === 'plate.cartQuantityChanged' ? { inCart: event.inCart } : {},
    ),
    emitItem: emit(({ context }) => ({ type: 'plate.added' as const, item: itemOf(context) })),
  },
}).createMachine({
  id: 'plateSelection',
  context: ({ input }) => {
    const sizeId = sizeOf(input.plate, null)?.id ?? null
    return {
      ...input,
      sizeId,
      selection: {},
      notes: '',
      quantity: 1,
      unitPrice: plateUnitPrice(input.plate, { sizeId, selection: {} }),
      invalidGroupId: null,
    }
  },
  initial: 'choosing',
  states: {
    choosing: {
      on: {
        'plate.sizeSelected': { guard: 'isOtherSize', actions: 'selectSize' },
        'plate.garnishChosen': { guard: 'changesSingleChoice', actions: 'chooseGarnish' },
        'plate.garnishIncremented': [
          { guard: 'incrementAccepted', actions: 'incrementGarnish' },
          { guard: 'incrementRefused', actions: 'refuseIncrement' },
        ],
        'plate.garnishDecremented': { guard: 'isChosenGarnish', actions: 'decrementGarnish' },
        'plate.notesChanged': { guard: 'changesNotes', actions: 'writeNotes' },
        'plate.quantityIncremented': [
          { guard: 'belowCap', actions: 'addOne' },
          { actions: 'refuseQuantity' },
        ],
        'plate.quantityDecremented': { guard: 'aboveOne', actions: 'removeOne' },
        'plate.cartQuantityChanged': { guard: 'changesInCart', actions: 'followCart' },
        'plate.addRequested': [
          { guard: 'overCap', actions: 'refuseOverCap' },
          { guard: 'hasUnsatisfiedGroup', actions: ['pointAtGroup', 'refuseIncomplete'] },
          { target: 'added', actions: 'emitItem' },
        ],
      },
    },
    /** the item went to the cart; the detail closes */
    added: { type: 'final' },
  },
  output: ({ context }) => itemOf(context),
})
