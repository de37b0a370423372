import { isBelowMinimum } from './totals'

/**
 * The cart page's bars (1-storefront.md §2): the minimum-order bar (cost / minimum) and the free-delivery
 * bar (total / free-delivery amount). Both compare the items subtotal, as the checkout's minimum rule and
 * the delivery fee rule do, so a full bar always means the checkout agrees. The minimum applies only in
 * delivery mode, and 'Continuar' is hidden below it.
 */
export interface ProgressBar {
  /** 0…1, for the bar's width */
  ratio: number
  /** what is still missing, 0 once reached */
  missing: number
  target: number
}

export interface OrderProgress {
  minimum: ProgressBar | null
  freeDelivery: ProgressBar | null
  /** false while a delivery order is below its minimum */
  canContinue: boolean
}

export interface OrderProgressInput {
  subtotal: number
  isDelivery: boolean
  minimum: number | null | undefined
  freeDeliveryFrom: number | null | undefined
}

const bar = (amount: number, target: number | null | undefined): ProgressBar | null => {
  if (typeof target !== 'number' || !(target > 0)) return null
  const reached = Math.max(0, amount)
  return { ratio: Math.min(1, reached / target), missing: Math.max(0, target - reached), target }
}

export function orderProgress(input: OrderProgressInput): OrderProgress {
  if (!input.isDelivery) return { minimum: null, freeDelivery: null, canContinue: input.subtotal > 0 }
  return {
    minimum: bar(input.subtotal, input.minimum),
    freeDelivery: bar(input.subtotal, input.freeDeliveryFrom),
    canContinue: input.subtotal > 0 && !isBelowMinimum(input.subtotal, input.minimum),
  }
}
