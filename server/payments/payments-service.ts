import { and, eq } from 'drizzle-orm'
import { ERROR_REPORTABLE_STATUS, isPayWindowExpired } from '../../domain/order-status'
import { payment as texts } from '../../i18n/es/payment'
import type { Database } from '../db/client'
import { payment, paymentEvent } from '../db/schema'
import type { Env } from '../env'
import { conflict, HttpProblem, notFound, unauthorized, unprocessable } from '../errors'
import type { OrderPaymentStatus, OrderPayments, PayableOrder } from './order-payments'
import type { PaymentProvider } from './provider'
import { checkCallbackSignature } from './webhook-signature'

export interface PaymentResult {
  status: 'APPROVED' | 'REJECTED' | 'PROCESSING'
  orderCode: string
  paymentInfo: { status: OrderPaymentStatus; amount: number; paymentUrl?: string | null }
}

const fill = (text: string, params: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole)

const followUpPath = (order: PayableOrder) =>
  `/menu/${encodeURIComponent(order.alias)}/order/${encodeURIComponent(order.code)}`

const orderStatusOf = (outcome: 'PENDING' | 'APPROVED' | 'REJECTED'): OrderPaymentStatus =>
  outcome === 'APPROVED' ? 'PAID' : outcome === 'REJECTED' ? 'REJECTED' : 'PENDING'

const resultStatusOf = (outcome: 'PENDING' | 'APPROVED' | 'REJECTED'): PaymentResult['status'] =>
  outcome === 'PENDING' ? 'PROCESSING' : outcome

function refuseIfPaid(order: PayableOrder, now: Date) {
  if (order.paymentStatus === 'PAID') throw conflict(texts.orderAlreadyPaid)
  // The follow-up's rules (domain/order-status): no payment for a canceled or delivered order, nor after
  // the payment window.
  if (
    order.status === 'CANCELED' ||
    order.status === ERROR_REPORTABLE_STATUS ||
    isPayWindowExpired({ orderedAt: order.orderedAt.toISOString() }, now.toISOString())
  )
    throw conflict(texts.notPayable)
}

export interface PaymentsServiceDeps {
  db: Database
  env: Env
  provider: PaymentProvider
  orders: OrderPayments
  /** unix seconds; tests move it */
  nowSeconds?: () => number
}

