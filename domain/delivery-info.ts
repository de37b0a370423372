import { type Message, message } from './message'
import { deliveryFeeFor } from './totals'

/**
 * The delivery info a menu shows for the diner's address (1-storefront.md §8, 2-checkout.md §2 'Delivery
 * info table'): 'Llega en', 'Envío' (or 'Gratis'), 'Mínimo', 'Envío gratis a partir de {amount}', and the
 * out-of-zone and no-riders texts.
 */

/** What getDeliveryFee answers (DeliveryOptions in openapi.yaml), as far as the info table needs it. */
export interface DeliveryQuote {
  inZone: boolean
  deliveryFee?: number | undefined
  cashDeliveryFee?: number | null | undefined
  minimumOrderAmount?: number | undefined
  freeDeliveryAmount?: number | null | undefined
  minDelayInMinutes?: number | undefined
  maxDelayInMinutes?: number | undefined
  ridersAvailable?: boolean | undefined
}

export interface DeliveryInfoRow {
  label: Message
  value: Message
}

export type DeliveryInfo =
  | { kind: 'inZone'; rows: DeliveryInfoRow[]; freeFrom: Message | null; noRiders: Message | null }
  | { kind: 'outOfZone'; lines: [Message, Message] }

function arrival(quote: DeliveryQuote): Message | null {
  const { minDelayInMinutes: min, maxDelayInMinutes: max } = quote
  if (min === undefined && max === undefined) return null
  if (min === undefined || max === undefined || min === max)
    return message('address.etaMinutes', { minutes: (min ?? max) as number })
  return message('address.etaRange', { min: Math.min(min, max), max: Math.max(min, max) })
}

/**
 * The info for a quote. `takeAwayName` is the label of the local's pick-up mode when it offers one (the
 * out-of-zone text then suggests it); `itemsSubtotal` is what the cart holds so far (0 without a cart),
 * so 'Gratis' shows once the free-delivery amount is reached, by the same rule the totals use.
 */
export function deliveryInfo(
  quote: DeliveryQuote,
  context: { takeAwayName: string | null; itemsSubtotal: number },
): DeliveryInfo {
  if (!quote.inZone) {
    return {
      kind: 'outOfZone',
      lines: [
        message('address.outsideZone'),
        context.takeAwayName
          ? message('address.switchToTakeAway', { name: context.takeAwayName })
          : message('address.enterAnother'),
      ],
    }
  }
  const rows: DeliveryInfoRow[] = []
  const eta = arrival(quote)
  if (eta) rows.push({ label: message('address.arrivesIn'), value: eta })
  const fee = deliveryFeeFor(
    { fee: quote.deliveryFee ?? 0, freeDeliveryFrom: quote.freeDeliveryAmount ?? null },
    { itemsSubtotal: context.itemsSubtotal, payingCash: false },
  )
  rows.push({
    label: message('address.deliveryFee'),
    value: fee === 0 ? message('address.free') : message('address.amount', { amount: { money: fee } }),
  })
  const minimum = quote.minimumOrderAmount ?? 0
  if (minimum > 0)
    rows.push({
      label: message('address.minimum'),
      value: message('address.amount', { amount: { money: minimum } }),
    })
  const freeFrom = quote.freeDeliveryAmount
  return {
    kind: 'inZone',
    rows,
    freeFrom:
      typeof freeFrom === 'number' && freeFrom > 0 && fee > 0
        ? message('address.freeFrom', { amount: { money: freeFrom } })
        : null,
    noRiders: quote.ridersAvailable === false ? message('address.noRiders') : null,
  }
}
