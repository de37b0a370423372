import { isCardPayment, needsPaymentUrl } from './card'
import { type Message, message } from './message'
import type { OrderModeType, PaymentMethod } from './order-mode'

/**
 * Order statuses (2-checkout.md §4, 3-delivery.md §4.2). PAY_NEEDED is an in-progress order waiting for
 * its online payment. Input may arrive in lower case; normaliseOrderStatus accepts both. The order is the
 * database enum's (server/db/tables/orders.ts builds order_status from this list; reordering it is a migration).
 */
export const ORDER_STATUSES = [
  'GENERATED',
  'UNCONFIRMED',
  'ACCEPTED',
  'READY',
  'PAY_NEEDED',
  'DELIVERED',
  'CANCELED',
] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

export function normaliseOrderStatus(raw: string): OrderStatus | null {
  const upper = raw.trim().toUpperCase()
  if (upper === 'CANCELLED') return 'CANCELED'
  return (ORDER_STATUSES as readonly string[]).includes(upper) ? (upper as OrderStatus) : null
}

/** Payment info statuses; APPROVED is the provider's word for PAID and counts as paid. */
export type PaymentStatus = 'PENDING' | 'PROCESSING' | 'PAID' | 'APPROVED' | 'REJECTED'

export const isPaid = (status: PaymentStatus | null | undefined) => status === 'PAID' || status === 'APPROVED'

const HOUR_MS = 60 * 60 * 1000

/** The one status a diner may report a problem on: the order reached them (decision recorded in README). */
export const ERROR_REPORTABLE_STATUS: OrderStatus = 'DELIVERED'
/** An order can be paid online for this long after it was placed (not in the specs: chosen, see README). */
export const PAY_WINDOW_HOURS = 48
export const ERROR_REPORT_WINDOW_HOURS = 24
export const IN_PROGRESS_WINDOW_HOURS = 24
/** After a payment update the follow-up fetches the order again after this delay. */
export const REFRESH_AFTER_UPDATE_MS = 5000

const IN_PROGRESS: readonly OrderStatus[] = ['GENERATED', 'UNCONFIRMED', 'PAY_NEEDED', 'ACCEPTED', 'READY']
export const isInProgressStatus = (status: OrderStatus) => IN_PROGRESS.includes(status)

/** What the rules below need to know of an order; the follow-up response carries more. */
export interface OrderFacts {
  code: string
  status: OrderStatus
  type: OrderModeType
  paymentMethod: PaymentMethod | null
  paymentStatus: PaymentStatus | null
  /** ISO date-times */
  orderedAt: string
  scheduled: boolean
  scheduledAt: string | null
  /** the error a diner already reported, if any */
  errorType: string | null
  /** the local takes online payments */
  contactAcceptsOnlinePayment: boolean
  /** the tenant's pay window for this order (hours); PAY_WINDOW_HOURS when the answer names none */
  payWindowHours?: number | undefined
}

const millis = (iso: string) => Date.parse(iso)

/** Paid online after the order: by card on the provider's fields, or on a payment link. */
export const isOnlinePayment = (order: Pick<OrderFacts, 'paymentMethod'>) =>
  isCardPayment(order.paymentMethod) || needsPaymentUrl(order.paymentMethod)

/** An online payment the order still waits for: not paid, not canceled, not delivered. */
const awaitsOnlinePayment = (order: OrderFacts) =>
  order.contactAcceptsOnlinePayment &&
  isOnlinePayment(order) &&
  !isPaid(order.paymentStatus) &&
  order.status !== 'CANCELED' &&
  order.status !== ERROR_REPORTABLE_STATUS

/**
 * Should be paid now: the local takes online payments, it is a card or payment-link type, neither paid
 * nor processing, and neither canceled nor already at the error-reportable (delivered) status.
 */
export function isPayable(order: OrderFacts): boolean {
  return awaitsOnlinePayment(order) && order.paymentStatus !== 'PROCESSING'
}

export const isPayWindowExpired = (order: Pick<OrderFacts, 'orderedAt' | 'payWindowHours'>, now: string) =>
  millis(now) - millis(order.orderedAt) > (order.payWindowHours ?? PAY_WINDOW_HOURS) * HOUR_MS

/** What the follow-up shows about paying: nothing, a pay prompt, the expired label, or a payment under way. */
export type PaymentPrompt = 'none' | 'pay' | 'expired' | 'processing'

export function paymentPromptOf(order: OrderFacts, now: string): PaymentPrompt {
  if (awaitsOnlinePayment(order) && order.paymentStatus === 'PROCESSING') return 'processing'
  if (!isPayable(order)) return 'none'
  return isPayWindowExpired(order, now) ? 'expired' : 'pay'
}

/** Points are announced once the order counts: an online payment still awaited earns nothing yet. */
export const pointsAnnounced = (order: OrderFacts) => !awaitsOnlinePayment(order)

/**
 * In progress for the diner (the branch header's button): by scheduled time when scheduled, else ordered
 * time, that moment lies within 24 hours of now (ahead for a scheduled order, behind for an immediate one)
 * and the status is still in progress.
 */
