import { assign, emit, fromPromise, setup } from 'xstate'
import { type Message, message } from '../domain/message'
import {
  keepOrFirst,
  type ScheduleConfig,
  type ScheduleDay,
  type ScheduleSelection,
  scheduleDays,
  scheduledAtOf,
  selectDay,
} from '../domain/schedule'

export interface ScheduleContext {
  orderModeId: number | null
  /** false when the local takes only scheduled orders now ('Programa tu pedido') */
  canOrderNow: boolean
  /** the current time (epoch ms), given by the edge: the machine never reads a clock */
  now: number
  timeZone: string | undefined
  config: ScheduleConfig | null
  days: ScheduleDay[]
  selection: ScheduleSelection | null
  /** the selection as the order carries it */
  scheduledAt: string | null
  title: Message
  /** the loading text, or the schedule still missing */
  notice: Message | null
}

export type ScheduleEvent =
  /** the order mode's schedule is needed (checkout opened, or the mode changed) */
  | {
      type: 'schedule.loadRequested'
      orderModeId: number
      canOrderNow: boolean
      now: number
      timeZone?: string
    }
  | { type: 'schedule.nowChosen' }
  | { type: 'schedule.scheduledChosen' }
  | { type: 'schedule.dayChosen'; date: string }
  | { type: 'schedule.slotChosen'; time: string }
  /** time moved on (the edge ticks every minute): slots too close to now are no longer offered */
  | { type: 'schedule.clockTicked'; now: number }
  /** the order moved to a mode that takes no scheduled orders: a chosen slot (of the old mode) goes */
  | { type: 'schedule.notOffered' }

export type ScheduleEmitted =
  /** the order switched to or from scheduled (a non-external discount code is cleared on it) */
  { type: 'schedule.switched'; scheduled: boolean }

const titleFor = (canOrderNow: boolean) =>
  canOrderNow ? message('schedule.title') : message('schedule.titleOnlyScheduled')

/** Before any mode's schedule is asked for, and after a mode without scheduling: nothing to choose. */
const noSchedule = (): ScheduleContext => ({
  orderModeId: null,
  canOrderNow: true,
  now: 0,
  timeZone: undefined,
  config: null,
  days: [],
  selection: null,
  scheduledAt: null,
  title: titleFor(true),
  notice: null,
})

const options = (context: ScheduleContext) => (context.timeZone ? { timeZone: context.timeZone } : {})

/**
 * The checkout's schedule section (2-checkout.md §4 'Scheduling', §5): 'En el momento' or 'Programado';
 * the first open day and slot preselected on load; today dropped when no slot remains; slots only at least
 * the lead time ahead; 'Seleccione un horario…' while a schedule is required and none is chosen.
 */
