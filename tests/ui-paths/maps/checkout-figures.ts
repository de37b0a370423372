import type { AnyMachineSnapshot } from 'xstate'
import { feeMessage } from '../../../domain/figures'
import { formatMoney } from '../../../domain/money'
import { t } from '../../../i18n/t'
import { type CheckoutContext, priceCheckout } from '../../../machines/checkout.machine'
import { flanPlate } from '../../../machines/checkout.model'
import type { Check } from '../ui-map'

/**
 * The checkout's figures (its ticket: the line, the subtotal, the fees, the total) read from the model's
 * context as the real page has them. The model's cart is a flan and its fee answer a round 200; the map's
 * page has the stored Pizza Muzzarella (Grande) and the demo tenant's own answers. So the context is read
 * with those in place: the same quantity (the model's flan repriced +500 is the Muzzarella +500, as the
 * map's edited menu does), and Palermo delivery's service fee of 200 plus 2 % (server/seed/demo-tenant.json).
 * Which figures are known, the address quoted, the payment: all the model's.
 */
const LINE = 'Pizza Muzzarella (Grande)'
const GRANDE = 13_500
const FLAN = flanPlate.price ?? 0

function asOnScreen(context: CheckoutContext): CheckoutContext {
  return {
    ...context,
    items: context.items.map((item) => ({
      ...item,
      name: LINE,
      price: GRANDE + (item.price - FLAN),
      priceWithoutModifiers: GRANDE + (item.priceWithoutModifiers - FLAN),
      originalPrice: GRANDE,
    })),
    figures: context.figures && {
      ...context.figures,
      serviceFee: { userFee: 200, percentageUserFee: 2 },
    },
  }
}

const pricingOf = (snapshot: AnyMachineSnapshot) =>
  priceCheckout(asOnScreen(snapshot.context as CheckoutContext), null, 0)
const itemOf = (snapshot: AnyMachineSnapshot) => asOnScreen(snapshot.context as CheckoutContext).items[0]

const figure = (
  testId: string,
  what: string,
  is: (snapshot: AnyMachineSnapshot) => string | null,
): Check => ({
  figure: { testId, says: what },
  is,
  what,
})

/** What the ticket shows on Palermo's delivery whatever the figures' state: its line and the subtotal. */
export const ticketLine: Check[] = [
  figure('ticket-line', 'la línea del pedido', (s) => {
    const item = itemOf(s)
    return item ? `${item.quantity} x ${item.name}` : null
  }),
  figure('ticket-line-amount', 'el importe de la línea', (s) => {
    const item = itemOf(s)
    return item ? formatMoney(item.price * item.quantity) : null
  }),
  figure('checkout-subtotal', 'el subtotal', (s) => formatMoney(pricingOf(s).totals.itemsSubtotal)),
  // the model types no code (the discount-code map's figures are its own)
  figure('checkout-code-discount', 'el descuento del código', () => null),
]

/** Once every figure is known: the service fee, the delivery fee when quoted, the total. */
export const knownFigures: Check[] = [
  figure('checkout-service-fee', 'la tarifa de servicio', (s) =>
    formatMoney(pricingOf(s).totals.userServiceFee),
  ),
  figure('checkout-delivery-fee', 'el costo de envío', (s) => {
    const { quote, delivery } = s.context as CheckoutContext
    if (!delivery) return null
    if (s.hasTag('feeQuoting')) return '…'
    // money as the page writes it ('$1.500'; 'Gratis' when it costs nothing)
    return quote?.inZone
      ? t(feeMessage(pricingOf(s).totals.deliveryFee), (amount) => formatMoney(amount))
      : null
  }),
  figure('checkout-total', 'el total', (s) => formatMoney(pricingOf(s).totals.total)),
]

/** A figure still loading or failed shows as such, never as 0. */
export const pendingFigures: Check[] = [
  figure('checkout-service-fee', 'la tarifa de servicio', () => '…'),
  figure('checkout-total', 'el total', () => '…'),
]
