import { assign, fromPromise, type SnapshotFrom, setup } from 'xstate'
import { type Message, message } from '../domain/message'
import { parsePriceText } from '../domain/price-change'

/** A plate of the price list, as getAdminPriceList and setAdminPlatePrice answer it. */
export interface PricedPlate {
  id: number
  name: string
  version: number
  /** null when the plate is sold by size */
  price: number | null
  sizes: { name: string; price: number }[]
  available: boolean
}

/** What the screen's inputs hold: the plate's one price, or one text per size (the plate's order). */
export interface PriceDraft {
  price: string
  sizes: { name: string; price: string }[]
}

/** The write the editor asks for: the version it read and the new prices. */
export interface PriceWrite {
  plateId: number
  version: number
  price?: number
  sizes?: { name: string; price: number }[]
}

/** How a save failed: the HTTP status (0 without an answer) and, for a 409, the plate as it is now. */
export interface PriceSaveFailure {
  status: number
  current?: PricedPlate
}

export interface PriceEditorContext {
  /** the plate as last read or written: its version is the one a save names */
  plate: PricedPlate
  draft: PriceDraft
  /** after a 409: the plate as someone else left it */
  current: PricedPlate | null
  error: Message | null
}

/** `size` null is the plate's one price. */
export type PriceEditorEvent =
  | { type: 'priceEditor.edited'; size: string | null; text: string }
  | { type: 'priceEditor.submitted' }
  | { type: 'priceEditor.cancelled' }
  /** after a 409: start again from the current values (someone else's) */
  | { type: 'priceEditor.retried' }
  /** after a 409: save the typed prices over the current version */
  | { type: 'priceEditor.keptMine' }
  /** the list was read again (a notice, a bulk change): the plate as the server has it now */
  | { type: 'priceEditor.refreshed'; plate: PricedPlate }

/** The inputs' texts for a plate's prices, as the list writes them (digits, no separators). */
export const draftOf = (plate: PricedPlate): PriceDraft => ({
  price: plate.price === null ? '' : String(plate.price),
  sizes: plate.sizes.map((s) => ({ name: s.name, price: String(s.price) })),
})

/** The write a draft asks for, or null when one of its texts is not a price (domain/price-change.ts). */
export function writeOf(plate: PricedPlate, draft: PriceDraft): PriceWrite | null {
  if (plate.sizes.length === 0) {
    const price = parsePriceText(draft.price)
    return price === null ? null : { plateId: plate.id, version: plate.version, price }
  }
  const sizes = draft.sizes.map((s) => ({ name: s.name, price: parsePriceText(s.price) }))
  if (sizes.some((s) => s.price === null)) return null
  return {
    plateId: plate.id,
    version: plate.version,
    sizes: sizes.map((s) => ({ name: s.name, price: s.price ?? 0 })),
  }
}

/** Whether the draft still says what the plate says (nothing to save, nothing to lose). */
export function isClean(plate: PricedPlate, draft: PriceDraft): boolean {
  const write = writeOf(plate, draft)
  if (!write) return false
  if (plate.sizes.length === 0) return write.price === plate.price
  return plate.sizes.every((s, i) => write.sizes?.[i]?.price === s.price)
}

const failureOf = (event: unknown) => (event as { error?: PriceSaveFailure }).error
const savedPlate = (event: unknown) => (event as { output: PricedPlate }).output

/** The message for a failed save that is not a conflict, by the status the server answered. */
export function saveFailureMessage(status: number | undefined): Message {
  if (status === 422 || status === 400) return message('adminPrices.priceRejected')
  if (status === 403) return message('adminPrices.notAllowed')
  return message('adminPrices.saveFailed')
}

/**
 * One plate's prices in the back office's price list (issue 36), edited in place: typing keeps a draft,
 * Enter saves it at the version read, Escape puts the plate's prices back. A price that is not one
 * (domain/price-change.ts) is `invalid` without a call; the server's 409 (someone saved the plate since)
 * is `conflict`, showing their values beside the draft, from where the user starts again from theirs or
 * saves the draft over them; nothing typed or saved is lost without the user choosing so.
 */
