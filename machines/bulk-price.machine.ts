import { assign, fromPromise, type SnapshotFrom, setup } from 'xstate'
import { type Message, message } from '../domain/message'
import {
  DEFAULT_ROUNDING_STEP,
  type PriceChange,
  parseChangeText,
  type RoundingStep,
} from '../domain/price-change'

/** What the bulk form holds: a menu, a category or some plates of it, the change and the rounding step. */
export interface BulkForm {
  menuId: number
  by: 'category' | 'plates'
  category: string
  plateIds: number[]
  kind: PriceChange['kind']
  value: string
  step: RoundingStep
}

/** A line of the preview, as bulkChangeAdminPrices answers it. */
export interface BulkLine {
  plateId: number
  name: string
  size: string | null
  before: number
  after: number
  version: number
}

/** The request the form makes: a preview (`apply` false) or the write at the preview's versions. */
export interface BulkRequest {
  menuId: number
  category?: string
  plateIds?: number[]
  change: PriceChange
  step: RoundingStep
  apply: boolean
  versions?: { plateId: number; version: number }[]
}

export interface BulkPriceContext {
  form: BulkForm
  preview: BulkLine[] | null
  /** how many prices the last apply changed */
  applied: number | null
  error: Message | null
  /** why the preview on screen was read again (someone changed a plate of it) */
  notice: Message | null
}

export type BulkPriceEvent =
  | { type: 'bulkPrice.changed'; form: Partial<BulkForm> }
  | { type: 'bulkPrice.previewed' }
  | { type: 'bulkPrice.applied' }

/** How a call failed: the HTTP status (0 without an answer). */
export interface BulkFailure {
  status: number
}

/** The request a form makes, or null when its change or selection is not one (domain/price-change.ts). */
export function bulkRequestOf(form: BulkForm): Omit<BulkRequest, 'apply'> | null {
  const change = parseChangeText(form.kind, form.value)
  if (!change) return null
  if (form.by === 'category')
    return form.category ? { menuId: form.menuId, category: form.category, change, step: form.step } : null
  return form.plateIds.length
    ? { menuId: form.menuId, plateIds: form.plateIds, change, step: form.step }
    : null
}

export const emptyBulkForm = (menuId: number, category = ''): BulkForm => ({
  menuId,
  by: 'category',
  category,
  plateIds: [],
  kind: 'percent',
  value: '',
  step: DEFAULT_ROUNDING_STEP,
})

const failureOf = (event: unknown) => (event as { error?: BulkFailure }).error
const linesOf = (event: unknown) => (event as { output: { lines: BulkLine[] } }).output.lines

/** The message for a form that cannot be sent: the change (a percentage or an amount) or the selection. */
function formProblem(form: BulkForm): Message {
  return parseChangeText(form.kind, form.value)
    ? message('admin.emptySelection')
    : message('admin.invalidChange')
}

/**
 * The back office's bulk price change (issue 36): the form (a category or some plates, +/- a percentage or
 * an amount, the rounding step), a preview the server computes with domain/price-change.ts, then the write
 * at the preview's versions. A plate changed since the preview (409) reads the preview again and says so,
 * so nobody applies prices they did not see; any change to the form drops the preview.
 */
