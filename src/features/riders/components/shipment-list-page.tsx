import { Link } from '@tanstack/react-router'
import { useMemo } from 'react'
import type { components } from '../../../../contract/schema'
import { formatAddress } from '../../../../domain/figures'
import { normalizeShipmentStatus, statusLabelKey } from '../../../../domain/shipment'
import { shipmentListMachine } from '../../../../machines/shipment-list.machine'
import { useFlow } from '../../../hooks/use-flow'
import { useT } from '../../../lib/use-t'
import { Spinner } from '../../../ui/spinner'
import { NotFoundPage } from '../../../ui/status-pages'
import { fetchAvailable } from '../api/rider-api'
import { offerChanges } from '../lib/offer-changes'
import type { RiderLocal } from '../lib/rider-local'
import { useRiderEffects } from '../lib/use-rider-effects'
import { RiderHeader } from './rider-header'
import '../../../../i18n/areas/delivery'

type Shipment = components['schemas']['Shipment']

const timeOf = (iso: unknown) =>
  typeof iso === 'string'
    ? new Intl.DateTimeFormat('es-AR', {
        hour: '2-digit',
        minute: '2-digit',
        timeZone: 'America/Argentina/Buenos_Aires',
      }).format(new Date(iso))
    : ''

function Destinations({ shipments }: { shipments: readonly Shipment[] }) {
  return (
    <ul className="mt-1 text-sm text-muted">
      {shipments.map((s) => (
        <li key={s.id}>{formatAddress(s.logisticsOrder?.dropOff?.fullAddress)}</li>
      ))}
    </ul>
  )
}

/** 'Envíos' (3-delivery.md §2.4) on `shipment-list`: open single shipments and stacks of the local. */
export function ShipmentListPage({ local }: { local: RiderLocal }) {
  const t = useT()
  const machine = useMemo(
    () =>
      shipmentListMachine.provide({
        actors: { fetchAvailable: fetchAvailable(local.id), offerChanges: offerChanges(local.id) },
      }),
    [local.id],
  )
  const [state, send, actor] = useFlow(machine)
  const { denied } = useRiderEffects(actor)
  if (denied || state.hasTag('denied')) return <NotFoundPage />
  const loading = state.hasTag('loading')
  return (
    <main id="contenido" className="mx-auto flex min-h-dvh max-w-md flex-col pb-10">
      <title>{t('shipment.listTitle')}</title>
      <RiderHeader local={local} title={t('shipment.listTitle')}>
        <button
          type="button"
          onClick={() => send({ type: 'shipmentList.refresh' })}
          disabled={loading}
          className="rounded-full bg-brand px-4 py-2 font-semibold text-brand-contrast disabled:opacity-60"
        >
          {t('shipment.refresh')}
        </button>
      </RiderHeader>
      <div className="flex flex-col gap-3 px-5">
        {loading ? (
          <div className="flex justify-center py-16 text-muted">
            <Spinner label={t('common.loading')} />
          </div>
        ) : null}
        {state.context.error ? (
          <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 font-medium text-red-800">
            {t(state.context.error)}
          </p>
        ) : null}
        {state.context.notice ? (
          <p className="py-10 text-center text-muted">{t(state.context.notice)}</p>
        ) : null}
        {state.matches('loaded') && state.context.entries.length > 0 ? (
          <ul className="flex flex-col gap-3">
            {state.context.entries.map((entry) => {
              // the machine holds domain shipments (rule facts plus the API's other fields, untyped); the
              // destinations read the contract's logisticsOrder, which those fields still are
              const shipments = (entry.kind === 'simple'
                ? [entry.shipment]
                : entry.stack.shipments) as unknown as Shipment[]
              const first = shipments[0]
              const status = normalizeShipmentStatus(
                entry.kind === 'simple' ? entry.shipment.status : entry.stack.status,
              )
              return (
                <li key={`${entry.kind}-${entry.id}`}>
                  <Link
                    to="/logistics/$alias/shipments/$shipmentType/$shipmentId"
                    params={{ alias: local.alias, shipmentType: entry.kind, shipmentId: String(entry.id) }}
                    className="block rounded-2xl bg-card p-4 shadow-sm transition active:scale-[0.99]"
                  >
                    <div className="flex items-baseline justify-between gap-3">
                      <span className="font-bold">
                        {entry.kind === 'simple'
                          ? t('shipment.order', { code: first?.logisticsOrder?.orderCode ?? '' })
                          : `${t('shipment.stack')} · ${t('shipment.shipmentsInStack', { count: shipments.length })}`}
                      </span>
                      <span className="text-sm text-muted">
                        {timeOf(entry.kind === 'simple' ? entry.shipment.createdAt : entry.stack.createdAt)}
                      </span>
                    </div>
                    <Destinations shipments={shipments} />
                    <p className="mt-2 flex flex-wrap gap-2 text-sm">
                      <span className="rounded-full bg-ink/10 px-3 py-0.5">
                        {t(statusLabelKey(status) as never)}
                      </span>
                      {shipments.some((s) => s.returnShipment) ? (
                        <span className="rounded-full bg-ink/10 px-3 py-0.5">{t('shipment.returnTrip')}</span>
                      ) : null}
                    </p>
                  </Link>
                </li>
              )
            })}
          </ul>
        ) : null}
        <Link
          to="/logistics/$alias/rider/$registerPageVariant"
          params={{ alias: local.alias, registerPageVariant: 'phoneIntake' }}
          className="mt-6 self-center py-2 text-sm font-semibold underline underline-offset-4"
        >
          {t('rider.endShift')}
        </Link>
      </div>
    </main>
  )
}
