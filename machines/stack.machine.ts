import { and, assign, emit, fromPromise, setup } from 'xstate'
import { cleanDeliveryKey, isValidDeliveryKey } from '../domain/delivery-key'
import { type Message, message } from '../domain/message'
import {
  CANCEL_STATUS,
  type CurrentRider,
  FAILURE_VIBRATION,
  httpStatusOf,
  type Id,
  type ShipmentStatus,
  SUCCESS_VIBRATION,
  stepLabelKey,
  updatedMessageKey,
} from '../domain/shipment'
import {
  advanceStack,
  canCancelStack,
  cancelStack,
  nextStackStatus,
  normalizeStack,
  type RawStack,
  riderSeesStackDetails,
  type Stack,
  type StackUpdate,
  sortStackShipments,
  stackStepNeedsDeliveryKey,
  stackUpdate,
} from '../domain/stack'

export interface StackInput {
  alias: string
  stackId: Id
}

export interface StackContext {
  alias: string
  stackId: Id
  rider: CurrentRider | null
  stack: Stack | null
  /** the slider's label: the step an advance leads to, null when there is none */
  step: Message | null
  /** the step being written while updating: the next status, or DRIVER_CANCELED for a cancel */
  pending: ShipmentStatus | null
  error: Message | null
  /** the diner's delivery key as the rider types it (digits only) */
  key: string
  /** why the last key was refused; also set when it is locked */
  keyError: Message | null
}

export type StackEvent =
  | { type: 'stack.advance' }
  | { type: 'stack.cancelRequested' }
  | { type: 'stack.cancelConfirmed' }
  | { type: 'stack.cancelDismissed' }
  | { type: 'stack.retry' }
  | { type: 'stack.keyChanged'; key: string }
  | { type: 'stack.keyConfirmed' }
  | { type: 'stack.keyDismissed' }

export type StackEmitted =
  | { type: 'notify'; level: 'success' | 'error'; message: Message }
  | { type: 'vibrate'; pattern: number[] }
  | { type: 'navigate'; to: string }
  | { type: 'accessDenied'; message: Message }

const withStack = (raw: RawStack): Pick<StackContext, 'stack' | 'step'> => {
  const normalized = normalizeStack(raw) as Stack
  const stack = { ...normalized, shipments: sortStackShipments(normalized.shipments) }
  const next = nextStackStatus(stack)
  return { stack, step: next ? message(stepLabelKey(next)) : null }
}

const outputOf = (event: unknown) => (event as { output: RawStack }).output

/**
 * Rider's detail of a multi-delivery (3-delivery.md §2.5, §4.1): the stack's route in order, the slider
 * moving the whole stack to the store and then delivering one point at a time, the return trip, and the
 * confirmed cancel of the whole multi-delivery. Losing it to another rider reads as in a single shipment.
 */
