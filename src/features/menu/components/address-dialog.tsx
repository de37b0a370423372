import { lazy, Suspense, useCallback, useId } from 'react'
import type { EventFrom, SnapshotFrom } from 'xstate'
import type { AddressField, Coordinates } from '../../../../domain/address'
import type { addressMachine } from '../../../../machines/address.machine'
import { type MessageKey, useT } from '../../../lib/use-t'
import { DialogFrame } from '../../../ui/dialog-frame'
import { PinIcon } from '../../../ui/icons'
import { Spinner } from '../../../ui/spinner'

// Leaflet and its tiles load only when a point is shown.
const AddressMap = lazy(() => import('./address-map'))

type Snapshot = SnapshotFrom<typeof addressMachine>
type Send = (event: EventFrom<typeof addressMachine>) => void

function Field({
  field,
  label,
  required,
  value,
  onChange,
  hint,
  autoComplete,
}: {
  field: AddressField
  label: string
  required: boolean
  value: string
  onChange: (value: string) => void
  hint?: string
  autoComplete?: string
}) {
  const id = useId()
  return (
    <div className="mt-3">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <input
        id={id}
        name={field}
        value={value}
        aria-required={required}
        maxLength={200}
        autoComplete={autoComplete}
        placeholder={hint}
        onChange={(event) => onChange(event.target.value)}
        className="mt-1 w-full rounded-xl border border-ink/15 bg-surface px-3 py-2.5 outline-none focus:border-brand focus:ring-2 focus:ring-brand/30"
      />
    </div>
  )
}

/**
 * The address modal '¿Dónde te encuentras?' (storefront spec §2): 'Mi dirección' with suggestions as the
 * diner types, 'Mi ubicación' with the device's coordinates, the map with its marker, the fields the local
 * asks for, CANCELAR and CONTINUAR. A thin renderer of the `address` machine.
 */
export function AddressDialog({ snapshot, send }: { snapshot: Snapshot; send: Send }) {
  const t = useT()
  const { fields, settings, tab, suggestions, coordinates } = snapshot.context
  const open = snapshot.matches('open')
  const searching = snapshot.hasTag('searching')
  const locating = snapshot.hasTag('locating')
  const onMove = useCallback(
    (point: Coordinates) => send({ type: 'address.markerMoved', lat: point.lat, lng: point.lng }),
    [send],
  )
  const change = (field: Exclude<AddressField, 'direccion'>) => (value: string) =>
    send({ type: 'address.fieldChanged', field, value })
  const tabs: { id: 'address' | 'location'; label: MessageKey }[] = [
    { id: 'address', label: 'address.tabAddress' },
    { id: 'location', label: 'address.tabLocation' },
  ]
  return (
    <DialogFrame
      open={open}
      onOpenChange={(next) => {
        if (!next) send({ type: 'address.closeRequested' })
      }}
      title={t('address.title')}
      description={t('address.askAddress')}
      className="inset-x-0 bottom-0 max-h-[92dvh] rounded-t-2xl p-5 sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-[min(80vw,36rem)] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl"
    >
      <div role="tablist" className="mt-4 grid grid-cols-2 rounded-full bg-ink/5 p-1">
        {tabs.map((entry) => (
          <button
            key={entry.id}
            type="button"
            role="tab"
            aria-selected={tab === entry.id}
            onClick={() => send({ type: 'address.tabSelected', tab: entry.id })}
            className={`rounded-full py-2 text-sm font-semibold ${
              tab === entry.id ? 'bg-brand text-brand-contrast shadow-sm' : 'text-ink'
            }`}
          >
            {t(entry.label)}
          </button>
        ))}
      </div>
      <form
        className="mt-2"
        onSubmit={(event) => {
          event.preventDefault()
          send({ type: 'address.submitted' })
        }}
      >
        {tab === 'location' ? (
          <button
            type="button"
            onClick={() => send({ type: 'address.locateRequested' })}
            disabled={locating}
            className="mt-3 inline-flex w-full items-center justify-center gap-2 rounded-full border-2 border-brand-border px-4 py-2.5 font-semibold disabled:opacity-60"
          >
            <PinIcon className="size-4" />
            {locating ? t('address.locating') : t('address.getCoordinates')}
          </button>
        ) : null}
        <Field
          field="direccion"
          label={t('address.street')}
          required
          value={fields.direccion}
          autoComplete="street-address"
          onChange={(text) => send({ type: 'address.typed', text })}
        />
        {tab === 'address' && (searching || suggestions.length > 0) ? (
          <div className="mt-1 rounded-xl ring-1 ring-ink/10">
            {searching ? (
              <p className="flex items-center gap-2 px-3 py-2 text-sm text-muted">
                <Spinner label="" className="size-4 scale-50" />
                {t('address.searching')}
              </p>
            ) : (
              <ul aria-label={t('address.suggestions')}>
                {suggestions.map((suggestion, index) => (
                  <li key={`${suggestion.lat},${suggestion.lng},${suggestion.fullAddress}`}>
                    <button
                      type="button"
                      onClick={() => send({ type: 'address.suggestionChosen', index })}
                      className="flex w-full items-start gap-2 px-3 py-2.5 text-left text-sm hover:bg-ink/5"
                    >
                      <PinIcon className="mt-0.5 size-4 shrink-0 text-muted" />
                      {suggestion.fullAddress}
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </div>
        ) : null}
        {settings.complexInputs ? (
          <>
            <Field
              field="postalCode"
              label={t('address.postalCode')}
              required
              value={fields.postalCode}
              autoComplete="postal-code"
              onChange={change('postalCode')}
            />
            <Field
              field="province"
              label={t('address.province')}
              required
              value={fields.province}
              autoComplete="address-level1"
              onChange={change('province')}
            />
            <Field
              field="city"
              label={t('address.locality')}
              required
              value={fields.city}
              autoComplete="address-level2"
              onChange={change('city')}
            />
          </>
        ) : null}
        <Field
          field="aclaraciones"
          label={t('address.details')}
          required={false}
          value={fields.aclaraciones}
          hint={t('address.detailsHint')}
          onChange={change('aclaraciones')}
        />
        <Field
          field="entrecalles"
          label={t('address.betweenStreets')}
          required={settings.betweenStreetsRequired}
          value={fields.entrecalles}
          onChange={change('entrecalles')}
        />
        {coordinates || tab === 'location' ? (
          <Suspense fallback={<div className="mt-3 h-[200px] rounded-xl bg-ink/5" />}>
            <AddressMap
              point={coordinates}
              label={t('address.map')}
              markerLabel={t('address.marker')}
              onMove={onMove}
            />
          </Suspense>
        ) : null}
        <div className="mt-5 grid grid-cols-2 gap-3">
          <button
            type="button"
            onClick={() => send({ type: 'address.closeRequested' })}
            className="rounded-full border-2 border-ink/15 px-4 py-2.5 font-semibold hover:bg-ink/5"
          >
            {t('address.cancel')}
          </button>
          <button
            type="submit"
            className="rounded-full border-2 border-brand bg-brand px-4 py-2.5 font-semibold text-brand-contrast"
          >
            {t('address.continue')}
          </button>
        </div>
      </form>
    </DialogFrame>
  )
}
