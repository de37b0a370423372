import { Link } from '@tanstack/react-router'
import { useEffect, useMemo, useState } from 'react'
import { fromPromise } from 'xstate'
import { distanceKm } from '../../../../domain/nearby-guide'
import {
  type FetchVenuesInput,
  type GuidePoint,
  nearbyGuideMachine,
  type VenuesPage,
} from '../../../../machines/nearby-guide.machine'
import { useFlow } from '../../../hooks/use-flow'
import { useT } from '../../../lib/use-t'
import { PinIcon, SearchIcon } from '../../../ui/icons'
import { Spinner } from '../../../ui/spinner'
import { toast } from '../../../ui/toast'
import { fetchNearbyVenues, geocodeAddress, locateDevice } from '../api/guide'
import '../../../../i18n/areas/guide'

/** 'La carta está en Tucán' (3-delivery.md §2.9) on the nearby-guide machine. */
export function GuidePage() {
  const t = useT()
  const machine = useMemo(
    () =>
      nearbyGuideMachine.provide({
        actors: {
          geocode: fromPromise<GuidePoint | null, { address: string }>(({ input }) =>
            geocodeAddress(input.address),
          ),
          locate: fromPromise<GuidePoint, void>(() => locateDevice()),
          fetchVenues: fromPromise<VenuesPage, FetchVenuesInput>(({ input }) => fetchNearbyVenues(input)),
        },
      }),
    [],
  )
  const [state, send, actor] = useFlow(machine)
  useEffect(() => {
    const subscription = actor.on('notify', (event) => toast.error(t(event.message)))
    return () => subscription.unsubscribe()
  }, [actor, t])
  const [address, setAddress] = useState('')
  const { venues, query, locationError } = state.context

  return (
    <main id="contenido" className="mx-auto min-h-dvh max-w-2xl px-4 py-8">
      <title>{t('storefront.guideTitle')}</title>
      <h1 className="text-3xl font-black">{t('storefront.guideTitle')}</h1>
      <p className="mt-2 text-muted">{t('guide.intro')}</p>

      <form
        className="mt-6 space-y-2"
        onSubmit={(event) => {
          event.preventDefault()
          if (address.trim()) send({ type: 'guide.addressSubmitted', address: address.trim() })
        }}
      >
        <label htmlFor="guide-address" className="block font-semibold">
          {t('guide.addressLabel')}
        </label>
        <div className="flex gap-2">
          <input
            id="guide-address"
            value={address}
            onChange={(event) => setAddress(event.target.value)}
            placeholder={t('guide.addressPlaceholder')}
            autoComplete="street-address"
            maxLength={200}
            className="min-w-0 flex-1 rounded-xl border border-ink/20 bg-surface px-4 py-3"
          />
          <button type="submit" className="rounded-xl bg-brand px-4 py-3 font-semibold text-brand-contrast">
            {t('guide.addressSubmit')}
          </button>
        </div>
        <button
          type="button"
          onClick={() => send({ type: 'guide.myLocationRequested' })}
          className="inline-flex items-center gap-1 py-1 text-sm font-semibold underline underline-offset-4"
        >
          <PinIcon className="size-4" />
          {t('guide.myLocation')}
        </button>
        {locationError ? (
          <p role="alert" className="text-sm font-semibold text-red-700">
            {t(locationError)}
          </p>
        ) : null}
      </form>

      <div className="mt-6">
        <label htmlFor="guide-search" className="block font-semibold">
          {t('guide.searchLabel')}
        </label>
        <div className="relative mt-2">
          <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted" />
          <input
            id="guide-search"
            type="search"
            value={query}
            onChange={(event) => send({ type: 'guide.queryChanged', query: event.target.value })}
            placeholder={t('guide.searchPlaceholder')}
            maxLength={100}
            className="w-full rounded-xl border border-ink/20 bg-surface py-3 pr-4 pl-10"
          />
        </div>
      </div>

      <section aria-live="polite" className="mt-6">
        {state.hasTag('locating') || state.hasTag('loading') ? <Spinner label={t('common.loading')} /> : null}
        {state.matches('needsLocation') ? <p className="text-muted">{t('guide.needsLocation')}</p> : null}
        {state.matches('empty') ? <p className="text-muted">{t('guide.empty')}</p> : null}
        {state.matches('failed') ? (
          <button
            type="button"
            onClick={() => send({ type: 'guide.retried' })}
            className="rounded-full bg-brand px-6 py-3 font-semibold text-brand-contrast"
          >
            {t('guide.retry')}
          </button>
        ) : null}
        {venues.length > 0 && !state.hasTag('loading') ? (
          <ul className="space-y-3">
            {venues.map((venue) => (
              <li key={venue.alias} className="rounded-2xl bg-surface p-4 shadow-sm">
                <div className="flex items-start justify-between gap-3">
                  <div>
                    <h2 className="font-bold">{venue.name}</h2>
                    <p className="text-sm text-muted">{venue.address}</p>
                  </div>
                  <span className="shrink-0 text-sm font-semibold">
                    {t('guide.distance', { distance: distanceKm(venue.distanceInMeters) })}
                  </span>
                </div>
                <Link
                  to="/menu/$alias"
                  params={{ alias: venue.alias }}
                  className="mt-2 inline-block font-semibold underline underline-offset-4"
                  aria-label={`${t('guide.viewMenu')}: ${venue.name}`}
                >
                  {t('guide.viewMenu')}
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
        {state.can({ type: 'guide.nextPageRequested' }) ? (
          <button
            type="button"
            onClick={() => send({ type: 'guide.nextPageRequested' })}
            className="mt-4 w-full rounded-full border border-ink/20 px-6 py-3 font-semibold"
          >
            {t('guide.more')}
          </button>
        ) : null}
        {state.hasTag('loadingMore') ? <Spinner label={t('common.loading')} /> : null}
      </section>
    </main>
  )
}