export const scheduleMachine = setup({
  types: {
    context: {} as ScheduleContext,
    events: {} as ScheduleEvent,
    emitted: {} as ScheduleEmitted,
  },
  actors: {
    /** GET /api/ordermode/schedule/{orderModeId} */
    fetchSchedule: fromPromise<ScheduleConfig, { orderModeId: number }>(async () => {
      throw new Error('provide fetchSchedule at the edge')
    }),
  },
  guards: {
    canOrderNow: ({ context }) => context.canOrderNow,
    hasSelection: ({ context }) => context.selection !== null,
    dayOffered: ({ context, event }) =>
      event.type === 'schedule.dayChosen' && selectDay(context.days, event.date) !== null,
    slotOffered: ({ context, event }) =>
      event.type === 'schedule.slotChosen' &&
      context.selection !== null &&
      context.days.some((d) => d.date === context.selection?.date && d.slots.includes(event.time)),
  },
  actions: {
    startLoading: assign(({ event }) =>
      event.type === 'schedule.loadRequested'
        ? {
            orderModeId: event.orderModeId,
            canOrderNow: event.canOrderNow,
            now: event.now,
            timeZone: event.timeZone,
            config: null,
            days: [],
            selection: null,
            scheduledAt: null,
            title: titleFor(event.canOrderNow),
            notice: message('schedule.loading'),
          }
        : {},
    ),
    applyConfig: assign(({ context, event }) => {
      const config = 'output' in event ? (event.output as ScheduleConfig) : null
      return { config, notice: null, ...offer(context, config, context.now, null) }
    }),
    dropConfig: assign({ config: null, days: [], selection: null, scheduledAt: null, notice: null }),
    tick: assign(({ context, event }) => {
      const now = event.type === 'schedule.clockTicked' ? event.now : context.now
      return { now, ...offer(context, context.config, now, context.selection) }
    }),
    chooseDay: assign(({ context, event }) => {
      const selection = event.type === 'schedule.dayChosen' ? selectDay(context.days, event.date) : null
      return { selection, scheduledAt: selection ? scheduledAtOf(selection, context.timeZone) : null }
    }),
    chooseSlot: assign(({ context, event }) => {
      const selection =
        event.type === 'schedule.slotChosen' && context.selection
          ? { date: context.selection.date, time: event.time }
          : context.selection
      return { selection, scheduledAt: selection ? scheduledAtOf(selection, context.timeZone) : null }
    }),
    // the clock and time zone stay: they are the edge's, not the mode's
    forgetSchedule: assign(({ context }) => ({
      ...noSchedule(),
      now: context.now,
      timeZone: context.timeZone,
    })),
    markMissing: assign({ notice: message('schedule.required') }),
    clearNotice: assign({ notice: null }),
    switchedToScheduled: emit({ type: 'schedule.switched', scheduled: true } as const),
    switchedToNow: emit({ type: 'schedule.switched', scheduled: false } as const),
  },
}).createMachine({
  id: 'schedule',
  context: noSchedule,
  initial: 'idle',
  on: {
    // slots differ per mode: a new mode's schedule starts with nothing chosen
    'schedule.loadRequested': { target: '.loading', actions: 'startLoading' },
    'schedule.notOffered': { target: '.idle', actions: 'forgetSchedule' },
  },
  states: {
    // the mode does not schedule: the order is for now
    idle: { tags: ['orderNow'] },
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'schedule',
        src: 'fetchSchedule',
        input: ({ context }) => ({ orderModeId: context.orderModeId ?? 0 }),
        onDone: [
          { guard: 'canOrderNow', target: 'ready.now', actions: 'applyConfig' },
          { target: 'ready.scheduled', actions: 'applyConfig' },
        ],
        // without a schedule the order can only be for now; a local that requires scheduling cannot take it
        onError: [
          { guard: 'canOrderNow', target: 'ready.now', actions: 'dropConfig' },
          { target: 'ready.scheduled', actions: 'dropConfig' },
        ],
      },
    },
    ready: {
      initial: 'now',
      on: { 'schedule.clockTicked': { actions: 'tick' } },
      states: {
        now: {
          tags: ['orderNow'],
          on: {
            'schedule.scheduledChosen': { target: 'scheduled', actions: 'switchedToScheduled' },
          },
        },
        scheduled: {
          tags: ['scheduled'],
          initial: 'checking',
          on: {
            'schedule.nowChosen': {
              guard: 'canOrderNow',
              target: 'now',
              actions: ['clearNotice', 'switchedToNow'],
            },
            'schedule.dayChosen': { guard: 'dayOffered', target: '.checking', actions: 'chooseDay' },
            'schedule.slotChosen': { guard: 'slotOffered', target: '.checking', actions: 'chooseSlot' },
            'schedule.clockTicked': { target: '.checking', actions: 'tick' },
          },
          states: {
            checking: {
              always: [
                { guard: 'hasSelection', target: 'chosen', actions: 'clearNotice' },
                { target: 'missing', actions: 'markMissing' },
              ],
            },
            chosen: {},
            missing: { tags: ['scheduleMissing'] },
          },
        },
      },
    },
  },
})

function offer(
  context: ScheduleContext,
  config: ScheduleConfig | null,
  now: number,
  previous: ScheduleSelection | null,
): Pick<ScheduleContext, 'days' | 'selection' | 'scheduledAt'> {
  const days = config ? scheduleDays(config, now, options(context)) : []
  const selection = keepOrFirst(days, previous)
  return { days, selection, scheduledAt: selection ? scheduledAtOf(selection, context.timeZone) : null }
}
