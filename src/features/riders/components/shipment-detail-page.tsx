import { Link } from '@tanstack/react-router'
import { useCallback } from 'react'
import type { components } from '../../../../contract/schema'
import { shipmentsReportingPosition } from '../../../../domain/rider-position'
import { normalizeShipmentStatus, statusLabelKey } from '../../../../domain/shipment'
import { shipmentMachine } from '../../../../machines/shipment.machine'
import { stackMachine } from '../../../../machines/stack.machine'
import { useFlow } from '../../../hooks/use-flow'
import { useRiderPosition } from '../../../hooks/use-rider-position'
import { useT } from '../../../lib/use-t'
import { Spinner } from '../../../ui/spinner'
import { NotFoundPage } from '../../../ui/status-pages'
import { fetchShipment, fetchStack, fetchWhoAmI, updateShipment, updateStack } from '../api/rider-api'
import type { RiderLocal } from '../lib/rider-local'
import { routePoints } from '../lib/route-points'
import { useRiderEffects } from '../lib/use-rider-effects'
import { CancelDialog } from './cancel-dialog'
import { KeyDialog } from './key-dialog'
import { RiderHeader } from './rider-header'
import { RouteView } from './route-view'
import { SlideToAdvance } from './slide-to-advance'
import '../../../../i18n/areas/delivery'

type Shipment = components['schemas']['Shipment']

const simple = shipmentMachine.provide({ actors: { fetchWhoAmI, fetchShipment, updateShipment } })
const stacked = stackMachine.provide({ actors: { fetchWhoAmI, fetchStack, updateStack } })

interface DetailView {
  loading: boolean
  failed: boolean
  denied: boolean
  lost: boolean
  finished: boolean
  busy: boolean
  showsCustomer: boolean
  confirmingCancel: boolean
  canAdvance: boolean
  canCancel: boolean
  askingKey: boolean
  keyLocked: boolean
  key: string
  keyError: string | null
  status: string | null
  step: string | null
  shipments: Shipment[]
  isStack: boolean
}

interface DetailActions {
  advance: () => void
  requestCancel: () => void
  confirmCancel: () => void
  dismissCancel: () => void
  retry: () => void
  keyChanged: (key: string) => void
  keyConfirmed: () => void
  keyDismissed: () => void
}

function DetailScreen({ local, view, on }: { local: RiderLocal; view: DetailView; on: DetailActions }) {
  const t = useT()
  if (view.denied) return <NotFoundPage />
  const title = t(view.isStack ? 'shipment.stack' : 'shipment.simple')
  const status = view.status ? normalizeShipmentStatus(view.status) : null
  return (
    <main id="contenido" className="mx-auto flex min-h-dvh max-w-md flex-col pb-10">
      <title>{title}</title>
      <RiderHeader local={local} title={title} />
      <nav className="px-5 pb-3">
        <Link
          to="/logistics/$alias/shipments"
          params={{ alias: local.alias }}
          className="text-sm font-semibold underline"
        >
          {t('shipment.backToList')}
        </Link>
      </nav>
      <div className="flex flex-col gap-5 px-5">
        {view.loading ? (
          <div className="flex justify-center py-16 text-muted">
            <Spinner label={t('common.loading')} />
          </div>
        ) : null}
        {view.failed ? (
          <div role="alert" className="flex flex-col items-center gap-4 py-10 text-center">
            <p>{t('shipment.fetchFailed')}</p>
            <button
              type="button"
              onClick={on.retry}
              className="rounded-full bg-brand px-6 py-3 font-semibold text-brand-contrast"
            >
              {t('shipment.retry')}
            </button>
          </div>
        ) : null}
        {status ? (
          <p
            className="self-start rounded-full bg-ink/10 px-4 py-1 font-semibold"
            data-testid="shipment-status"
          >
            {t(statusLabelKey(status) as never)}
          </p>
        ) : null}
        {view.lost ? (
          <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 font-medium text-red-800">
            {t('shipment.takenByAnotherRider')}
          </p>
        ) : null}
        {view.shipments.length > 0 ? (
          <RouteView points={routePoints(view.shipments)} showsCustomer={view.showsCustomer} />
        ) : null}
        {view.finished ? <p className="text-center font-semibold">{t('shipment.finished')}</p> : null}
        {view.keyLocked ? (
          <div
            role="alert"
            className="flex flex-col items-center gap-3 rounded-xl bg-red-50 px-4 py-3 text-red-800"
          >
            <p className="font-medium">{view.keyError}</p>
            <button type="button" onClick={on.retry} className="font-semibold underline">
              {t('shipment.refresh')}
            </button>
          </div>
        ) : null}
        {view.step && !view.lost && !view.finished && !view.keyLocked ? (
          <SlideToAdvance
            label={view.step}
            hint={t('shipment.slideHint')}
            disabled={!view.canAdvance}
            resetKey={`${view.status}-${view.step}-${view.busy}`}
            onConfirm={on.advance}
          />
        ) : null}
        {view.canCancel ? (
          <button
            type="button"
            onClick={on.requestCancel}
            className="self-center rounded-full px-5 py-2 font-semibold text-red-700 underline"
          >
            {t(view.isStack ? 'shipment.cancelStack' : 'shipment.cancel')}
          </button>
        ) : null}
      </div>
      <CancelDialog open={view.confirmingCancel} onConfirm={on.confirmCancel} onDismiss={on.dismissCancel} />
      <KeyDialog
        open={view.askingKey}
        value={view.key}
        error={view.keyError}
        busy={view.busy}
        onChange={on.keyChanged}
        onConfirm={on.keyConfirmed}
        onDismiss={on.keyDismissed}
      />
    </main>
  )
}

