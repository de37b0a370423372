import { limitNotes, notesCounter, notesLimitOf } from '../../../../domain/notes'
import type { CheckoutActor } from '../../../../machines/checkout.machine'
import { useT } from '../../../lib/use-t'
import { inputClass, Section } from './checkout-fields'
import { useCheckoutState } from './use-checkout-state'

/** 'Notas', kept within the local's notes limit with its n/limit counter. */
export function NotesSection({ actor }: { actor: CheckoutActor }) {
  const t = useT()
  const notes = useCheckoutState(actor).context.form.notes
  const limit = notesLimitOf()
  const counter = notesCounter(notes, limit)
  return (
    <Section title={t('checkout.notesTitle')}>
      <textarea
        aria-label={t('checkout.notesTitle')}
        className={inputClass}
        rows={3}
        placeholder={t('checkout.notesPlaceholder')}
        value={notes}
        onChange={(e) =>
          actor.send({
            type: 'checkout.fieldChanged',
            field: 'notes',
            value: limitNotes(e.target.value, limit),
          })
        }
      />
      {counter ? <p className="text-right text-xs text-muted">{t(counter)}</p> : null}
    </Section>
  )
}
