import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import type { CheckoutForm } from '../../../../domain/checkout-request'
import { connectPhoneLookup } from '../../../../machines/phone-lookup.connect'
import type { phoneLookupMachine } from '../../../../machines/phone-lookup.machine'
import { useT } from '../../../lib/use-t'
import { DigitField, Field, inputClass, Section } from './checkout-fields'

/** 'Mis datos': name, phone (the phone look-up child), email, document, the table when dining in. */
export function MyDataSection({
  phoneActor,
  form,
  onFieldChanged,
  keypad,
  table,
}: {
  phoneActor: ActorRefFrom<typeof phoneLookupMachine>
  form: CheckoutForm
  onFieldChanged: (field: keyof CheckoutForm, value: string) => void
  /** a kiosk's on-screen keypad for fields of digits */
  keypad: boolean
  /** dine-in: a table from the link is shown, else typed; null in other modes */
  table: 'fromLink' | 'typed' | null
}) {
  const t = useT()
  const phone = connectPhoneLookup(
    useSelector(phoneActor, (snapshot) => snapshot),
    phoneActor.send,
  )
  return (
    <Section title={t('checkout.myData')}>
      <div className="space-y-3">
        <Field label={t('checkout.nameLabel')}>
          {(control) => (
            <input
              {...control}
              className={inputClass}
              autoComplete="name"
              value={form.customerName}
              onChange={(e) => onFieldChanged('customerName', e.target.value)}
            />
          )}
        </Field>
        <DigitField
          label={t('checkout.phoneLabel')}
          keypad={keypad}
          className={inputClass}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          value={phone.phone}
          onValueChange={phone.changePhone}
        />
        <Field label={t('checkout.emailLabel')}>
          {(control) => (
            <input
              {...control}
              className={inputClass}
              type="email"
              autoComplete="email"
              value={form.customerEmail}
              onChange={(e) => onFieldChanged('customerEmail', e.target.value)}
            />
          )}
        </Field>
        <DigitField
          label={t('checkout.documentLabel')}
          keypad={keypad}
          className={inputClass}
          value={form.customerDocument}
          onValueChange={(text) => onFieldChanged('customerDocument', text.replace(/[.,+-]/g, ''))}
        />
        {table === 'fromLink' ? (
          <p className="font-semibold text-lg" data-testid="checkout-table">
            {t('kiosk.table', { table: form.tableNumber })}
          </p>
        ) : table === 'typed' ? (
          <DigitField
            label={t('checkout.tableLabel')}
            keypad={keypad}
            // a phone types any table name; a kiosk's keypad gives table numbers
            inputMode={keypad ? 'numeric' : 'text'}
            className={inputClass}
            value={form.tableNumber}
            onValueChange={(text) => onFieldChanged('tableNumber', text)}
          />
        ) : null}
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={phone.optIn}
            onChange={(e) => phone.changeOptIn(e.target.checked)}
          />
          {t('checkout.optInLabel')}
        </label>
      </div>
    </Section>
  )
}
