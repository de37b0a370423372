import type { ScheduleConfig } from '../domain/schedule'
import { defineModel } from './graph/model'
import { scheduleMachine } from './schedule.machine'

/** Monday 3 March 2025, 12:00 in Buenos Aires */
export const MONDAY_NOON = Date.UTC(2025, 2, 3, 15, 0)
/** the same Monday at 20:31: no slot of today is left */
export const MONDAY_EVENING = Date.UTC(2025, 2, 3, 23, 31)

export const weekSchedule: ScheduleConfig = {
  schedulerDaysInfo: [
    { dayOfWeek: 'MONDAY', availableHours: ['12:00', '12:30', '13:00', '20:00'] },
    { dayOfWeek: 'TUESDAY', availableHours: ['12:00', '12:30'] },
  ],
  datesBetween: ['2025-03-03', '2025-03-04', '2025-03-05'],
}

export const scheduleModel = defineModel({
  name: 'schedule',
  description:
    "Checkout schedule: 'En el momento' or 'Programado', the first open day and slot preselected, today dropped when no slot remains.",
  machine: scheduleMachine,
  events: [
    { type: 'schedule.loadRequested', orderModeId: 1, canOrderNow: true, now: MONDAY_NOON },
    { type: 'schedule.loadRequested', orderModeId: 1, canOrderNow: false, now: MONDAY_NOON },
    { type: 'xstate.done.actor.schedule', output: weekSchedule },
    { type: 'xstate.done.actor.schedule', output: { schedulerDaysInfo: [], datesBetween: [] } },
    { type: 'xstate.error.actor.schedule', error: { status: 500 } },
    { type: 'schedule.dayChosen', date: '2025-03-04' },
    { type: 'schedule.slotChosen', time: '12:30' },
    { type: 'schedule.clockTicked', now: MONDAY_EVENING },
    { type: 'schedule.notOffered' },
  ],
})