export function isOrderInProgress(
  order: Pick<OrderFacts, 'status' | 'orderedAt' | 'scheduled' | 'scheduledAt'>,
  now: string,
): boolean {
  if (!isInProgressStatus(order.status)) return false
  const reference = order.scheduled && order.scheduledAt ? order.scheduledAt : order.orderedAt
  return Math.abs(millis(reference) - millis(now)) <= IN_PROGRESS_WINDOW_HOURS * HOUR_MS
}

/** Reportable: at the reportable status, nothing reported yet, ordered less than 24 hours ago. */
export function canReportError(
  order: Pick<OrderFacts, 'status' | 'errorType' | 'orderedAt'>,
  now: string,
): boolean {
  const age = millis(now) - millis(order.orderedAt)
  return (
    order.status === ERROR_REPORTABLE_STATUS &&
    !order.errorType &&
    age >= 0 &&
    age < ERROR_REPORT_WINDOW_HOURS * HOUR_MS
  )
}

/** The reasons a diner may give (the specs do not name them); sent as errorType. */
export const ERROR_REPORT_REASONS = [
  'MISSING_ITEM',
  'WRONG_ITEM',
  'LATE_DELIVERY',
  'COLD_FOOD',
  'DAMAGED_PACKAGING',
  'OTHER',
] as const
export type ErrorReportReason = (typeof ERROR_REPORT_REASONS)[number]

export const isErrorReportReason = (value: unknown): value is ErrorReportReason =>
  typeof value === 'string' && (ERROR_REPORT_REASONS as readonly string[]).includes(value)

const REASON_KEYS: Record<ErrorReportReason, string> = {
  MISSING_ITEM: 'order.errorMissingItem',
  WRONG_ITEM: 'order.errorWrongItem',
  LATE_DELIVERY: 'order.errorLateDelivery',
  COLD_FOOD: 'order.errorColdFood',
  DAMAGED_PACKAGING: 'order.errorDamagedPackaging',
  OTHER: 'order.errorOther',
}

/** The label of a reason; an unknown errorType from the server (an older reason) reads as 'other'. */
export const errorReasonLabel = (reason: string): Message =>
  message(isErrorReportReason(reason) ? REASON_KEYS[reason] : REASON_KEYS.OTHER)

/** The four-step tracker: received, accepted, ready (or on its way for delivery), delivered or canceled. */
export type TrackerNode = 'received' | 'accepted' | 'ready' | 'onItsWay' | 'delivered' | 'canceled'
export type TrackerNodeState = 'done' | 'current' | 'pending'

export interface Tracker {
  nodes: readonly { node: TrackerNode; state: TrackerNodeState; label: Message }[]
  /** grey: an unpaid card order, the pay prompt takes precedence over progress */
  grey: boolean
}

const TRACKER_LABEL: Record<TrackerNode, string> = {
  received: 'order.trackerReceived',
  accepted: 'order.trackerAccepted',
  ready: 'order.trackerReady',
  onItsWay: 'order.trackerOnItsWay',
  delivered: 'order.trackerDelivered',
  canceled: 'order.trackerCanceled',
}

const STEP_OF: Record<OrderStatus, number> = {
  GENERATED: 0,
  UNCONFIRMED: 0,
  PAY_NEEDED: 0,
  ACCEPTED: 1,
  READY: 2,
  DELIVERED: 3,
  CANCELED: 3,
}

export function trackerOf(order: OrderFacts, now: string): Tracker {
  const current = STEP_OF[order.status]
  const nodes: TrackerNode[] = [
    'received',
    'accepted',
    order.type === 'DELIVERY' ? 'onItsWay' : 'ready',
    order.status === 'CANCELED' ? 'canceled' : 'delivered',
  ]
  const finished = order.status === 'DELIVERED' || order.status === 'CANCELED'
  return {
    nodes: nodes.map((node, i) => ({
      node,
      state: i < current || (finished && i === current) ? 'done' : i === current ? 'current' : 'pending',
      label: message(TRACKER_LABEL[node]),
    })),
    grey: paymentPromptOf(order, now) !== 'none',
  }
}

/** Where the diner lands after ordering; a configured invalidCustomRedirect travels along. */
export function followUpPath(alias: string, orderCode: string, invalidCustomRedirect: boolean): string {
  const path = `/menu/${encodeURIComponent(alias)}/order/${encodeURIComponent(orderCode)}`
  return invalidCustomRedirect ? `${path}?invalidCustomRedirect=true` : path
}

/** The survey is offered from the follow-up once the order reached the diner (2-checkout.md §2). */
export const canRateOrder = (order: Pick<OrderFacts, 'status'>) => order.status === 'DELIVERED'

/** The follow-up leads to the live tracking page while the order has a shipment to follow (issue 18). */
export const hasLiveTracking = (order: { logisticsOrderId?: number | null }) =>
  typeof order.logisticsOrderId === 'number'
