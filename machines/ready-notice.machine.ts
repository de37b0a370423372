import { assign, emit, setup } from 'xstate'

/** Web Notifications as the browser reports them; 'unsupported' where there are none. */
export type NotificationPermissionState = 'default' | 'granted' | 'denied' | 'unsupported'

export interface ReadyNoticeContext {
  permission: NotificationPermissionState
}

export type ReadyNoticeEvent =
  /**
   * the follow-up read the order: is it ready for pick-up now (domain/counter-board isReadyForPickup), and
   * is it picked up at the counter at all (take-away or kiosk)
   */
  | { type: 'order.seen'; ready: boolean; counter: boolean }
  /** what the browser says of notifications, at start and after asking */
  | { type: 'notice.permission'; permission: NotificationPermissionState }
  /** the diner asked to be told when it is ready */
  | { type: 'notice.permissionAsked' }

export type ReadyNoticeEmitted =
  /** vibrate and, if allowed, show a notification: the order just became ready */
  { type: 'notice.alert'; notify: boolean } | { type: 'notice.askPermission' }

/**
 * The diner's "ready for pick-up" notice on the follow-up (issue 35). An order found ready on the first
 * read shows the text quietly; one that becomes ready while the page is open also vibrates and, when the
 * diner allowed it, shows a notification. Once picked up the notice goes.
 */
export const readyNoticeMachine = setup({
  types: {
    context: {} as ReadyNoticeContext,
    events: {} as ReadyNoticeEvent,
    emitted: {} as ReadyNoticeEmitted,
  },
  guards: {
    ready: ({ event }) => event.type === 'order.seen' && event.ready,
    canAsk: ({ context }) => context.permission === 'default',
  },
  actions: {
    setPermission: assign({
      permission: ({ event, context }) =>
        event.type === 'notice.permission' ? event.permission : context.permission,
    }),
    alert: emit(({ context }) => ({
      type: 'notice.alert' as const,
      notify: context.permission === 'granted',
    })),
    askPermission: emit({ type: 'notice.askPermission' } as const),
  },
}).createMachine({
  id: 'readyNotice',
  context: { permission: 'unsupported' },
  initial: 'unknown',
  on: { 'notice.permission': { actions: 'setPermission' } },
  states: {
    unknown: {
      on: {
        'order.seen': [
          { guard: 'ready', target: 'ready' },
          { guard: ({ event }) => event.counter, target: 'waiting' },
          { target: 'over' },
        ],
      },
    },
    waiting: {
      tags: ['waiting'],
      on: {
        'order.seen': { guard: 'ready', target: 'ready', actions: 'alert' },
        'notice.permissionAsked': { guard: 'canAsk', actions: 'askPermission' },
      },
    },
    ready: {
      tags: ['ready'],
      on: { 'order.seen': { guard: ({ event }) => !event.ready, target: 'over' } },
    },
    over: { type: 'final' },
  },
})
