import { isFinalOrderStatus } from './order-lifecycle'
import type { OrderModeType } from './order-mode'
import type { OrderStatus } from './order-status'

export type OrderPaymentMethod = 'CASH' | 'ONLINE_CARD' | 'PAYMENT_LINK' | 'BANK_REDIRECT'
export const ORDER_PAYMENT_STATUSES = ['PENDING', 'PROCESSING', 'PAID', 'REJECTED'] as const
export type OrderPaymentStatus = (typeof ORDER_PAYMENT_STATUSES)[number]

/**
 * The payment methods an order may be switched to after it was placed: only those settled in person
 * (cash, which a kiosk calls 'Pagar en caja'). An online method is chosen by paying with it.
 */
export const SWITCHABLE_PAYMENT_METHODS: readonly OrderPaymentMethod[] = ['CASH']

export type PaymentMethodChangeRefusal = 'paid' | 'processing' | 'final' | 'notSwitchable'

/**
 * Why an order's payment method may not change now, or null when it may: only while it is unpaid (no
 * charge under way either) and not delivered or canceled, and only to a method paid in person.
 */
export function paymentMethodChangeRefusal(
  order: { status: OrderStatus; paymentStatus: OrderPaymentStatus },
  to: OrderPaymentMethod,
): PaymentMethodChangeRefusal | null {
  if (order.paymentStatus === 'PAID') return 'paid'
  if (order.paymentStatus === 'PROCESSING') return 'processing'
  if (isFinalOrderStatus(order.status)) return 'final'
  if (!SWITCHABLE_PAYMENT_METHODS.includes(to)) return 'notSwitchable'
  return null
}

/** Orders placed at a table tablet or a self-service kiosk: the console marks them as such. */
export const isRoomOrder = (type: OrderModeType) => type === 'TABLE' || type === 'SELF_SERVICE'

/**
 * A table or kiosk order left to pay at the counter ('Pagar en caja'): it awaits payment until staff
 * mark it paid, which is allowed exactly while this holds.
 */
export const awaitsCounterPayment = (order: {
  type: OrderModeType
  status: OrderStatus
  paymentMethod: OrderPaymentMethod
  paymentStatus: OrderPaymentStatus
}) =>
  isRoomOrder(order.type) &&
  order.paymentMethod === 'CASH' &&
  order.paymentStatus !== 'PAID' &&
  order.status !== 'CANCELED'
