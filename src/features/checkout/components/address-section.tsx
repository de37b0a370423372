import { useSelector } from '@xstate/react'
import { formatAddress } from '../../../../domain/figures'
import type { CheckoutActor } from '../../../../machines/checkout.machine'
import { useT } from '../../../lib/use-t'
import { Field, inputClass, Section } from './checkout-fields'
import { useCheckoutState } from './use-checkout-state'

/**
 * 'MI DIRECCIÓN': the address child's search in place (what the diner types, its predictions to tap,
 * nothing found), the address picked (or given on the menu) with its delivery fee being quoted, failed
 * ('Reintentar') or out of the zone, and the between-streets and details the rider reads.
 */
export function AddressSection({ actor }: { actor: CheckoutActor }) {
  const t = useT()
  const state = useCheckoutState(actor)
  const { address, quote } = state.context
  const child = state.children.address
  const search = useSelector(child, (s) => s)
  // the child is open while the diner looks for an address: none yet, or 'Cambiar' was pressed
  const searching = search?.matches('open') === true
  return (
    <Section title={t('checkout.myAddress')}>
      {searching && child && search ? (
        <>
          <div className="flex gap-2">
            <input
              aria-label={t('checkout.addressLabel')}
              className={inputClass}
              value={search.context.fields.direccion}
              onChange={(e) => child.send({ type: 'address.typed', text: e.target.value })}
              onKeyDown={(e) => {
                if (e.key === 'Enter') child.send({ type: 'address.searchRequested' })
              }}
            />
            <button
              type="button"
              className="mt-1 rounded-lg border border-ink/20 px-4 font-semibold"
              onClick={() => child.send({ type: 'address.searchRequested' })}
            >
              {t('checkout.addressSearch')}
            </button>
          </div>
          {search.hasTag('searching') ? (
            <p className="mt-2 text-sm text-muted" role="status">
              {t('address.searching')}
            </p>
          ) : search.hasTag('nothingFound') ? (
            <p className="mt-2 text-sm text-red-700" role="status">
              {t('checkout.addressRequired')}
            </p>
          ) : null}
          {search.context.suggestions.length > 0 ? (
            <ul
              aria-label={t('address.suggestions')}
              className="mt-2 divide-y rounded-lg border border-ink/20"
            >
              {search.context.suggestions.map((suggestion, index) => (
                <li key={`${suggestion.lat},${suggestion.lng},${suggestion.fullAddress}`}>
                  <button
                    type="button"
                    className="w-full px-3 py-2 text-left text-sm"
                    onClick={() => actor.send({ type: 'checkout.suggestionPicked', index })}
                  >
                    {formatAddress(suggestion.fullAddress)}
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </>
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
                onClick={() => actor.send({ type: 'checkout.addressChangeRequested' })}
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
            {(control) => (
              <input
                {...control}
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
            )}
          </Field>
          <Field label={t('checkout.detailsLabel')}>
            {(control) => (
              <input
                {...control}
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
            )}
          </Field>
        </div>
      ) : null}
    </Section>
  )
}
