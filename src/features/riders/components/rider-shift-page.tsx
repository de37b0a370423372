import { useRouter } from '@tanstack/react-router'
import { type FormEvent, useEffect, useId } from 'react'
import { type RiderField, riderShiftMachine } from '../../../../machines/rider-shift.machine'
import { useFlow } from '../../../hooks/use-flow'
import { useT } from '../../../lib/use-t'
import { createRider, lookUpRider, updateRider } from '../api/rider-api'
import type { RiderLocal } from '../lib/rider-local'
import { RiderHeader } from './rider-header'
import '../../../../i18n/areas/delivery'

const machine = riderShiftMachine.provide({ actors: { lookUpRider, createRider, updateRider } })

const buttonBase =
  'mt-2 w-full rounded-full px-6 py-3 text-lg font-semibold shadow-sm transition active:scale-[0.98] disabled:opacity-60'

function Field({
  label,
  field,
  value,
  onChange,
  type = 'text',
  placeholder,
  disabled,
  autoComplete,
  inputMode,
}: {
  label: string
  field: RiderField | 'initPhoneShown'
  value: string
  onChange?: (value: string) => void
  type?: string
  placeholder?: string
  disabled?: boolean
  autoComplete?: string
  inputMode?: 'tel' | 'numeric' | 'text'
}) {
  const id = useId()
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="font-semibold">
        {label}
      </label>
      <input
        id={id}
        name={field}
        type={type}
        value={value}
        placeholder={placeholder}
        disabled={disabled}
        autoComplete={autoComplete}
        inputMode={inputMode}
        onChange={(e) => onChange?.(e.target.value)}
        className="rounded-xl border border-ink/20 bg-card px-4 py-3 text-lg disabled:bg-ink/5 disabled:text-muted"
      />
    </div>
  )
}

/**
 * The rider register/shift page (3-delivery.md §2.2) on `rider-shift`: the machine decides the variant
 * and mirrors it in the URL; this view draws the variant's fields and button.
 */
export function RiderShiftPage({ local }: { local: RiderLocal }) {
  const t = useT()
  const router = useRouter()
  const [state, send, actor] = useFlow(machine, { input: { alias: local.alias, branchContactId: local.id } })

  useEffect(() => {
    const sub = actor.on('navigate', (event) => {
      if (router.state.location.pathname !== event.to) void router.navigate({ to: event.to, replace: true })
    })
    return () => sub.unsubscribe()
  }, [actor, router])

  const { form, greeting, error, outcome, rider } = state.context
  const busy = state.hasTag('busy')
  const edit = (field: RiderField) => (value: string) => send({ type: 'rider.fieldChanged', field, value })
  const submit = (e: FormEvent) => {
    e.preventDefault()
    send({ type: 'rider.submitted' })
  }
  const codeField = (
    <Field
      label={t('rider.securityCode')}
      field="securityCode"
      type="password"
      inputMode="numeric"
      autoComplete="one-time-code"
      value={form.securityCode}
      onChange={edit('securityCode')}
    />
  )
  const restart = (
    <button
      type="button"
      onClick={() => send({ type: 'rider.restarted' })}
      className="mx-auto py-2 text-sm font-semibold underline underline-offset-4"
    >
      {t('rider.changePhone')}
    </button>
  )

  return (
    <main id="contenido" className="mx-auto flex min-h-dvh max-w-md flex-col">
      <title>{t('rider.title')}</title>
      <RiderHeader local={local} title={t('rider.title')} />
      <div className="flex flex-col gap-5 px-5 pb-10">
        {greeting ? <p className="text-xl font-semibold">{t(greeting)}</p> : null}

        {state.matches('success') ? (
          <div className="flex flex-col items-center gap-4 py-10 text-center">
            <p role="status" className="text-xl font-semibold">
              {outcome ? t(outcome) : null}
            </p>
            {rider?.active ? (
              <a
                href={`/logistics/${local.alias}/rider/${rider.id}/shipments`}
                className="rounded-full bg-brand px-6 py-3 font-semibold text-brand-contrast"
              >
                {t('rider.viewShipments')}
              </a>
            ) : null}
          </div>
        ) : (
          <form noValidate onSubmit={submit} className="flex flex-col gap-5">
            {state.matches('phoneIntake') ? (
              <>
                <Field
                  label={t('rider.phoneIntake')}
                  field="initPhone"
                  type="tel"
                  inputMode="tel"
                  autoComplete="tel"
                  placeholder={t('rider.phonePlaceholder')}
                  value={form.initPhone}
                  onChange={edit('initPhone')}
                />
                <button
                  type="submit"
                  disabled={busy}
                  className={`${buttonBase} bg-brand text-brand-contrast`}
                >
                  {t('rider.next')}
                </button>
              </>
            ) : null}

            {state.matches('register') ? (
              <>
                <Field label={t('rider.phone')} field="initPhoneShown" value={form.initPhone} disabled />
                <Field
                  label={t('rider.confirmPhone')}
                  field="registerPhone"
                  type="tel"
                  inputMode="tel"
                  placeholder={t('rider.phonePlaceholder')}
                  value={form.registerPhone}
                  onChange={edit('registerPhone')}
                />
                <Field
                  label={t('rider.name')}
                  field="name"
                  autoComplete="name"
                  value={form.name}
                  onChange={edit('name')}
                />
                {codeField}
                <button type="submit" disabled={busy} className={`${buttonBase} bg-green-700 text-white`}>
                  {t('rider.startShift')}
                </button>
                {restart}
              </>
            ) : null}

            {state.matches('logIn') ? (
              <>
                {codeField}
                <button type="submit" disabled={busy} className={`${buttonBase} bg-green-700 text-white`}>
                  {t('rider.startShift')}
                </button>
                {restart}
              </>
            ) : null}

            {state.matches('logOut') ? (
              <>
                {codeField}
                <button type="submit" disabled={busy} className={`${buttonBase} bg-red-700 text-white`}>
                  {t('rider.endShift')}
                </button>
                {restart}
              </>
            ) : null}

            {error ? (
              <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 font-medium text-red-800">
                {t(error)}
              </p>
            ) : null}
          </form>
        )}
      </div>
    </main>
  )
}
