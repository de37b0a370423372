import { roundMoney } from './totals'

/**
 * An order line as recorded, shown again (the orders console card): POST /api/order keeps each line's
 * unit price and the menu discount domain/order-pricing.ts linePrice gave it, so the card shows the
 * figures the order was priced with, not today's menu. The unit price after the discount is the line's
 * total shared over its units (a 'buy 2 pay 1' spreads over both); null when nothing was taken off.
 */
export interface RecordedLine {
  /** one unit with its extras, before the discount */
  unitPrice: number
  quantity: number
  /** the whole line's menu discount */
  discount: number
}

export interface ShownLine {
  total: number
  discount: number
  discountedUnitPrice: number | null
}

export function shownLine(line: RecordedLine): ShownLine {
  const quantity = Math.max(1, line.quantity)
  const discount = Math.max(0, line.discount)
  const total = Math.max(0, line.unitPrice * quantity - discount)
  return { total, discount, discountedUnitPrice: discount > 0 ? roundMoney(total / quantity) : null }
}
