import { assign, emit, fromCallback, fromPromise, setup } from 'xstate'
import { type Message, message } from '../domain/message'
import {
  httpStatusOf,
  normalizeShipment,
  type RawShipment,
  type Shipment,
  SUCCESS_VIBRATION,
} from '../domain/shipment'
import {
  type ListEntry,
  listEntries,
  normalizeStack,
  type RawStack,
  type Stack,
  sortStackShipments,
} from '../domain/stack'

export interface AvailableWork {
  shipments: RawShipment[]
  stacks: RawStack[]
}

export interface ShipmentListContext {
  entries: ListEntry<Shipment, Stack>[]
  error: Message | null
  notice: Message | null
}

export type ShipmentListEvent =
  | { type: 'shipmentList.refresh' }
  /** the local's offers channel said they changed (or it reconnected): read them again in place */
  | { type: 'shipmentList.changed' }

export type ShipmentListEmitted =
  | { type: 'notify'; level: 'error'; message: Message }
  | { type: 'accessDenied'; message: Message }
  | { type: 'vibrate'; pattern: number[] }
  /** a new offer is on the list: the page plays a sound where the browser allows */
  | { type: 'offerArrived' }

const outputOf = (event: unknown) => (event as { output: AvailableWork }).output

const entriesOf = ({ shipments, stacks }: AvailableWork) =>
  listEntries(
    shipments.map((s) => normalizeShipment(s) as Shipment),
    stacks.map((raw) => {
      const stack = normalizeStack(raw) as Stack
      return { ...stack, shipments: sortStackShipments(stack.shipments) }
    }),
  )

const entryKey = (entry: { kind: string; id: unknown }) => `${entry.kind}-${String(entry.id)}`

/**
 * Rider's list of available work (3-delivery.md §2.4, §6): single shipments and stacks looking for a
 * driver, refreshed on demand. A 403 means the rider may not see them: a toast, then the 404 page.
 */
export const shipmentListMachine = setup({
  types: {
    context: {} as ShipmentListContext,
    events: {} as ShipmentListEvent,
    emitted: {} as ShipmentListEmitted,
  },
  actors: {
    fetchAvailable: fromPromise<AvailableWork>(async () => {
      throw new Error('provide fetchAvailable (GET /api/shipments and GET /api/shipmentstacks) at the edge')
    }),
    /** the live channel 'offers-{localId}': sends shipmentList.changed */
    offerChanges: fromCallback<ShipmentListEvent>(() => () => undefined),
  },
  guards: {
    hasNewOffer: ({ context, event }) => {
      const known = new Set(context.entries.map(entryKey))
      return entriesOf(outputOf(event)).some((entry) => !known.has(entryKey(entry)))
    },
    isForbidden: ({ event }) => httpStatusOf((event as { error?: unknown }).error) === 403,
    isEmpty: ({ context }) => context.entries.length === 0,
  },
  actions: {
    keepEntries: assign({ entries: ({ event }) => entriesOf(outputOf(event)) }),
    // 3-delivery.md §2.5 and §9: the rider's success vibration; the sound is the page's
    announceOffer: emit({ type: 'vibrate', pattern: [...SUCCESS_VIBRATION] } as const),
    ringOffer: emit({ type: 'offerArrived' } as const),
    failFetch: assign({ error: () => message('shipment.listFetchFailed') }),
    clearMessages: assign({ error: null, notice: null }),
    sayEmpty: assign({ notice: () => message('shipment.listEmpty') }),
    notifyForbidden: emit({
      type: 'notify',
      level: 'error',
      message: message('shipment.listForbidden'),
    } as const),
    denyAccess: emit({ type: 'accessDenied', message: message('common.notFound') } as const),
  },
}).createMachine({
  id: 'shipmentList',
  context: { entries: [], error: null, notice: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      entry: 'clearMessages',
      invoke: {
        id: 'available',
        src: 'fetchAvailable',
        onDone: { target: 'loaded', actions: 'keepEntries' },
        onError: [
          { guard: 'isForbidden', target: 'denied', actions: ['notifyForbidden', 'denyAccess'] },
          { target: 'failed', actions: 'failFetch' },
        ],
      },
    },
    loaded: {
      initial: 'deciding',
      // offers appear without 'Actualizar' (issue 18): the list is read again in place on each notice
      invoke: { id: 'offerChanges', src: 'offerChanges' },
      states: {
        deciding: { always: [{ guard: 'isEmpty', target: 'empty' }, { target: 'listing' }] },
        empty: { tags: ['empty'], entry: 'sayEmpty' },
        listing: { entry: 'clearMessages' },
        refreshing: {
          invoke: {
            id: 'refresh',
            src: 'fetchAvailable',
            onDone: [
              {
                guard: 'hasNewOffer',
                target: 'deciding',
                actions: ['keepEntries', 'announceOffer', 'ringOffer'],
              },
              { target: 'deciding', actions: 'keepEntries' },
            ],
            // the list on screen stays; the next notice or 'Actualizar' reads it again
            onError: { target: 'deciding' },
          },
          on: { 'shipmentList.changed': { target: 'refreshing', reenter: true } },
        },
      },
      on: {
        'shipmentList.refresh': 'loading',
        'shipmentList.changed': '.refreshing',
      },
    },
    failed: {
      tags: ['error'],
      on: { 'shipmentList.refresh': 'loading' },
    },
    denied: { type: 'final', tags: ['denied'] },
  },
})
