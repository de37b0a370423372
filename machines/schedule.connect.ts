import type { SnapshotFrom } from 'xstate'
import type { Message } from '../domain/message'
import type { ScheduleEvent, scheduleMachine } from './schedule.machine'

type Snapshot = SnapshotFrom<typeof scheduleMachine>
type Send = (event: ScheduleEvent) => void

export interface ScheduleView {
  /** 'Programa tu pedido' where only scheduled orders are taken, the section's own title otherwise */
  title: Message
  /** 'En el momento' is offered (the local takes orders now) */
  offersNow: boolean
  orderNow: boolean
  scheduled: boolean
  /** the loading text, or the schedule still missing */
  notice: Message | null
  /** the day and slot pickers, shown only while the order is scheduled */
  days: readonly string[]
  slots: readonly string[]
  day: string
  slot: string
  chooseNow: () => void
  chooseScheduled: () => void
  chooseDay: (date: string) => void
  chooseSlot: (time: string) => void
}

/** The checkout's schedule section: 'En el momento' or 'Programado', and the day and slot offered. */
export function connectSchedule(snapshot: Snapshot, send: Send): ScheduleView {
  const { context } = snapshot
  const day = context.selection?.date ?? ''
  return {
    title: context.title,
    offersNow: context.canOrderNow,
    orderNow: snapshot.hasTag('orderNow'),
    scheduled: snapshot.hasTag('scheduled'),
    notice: context.notice,
    days: context.days.map((d) => d.date),
    slots: context.days.find((d) => d.date === day)?.slots ?? [],
    day,
    slot: context.selection?.time ?? '',
    chooseNow: () => send({ type: 'schedule.nowChosen' }),
    chooseScheduled: () => send({ type: 'schedule.scheduledChosen' }),
    chooseDay: (date) => send({ type: 'schedule.dayChosen', date }),
    chooseSlot: (time) => send({ type: 'schedule.slotChosen', time }),
  }
}