/** createPaymentUrl, payOrder and handleTransbankCallback over one provider. */
export function createPaymentsService(deps: PaymentsServiceDeps) {
  const { db, env, provider, orders } = deps
  const nowSeconds = deps.nowSeconds ?? (() => Math.floor(Date.now() / 1000))

  return {
    async createPaymentUrl(request: { code: string; branchContactId: number; amount: number }) {
      const order = await orders.findByCode(db, request.code)
      if (!order || order.branchContactId !== request.branchContactId) throw notFound(texts.orderNotFound)
      refuseIfPaid(order, new Date())
      if (order.paymentStatus === 'PROCESSING') throw conflict(texts.paymentInProgress)
      // The server charges its own total; a different figure from the client is a stale or forged page.
      if (Math.round(request.amount) !== Math.round(order.total)) {
        const detail = fill(texts.amountMismatch, { total: String(order.total) })
        throw unprocessable(detail, [{ field: 'amount', message: detail }])
      }
      const hosted = await provider.createHostedPayment({
        orderCode: order.code,
        amount: order.total,
        returnUrl: followUpPath(order),
        callbackPath: `/api/callback/transbank/${encodeURIComponent(order.code)}`,
      })
      await db.transaction(async (tx) => {
        await tx.insert(payment).values({
          orderId: order.id,
          provider: provider.name,
          kind: 'REDIRECT',
          reference: hosted.token,
          amount: Math.round(order.total),
        })
        await orders.setStatus(tx as unknown as Database, order.id, 'PENDING', hosted.url)
      })
      return { url: hosted.url, token: hosted.token }
    },

    async payOrder(request: {
      token: string
      paymentMethodId: string
      dinerOrderId: number
      cardName: string
      identificationNumber: string
    }): Promise<PaymentResult> {
      const order = await orders.findById(db, request.dinerOrderId)
      if (!order) throw notFound(texts.orderNotFound)
      if (order.paymentMethod !== 'ONLINE_CARD') throw conflict(texts.notCardOrder)
      refuseIfPaid(order, new Date())
      // Processing by another payment is the claim's to judge: it releases a hold left stale.
      if (!(await orders.claim(db, order.id))) throw conflict(texts.paymentInProgress)
      // What the order goes back to when no charge happened (a stale hold is not worth keeping).
      const statusBefore =
        order.paymentStatus === 'PROCESSING' || !order.paymentStatus ? 'PENDING' : order.paymentStatus

      let charged: Awaited<ReturnType<PaymentProvider['chargeCard']>>
      try {
        charged = await provider.chargeCard({
          token: request.token,
          paymentMethodId: request.paymentMethodId,
          amount: order.total,
          orderCode: order.code,
          cardName: request.cardName,
          identificationNumber: request.identificationNumber,
        })
      } catch (error) {
        // The provider did not answer: the order stays payable from its follow-up.
        await orders.setStatus(db, order.id, statusBefore)
        throw error
      }
      if (charged.status === 'INVALID_TOKEN') {
        await orders.setStatus(db, order.id, statusBefore)
        throw unprocessable(texts.cardTokenFailed, [{ field: 'token', message: texts.cardTokenFailed }])
      }
      const status = orderStatusOf(charged.status)
      await db.transaction(async (tx) => {
        await tx.insert(payment).values({
          orderId: order.id,
          provider: provider.name,
          kind: 'CARD',
          reference: charged.reference,
          amount: Math.round(order.total),
          status: charged.status,
          decidedAt: new Date(),
        })
        await orders.setStatus(tx as unknown as Database, order.id, status)
      })
      if (charged.status === 'REJECTED') throw new HttpProblem(402, texts.cardPaymentFailed)
      return { status: 'APPROVED', orderCode: order.code, paymentInfo: { status, amount: order.total } }
    },

    async handleCallback(request: {
      orderCode: string
      token: string
      headers: { eventId?: string; timestamp?: string; signature?: string }
    }): Promise<PaymentResult> {
      const check = checkCallbackSignature(
        env.PAYMENT_WEBHOOK_SECRET,
        request.headers,
        { orderCode: request.orderCode, token: request.token },
        nowSeconds(),
      )
      if (check !== 'valid') throw unauthorized(texts.callbackFailed)
      const eventId = request.headers.eventId as string

      const order = await orders.findByCode(db, request.orderCode)
      if (!order) throw notFound(texts.orderNotFound)
      const [attempt] = await db
        .select({ id: payment.id })
        .from(payment)
        .where(and(eq(payment.reference, request.token), eq(payment.orderId, order.id)))
      if (!attempt) throw notFound(texts.orderNotFound)

      const answer = async (outcome: 'PENDING' | 'APPROVED' | 'REJECTED'): Promise<PaymentResult> => {
        const current = (await orders.findById(db, order.id)) ?? order
        return {
          status: resultStatusOf(outcome),
          orderCode: order.code,
          paymentInfo: { status: current.paymentStatus ?? 'PENDING', amount: current.total },
        }
      }
      const applied = async () => {
        const [seen] = await db.select().from(paymentEvent).where(eq(paymentEvent.eventId, eventId))
        if (!seen) return null
        if (seen.reference !== request.token) throw conflict(texts.eventMismatch)
        return answer(seen.status)
      }
      // A retried delivery of an event already applied answers as the first time did, changing nothing.
      const earlier = await applied()
      if (earlier) return earlier

      const decided = await provider.hostedPaymentOutcome(request.token)
      if (!decided || decided.orderCode !== order.code) throw notFound(texts.orderNotFound)
      if (decided.outcome === 'PENDING') throw conflict(texts.paymentPending)
      const outcome = decided.outcome

      const inserted = await db.transaction(async (tx) => {
        const rows = await tx
          .insert(paymentEvent)
          .values({ eventId, reference: request.token, status: outcome })
          .onConflictDoNothing()
          .returning({ eventId: paymentEvent.eventId })
        if (rows.length === 0) return false
        await tx
          .update(payment)
          .set({ status: outcome, decidedAt: new Date() })
          .where(eq(payment.reference, request.token))
        // A rejection arriving after another attempt paid the order leaves it paid.
        const latest = await orders.findById(tx as unknown as Database, order.id)
        if (latest?.paymentStatus !== 'PAID')
          await orders.setStatus(tx as unknown as Database, order.id, orderStatusOf(outcome))
        return true
      })
      if (!inserted) return (await applied()) ?? answer(outcome)
      return answer(outcome)
    },
  }
}

export type PaymentsService = ReturnType<typeof createPaymentsService>
