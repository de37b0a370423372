import { and, eq, ne } from 'drizzle-orm'
import {
  awaitsCounterPayment,
  type PaymentMethodChangeRefusal,
  paymentMethodChangeRefusal,
} from '../../domain/counter-payment'
import { orderConsole as consoleTexts } from '../../i18n/es/order-console'
import { payment as texts } from '../../i18n/es/payment'
import type { Database } from '../db/client'
import { dinerOrder, paymentType } from '../db/schema'
import { conflict, notFound, unprocessable } from '../errors'
import type { Schemas } from './api-types'
import type { ConsoleLocal } from './console-auth'
import { consoleOrderBody, linesOf } from './console-orders'

const REFUSAL_TEXT: Record<PaymentMethodChangeRefusal, string> = {
  paid: texts.methodChangePaid,
  processing: texts.methodChangeProcessing,
  final: texts.methodChangeFinal,
  notSwitchable: texts.methodChangeNotSwitchable,
}

// thrown inside the transaction: nothing of the change is written
class Refused extends Error {
  constructor(readonly problem: Error) {
    super(problem.message)
  }
}

/**
 * changeOrderPaymentMethod: a kiosk's rejected card paid at the counter instead. The order's row is
 * held while the rule (domain/counter-payment) is checked and the change written, so a card payment
 * taking it meanwhile (payments-service claims the row) cannot cross it.
 */
export async function changeOrderPaymentMethod(
  db: Database,
  code: string,
  body: Schemas['OrderPaymentMethodChange'],
): Promise<Schemas['OrderPaymentMethodChanged']> {
  try {
    return await db.transaction(async (tx) => {
      const [order] = await tx.select().from(dinerOrder).where(eq(dinerOrder.code, code)).for('update')
      if (!order) throw new Refused(notFound(texts.orderNotFound))
      const refusal = paymentMethodChangeRefusal(order, body.paymentMethod)
      if (refusal === 'notSwitchable')
        throw new Refused(
          unprocessable(REFUSAL_TEXT[refusal], [{ field: 'paymentMethod', message: REFUSAL_TEXT[refusal] }]),
        )
      if (refusal) throw new Refused(conflict(REFUSAL_TEXT[refusal]))
      const [type] = await tx
        .select({ id: paymentType.id })
        .from(paymentType)
        .where(
          and(
            eq(paymentType.orderModeId, order.orderModeId),
            eq(paymentType.paymentMethod, body.paymentMethod),
            eq(paymentType.active, true),
          ),
        )
      if (!type)
        throw new Refused(
          unprocessable(texts.methodChangeNotOffered, [
            { field: 'paymentMethod', message: texts.methodChangeNotOffered },
          ]),
        )
      const [row] = await tx
        .update(dinerOrder)
        .set({
          paymentTypeId: type.id,
          paymentMethod: body.paymentMethod,
          paymentStatus: 'PENDING',
          paymentUrl: null,
          updatedAt: new Date(),
        })
        .where(eq(dinerOrder.id, order.id))
        .returning()
      if (!row) throw new Refused(notFound(texts.orderNotFound))
      return {
        orderCode: row.code,
        paymentMethod: row.paymentMethod,
        paymentInfo: { status: row.paymentStatus, paymentUrl: null, amount: row.total },
      }
    })
  } catch (error) {
    if (error instanceof Refused) throw error.problem
    throw error
  }
}

/**
 * markConsoleOrderPaid: staff took the payment of a table or kiosk order at the counter. One conditional
 * UPDATE on the facts the rule read: of two staff pressing at once, one records it, the other gets 409.
 */
export async function markOrderPaid(
  db: Database,
  local: ConsoleLocal,
  orderId: number,
): Promise<Schemas['ConsoleOrder']> {
  const [order] = await db
    .select()
    .from(dinerOrder)
    .where(and(eq(dinerOrder.id, orderId), eq(dinerOrder.branchContactId, local.id)))
  if (!order) throw notFound(consoleTexts.orderNotFound)
  if (!awaitsCounterPayment(order)) throw conflict(consoleTexts.notAwaitingPayment)
  const now = new Date()
  const [row] = await db
    .update(dinerOrder)
    .set({ paymentStatus: 'PAID', paidAt: now, updatedAt: now })
    .where(
      and(
        eq(dinerOrder.id, order.id),
        eq(dinerOrder.paymentMethod, 'CASH'),
        eq(dinerOrder.paymentStatus, order.paymentStatus),
        ne(dinerOrder.status, 'CANCELED'),
      ),
    )
    .returning()
  if (!row) throw conflict(consoleTexts.notAwaitingPayment)
  const lines = await linesOf(db, [row.id])
  return consoleOrderBody(row, lines.get(row.id) ?? [])
}
