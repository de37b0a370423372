import { cartLineKey, extrasLine } from '../../../../domain/cart'
import { feeMessage } from '../../../../domain/figures'
import type { OrderPricing } from '../../../../domain/order-pricing'
import type { CheckoutActor } from '../../../../machines/checkout.machine'
import { useMoney, useT } from '../../../lib/use-t'
import { Section } from './checkout-fields'
import { useCheckoutState } from './use-checkout-state'

/**
 * 'Detalle del pedido': each line with its chosen flavours and extras, its note and its menu discount, then the order engine's totals. A figure still
 * loading shows as such, never as 0 ('Bonificada').
 */
export function TicketSection({
  actor,
  pricing,
  pointsName,
}: {
  actor: CheckoutActor
  pricing: OrderPricing
  /** the loyalty programme's name, when points are redeemed */
  pointsName: string | null
}) {
  const t = useT()
  const money = useMoney()
  const state = useCheckoutState(actor)
  const { totals } = pricing
  const figuresKnown = state.matches({ figures: 'ready' })
  const quote = state.context.quote
  const pending = <span className="text-muted">…</span>
  return (
    <Section title={t('checkout.ticketTitle')}>
      <ul className="divide-y divide-ink/10 text-sm">
        {state.context.items.map((item, i) => (
          <li key={cartLineKey(item)} className="py-2">
            <p className="flex justify-between gap-2">
              <span data-testid="ticket-line">
                {item.quantity} x {item.name}
              </span>
              <span data-testid="ticket-line-amount">{money(item.price * item.quantity)}</span>
            </p>
            {item.extras.length > 0 ? <p className="text-muted">{extrasLine(item)}</p> : null}
            {item.notes ? <p className="text-muted italic">{item.notes}</p> : null}
            {(pricing.lineDiscounts[i] ?? 0) > 0 ? (
              <p className="flex justify-between gap-2 text-muted">
                <span>{t('checkout.lineDiscount')}</span>
                <span>-{money(pricing.lineDiscounts[i] ?? 0)}</span>
              </p>
            ) : null}
          </li>
        ))}
      </ul>
      <dl className="mt-3 grid grid-cols-[1fr_auto] gap-1 text-sm" data-testid="checkout-totals">
        <dt>{t('checkout.subtotal')}</dt>
        <dd data-testid="checkout-subtotal">{money(totals.itemsSubtotal)}</dd>
        {pricing.discountLines.map((line) => (
          <div key={`d${line.referenceId}`} className="contents">
            <dt>{line.name}</dt>
            <dd>-{money(line.amount)}</dd>
          </div>
        ))}
        {pricing.surchargeLines.map((line) => (
          <div key={`s${line.referenceId}`} className="contents">
            <dt>{line.name}</dt>
            <dd>{money(line.amount)}</dd>
          </div>
        ))}
        {totals.codeDiscount > 0 ? (
          <>
            <dt>{t('checkout.codeDiscount')}</dt>
            <dd data-testid="checkout-code-discount">-{money(totals.codeDiscount)}</dd>
          </>
        ) : null}
        {totals.loyaltyPoints > 0 && pointsName ? (
          <>
            <dt>{pointsName}</dt>
            <dd>-{money(totals.loyaltyPoints)}</dd>
          </>
        ) : null}
        {state.context.delivery && (quote?.inZone || state.hasTag('feeQuoting')) ? (
          <>
            <dt>{t('checkout.deliveryFee')}</dt>
            <dd data-testid="checkout-delivery-fee">
              {state.hasTag('feeQuoting') ? pending : t(feeMessage(totals.deliveryFee))}
            </dd>
          </>
        ) : null}
        <dt>{t('checkout.serviceFee')}</dt>
        <dd data-testid="checkout-service-fee">
          {!figuresKnown
            ? pending
            : totals.userServiceFee === 0
              ? t('checkout.serviceFeeWaived')
              : money(totals.userServiceFee)}
        </dd>
        <dt className="text-base font-bold">{t('checkout.total')}</dt>
        <dd className="text-base font-bold" data-testid="checkout-total">
          {figuresKnown ? money(totals.total) : pending}
        </dd>
      </dl>
    </Section>
  )
}
