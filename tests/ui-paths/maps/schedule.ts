import { message } from '../../../domain/message'
import { MONDAY_EVENING, MONDAY_NOON, weekSchedule } from '../../../machines/schedule.model'
import type { UiMap } from '../ui-map'

const now = { role: 'button', name: message('schedule.now') } as const
const scheduled = { role: 'button', name: message('schedule.scheduled') } as const
// the two lists: the day (named 'Programado') and the slot (named 'Tipo de pedido')
const day = { role: 'combobox', name: message('schedule.scheduled') } as const
const slot = { role: 'combobox', name: message('schedule.title') } as const
const noOnlyScheduled = "no demo mode takes only scheduled orders (scheduledOrders 'ONLY')"
const onlyScheduledAnswer = [{ context: { canOrderNow: false }, reason: noOnlyScheduled }]
const oneOpening =
  "the schedule is asked for once, as the checkout opens: Belgrano's two modes have menus of their own, so a switch discards the cart and leaves for the other menu instead of asking again"

/**
 * The checkout's schedule ('Tipo de pedido') on Belgrano's take-away checkout with a stored one-line cart,
 * the page's clock a minute before the model's Monday noon (3 March 2025, Buenos Aires) and the mode's
 * schedule answered as the model has it (the real one is read against today's date).
 */
export const scheduleMap: UiMap = {
  machine: 'schedule',
  where: "Confirmación del pedido (take away, Belgrano), sección 'Tipo de pedido' un lunes al mediodía",
  url: '/menu/pizzeria-demo-belgrano/checkout',
  cart: { alias: 'pizzeria-demo-belgrano', mode: 'TAKE_AWAY' },
  clock: true,
  // a minute before the model's noon: the seconds the page takes to open (before the replay stops its clock)
  // leave Monday's first slot, 12:30, at least the 30 minutes ahead it needs, as at the model's noon sharp
  clockAt: MONDAY_NOON - 60_000,
  held: {
    schedule: {
      name: 'la lectura de los horarios',
      method: 'GET',
      path: '^/api/ordermode/schedule/[^/]+$',
    },
  },
  events: [
    {
      event: 'schedule.loadRequested',
      match: { canOrderNow: false },
      unreachable: noOnlyScheduled,
    },
    {
      event: 'schedule.loadRequested',
      in: 'schedule.idle',
      cause: [{ happens: 'La página pide los horarios del local al abrirse' }],
    },
    {
      event: 'schedule.loadRequested',
      unreachableWhen: [
        { in: 'schedule.loading', reason: oneOpening },
        { in: 'schedule.ready', reason: oneOpening },
      ],
    },
    {
      event: 'xstate.done.actor.schedule',
      // (an array pattern matches by its items: the model's week starts on 3 March)
      match: { output: { datesBetween: ['2025-03-03'] } },
      cause: [
        {
          answer: 'schedule',
          status: 200,
          title: 'lunes 12:00 a 20:00 y martes 12:00 y 12:30, del 3 al 5 de marzo de 2025',
          json: weekSchedule,
        },
      ],
      unreachableIf: onlyScheduledAnswer,
    },
    {
      event: 'xstate.done.actor.schedule',
      cause: [
        {
          answer: 'schedule',
          status: 200,
          title: 'sin días ni horarios',
          json: { schedulerDaysInfo: [], datesBetween: [] },
        },
      ],
    },
    {
      event: 'xstate.error.actor.schedule',
      cause: [{ answer: 'schedule', status: 500, title: 'Internal Server Error' }],
      unreachableIf: onlyScheduledAnswer,
    },
    {
      // a chosen slot dropped on a mode without scheduling: machines/checkout.machine.test.ts drives it
      event: 'schedule.notOffered',
      unreachable:
        "the checkout says so on a switch to a mode without scheduling; Belgrano's switch leaves for the other mode's menu instead, and Palermo's modes never show the schedule",
    },
    { event: 'schedule.scheduledChosen', cause: [{ tap: scheduled }] },
    { event: 'schedule.nowChosen', cause: [{ tap: now }] },
    { event: 'schedule.dayChosen', cause: [{ select: day, value: { event: 'date' } }] },
    { event: 'schedule.slotChosen', cause: [{ select: slot, value: { event: 'time' } }] },
    // the checkout ticks every minute: the page's clock goes on to about 20:30, past Monday's last slot
    { event: 'schedule.clockTicked', cause: [{ clock: MONDAY_EVENING - MONDAY_NOON }] },
  ],
  states: {
    schedule: [],
    // passed at once: the page asks for the schedule as it opens
    'schedule.idle': [],
    'schedule.loading': [{ see: { text: message('schedule.loading') } }],
    'schedule.ready': [
      { gone: { text: message('schedule.loading') } },
      { see: { role: 'heading', name: message('schedule.title') } },
      { see: now },
      { see: scheduled },
    ],
    'schedule.ready.now': [{ gone: day }, { gone: slot }],
    'schedule.ready.scheduled': [
      { field: day, shows: { context: 'selection.date' } },
      { field: slot, shows: { context: 'selection.time' } },
    ],
    // passed at once: chosen or missing
    'schedule.ready.scheduled.checking': [],
    'schedule.ready.scheduled.chosen': [{ gone: { text: message('schedule.required') } }],
    'schedule.ready.scheduled.missing': [{ see: { text: message('schedule.required') } }],
  },
}