export const stackMachine = setup({
  types: {
    context: {} as StackContext,
    events: {} as StackEvent,
    input: {} as StackInput,
    emitted: {} as StackEmitted,
  },
  actors: {
    fetchWhoAmI: fromPromise<CurrentRider>(async () => {
      throw new Error('provide fetchWhoAmI (GET /api/whoami) at the edge')
    }),
    fetchStack: fromPromise<RawStack, { stackId: Id }>(async () => {
      throw new Error('provide fetchStack (GET /api/stacking/{id}) at the edge')
    }),
    updateStack: fromPromise<RawStack, StackUpdate>(async () => {
      throw new Error('provide updateStack (PUT /api/stacking/{id}) at the edge')
    }),
  },
  guards: {
    riderLostIt: ({ context }) =>
      context.stack !== null && !riderSeesStackDetails(context.stack, context.rider?.riderId),
    canAdvance: ({ context }) => context.step !== null,
    canCancel: ({ context }) => context.stack !== null && canCancelStack(context.stack),
    lostByUpdate: ({ context, event }) =>
      !riderSeesStackDetails(normalizeStack(outputOf(event)), context.rider?.riderId),
    wasCancel: ({ context }) => context.pending === CANCEL_STATUS,
    needsKey: ({ context }) => context.stack !== null && stackStepNeedsDeliveryKey(context.stack),
    keyComplete: ({ context }) => isValidDeliveryKey(context.key),
    keyRefused: ({ context, event }) =>
      context.key !== '' && 'error' in event && httpStatusOf(event.error) === 422,
    keyLocked: ({ context, event }) =>
      context.key !== '' && 'error' in event && httpStatusOf(event.error) === 429,
  },
  actions: {
    keepRider: assign((_, rider: CurrentRider) => ({ rider })),
    keepStack: assign(({ event }) => withStack(outputOf(event))),
    failFetch: assign({ error: () => message('shipment.fetchFailed') }),
    clearError: assign({ error: null }),
    writeNext: assign({ pending: ({ context }) => (context.stack ? nextStackStatus(context.stack) : null) }),
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
  id: 'stack',
  context: ({ input }) => ({
    alias: input.alias,
    stackId: input.stackId,
    rider: null,
    stack: null,
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
        id: 'stack',
        src: 'fetchStack',
        input: ({ context }) => ({ stackId: context.stackId }),
        onDone: { target: 'ready', actions: 'keepStack' },
        onError: { target: 'failed', actions: 'failFetch' },
      },
    },
    failed: {
      tags: ['error'],
      on: { 'stack.retry': 'loading' },
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
            'stack.advance': [
              { guard: and(['canAdvance', 'needsKey']), target: 'askingKey', actions: 'clearKey' },
              { guard: 'canAdvance', target: '#stack.updating', actions: 'writeNext' },
            ],
            'stack.cancelRequested': { guard: 'canCancel', target: 'confirmingCancel' },
          },
        },
        confirmingCancel: {
          tags: ['showsCustomer', 'confirmingCancel'],
          on: {
            'stack.cancelConfirmed': { target: '#stack.updating', actions: 'writeCancel' },
            'stack.cancelDismissed': 'active',
          },
        },
        askingKey: {
          tags: ['showsCustomer', 'askingKey'],
          on: {
            'stack.keyChanged': { actions: 'setKey' },
            'stack.keyConfirmed': [
              { guard: 'keyComplete', target: '#stack.updating', actions: 'writeNext' },
              { actions: 'flagKeyInvalid' },
            ],
            'stack.keyDismissed': { target: 'active', actions: 'clearKey' },
          },
        },
        // wrong keys reached the limit: only staff can close the order now; the rider re-reads it
        keyLocked: {
          tags: ['showsCustomer', 'keyLocked'],
          on: { 'stack.retry': { target: '#stack.loading', actions: 'clearKey' } },
        },
        lost: { tags: ['lost'] },
        finished: { tags: ['showsCustomer', 'finished'] },
      },
    },
    updating: {
      tags: ['showsCustomer', 'busy'],
      invoke: {
        id: 'update',
        src: 'updateStack',
        input: ({ context }) => {
          const stack = context.stack as Stack
          const after = context.pending === CANCEL_STATUS ? cancelStack(stack) : advanceStack(stack)
          const rider = context.rider ?? { riderId: '', name: '', phone: '' }
          return stackUpdate(after, rider, context.key === '' ? undefined : context.key)
        },
        onDone: [
          {
            guard: 'lostByUpdate',
            target: 'ready',
            actions: ['keepStack', 'notifyTaken', 'vibrateFailure', 'clearPending'],
          },
          {
            guard: 'wasCancel',
            target: 'ready',
            actions: ['keepStack', 'notifyUpdated', 'vibrateSuccess', 'clearPending', 'backToList'],
          },
          {
            target: 'ready',
            actions: ['keepStack', 'notifyUpdated', 'vibrateSuccess', 'clearPending', 'clearKey'],
          },
        ],
        onError: [
          {
            guard: 'keyRefused',
            target: '#stack.ready.askingKey',
            actions: ['flagKeyRefused', 'vibrateFailure', 'clearPending'],
          },
          {
            guard: 'keyLocked',
            target: '#stack.ready.keyLocked',
            actions: ['flagKeyLocked', 'vibrateFailure', 'clearPending'],
          },
          { target: 'ready', actions: ['notifyUpdateFailed', 'vibrateFailure', 'clearPending'] },
        ],
      },
    },
  },
})