/** The rider's detail of a single shipment (3-delivery.md §2.5) on `shipment`. */
export function ShipmentDetailPage({ local, shipmentId }: { local: RiderLocal; shipmentId: number }) {
  const t = useT()
  const [state, send, actor] = useFlow(simple, { input: { alias: local.alias, shipmentId } })
  const { denied } = useRiderEffects(actor)
  const advance = useCallback(() => send({ type: 'shipment.advance' }), [send])
  const s = state.context.shipment
  // the customer's tracking page follows the rider while this shipment is on its way
  useRiderPosition(shipmentsReportingPosition(s ? [s] : [], state.hasTag('showsCustomer')))
  return (
    <DetailScreen
      local={local}
      view={{
        loading: state.hasTag('loading'),
        failed: state.hasTag('error'),
        denied: denied || state.hasTag('denied'),
        lost: state.hasTag('lost'),
        finished: state.hasTag('finished'),
        busy: state.hasTag('busy'),
        showsCustomer: state.hasTag('showsCustomer'),
        confirmingCancel: state.hasTag('confirmingCancel'),
        canAdvance: state.can({ type: 'shipment.advance' }),
        canCancel: state.can({ type: 'shipment.cancelRequested' }),
        askingKey: state.hasTag('askingKey'),
        keyLocked: state.hasTag('keyLocked'),
        key: state.context.key,
        keyError: state.context.keyError ? t(state.context.keyError) : null,
        status: s?.status ?? null,
        step: state.context.step ? t(state.context.step) : null,
        // the machine's shipment is the API's, its untyped fields kept (domain/shipment Shipment): the route
        // view reads its logisticsOrder as the contract types it
        shipments: s ? [s as unknown as Shipment] : [],
        isStack: false,
      }}
      on={{
        advance,
        requestCancel: () => send({ type: 'shipment.cancelRequested' }),
        confirmCancel: () => send({ type: 'shipment.cancelConfirmed' }),
        dismissCancel: () => send({ type: 'shipment.cancelDismissed' }),
        retry: () => send({ type: 'shipment.retry' }),
        keyChanged: (key) => send({ type: 'shipment.keyChanged', key }),
        keyConfirmed: () => send({ type: 'shipment.keyConfirmed' }),
        keyDismissed: () => send({ type: 'shipment.keyDismissed' }),
      }}
    />
  )
}

/** The rider's detail of a multi-delivery (3-delivery.md §2.5) on `stack`. */
export function StackDetailPage({ local, stackId }: { local: RiderLocal; stackId: number }) {
  const t = useT()
  const [state, send, actor] = useFlow(stacked, { input: { alias: local.alias, stackId } })
  const { denied } = useRiderEffects(actor)
  const advance = useCallback(() => send({ type: 'stack.advance' }), [send])
  const stack = state.context.stack
  useRiderPosition(shipmentsReportingPosition(stack?.shipments ?? [], state.hasTag('showsCustomer')))
  return (
    <DetailScreen
      local={local}
      view={{
        loading: state.hasTag('loading'),
        failed: state.hasTag('error'),
        denied: denied || state.hasTag('denied'),
        lost: state.hasTag('lost'),
        finished: state.hasTag('finished'),
        busy: state.hasTag('busy'),
        showsCustomer: state.hasTag('showsCustomer'),
        confirmingCancel: state.hasTag('confirmingCancel'),
        canAdvance: state.can({ type: 'stack.advance' }),
        canCancel: state.can({ type: 'stack.cancelRequested' }),
        askingKey: state.hasTag('askingKey'),
        keyLocked: state.hasTag('keyLocked'),
        key: state.context.key,
        keyError: state.context.keyError ? t(state.context.keyError) : null,
        status: stack?.status ?? null,
        step: state.context.step ? t(state.context.step) : null,
        // as for a single shipment: the stack's shipments keep the API's logisticsOrder, untyped in the machine
        shipments: (stack?.shipments ?? []) as unknown as Shipment[],
        isStack: true,
      }}
      on={{
        advance,
        requestCancel: () => send({ type: 'stack.cancelRequested' }),
        confirmCancel: () => send({ type: 'stack.cancelConfirmed' }),
        dismissCancel: () => send({ type: 'stack.cancelDismissed' }),
        retry: () => send({ type: 'stack.retry' }),
        keyChanged: (key) => send({ type: 'stack.keyChanged', key }),
        keyConfirmed: () => send({ type: 'stack.keyConfirmed' }),
        keyDismissed: () => send({ type: 'stack.keyDismissed' }),
      }}
    />
  )
}
