import { Link } from '@tanstack/react-router'
import type { MouseEvent } from 'react'
import { useT } from '../../../lib/use-t'
import { ChevronRightIcon, PinIcon } from '../../../ui/icons'
import type { Branch, Local } from '../api/diner-alias'
import { distanceKm, isClosed, localAddress, visibleRating } from '../lib/local-card-facts'

/** One local on a branch page: name, address, distance, rating and its closed or no-delivery labels. */
export function LocalCard({
  local,
  branch,
  modeName,
  onOpen,
}: {
  local: Local
  branch: Branch
  modeName?: string | undefined
  /** replaces plain navigation when leaving this local needs a question first */
  onOpen?: ((event: MouseEvent) => void) | undefined
}) {
  const t = useT()
  const km = distanceKm(local.distance)
  const rating = visibleRating(local, branch)
  const closed = isClosed(local)
  return (
    <li>
      <Link
        to="/menu/$alias"
        params={{ alias: local.alias }}
        hash={modeName}
        onClick={onOpen}
        className="flex items-center gap-3 rounded-2xl bg-(--color-card) p-4 shadow-sm ring-1 ring-ink/5 transition hover:ring-brand focus-visible:ring-2 focus-visible:ring-brand"
      >
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="text-lg leading-tight font-bold">{local.name}</h3>
            {closed ? (
              <span className="rounded-full bg-ink px-2 py-0.5 text-xs font-bold tracking-wide text-surface uppercase">
                {t('storefront.closed')}
              </span>
            ) : null}
          </div>
          <p className="mt-1 flex items-start gap-1 text-sm text-muted">
            <PinIcon className="mt-0.5 size-4 shrink-0" />
            {localAddress(local)}
          </p>
          {km || rating ? (
            <p className="mt-1 flex gap-3 text-sm font-medium">
              {km ? <span>{t('storefront.distance', { km })}</span> : null}
              {rating ? <span>{t('storefront.rating', { rating })}</span> : null}
            </p>
          ) : null}
          {local.reachableByDelivery === false ? (
            <p className="mt-2 text-sm font-semibold">{t('storefront.noDeliveryToAddress')}</p>
          ) : null}
        </div>
        <ChevronRightIcon className="size-5 shrink-0 text-muted" />
      </Link>
    </li>
  )
}
