import { and, eq } from 'drizzle-orm'
import { ERROR_REPORTABLE_STATUS, isPayWindowExpired } from '../../domain/order-status'
import { payment as texts } from '../../i18n/es/payment'
import type { Database, DbOrTx } from '../db/client'
import { payment, paymentEvent } from '../db/schema'
import type { Env } from '../env'
import { conflict, HttpProblem, notFound, unauthorized, unprocessable } from '../errors'
import type { OrderPaymentStatus, OrderPayments, PayableOrder } from './order-payments'
import type { PaymentProvider, ProviderOutcome } from './provider'
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
  // the local's payment window.
  if (
    order.status === 'CANCELED' ||
    order.status === ERROR_REPORTABLE_STATUS ||
    isPayWindowExpired(
      { orderedAt: order.orderedAt.toISOString(), payWindowHours: order.payWindowHours },
      now.toISOString(),
    )
  )
    throw conflict(texts.notPayable)
}

/**
 * A capture the order must not keep: it was paid already (another attempt), or canceled meanwhile. A
 * replaced link's capture for an order still unpaid is kept: the diner paid, and the newer links close.
 */
const unwantedCapture = (order: PayableOrder) => order.paymentStatus === 'PAID' || order.status === 'CANCELED'

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

  /** Marks the order's open payment links EXPIRED; their tokens, to close at the provider after commit. */
  async function expireOpenLinks(tx: DbOrTx, orderId: number): Promise<string[]> {
    const rows = await tx
      .update(payment)
      .set({ status: 'EXPIRED', decidedAt: new Date() })
      .where(and(eq(payment.orderId, orderId), eq(payment.kind, 'REDIRECT'), eq(payment.status, 'PENDING')))
      .returning({ reference: payment.reference })
    return rows.map((row) => row.reference)
  }

  async function closeAtProvider(tokens: string[]) {
    // A link the provider fails to close stays harmless: its capture, if any, is voided on arrival.
    for (const token of tokens) await provider.expireHostedPayment?.(token).catch(() => undefined)
  }

  /**
   * Gives back a capture the order must not keep: voided at the provider when it can, else recorded as a
   * refund the local owes (the console shows it).
   */
  async function giveBack(orderId: number, reference: string, amount: number) {
    const voided = await (provider.voidPayment?.(reference) ?? Promise.resolve(false)).catch(() => false)
    await db.transaction(async (tx) => {
      if (voided) {
        await tx.update(payment).set({ status: 'VOIDED' }).where(eq(payment.reference, reference))
        return
      }
      await tx.update(payment).set({ refundDue: true }).where(eq(payment.reference, reference))
      await orders.addRefundDue(tx, orderId, amount)
    })
  }

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
      // One open attempt per order: the new link replaces every older one, at the provider too.
      const replaced = await db.transaction(async (tx) => {
        const latest = await orders.lockById(tx, order.id)
        if (!latest) throw notFound(texts.orderNotFound)
        refuseIfPaid(latest, new Date())
        if (latest.paymentStatus === 'PROCESSING') throw conflict(texts.paymentInProgress)
        const older = await expireOpenLinks(tx, order.id)
        await tx.insert(payment).values({
          orderId: order.id,
          provider: provider.name,
          kind: 'REDIRECT',
          reference: hosted.token,
          amount: Math.round(order.total),
        })
        await orders.setStatus(tx, order.id, 'PENDING', hosted.url)
        return older
      })
      await closeAtProvider(replaced)
      return { url: hosted.url, token: hosted.token }
    },

    async payOrder(request: {
      token: string
      paymentMethodId: string
      orderCode: string
      cardName: string
      identificationNumber: string
    }): Promise<PaymentResult> {
      const order = await orders.findByCode(db, request.orderCode)
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
      const decided = await db.transaction(async (tx) => {
        // A link approved meanwhile, or staff canceling, leave this charge unwanted.
        const latest = (await orders.lockById(tx, order.id)) ?? order
        const unwanted = charged.status === 'APPROVED' && unwantedCapture(latest)
        await tx.insert(payment).values({
          orderId: order.id,
          provider: provider.name,
          kind: 'CARD',
          reference: charged.reference,
          amount: Math.round(order.total),
          status: charged.status,
          decidedAt: new Date(),
        })
        if (unwanted) {
          if (latest.paymentStatus === 'PROCESSING') await orders.setStatus(tx, order.id, statusBefore)
          return { unwanted, replaced: [] as string[] }
        }
        await orders.setStatus(tx, order.id, status)
        // Paid by card: the links still open would charge the order a second time.
        const replaced = charged.status === 'APPROVED' ? await expireOpenLinks(tx, order.id) : []
        return { unwanted, replaced }
      })
      await closeAtProvider(decided.replaced)
      if (decided.unwanted) {
        await giveBack(order.id, charged.reference, order.total)
        throw conflict(texts.orderAlreadyPaid)
      }
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
        .select({ id: payment.id, amount: payment.amount })
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
        return answer(seen.status as ProviderOutcome)
      }
      // A retried delivery of an event already applied answers as the first time did, changing nothing.
      const earlier = await applied()
      if (earlier) return earlier

      const decided = await provider.hostedPaymentOutcome(request.token)
      if (!decided || decided.orderCode !== order.code) throw notFound(texts.orderNotFound)
      if (decided.outcome === 'PENDING') throw conflict(texts.paymentPending)
      const outcome = decided.outcome

      const decision = await db.transaction(async (tx) => {
        const latest = (await orders.lockById(tx, order.id)) ?? order
        const rows = await tx
          .insert(paymentEvent)
          .values({ eventId, reference: request.token, status: outcome })
          .onConflictDoNothing()
          .returning({ eventId: paymentEvent.eventId })
        if (rows.length === 0) return null
        const [before] = await tx
          .select({ status: payment.status })
          .from(payment)
          .where(eq(payment.reference, request.token))
        const attemptStatus = before?.status ?? 'PENDING'
        // A decision already taken on this attempt (voided, or decided by an earlier event) stands.
        if (attemptStatus === 'VOIDED' || attemptStatus === 'APPROVED' || attemptStatus === 'REJECTED')
          return { unwanted: false, replaced: [] as string[] }
        const unwanted = outcome === 'APPROVED' && unwantedCapture(latest)
        await tx
          .update(payment)
          .set({ status: outcome, decidedAt: new Date() })
          .where(eq(payment.reference, request.token))
        // A capture the order gives back changes nothing on it; nor does a rejection arriving after another
        // attempt paid the order, or of a link already replaced.
        const staleRejection =
          outcome !== 'APPROVED' && (latest.paymentStatus === 'PAID' || attemptStatus === 'EXPIRED')
        if (unwanted || staleRejection) return { unwanted, replaced: [] as string[] }
        await orders.setStatus(tx, order.id, orderStatusOf(outcome))
        const replaced = outcome === 'APPROVED' ? await expireOpenLinks(tx, order.id) : []
        return { unwanted, replaced }
      })
      if (!decision) return (await applied()) ?? answer(outcome)
      await closeAtProvider(decision.replaced)
      if (decision.unwanted) await giveBack(order.id, request.token, attempt.amount)
      return answer(outcome)
    },
  }
}

export type PaymentsService = ReturnType<typeof createPaymentsService>
