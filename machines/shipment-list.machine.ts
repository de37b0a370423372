import { assign, emit, fromPromise, setup } from 'xstate'
import { type Message, message } from '../domain/message'
import { httpStatusOf, normalizeShipment, type RawShipment, type Shipment } from '../domain/shipment'
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

export type ShipmentListEvent = { type: 'shipmentList.refresh' }

export type ShipmentListEmitted =
  | { type: 'notify'; level: 'error'; message: Message }
  | { type: 'accessDenied'; message: Message }

const outputOf = (event: unknown) => (event as { output: AvailableWork }).output

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
  },
  guards: {
    isForbidden: ({ event }) => httpStatusOf((event as { error?: unknown }).error) === 403,
    isEmpty: ({ context }) => context.entries.length === 0,
  },
  actions: {
    keepEntries: assign({
      entries: ({ event }) => {
        const { shipments, stacks } = outputOf(event)
        return listEntries(
          shipments.map((s) => normalizeShipment(s) as Shipment),
          stacks.map((raw) => {
            const stack = normalizeStack(raw) as Stack
            return { ...stack, shipments: sortStackShipments(stack.shipments) }
          }),
        )
      },
    }),
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
      states: {
        deciding: { always: [{ guard: 'isEmpty', target: 'empty' }, { target: 'listing' }] },
        empty: { tags: ['empty'], entry: 'sayEmpty' },
        listing: {},
      },
      on: { 'shipmentList.refresh': 'loading' },
    },
    failed: {
      tags: ['error'],
      on: { 'shipmentList.refresh': 'loading' },
    },
    denied: { type: 'final', tags: ['denied'] },
  },
})
