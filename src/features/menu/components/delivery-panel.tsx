import { useQuery } from '@tanstack/react-query'
import { useRouterState } from '@tanstack/react-router'
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react'
import { fromPromise } from 'xstate'
import type { AddressSuggestion } from '../../../../domain/address'
import { itemsSubtotal } from '../../../../domain/cart'
import { usesComplexAddressInputs } from '../../../../domain/customization'
import { deliveryInfo } from '../../../../domain/delivery-info'
import {
  modalInitialOf,
  toUserLocation,
  type UserLocation,
  userLocationLine,
} from '../../../../domain/user-location'
import { addressMachine, type SearchAddressesInput } from '../../../../machines/address.machine'
import { useFlow } from '../../../hooks/use-flow'
import { currentPosition } from '../../../lib/geolocation'
import { useStoredCart } from '../../../lib/stored-cart'
import { useT } from '../../../lib/use-t'
import { saveUserLocation, useUserLocation } from '../../../lib/user-location'
import { BagIcon, DeliveryIcon } from '../../../ui/icons'
import { Spinner } from '../../../ui/spinner'
import { toast } from '../../../ui/toast'
import type { BranchContact, OrderMode } from '../api/branch-contact'
import { customizationsQueryOptions, deliveryFeeQueryOptions, searchAddresses } from '../api/delivery'
import { modeLabel } from '../lib/order-modes'

// The modal (and the dialog library) loads when the address is first asked for, not with the menu.
const AddressDialog = lazy(() => import('./address-dialog').then((m) => ({ default: m.AddressDialog })))

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
          <div key={row.label.key} className="rounded-xl bg-ink/5 px-2 py-2">
            <dt className="text-xs font-semibold text-muted">{t(row.label)}</dt>
            <dd className="mt-0.5 font-bold">{t(row.value)}</dd>
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
  const machine = useMemo(
    () =>
      addressMachine.provide({
        actors: {
          searchAddresses: fromPromise<AddressSuggestion[], SearchAddressesInput>(({ input, signal }) =>
            searchAddresses(input.query, input.countries, signal),
          ),
          getCoordinates: fromPromise(() => currentPosition()),
        },
      }),
    [],
  )
  const [snapshot, send, actorRef] = useFlow(machine)
  const delivery = currentMode.type === 'DELIVERY'
  // kept mounted once opened, so it closes the way it opened
  const [modalLoaded, setModalLoaded] = useState(false)
  if (!modalLoaded && snapshot.matches('open')) setModalLoaded(true)

  useEffect(() => {
    const subscriptions = [
      actorRef.on('address.confirmed', ({ address }) => saveUserLocation(toUserLocation(address))),
      actorRef.on('notify', ({ message }) => {
        toast.error(t(message))
      }),
    ]
    return () => {
      for (const subscription of subscriptions) subscription.unsubscribe()
    }
  }, [actorRef, t])

  const openModal = () =>
    send({
      type: 'address.opened',
      settings: {
        complexInputs: usesComplexAddressInputs(customizations.data ?? [], contact.id),
        betweenStreetsRequired: contact.deliveryConfig.betweenStreetsRequired,
      },
      mandatory: delivery && contact.branch.askForLocation === true && location === null,
      initial: location ? modalInitialOf(location) : null,
    })

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
      {modalLoaded ? (
        <Suspense fallback={null}>
          <AddressDialog snapshot={snapshot} send={send} />
        </Suspense>
      ) : null}
    </section>
  )
}
