import { useQuery } from '@tanstack/react-query'
import { useRouterState } from '@tanstack/react-router'
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { itemsSubtotal } from '../../../../domain/cart'
import { usesComplexAddressInputs } from '../../../../domain/customization'
import { deliveryInfo } from '../../../../domain/delivery-info'
import { modalInitialOf, type UserLocation, userLocationLine } from '../../../../domain/user-location'
import { modeLabel } from '../../../lib/mode-label'
import { useStoredCart } from '../../../lib/stored-cart'
import { useT } from '../../../lib/use-t'
import { useUserLocation } from '../../../lib/user-location'
import { BagIcon, DeliveryIcon } from '../../../ui/icons'
import { Spinner } from '../../../ui/spinner'
import type { BranchContact, OrderMode } from '../api/branch-contact'
import { customizationsQueryOptions, deliveryFeeQueryOptions } from '../api/delivery'
import type { AddressRequest } from './address-flow'

// The modal, its machine and the dialog library load when the address is first asked for, not with the menu.
const AddressFlow = lazy(() => import('./address-flow').then((m) => ({ default: m.AddressFlow })))

function localAddressLine(address: BranchContact['address']): string {
  const street = [address.street, address.number].filter(Boolean).join(' ')
  return [street, address.zone, address.locality ?? address.city].filter(Boolean).join(', ')
}

const cardClass = 'rounded-2xl bg-(--color-card) p-4 shadow-sm ring-1 ring-ink/5'

/** The fee, ETA and minimum for the stored address, from getDeliveryFee (storefront spec §8). */
function DeliveryQuote({
  contact,
  location,
  takeAwayName,
}: {
  contact: BranchContact
  location: UserLocation
  takeAwayName: string | null
}) {
  const t = useT()
  const cart = useStoredCart(contact.alias)
  const quote = useQuery(deliveryFeeQueryOptions(contact.branch.id, contact.id, location))
  if (quote.isPending) return <Spinner label={t('common.loading')} className="mt-3 size-6 scale-75" />
  if (quote.isError) {
    return (
      <div role="alert" className="mt-3 flex flex-wrap items-center gap-3 text-sm">
        <p>{t('address.quoteFailed')}</p>
        <button
          type="button"
          onClick={() => void quote.refetch()}
          className="rounded-full border-2 border-ink/15 px-3 py-1 font-semibold hover:border-brand"
        >
          {t('common.retry')}
        </button>
      </div>
    )
  }
  const info = deliveryInfo(quote.data, { takeAwayName, itemsSubtotal: itemsSubtotal(cart?.items ?? []) })
  if (info.kind === 'outOfZone') {
    return (
      <div role="alert" className="mt-3 rounded-xl bg-ink/5 px-3 py-2 text-sm font-medium">
        {info.lines.map((line) => (
          <p key={line.key}>{t(line)}</p>
        ))}
      </div>
    )
  }
  return (
    <>
      <dl aria-label={t('address.deliveryFee')} className="mt-3 grid grid-cols-3 gap-2 text-center">
        {info.rows.map((row) => (
          // one line per figure on a phone ('30–45 min' wrapped at the default size): the dishes come sooner
          <div key={row.label.key} className="rounded-xl bg-ink/5 px-1 py-1.5 sm:px-2 sm:py-2">
            <dt className="text-xs font-semibold text-muted">{t(row.label)}</dt>
            <dd className="mt-0.5 text-sm font-bold whitespace-nowrap sm:text-base">{t(row.value)}</dd>
          </div>
        ))}
      </dl>
      {info.freeFrom ? <p className="mt-2 text-sm font-medium text-brand">{t(info.freeFrom)}</p> : null}
      {info.noRiders ? (
        <p role="alert" className="mt-2 rounded-xl bg-ink/5 px-3 py-2 text-sm font-medium">
          {t(info.noRiders)}
        </p>
      ) : null}
    </>
  )
}

/**
 * Under the mode tabs: in delivery, where the order goes and what delivery costs there, with the address
 * modal (`address` machine) to give or change it; in take-away, where to pick it up ('Retirar en').
 */
export function DeliveryPanel({
  contact,
  modes,
  currentMode,
}: {
  contact: BranchContact
  modes: readonly OrderMode[]
  currentMode: OrderMode
}) {
  const t = useT()
  const location = useUserLocation()
  const customizations = useQuery(customizationsQueryOptions(contact.branch.id))
  const delivery = currentMode.type === 'DELIVERY'
  // The last time the address was asked for; the modal opens once for each.
  const [request, setRequest] = useState<AddressRequest | null>(null)

  const openModal = () =>
    setRequest((last) => ({
      id: (last?.id ?? 0) + 1,
      settings: {
        complexInputs: usesComplexAddressInputs(customizations.data ?? [], contact.id),
        betweenStreetsRequired: contact.deliveryConfig.betweenStreetsRequired,
      },
      mandatory: delivery && contact.branch.askForLocation === true && location === null,
      initial: location ? modalInitialOf(location) : null,
    }))

  // A diner arriving without an address is asked at once when the branch asks for the location
  // (askForLocation) or when delivery was just chosen on the selection screen.
  const cameFromSelection = useRouterState({
    select: (state) => (state.location.state as { askAddress?: unknown }).askAddress === true,
  })
  const asked = useRef(false)
  const askAtOnce = delivery && (contact.branch.askForLocation === true || cameFromSelection)
  useEffect(() => {
    if (!askAtOnce || location !== null || asked.current || !customizations.isFetched) return
    asked.current = true
    openModal()
  })

  const takeAway = modes.find((mode) => mode.type === 'TAKE_AWAY')
  if (currentMode.type === 'TAKE_AWAY') {
    return (
      <section aria-label={t('address.pickUpAt')} className="mx-auto mt-4 max-w-3xl px-4">
        <div className={`${cardClass} flex items-start gap-3`}>
          <BagIcon className="mt-0.5 size-5 shrink-0 text-brand" />
          <p>
            <span className="block text-xs font-semibold text-muted">{t('address.pickUpAt')}</span>
            <span className="font-semibold">{localAddressLine(contact.address)}</span>
          </p>
        </div>
      </section>
    )
  }
  if (!delivery) return null
  return (
    <section aria-label={t('address.deliverTo')} className="mx-auto mt-4 max-w-3xl px-4">
      <div className={cardClass}>
        {location ? (
          <div className="flex items-start gap-3">
            <DeliveryIcon className="mt-0.5 size-5 shrink-0 text-brand" />
            <p className="min-w-0 flex-1">
              <span className="block text-xs font-semibold text-muted">{t('address.deliverTo')}</span>
              <span className="font-semibold [overflow-wrap:anywhere]">{userLocationLine(location)}</span>
            </p>
            <button
              type="button"
              onClick={openModal}
              className="shrink-0 text-sm font-semibold underline decoration-brand decoration-2 underline-offset-4"
            >
              {t('address.changeAddress')}
            </button>
          </div>
        ) : (
          <button
            type="button"
            onClick={openModal}
            className="flex w-full items-center gap-3 text-left font-semibold"
          >
            <DeliveryIcon className="size-5 shrink-0 text-brand" />
            {t('address.askAddress')}
          </button>
        )}
        {location ? (
          <DeliveryQuote
            contact={contact}
            location={location}
            takeAwayName={takeAway ? modeLabel(takeAway, t) : null}
          />
        ) : null}
      </div>
      {request ? (
        <Suspense fallback={null}>
          <AddressFlow request={request} />
        </Suspense>
      ) : null}
    </section>
  )
}
