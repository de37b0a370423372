import type { components } from '../../../../contract/schema'
import type { PaymentMethod } from '../../../../domain/order-mode'
import type { ErrorReportReason, OrderStatus, PaymentStatus } from '../../../../domain/order-status'
import { normaliseOrderStatus } from '../../../../domain/order-status'
import type { Survey } from '../../../../domain/survey'
import type { FetchedOrder, FollowUpOrder } from '../../../../machines/order-follow-up.machine'
import type { LoadedSurvey } from '../../../../machines/survey.machine'
import { api } from '../../../api/client'
import { unwrap } from '../../../api/errors'

export type Order = components['schemas']['Order']
type ApiErrorType = components['schemas']['OrderErrorType']
type ApiSurveyAnswer = components['schemas']['SurveyAnswer']

/** The follow-up keeps the whole order for the page, and the facts the rules read. */
export type FollowUpView = FollowUpOrder & { full: Order }

// The contract names the error reasons its own way; the rules keep theirs.
const TO_API: Record<ErrorReportReason, ApiErrorType> = {
  MISSING_ITEM: 'MISSING_ITEMS',
  WRONG_ITEM: 'WRONG_ITEMS',
  LATE_DELIVERY: 'LATE_DELIVERY',
  COLD_FOOD: 'COLD_FOOD',
  DAMAGED_PACKAGING: 'DAMAGED_PACKAGE',
  OTHER: 'OTHER',
}

const METHODS: readonly PaymentMethod[] = ['CASH', 'ONLINE_CARD', 'PAYMENT_LINK']

/** The facts of an order as domain/order-status reads them. */
export function followUpOf(order: Order): FollowUpView {
  const method = order.paymentType?.paymentMethod
  return {
    id: order.id,
    code: order.code,
    status: (normaliseOrderStatus(order.status) ?? 'GENERATED') as OrderStatus,
    type: order.type,
    paymentMethod: METHODS.find((m) => m === method) ?? null,
    paymentStatus: (order.paymentInfo?.status ?? null) as PaymentStatus | null,
    orderedAt: order.orderedAt,
    payWindowHours: order.payWindowHours,
    scheduled: order.scheduled ?? false,
    scheduledAt: order.scheduledAt ?? null,
    errorType: order.dinerOrderDetails?.errorType ?? null,
    contactAcceptsOnlinePayment: Boolean(order.paymentType?.onlinePayment),
    branchContactId: order.branchContact?.id ?? 0,
    total: order.total,
    full: order,
  }
}

export async function fetchOrder(alias: string, orderCode: string, signal?: AbortSignal): Promise<Order> {
  return unwrap(
    await api.GET('/api/diner/{aliasOrId}/order/{orderCode}', {
      params: { path: { aliasOrId: alias, orderCode } },
      ...(signal ? { signal } : {}),
    }),
  )
}

export async function fetchFollowUp(
  alias: string,
  orderCode: string,
  signal?: AbortSignal,
): Promise<FetchedOrder> {
  const order = await fetchOrder(alias, orderCode, signal)
  return { order: followUpOf(order), now: new Date().toISOString() }
}

export async function reportOrderError(orderCode: string, reason: ErrorReportReason): Promise<void> {
  unwrap(await api.POST('/api/diner/order/details', { body: { code: orderCode, errorType: TO_API[reason] } }))
}

/** The order (for the respondent and its local), the local's survey and whether it was answered. */
export async function loadSurvey(
  alias: string,
  orderCode: string,
  signal?: AbortSignal,
): Promise<LoadedSurvey> {
  const order = await fetchOrder(alias, orderCode, signal)
  if (!order.branchContact) throw new Error('the order names no local, so it has no survey')
  const [survey, status] = await Promise.all([
    api.GET('/api/survey/{key}', {
      params: { path: { key: order.branchContact.id } },
      ...(signal ? { signal } : {}),
    }),
    api.GET('/api/survey/order/{orderCode}', {
      params: { path: { orderCode } },
      ...(signal ? { signal } : {}),
    }),
  ])
  const found = unwrap(survey)
  const answered = unwrap(status)
  const mapped: Survey = {
    id: found.id,
    active: found.active,
    questions: found.questions.map((q) => ({
      id: q.id,
      title: q.title,
      subTitle: q.subTitle ?? null,
      type: q.type,
      questionOrder: q.questionOrder,
      mandatory: q.mandatory,
      priority: q.priority ?? false,
      questionReasons: (q.questionReasons ?? []).map((r) => r.reason),
    })),
  }
  return {
    survey: mapped,
    isCompleted: answered.isCompleted,
    respondent: { orderingCustomerId: order.customerId ?? null, dinerOrderId: order.id },
  }
}

export async function submitSurvey(orderCode: string, answers: readonly ApiSurveyAnswer[]): Promise<void> {
  unwrap(await api.POST('/api/survey/{key}', { params: { path: { key: orderCode } }, body: [...answers] }))
}
