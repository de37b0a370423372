import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import type { ScheduleConfig } from '../domain/schedule'
import { connectSchedule } from './schedule.connect'
import { type ScheduleEvent, scheduleMachine } from './schedule.machine'
import { MONDAY_NOON, weekSchedule } from './schedule.model'

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

function viewed(config: ScheduleConfig = weekSchedule) {
  const machine = scheduleMachine.provide({ actors: { fetchSchedule: fromPromise(async () => config) } })
  const actor = createActor(machine).start()
  const sent: ScheduleEvent[] = []
  const send = (event: ScheduleEvent) => {
    sent.push(event)
    actor.send(event)
  }
  return { actor, sent, view: () => connectSchedule(actor.getSnapshot(), send) }
}

const load = (canOrderNow: boolean) =>
  ({ type: 'schedule.loadRequested', orderModeId: 1, canOrderNow, now: MONDAY_NOON }) as const

describe('connectSchedule', () => {
  it("offers 'En el momento' chosen, and no pickers, where the local takes orders now", async () => {
    const { actor, view } = viewed()
    actor.send(load(true))
    await settle()
    expect(view()).toMatchObject({
      title: { key: 'schedule.title' },
      offersNow: true,
      orderNow: true,
      scheduled: false,
    })
  })

  it("'Programado' shows the days and the chosen day's slots, the first preselected", async () => {
    const { actor, view, sent } = viewed()
    actor.send(load(true))
    await settle()
    view().chooseScheduled()
    expect(view()).toMatchObject({ scheduled: true, orderNow: false, notice: null })
    expect(view().days).toEqual(actor.getSnapshot().context.days.map((d) => d.date))
    expect(view().day).toBe(view().days[0])
    expect(view().slots).toContain(view().slot)
    view().chooseDay('2025-03-04')
    view().chooseSlot('12:30')
    expect(view()).toMatchObject({ day: '2025-03-04', slot: '12:30', slots: ['12:00', '12:30'] })
    view().chooseNow()
    expect(view().orderNow).toBe(true)
    expect(sent.map((e) => e.type)).toEqual([
      'schedule.scheduledChosen',
      'schedule.dayChosen',
      'schedule.slotChosen',
      'schedule.nowChosen',
    ])
  })

  it("where only scheduled orders are taken: 'Programa tu pedido', no 'En el momento'", async () => {
    const { actor, view } = viewed()
    actor.send(load(false))
    await settle()
    expect(view()).toMatchObject({
      title: { key: 'schedule.titleOnlyScheduled' },
      offersNow: false,
      scheduled: true,
    })
  })

  it('says the schedule is missing when no slot is offered', async () => {
    const { actor, view } = viewed({ schedulerDaysInfo: [], datesBetween: [] })
    actor.send(load(false))
    await settle()
    expect(view()).toMatchObject({ scheduled: true, days: [], slots: [], day: '', slot: '' })
    expect(view().notice).not.toBeNull()
  })
})
