import { useQueryClient } from '@tanstack/react-query'
import { lazy, Suspense, useEffect, useMemo, useState } from 'react'
import { fromPromise } from 'xstate'
import type { StatusTone } from '../../../../domain/shipment'
import type { TrackingInfo } from '../../../../domain/tracking'
import { connectTracking } from '../../../../machines/tracking.connect'
import { type TrackingFetch, trackingMachine } from '../../../../machines/tracking.machine'
import { useFlow } from '../../../hooks/use-flow'
import { useT } from '../../../lib/use-t'
import { BrandLogo } from '../../../ui/brand-logo'
import { PhoneIcon, WhatsAppIcon } from '../../../ui/icons'
import { Spinner } from '../../../ui/spinner'
import { trackingQueryOptions } from '../api/tracking'
import { liveTrackingActor } from '../lib/live-channel'
import { SecurityCodeDialog } from './security-code-dialog'
import '../../../../i18n/areas/delivery'

const TrackingMap = lazy(() => import('./tracking-map'))

const toneClasses: Record<StatusTone, string> = {
  waiting: 'bg-amber-100 text-amber-900',
  progress: 'bg-blue-100 text-blue-900',
  done: 'bg-green-100 text-green-900',
  canceled: 'bg-red-100 text-red-900',
}

/** The customer's live tracking page (3-delivery.md §2.6, §4.3), run by the tracking machine. */
export function TrackingPage({ alias, orderCode }: { alias: string; orderCode: string }) {
  const t = useT()
  const queryClient = useQueryClient()
  const machine = useMemo(() => {
    const fetchLatest = () =>
      queryClient.fetchQuery({ ...trackingQueryOptions(alias, orderCode), staleTime: 0 })
    let first = true
    return trackingMachine.provide({
      actors: {
        // the first fetch reuses the loader's fresh answer; every later one asks the server
        fetchTracking: fromPromise<TrackingInfo, TrackingFetch>(() => {
          const fetched = first
            ? queryClient.fetchQuery(trackingQueryOptions(alias, orderCode))
            : fetchLatest()
          first = false
          return fetched
        }),
        subscribeTracking: liveTrackingActor(fetchLatest),
      },
    })
  }, [queryClient, alias, orderCode])
  const [snapshot, send, actor] = useFlow(machine, {
    input: { alias, orderCode, websocketsEnabled: typeof WebSocket !== 'undefined' },
  })

  useEffect(() => {
    const subscription = actor.on('log', (event) => console.error(t(event.message), event.error))
    return () => subscription.unsubscribe()
  }, [actor, t])

  const view = connectTracking(snapshot, send)
  const { rider, securityCode: code } = view
  const title = t('tracking.order', { code: view.orderCode ?? t('tracking.noCode') })
  const [codeDialogClosed, setCodeDialogClosed] = useState(false)

  return (
    <main id="contenido" className="fixed inset-0 overflow-hidden" data-status={view.status}>
      <title>{title}</title>
      <Suspense fallback={<div className="absolute inset-0 bg-[#eef1f4]" />}>
        <TrackingMap
          markers={view.markers}
          centre={view.centre}
          label={t('tracking.map')}
          markerLabels={{
            rider: t('tracking.markerRider'),
            branch: t('tracking.markerBranch'),
            destination: t('tracking.markerDestination'),
          }}
        />
      </Suspense>

      <button
        type="button"
        onClick={view.refresh}
        disabled={view.loading}
        className="absolute top-4 right-4 z-[500] inline-flex items-center gap-2 rounded-full bg-white px-4 py-2 font-semibold text-black shadow-md disabled:opacity-80"
      >
        {view.loading ? (
          <Spinner label={t('common.loading')} className="size-5 [&>span:first-child]:size-5" />
        ) : null}
        {t('tracking.refresh')}
      </button>

      <section
        aria-label={title}
        className="absolute inset-x-0 bottom-0 z-[500] mx-auto max-w-lg rounded-t-3xl bg-surface p-5 text-ink shadow-[0_-4px_24px_rgba(0,0,0,0.15)]"
      >
        {/* the status wraps under the code on a phone, so the whole order code stays readable */}
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <BrandLogo
            name={view.orderCode ?? 'T'}
            url={view.logoUrl}
            alt={t('tracking.branchLogo')}
            className="size-12 text-xl"
          />
          <div className="min-w-0 flex-1 basis-60">
            <h1 className="text-lg font-bold [overflow-wrap:anywhere]">{title}</h1>
            {view.time ? (
              <p className="text-sm text-muted">
                {t('tracking.time', { time: view.time })} {view.date ?? ''}
              </p>
            ) : null}
          </div>
          {view.statusLabel ? (
            <span
              data-testid="tracking-status"
              className={`shrink-0 rounded-full px-3 py-1 text-sm font-semibold ${toneClasses[view.tone]}`}
            >
              {t(view.statusLabel)}
            </span>
          ) : null}
        </div>

        {rider ? (
          <div className="mt-4 flex items-center justify-between gap-3 rounded-2xl bg-ink/5 p-3">
            <p className="font-semibold">{rider.name}</p>
            <div className="flex gap-2">
              <a
                href={rider.whatsApp}
                target="_blank"
                rel="noreferrer"
                aria-label={t('tracking.whatsAppRider')}
                className="rounded-full bg-green-600 p-2 text-white"
              >
                <WhatsAppIcon className="size-5" />
              </a>
              <a
                href={rider.call}
                aria-label={t('tracking.callRider')}
                className="rounded-full bg-blue-600 p-2 text-white"
              >
                <PhoneIcon className="size-5" />
              </a>
            </div>
          </div>
        ) : null}

        {view.eta ? <p className="mt-3 font-semibold">{t('tracking.eta', { eta: view.eta })}</p> : null}

        {code ? (
          <div className="mt-4 border-t border-ink/10 pt-3">
            <h2 className="text-sm font-semibold text-muted">{t('tracking.deliveryCode')}</h2>
            <p className="text-3xl font-black tracking-widest">{code}</p>
            <p className="text-sm text-muted">{t('tracking.deliveryCodeHint')}</p>
          </div>
        ) : null}
        <p className="mt-3 text-right text-[10px] text-muted">{t('common.poweredBy')}</p>
      </section>

      {code ? (
        <SecurityCodeDialog code={code} open={!codeDialogClosed} onClose={() => setCodeDialogClosed(true)} />
      ) : null}
    </main>
  )
}