export const bulkPriceMachine = setup({
  types: {
    context: {} as BulkPriceContext,
    events: {} as BulkPriceEvent,
    input: {} as { form: BulkForm },
  },
  actors: {
    changePrices: fromPromise<{ applied: boolean; lines: BulkLine[] }, BulkRequest>(async () => {
      throw new Error('provide changePrices at the edge')
    }),
  },
  guards: {
    sendable: ({ context }) => bulkRequestOf(context.form) !== null,
    conflict: ({ event }) => failureOf(event)?.status === 409,
  },
  actions: {
    change: assign(({ context, event }) =>
      event.type === 'bulkPrice.changed'
        ? {
            form: { ...context.form, ...event.form },
            preview: null,
            applied: null,
            error: null,
            notice: null,
          }
        : {},
    ),
    rejectForm: assign(({ context }) => ({ error: formProblem(context.form), applied: null })),
    startPreview: assign({ error: null, applied: null }),
    keepPreview: assign(({ event }) => ({ preview: linesOf(event) })),
    keepApplied: assign(({ event }) => ({ preview: null, applied: linesOf(event).length, notice: null })),
    failCall: assign(({ event }) => ({
      error: [400, 404, 422].includes(failureOf(event)?.status ?? 0)
        ? message('admin.invalidChange')
        : message('adminPrices.bulkFailed'),
    })),
    tellConflict: assign({ notice: message('adminPrices.bulkConflict'), preview: null }),
  },
}).createMachine({
  id: 'bulk-price',
  context: ({ input }) => ({ form: input.form, preview: null, applied: null, error: null, notice: null }),
  initial: 'draft',
  states: {
    draft: {
      on: {
        'bulkPrice.changed': { actions: 'change' },
        'bulkPrice.previewed': [
          { guard: 'sendable', target: 'previewing', actions: 'startPreview' },
          { target: 'invalid', actions: 'rejectForm' },
        ],
      },
    },
    invalid: {
      on: { 'bulkPrice.changed': { target: 'draft', actions: 'change' } },
    },
    previewing: {
      tags: ['busy'],
      invoke: {
        id: 'preview',
        src: 'changePrices',
        input: ({ context }) => ({ ...(bulkRequestOf(context.form) as BulkRequest), apply: false }),
        onDone: { target: 'previewed', actions: 'keepPreview' },
        onError: { target: 'draft', actions: 'failCall' },
      },
    },
    previewed: {
      on: {
        'bulkPrice.changed': { target: 'draft', actions: 'change' },
        'bulkPrice.previewed': { target: 'previewing', actions: 'startPreview' },
        'bulkPrice.applied': 'saving',
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'apply',
        src: 'changePrices',
        input: ({ context }) => ({
          ...(bulkRequestOf(context.form) as BulkRequest),
          apply: true,
          versions: [...new Map((context.preview ?? []).map((l) => [l.plateId, l.version])).entries()].map(
            ([plateId, version]) => ({ plateId, version }),
          ),
        }),
        onDone: { target: 'saved', actions: 'keepApplied' },
        onError: [
          // the preview is stale: read it again with the plates as they are now, and say why
          { guard: 'conflict', target: 'previewing', actions: 'tellConflict' },
          { target: 'previewed', actions: 'failCall' },
        ],
      },
    },
    saved: {
      on: { 'bulkPrice.changed': { target: 'draft', actions: 'change' } },
    },
  },
})

export type BulkPriceSnapshot = SnapshotFrom<typeof bulkPriceMachine>

/** What the bulk screen draws and what its controls send. */
export interface BulkPriceView {
  form: BulkForm
  busy: boolean
  preview: BulkLine[] | null
  canApply: boolean
  applied: number | null
  error: Message | null
  notice: Message | null
  change: (form: Partial<BulkForm>) => void
  showPreview: () => void
  apply: () => void
}

/** The bulk screen's view model: pure, from the machine's snapshot. */
export function connectBulkPrice(
  snapshot: BulkPriceSnapshot,
  send: (event: BulkPriceEvent) => void,
): BulkPriceView {
  const { form, preview, applied, error, notice } = snapshot.context
  return {
    form,
    busy: snapshot.hasTag('busy'),
    preview,
    canApply: snapshot.matches('previewed') && (preview?.length ?? 0) > 0,
    applied,
    error,
    notice,
    change: (next) => send({ type: 'bulkPrice.changed', form: next }),
    showPreview: () => send({ type: 'bulkPrice.previewed' }),
    apply: () => send({ type: 'bulkPrice.applied' }),
  }
}
