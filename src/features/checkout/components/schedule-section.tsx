import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import type { scheduleMachine } from '../../../../machines/schedule.machine'
import { useT } from '../../../lib/use-t'
import { inputClass, Section } from './checkout-fields'

/** 'En el momento' or 'Programado', and the day and slot (the schedule child of the checkout). */
export function ScheduleSection({ actor }: { actor: ActorRefFrom<typeof scheduleMachine> }) {
  const t = useT()
  const state = useSelector(actor, (snapshot) => snapshot)
  const { context } = state
  const send = actor.send
  return (
    <Section title={t(context.title)}>
      <div className="flex gap-2">
        {context.canOrderNow ? (
          <button
            type="button"
            aria-pressed={state.hasTag('orderNow')}
            className="flex-1 rounded-full border border-ink/20 px-4 py-2 aria-pressed:bg-brand aria-pressed:text-brand-contrast"
            onClick={() => send({ type: 'schedule.nowChosen' })}
          >
            {t('schedule.now')}
          </button>
        ) : null}
        <button
          type="button"
          aria-pressed={state.hasTag('scheduled')}
          className="flex-1 rounded-full border border-ink/20 px-4 py-2 aria-pressed:bg-brand aria-pressed:text-brand-contrast"
          onClick={() => send({ type: 'schedule.scheduledChosen' })}
        >
          {t('schedule.scheduled')}
        </button>
      </div>
      {context.notice ? <p className="mt-2 text-sm text-muted">{t(context.notice)}</p> : null}
      {state.hasTag('scheduled') ? (
        <div className="mt-3 grid grid-cols-2 gap-2">
          <select
            aria-label={t('schedule.scheduled')}
            className={inputClass}
            value={context.selection?.date ?? ''}
            onChange={(e) => send({ type: 'schedule.dayChosen', date: e.target.value })}
          >
            {context.days.map((day) => (
              <option key={day.date} value={day.date}>
                {day.date}
              </option>
            ))}
          </select>
          <select
            aria-label={t('schedule.title')}
            className={inputClass}
            value={context.selection?.time ?? ''}
            onChange={(e) => send({ type: 'schedule.slotChosen', time: e.target.value })}
          >
            {(context.days.find((d) => d.date === context.selection?.date)?.slots ?? []).map((slot) => (
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
