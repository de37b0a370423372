import { and, assign, emit, fromPromise, setup } from 'xstate'
import { cleanDeliveryKey, isValidDeliveryKey } from '../domain/delivery-key'
import { type Message, message } from '../domain/message'
import {
  CANCEL_STATUS,
  type CurrentRider,
  canCancelShipment,
  canUpdateShipment,
  FAILURE_VIBRATION,
  httpStatusOf,
  type Id,
  nextShipmentStatus,
  normalizeShipment,
  type RawShipment,
  riderSeesCustomerDetails,
  type Shipment,
  type ShipmentStatus,
  type ShipmentUpdate,
  SUCCESS_VIBRATION,
  shipmentUpdate,
  stepLabelKey,
  stepNeedsDeliveryKey,
  updatedMessageKey,
} from '../domain/shipment'

export interface ShipmentInput {
  alias: string
  shipmentId: Id
}

export interface ShipmentContext {
  alias: string
  shipmentId: Id
  rider: CurrentRider | null
  shipment: Shipment | null
  /** the slider's label: the step an advance leads to, null when there is none */
  step: Message | null
  /** the status being written while updating */
  pending: ShipmentStatus | null
  error: Message | null
  /** the diner's delivery key as the rider types it (digits only) */
  key: string
  /** why the last key was refused; also set when it is locked */
  keyError: Message | null
}

export type ShipmentEvent =
  | { type: 'shipment.advance' }
  | { type: 'shipment.cancelRequested' }
  | { type: 'shipment.cancelConfirmed' }
  | { type: 'shipment.cancelDismissed' }
  | { type: 'shipment.retry' }
  | { type: 'shipment.keyChanged'; key: string }
  | { type: 'shipment.keyConfirmed' }
  | { type: 'shipment.keyDismissed' }

export type ShipmentEmitted =
  | { type: 'notify'; level: 'success' | 'error'; message: Message }
  | { type: 'vibrate'; pattern: number[] }
  | { type: 'navigate'; to: string }
  | { type: 'accessDenied'; message: Message }

const withShipment = (raw: RawShipment): Pick<ShipmentContext, 'shipment' | 'step'> => {
  const shipment = normalizeShipment(raw) as Shipment
  const next = canUpdateShipment(shipment) ? nextShipmentStatus(shipment) : null
  return { shipment, step: next ? message(stepLabelKey(next)) : null }
}

const outputOf = (event: unknown) => (event as { output: RawShipment }).output

/**
 * Rider's detail of a single shipment (3-delivery.md §2.5, §4.1): who the rider is, the shipment, then the
 * slide-to-advance through its statuses and the confirmed cancel. After every update the rider may have
 * lost the shipment to another rider; the detail then hides the customer and says so.
 */
