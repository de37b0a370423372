import { assign, emit, fromCallback, fromPromise, setup } from 'xstate'
import { type Message, message } from '../domain/message'
import { statusLabelKey } from '../domain/shipment'
import {
  TRACKING_SUBSCRIBE_DELAY_MS,
  type TrackingInfo,
  trackingChannel,
  trackingStatus,
} from '../domain/tracking'

export interface TrackingInput {
  alias: string
  orderCode: string
  /** the websocket feature flag */
  websocketsEnabled: boolean
}

export interface TrackingContext {
  alias: string
  orderCode: string
  data: TrackingInfo
  /** the coloured status label of the overlay, null before the first answer */
  statusLabel: Message | null
  websocketsEnabled: boolean
}

export type TrackingEvent =
  | { type: 'tracking.refresh' }
  /** the live channel delivered a logistics tracking update: its payload replaces the data */
  | { type: 'tracking.updated'; data: TrackingInfo }
  /** the live channel disconnected, failed or is unavailable */
  | { type: 'tracking.disconnected'; error?: unknown }

export type TrackingEmitted = { type: 'log'; level: 'error'; message: Message; error: unknown }

export interface TrackingFetch {
  alias: string
  orderCode: string
}

const withData = (data: TrackingInfo) => ({
  data,
  statusLabel: message(statusLabelKey(trackingStatus(data))),
})
const errorOf = (event: unknown) => (event as { error?: unknown }).error

/**
 * Customer live tracking (3-delivery.md §2.6, §4.3): initial until the first fetch answers, loaded after
 * it; 'Actualizar' goes back to initial and fetches again. While loaded, and with the websocket flag on,
 * the page subscribes to 'tracking-{id}' a second later; a disconnect turns the flag off for the visit.
 * Every failure is only logged. Leaving the loaded state closes the subscription.
 */
export const trackingMachine = setup({
  types: {
    context: {} as TrackingContext,
    events: {} as TrackingEvent,
    input: {} as TrackingInput,
    emitted: {} as TrackingEmitted,
  },
  actors: {
    fetchTracking: fromPromise<TrackingInfo, TrackingFetch>(async () => {
      throw new Error(
        'provide fetchTracking (GET /api/logisticsorder/tracking/{alias}/{orderCode}) at the edge',
      )
    }),
    // the edge opens the realtime channel, sends tracking.updated / tracking.disconnected, closes on cleanup
    subscribeTracking: fromCallback<TrackingEvent, { channel: string }>(() => undefined),
  },
  delays: { subscribeDelay: TRACKING_SUBSCRIBE_DELAY_MS },
  guards: {
    canSubscribe: ({ context }) =>
      context.websocketsEnabled &&
      context.data.id !== null &&
      context.data.id !== undefined &&
      context.data.id !== '',
  },
  actions: {
    keepData: assign((_, data: TrackingInfo | undefined) => withData(data ?? {})),
    emptyData: assign(() => withData({})),
    replaceData: assign(({ event }) => withData(event.type === 'tracking.updated' ? event.data : {})),
    websocketsOff: assign({ websocketsEnabled: false }),
    logFetchFailed: emit(({ event }) => ({
      type: 'log' as const,
      level: 'error' as const,
      message: message('tracking.fetchFailedLog'),
      error: errorOf(event),
    })),
    logRefreshFailed: emit(({ event }) => ({
      type: 'log' as const,
      level: 'error' as const,
      message: message('tracking.refreshFailedLog'),
      error: errorOf(event),
    })),
    logDisconnected: emit(({ event }) => ({
      type: 'log' as const,
      level: 'error' as const,
      message: message('tracking.liveFailedLog'),
      error: errorOf(event),
    })),
  },
}).createMachine({
  id: 'tracking',
  context: ({ input }) => ({
    alias: input.alias,
    orderCode: input.orderCode,
    data: {},
    statusLabel: null,
    websocketsEnabled: input.websocketsEnabled,
  }),
  initial: 'initial',
  states: {
    initial: {
      tags: ['loading'],
      invoke: {
        id: 'fetch',
        src: 'fetchTracking',
        input: ({ context }) => ({ alias: context.alias, orderCode: context.orderCode }),
        onDone: { target: 'loaded', actions: { type: 'keepData', params: ({ event }) => event.output } },
        // a failed fetch reads as empty data: the page still loads, and says nothing
        onError: { target: 'loaded', actions: ['emptyData', 'logFetchFailed'] },
      },
    },
    refreshing: {
      tags: ['loading'],
      invoke: {
        id: 'refresh',
        src: 'fetchTracking',
        input: ({ context }) => ({ alias: context.alias, orderCode: context.orderCode }),
        onDone: { target: 'loaded', actions: { type: 'keepData', params: ({ event }) => event.output } },
        // the last data stays on screen
        onError: { target: 'loaded', actions: 'logRefreshFailed' },
      },
    },
    loaded: {
      on: { 'tracking.refresh': 'refreshing' },
      initial: 'deciding',
      states: {
        deciding: { always: [{ guard: 'canSubscribe', target: 'waiting' }, { target: 'offline' }] },
        waiting: { after: { subscribeDelay: 'live' } },
        live: {
          tags: ['live'],
          invoke: {
            id: 'live',
            src: 'subscribeTracking',
            input: ({ context }) => ({ channel: trackingChannel(context.data.id ?? '') }),
            onError: { target: 'offline', actions: ['websocketsOff', 'logDisconnected'] },
          },
          on: {
            'tracking.updated': { actions: 'replaceData' },
            'tracking.disconnected': { target: 'offline', actions: ['websocketsOff', 'logDisconnected'] },
          },
        },
        offline: {},
      },
    },
  },
})
