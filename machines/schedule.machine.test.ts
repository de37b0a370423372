import { describe, expect, it } from 'vitest'
import { type AnyEventObject, createActor, fromPromise } from 'xstate'
import { isOffered, type ScheduleConfig, type ScheduleDay, scheduledAtOf } from '../domain/schedule'
import { describeModel } from './graph/describe-model'
import { scheduleMachine } from './schedule.machine'
import { MONDAY_EVENING, MONDAY_NOON, scheduleModel, weekSchedule } from './schedule.model'

describeModel(scheduleModel, {
  eachStep: ({ event, snapshot, emitted }) => {
    const { context } = snapshot
    expect(context.title.key).toBe(context.canOrderNow ? 'schedule.title' : 'schedule.titleOnlyScheduled')
    if (snapshot.matches('loading')) expect(context.notice).toEqual({ key: 'schedule.loading' })
    if (snapshot.matches('ready')) {
      // whatever is selected is on offer, and scheduledAt is that slot in the local's time
      if (context.selection) expect(isOffered(context.days, context.selection)).toBe(true)
      expect(context.scheduledAt).toBe(context.selection ? scheduledAtOf(context.selection) : null)
      if (!context.canOrderNow) expect(snapshot.hasTag('scheduled')).toBe(true)
    }
    expect(snapshot.hasTag('scheduleMissing')).toBe(
      snapshot.hasTag('scheduled') && context.selection === null,
    )
    if (snapshot.hasTag('scheduleMissing')) expect(context.notice).toEqual({ key: 'schedule.required' })
    if (event.type === 'xstate.done.actor.schedule' && context.days.length > 0)
      expect(context.selection).toEqual({ date: '2025-03-03', time: '12:30' })
    if (context.now === MONDAY_EVENING)
      expect(context.days.map((d: ScheduleDay) => d.date)).not.toContain('2025-03-03')
    for (const e of emitted) {
      expect(e.type).toBe('schedule.switched')
      expect(e.scheduled).toBe(snapshot.hasTag('scheduled'))
    }
  },
})

const load = (canOrderNow: boolean) => {
  const machine = scheduleMachine.provide({
    actors: { fetchSchedule: fromPromise(async () => weekSchedule) },
  })
  const actor = createActor(machine).start()
  const emitted: AnyEventObject[] = []
  actor.on('*', (e) => emitted.push(e))
  actor.send({ type: 'schedule.loadRequested', orderModeId: 1, canOrderNow, now: MONDAY_NOON })
  return { actor, emitted }
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('schedule', () => {
  it('preselects the first open slot at least 30 minutes ahead, in Buenos Aires time', async () => {
    const { actor } = load(true)
    expect(actor.getSnapshot().hasTag('loading')).toBe(true)
    await settle()
    const { context } = actor.getSnapshot()
    expect(context.days.map((d) => [d.date, d.slots])).toEqual([
      ['2025-03-03', ['12:30', '13:00', '20:00']],
      ['2025-03-04', ['12:00', '12:30']],
    ])
    expect(context.scheduledAt).toBe('2025-03-03T12:30:00.000-03:00')
    expect(actor.getSnapshot().hasTag('orderNow')).toBe(true)
  })

  it("only scheduling: 'Programa tu pedido', and 'En el momento' is not offered", async () => {
    const { actor } = load(false)
    await settle()
    expect(actor.getSnapshot().context.title).toEqual({ key: 'schedule.titleOnlyScheduled' })
    expect(actor.getSnapshot().can({ type: 'schedule.nowChosen' })).toBe(false)
    expect(actor.getSnapshot().hasTag('scheduled')).toBe(true)
  })

  it('announces each switch between now and scheduled', async () => {
    const { actor, emitted } = load(true)
    await settle()
    actor.send({ type: 'schedule.scheduledChosen' })
    actor.send({ type: 'schedule.dayChosen', date: '2025-03-04' })
    actor.send({ type: 'schedule.slotChosen', time: '12:30' })
    expect(actor.getSnapshot().context.scheduledAt).toBe('2025-03-04T12:30:00.000-03:00')
    actor.send({ type: 'schedule.nowChosen' })
    expect(emitted).toEqual([
      { type: 'schedule.switched', scheduled: true },
      { type: 'schedule.switched', scheduled: false },
    ])
  })

  it('refuses a slot that is not open on the chosen day', async () => {
    const { actor } = load(true)
    await settle()
    actor.send({ type: 'schedule.scheduledChosen' })
    actor.send({ type: 'schedule.slotChosen', time: '12:00' })
    expect(actor.getSnapshot().context.selection).toEqual({ date: '2025-03-03', time: '12:30' })
  })

  it('drops today when the clock leaves it without slots, moving the selection to the next day', async () => {
    const { actor } = load(true)
    await settle()
    actor.send({ type: 'schedule.scheduledChosen' })
    actor.send({ type: 'schedule.clockTicked', now: MONDAY_EVENING })
    const { context } = actor.getSnapshot()
    expect(context.days.map((d) => d.date)).toEqual(['2025-03-04'])
    expect(context.selection).toEqual({ date: '2025-03-04', time: '12:00' })
  })

  it("asks for a schedule when none can be offered: 'Seleccione un horario…'", async () => {
    const machine = scheduleMachine.provide({
      actors: {
        fetchSchedule: fromPromise(
          async (): Promise<ScheduleConfig> => ({ schedulerDaysInfo: [], datesBetween: [] }),
        ),
      },
    })
    const actor = createActor(machine).start()
    actor.send({ type: 'schedule.loadRequested', orderModeId: 1, canOrderNow: false, now: MONDAY_NOON })
    await settle()
    expect(actor.getSnapshot().hasTag('scheduleMissing')).toBe(true)
    expect(actor.getSnapshot().context.notice).toEqual({ key: 'schedule.required' })
  })
})