export const shipmentMachine = setup({
  types: {
    context: {} as ShipmentContext,
    events: {} as ShipmentEvent,
    input: {} as ShipmentInput,
    emitted: {} as ShipmentEmitted,
  },
  actors: {
    fetchWhoAmI: fromPromise<CurrentRider>(async () => {
      throw new Error('provide fetchWhoAmI (GET /api/whoami) at the edge')
    }),
    fetchShipment: fromPromise<RawShipment, { shipmentId: Id }>(async () => {
      throw new Error('provide fetchShipment (GET /api/shipments/{id}) at the edge')
    }),
    updateShipment: fromPromise<RawShipment, ShipmentUpdate>(async () => {
      throw new Error('provide updateShipment (PUT /api/shipments/{id}) at the edge')
    }),
  },
  guards: {
    riderLostIt: ({ context }) =>
      context.shipment !== null && !riderSeesCustomerDetails(context.shipment, context.rider?.riderId),
    canAdvance: ({ context }) => context.step !== null,
    canCancel: ({ context }) => context.shipment !== null && canCancelShipment(context.shipment),
    lostByUpdate: ({ context, event }) =>
      !riderSeesCustomerDetails(normalizeShipment(outputOf(event)), context.rider?.riderId),
    wasCancel: ({ context }) => context.pending === CANCEL_STATUS,
    needsKey: ({ context }) =>
      stepNeedsDeliveryKey(context.shipment ? nextShipmentStatus(context.shipment) : null),
    keyComplete: ({ context }) => isValidDeliveryKey(context.key),
    keyRefused: ({ context, event }) =>
      context.key !== '' && 'error' in event && httpStatusOf(event.error) === 422,
    keyLocked: ({ context, event }) =>
      context.key !== '' && 'error' in event && httpStatusOf(event.error) === 429,
  },
  actions: {
    keepRider: assign((_, rider: CurrentRider) => ({ rider })),
    keepShipment: assign(({ event }) => withShipment(outputOf(event))),
    failFetch: assign({ error: () => message('shipment.fetchFailed') }),
    clearError: assign({ error: null }),
    writeNext: assign({
      pending: ({ context }) => (context.shipment ? nextShipmentStatus(context.shipment) : null),
    }),
    writeCancel: assign({ pending: CANCEL_STATUS }),
    clearPending: assign({ pending: null }),
    setKey: assign({
      key: ({ event }) => ('key' in event ? cleanDeliveryKey(String(event.key)) : ''),
      keyError: null,
    }),
    clearKey: assign({ key: '', keyError: null }),
    flagKeyInvalid: assign({ keyError: () => message('shipment.keyInvalid') }),
    flagKeyRefused: assign({ keyError: () => message('shipment.keyRefused'), key: '' }),
    flagKeyLocked: assign({ keyError: () => message('shipment.keyLocked'), key: '' }),
    denyAccess: emit({ type: 'accessDenied', message: message('common.notFound') } as const),
    notifyUpdated: emit(({ context }) => ({
      type: 'notify' as const,
      level: 'success' as const,
      message: message(updatedMessageKey(context.pending ?? 'PENDING')),
    })),
    notifyTaken: emit({
      type: 'notify',
      level: 'error',
      message: message('shipment.takenByAnotherRider'),
    } as const),
    notifyUpdateFailed: emit({
      type: 'notify',
      level: 'error',
      message: message('shipment.updateFailed'),
    } as const),
    vibrateSuccess: emit({ type: 'vibrate', pattern: [...SUCCESS_VIBRATION] } as const),
    vibrateFailure: emit({ type: 'vibrate', pattern: [...FAILURE_VIBRATION] } as const),
    backToList: emit(({ context }) => ({
      type: 'navigate' as const,
      to: `/logistics/${context.alias}/shipments`,
    })),
  },
}).createMachine({
  id: 'shipment',
  context: ({ input }) => ({
    alias: input.alias,
    shipmentId: input.shipmentId,
    rider: null,
    shipment: null,
    step: null,
    pending: null,
    error: null,
    key: '',
    keyError: null,
  }),
  initial: 'identifying',
  states: {
    identifying: {
      tags: ['loading'],
      invoke: {
        id: 'whoAmI',
        src: 'fetchWhoAmI',
        onDone: { target: 'loading', actions: { type: 'keepRider', params: ({ event }) => event.output } },
        onError: { target: 'denied', actions: 'denyAccess' },
      },
    },
    denied: { type: 'final', tags: ['denied'] },
    loading: {
      tags: ['loading'],
      entry: 'clearError',
      invoke: {
        id: 'shipment',
        src: 'fetchShipment',
        input: ({ context }) => ({ shipmentId: context.shipmentId }),
        onDone: { target: 'ready', actions: 'keepShipment' },
        onError: { target: 'failed', actions: 'failFetch' },
      },
    },
    failed: {
      tags: ['error'],
      on: { 'shipment.retry': 'loading' },
    },
    ready: {
      initial: 'deciding',
      states: {
        deciding: {
          always: [
            { guard: 'riderLostIt', target: 'lost' },
            { guard: 'canAdvance', target: 'active' },
            { target: 'finished' },
          ],
        },
        active: {
          tags: ['showsCustomer'],
          on: {
            'shipment.advance': [
              { guard: and(['canAdvance', 'needsKey']), target: 'askingKey', actions: 'clearKey' },
              { guard: 'canAdvance', target: '#shipment.updating', actions: 'writeNext' },
            ],
            'shipment.cancelRequested': { guard: 'canCancel', target: 'confirmingCancel' },
          },
        },
        confirmingCancel: {
          tags: ['showsCustomer', 'confirmingCancel'],
          on: {
            'shipment.cancelConfirmed': { target: '#shipment.updating', actions: 'writeCancel' },
            'shipment.cancelDismissed': 'active',
          },
        },
        askingKey: {
          tags: ['showsCustomer', 'askingKey'],
          on: {
            'shipment.keyChanged': { actions: 'setKey' },
            'shipment.keyConfirmed': [
              { guard: 'keyComplete', target: '#shipment.updating', actions: 'writeNext' },
              { actions: 'flagKeyInvalid' },
            ],
            'shipment.keyDismissed': { target: 'active', actions: 'clearKey' },
          },
        },
        // wrong keys reached the limit: only staff can close the order now; the rider re-reads it
        keyLocked: {
          tags: ['showsCustomer', 'keyLocked'],
          on: { 'shipment.retry': { target: '#shipment.loading', actions: 'clearKey' } },
        },
        lost: { tags: ['lost'] },
        finished: { tags: ['showsCustomer', 'finished'] },
      },
    },
    updating: {
      tags: ['showsCustomer', 'busy'],
      invoke: {
        id: 'update',
        src: 'updateShipment',
        input: ({ context }) =>
          shipmentUpdate(
            context.shipmentId,
            context.pending ?? 'PENDING',
            context.rider ?? { riderId: '', name: '', phone: '' },
            context.key === '' ? undefined : context.key,
          ),
        onDone: [
          {
            guard: 'lostByUpdate',
            target: 'ready',
            actions: ['keepShipment', 'notifyTaken', 'vibrateFailure', 'clearPending'],
          },
          {
            guard: 'wasCancel',
            target: 'ready',
            actions: ['keepShipment', 'notifyUpdated', 'vibrateSuccess', 'clearPending', 'backToList'],
          },
          {
            target: 'ready',
            actions: ['keepShipment', 'notifyUpdated', 'vibrateSuccess', 'clearPending', 'clearKey'],
          },
        ],
        onError: [
          {
            guard: 'keyRefused',
            target: '#shipment.ready.askingKey',
            actions: ['flagKeyRefused', 'vibrateFailure', 'clearPending'],
          },
          {
            guard: 'keyLocked',
            target: '#shipment.ready.keyLocked',
            actions: ['flagKeyLocked', 'vibrateFailure', 'clearPending'],
          },
          { target: 'ready', actions: ['notifyUpdateFailed', 'vibrateFailure', 'clearPending'] },
        ],
      },
    },
  },
})