export const priceEditorMachine = setup({
  types: {
    context: {} as PriceEditorContext,
    events: {} as PriceEditorEvent,
    input: {} as { plate: PricedPlate },
  },
  actors: {
    savePrice: fromPromise<PricedPlate, PriceWrite>(async () => {
      throw new Error('provide savePrice at the edge')
    }),
  },
  guards: {
    writable: ({ context }) => writeOf(context.plate, context.draft) !== null,
    clean: ({ context }) => isClean(context.plate, context.draft),
    conflict: ({ event }) => failureOf(event)?.status === 409 && failureOf(event)?.current !== undefined,
    rejected: ({ event }) => [400, 422].includes(failureOf(event)?.status ?? 0),
  },
  actions: {
    edit: assign(({ context, event }) => {
      if (event.type !== 'priceEditor.edited') return {}
      const { size, text } = event
      const draft =
        size === null
          ? { ...context.draft, price: text }
          : {
              ...context.draft,
              sizes: context.draft.sizes.map((s) => (s.name === size ? { ...s, price: text } : s)),
            }
      return { draft, error: null }
    }),
    reset: assign(({ context }) => ({ draft: draftOf(context.plate), error: null })),
    rejectDraft: assign({ error: message('adminPrices.priceInvalid') }),
    clearError: assign({ error: null }),
    keepSaved: assign(({ event }) => {
      const plate = savedPlate(event)
      return { plate, draft: draftOf(plate), current: null, error: null }
    }),
    keepCurrent: assign(({ event }) => ({ current: failureOf(event)?.current ?? null })),
    failSave: assign(({ event }) => ({ error: saveFailureMessage(failureOf(event)?.status) })),
    takeCurrent: assign(({ context }) => {
      const plate = context.current ?? context.plate
      return { plate, draft: draftOf(plate), current: null, error: null }
    }),
    /** the draft stays; only the version it is saved over moves on to the one the user has now seen */
    overCurrent: assign(({ context }) => ({
      plate: context.current ?? context.plate,
      current: null,
      error: null,
    })),
    adopt: assign(({ event }) => {
      if (event.type !== 'priceEditor.refreshed') return {}
      return { plate: event.plate, draft: draftOf(event.plate) }
    }),
  },
}).createMachine({
  id: 'price-editor',
  context: ({ input }) => ({ plate: input.plate, draft: draftOf(input.plate), current: null, error: null }),
  initial: 'draft',
  states: {
    draft: {
      on: {
        'priceEditor.edited': { actions: 'edit' },
        'priceEditor.submitted': [
          { guard: 'clean', actions: 'reset' },
          { guard: 'writable', target: 'saving', actions: 'clearError' },
          { target: 'invalid', actions: 'rejectDraft' },
        ],
        'priceEditor.cancelled': { actions: 'reset' },
        // a clean draft follows the list; a typed one keeps its version, and a save tells of the change (409)
        'priceEditor.refreshed': { guard: 'clean', actions: 'adopt' },
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'savePrice',
        src: 'savePrice',
        input: ({ context }) => writeOf(context.plate, context.draft) as PriceWrite,
        onDone: { target: 'saved', actions: 'keepSaved' },
        onError: [
          { guard: 'conflict', target: 'conflict', actions: 'keepCurrent' },
          // the server's rule refused it (the tenant file's money maximum): the draft stays to be fixed
          { guard: 'rejected', target: 'invalid', actions: 'failSave' },
          { target: 'draft', actions: 'failSave' },
        ],
      },
    },
    saved: {
      on: {
        'priceEditor.edited': { target: 'draft', actions: 'edit' },
        'priceEditor.refreshed': { actions: 'adopt' },
      },
    },
    conflict: {
      on: {
        'priceEditor.retried': { target: 'draft', actions: 'takeCurrent' },
        'priceEditor.cancelled': { target: 'draft', actions: 'takeCurrent' },
        // the draft was a valid write when it was sent, so it is one still
        'priceEditor.keptMine': { target: 'saving', actions: 'overCurrent' },
      },
    },
    invalid: {
      on: {
        'priceEditor.edited': { target: 'draft', actions: 'edit' },
        'priceEditor.cancelled': { target: 'draft', actions: 'reset' },
        // only a draft the server refused (422) is a write still: Enter sends it again
        'priceEditor.submitted': { guard: 'writable', target: 'saving', actions: 'clearError' },
      },
    },
  },
})

export type PriceEditorSnapshot = SnapshotFrom<typeof priceEditorMachine>

/** One price of the plate on screen: the plate's own (`size` null) or a size's. */
export interface PriceField {
  size: string | null
  label: Message
  text: string
}

/** What the list's row draws for one plate, and what its keys and buttons send. */
export interface PriceEditorView {
  status: 'draft' | 'saving' | 'saved' | 'conflict' | 'invalid'
  /** a typed change not saved yet */
  dirty: boolean
  fields: PriceField[]
  error: Message | null
  /** after a 409: the prices as they are now beside the typed ones, both by field */
  conflict: { now: (number | null)[]; yours: (number | null)[] } | null
  edit: (size: string | null, text: string) => void
  /** a key pressed in one of the plate's inputs: Enter saves, Escape puts back */
  key: (key: string) => boolean
  retry: () => void
  keepMine: () => void
}

/** The row's view model: pure, from the editor's snapshot (views render it, never the machine). */
export function connectPriceEditor(
  snapshot: PriceEditorSnapshot,
  send: (event: PriceEditorEvent) => void,
): PriceEditorView {
  const { plate, draft, current, error } = snapshot.context
  const status =
    (['saving', 'saved', 'conflict', 'invalid'] as const).find((s) => snapshot.matches(s)) ?? 'draft'
  const fields: PriceField[] =
    plate.sizes.length === 0
      ? [{ size: null, label: message('adminPrices.priceOf', { plate: plate.name }), text: draft.price }]
      : draft.sizes.map((s) => ({
          size: s.name,
          label: message('adminPrices.sizePriceOf', { plate: plate.name, size: s.name }),
          text: s.price,
        }))
  return {
    status,
    dirty: status !== 'saving' && !isClean(plate, draft),
    fields,
    error,
    conflict: current
      ? {
          now: current.sizes.length ? current.sizes.map((s) => s.price) : [current.price],
          yours: fields.map((f) => parsePriceText(f.text)),
        }
      : null,
    edit: (size, text) => send({ type: 'priceEditor.edited', size, text }),
    key: (key) => {
      if (key === 'Enter') send({ type: 'priceEditor.submitted' })
      else if (key === 'Escape') send({ type: 'priceEditor.cancelled' })
      else return false
      return true
    },
    retry: () => send({ type: 'priceEditor.retried' }),
    keepMine: () => send({ type: 'priceEditor.keptMine' }),
  }
}
