import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import { connectSchedule } from '../../../../machines/schedule.connect'
import type { scheduleMachine } from '../../../../machines/schedule.machine'
import { useT } from '../../../lib/use-t'
import { inputClass, Section } from './checkout-fields'

/** 'En el momento' or 'Programado', and the day and slot (the schedule child of the checkout). */
export function ScheduleSection({ actor }: { actor: ActorRefFrom<typeof scheduleMachine> }) {
  const t = useT()
  const view = connectSchedule(
    useSelector(actor, (snapshot) => snapshot),
    actor.send,
  )
  return (
    <Section title={t(view.title)}>
      <div className="flex gap-2">
        {view.offersNow ? (
          <button
            type="button"
            aria-pressed={view.orderNow}
            className="flex-1 rounded-full border border-ink/20 px-4 py-2 aria-pressed:bg-brand aria-pressed:text-brand-contrast"
            onClick={view.chooseNow}
          >
            {t('schedule.now')}
          </button>
        ) : null}
        <button
          type="button"
          aria-pressed={view.scheduled}
          className="flex-1 rounded-full border border-ink/20 px-4 py-2 aria-pressed:bg-brand aria-pressed:text-brand-contrast"
          onClick={view.chooseScheduled}
        >
          {t('schedule.scheduled')}
        </button>
      </div>
      {view.notice ? <p className="mt-2 text-sm text-muted">{t(view.notice)}</p> : null}
      {view.scheduled ? (
        <div className="mt-3 grid grid-cols-2 gap-2">
          <select
            aria-label={t('schedule.scheduled')}
            className={inputClass}
            value={view.day}
            onChange={(e) => view.chooseDay(e.target.value)}
          >
            {view.days.map((date) => (
              <option key={date} value={date}>
                {date}
              </option>
            ))}
          </select>
          <select
            aria-label={t('schedule.title')}
            className={inputClass}
            value={view.slot}
            onChange={(e) => view.chooseSlot(e.target.value)}
          >
            {view.slots.map((slot) => (
              <option key={slot} value={slot}>
                {slot}
              </option>
            ))}
          </select>
        </div>
      ) : null}
    </Section>
  )
}
