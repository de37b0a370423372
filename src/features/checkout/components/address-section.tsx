import { useState } from 'react'
import { formatAddress } from '../../../../domain/figures'
import type { CheckoutActor } from '../../../../machines/checkout.machine'
import { useT } from '../../../lib/use-t'
import { Field, inputClass, Section } from './checkout-fields'
import { useCheckoutState } from './use-checkout-state'

/**
 * 'MI DIRECCIÓN': the address the diner searches (or gave on the menu), its delivery fee being quoted,
 * failed ('Reintentar') or out of the zone, and the between-streets and details the rider reads.
 */
export function AddressSection({ actor }: { actor: CheckoutActor }) {
  const t = useT()
  const [query, setQuery] = useState('')
  const state = useCheckoutState(actor)
  const { address, quote } = state.context
  const search = () => actor.send({ type: 'checkout.addressSearched', query })
  // With an address chosen, no empty search box above it: 'Cambiar' opens the search, and the next
  // address found closes it (the search stays open over the address it was opened for).
  const [changing, setChanging] = useState<typeof address>(null)
  const searching = !address || changing === address
  return (
    <Section title={t('checkout.myAddress')}>
      {searching ? (
        <div className="flex gap-2">
          <input
            aria-label={t('checkout.addressLabel')}
            className={inputClass}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') search()
            }}
          />
          <button
            type="button"
            className="mt-1 rounded-lg border border-ink/20 px-4 font-semibold"
            onClick={search}
          >
            {t('checkout.addressSearch')}
          </button>
        </div>
      ) : null}
      {state.hasTag('addressNotFound') ? (
        <p className="mt-2 text-sm text-red-700" role="status">
          {t('checkout.addressNotFound')}
        </p>
      ) : null}
      {address ? (
        <div className="mt-3 space-y-3">
          <div className="flex items-start justify-between gap-2">
            <p className="text-sm font-semibold" data-testid="checkout-address">
              {formatAddress(address.fullAddress)}
            </p>
            {searching ? null : (
              <button
                type="button"
                className="shrink-0 text-sm font-semibold text-brand underline"
                onClick={() => setChanging(address)}
              >
                {t('address.changeAddress')}
              </button>
            )}
          </div>
          {state.hasTag('feeQuoting') ? (
            <p className="text-sm text-muted">{t('checkout.deliveryFeeComputing')}</p>
          ) : state.hasTag('feeFailed') ? (
            // 'Reintentar' sits by the order button, which waits for it
            <p className="text-sm text-red-700">{t('checkout.deliveryFeeFailed')}</p>
          ) : quote && !quote.inZone ? (
            <p className="text-sm text-red-700">{t('checkout.outsideArea')}</p>
          ) : null}
          <Field label={t('checkout.betweenStreetsLabel')}>
            <input
              className={inputClass}
              value={address.betweenStreets}
              onChange={(e) =>
                actor.send({
                  type: 'checkout.addressNotesChanged',
                  betweenStreets: e.target.value,
                  details: address.details,
                })
              }
            />
          </Field>
          <Field label={t('checkout.detailsLabel')}>
            <input
              className={inputClass}
              value={address.details}
              onChange={(e) =>
                actor.send({
                  type: 'checkout.addressNotesChanged',
                  betweenStreets: address.betweenStreets,
                  details: e.target.value,
                })
              }
            />
          </Field>
        </div>
      ) : null}
    </Section>
  )
}
