import type { Tx } from '../db/client'
import {
  dinerOrder,
  dinerOrderLine,
  logisticsOrder,
  loyaltyMovement,
  shipment,
  surveyAnswer,
  surveyResponse,
} from '../db/schema'
import { bulkInsert } from './history-bulk'
import type { HistoryContext } from './history-context'
import { historyCustomerName, historyPhone } from './history-people'
import type { PlannedOrder } from './history-plan'

export interface BatchContext {
  context: HistoryContext
  riders: { id: number; name: string; phone: string }[]
  customerIds: number[]
  /** running points balances by customer number, carried from batch to batch */
  balances: Map<number, number>
}

const MINUTE = 60_000
const STREETS = [
  'Av. Santa Fe',
  'Güemes',
  'Charcas',
  'Soler',
  'Paraguay',
  'Gorriti',
  'Honduras',
  'Thames',
  'Malabia',
]

function destination(order: PlannedOrder) {
  const n = order.seq
  const street = STREETS[n % STREETS.length] as string
  const number = String(3000 + ((n * 37) % 1800))
  const lat = -34.5882 + (((n * 7919) % 200) - 100) / 10_000
  const lng = -58.4108 + (((n * 104_729) % 200) - 100) / 10_000
  return order.mode.type === 'DELIVERY'
    ? { street, number, fullAddress: `${street} ${number}`, lat, lng }
    : null
}

function orderRow(batch: BatchContext, order: PlannedOrder) {
  const { context, customerIds } = batch
  const online = order.payment.method !== 'CASH'
  const total = order.itemsPrice - order.redeemed + order.deliveryFee + order.serviceFee
  const paymentStatus = order.canceled
    ? order.refundDue > 0
      ? 'PAID'
      : online
        ? 'REJECTED'
        : 'PENDING'
    : 'PAID'
  return {
    code: order.code,
    branchId: context.branchId,
    branchContactId: context.localId,
    orderModeId: order.mode.id,
    type: order.mode.type,
    status: order.canceled ? ('CANCELED' as const) : ('DELIVERED' as const),
    orderedAt: order.orderedAt,
    updatedAt: order.finishedAt,
    paymentTypeId: order.payment.id,
    paymentMethod: order.payment.method,
    paymentStatus: paymentStatus as 'PAID' | 'REJECTED' | 'PENDING',
    paidAt:
      paymentStatus === 'PAID'
        ? online
          ? new Date(order.orderedAt.getTime() + MINUTE)
          : order.finishedAt
        : null,
    refundDue: order.refundDue,
    paysWith: order.paysWith,
    customerId: order.customer === null ? null : (customerIds[order.customer] ?? null),
    customerName: order.customer === null ? 'Invitado' : historyCustomerName(order.customer),
    phone: order.customer === null ? null : historyPhone(order.customer),
    destination: destination(order),
    deliveryZoneId: order.mode.type === 'DELIVERY' ? (context.zone?.id ?? null) : null,
    itemsPrice: order.itemsPrice,
    loyaltyPointsRedeemed: order.redeemed,
    loyaltyPointsGained: order.gained,
    userServiceFee: order.serviceFee,
    deliveryFee: order.deliveryFee,
    price: total - order.serviceFee,
    total,
    etaMinutes: order.acceptedAt ? order.etaMinutes : null,
    acceptedAt: order.acceptedAt,
    readyAt: order.readyAt,
    dispatchedAt: order.dispatchedAt,
    consoleReason: order.reason,
    errorType: order.error,
    errorReportedAt: order.error ? new Date(order.finishedAt.getTime() + 40 * MINUTE) : null,
  }
}

/** One batch of orders and what hangs from each: lines, points, survey answers, the delivery. */
export async function writeOrderBatch(tx: Tx, batch: BatchContext, orders: PlannedOrder[]): Promise<number> {
  const written = await bulkInsert<{ id: number; code: string }>(
    tx,
    dinerOrder,
    orders.map((order) => orderRow(batch, order)),
    ['id', 'code'],
  )
  const ids = new Map(written.map((row) => [row.code, row.id]))
  const idOf = (order: PlannedOrder) => ids.get(order.code) as number
  const lines = orders.flatMap((order) =>
    order.lines.map((line, position) => ({
      orderId: idOf(order),
      position,
      plateId: line.plate.plateId,
      sizeId: line.plate.sizeId,
      categoryId: line.plate.categoryId,
      name: line.plate.name,
      quantity: line.quantity,
      unitPrice: line.plate.price,
      priceWithoutModifiers: line.plate.price,
      accPrice: line.plate.price * line.quantity,
    })),
  )
  await bulkInsert(tx, dinerOrderLine, lines)
  await writeMovements(tx, batch, orders, idOf)
  await writeSurveys(tx, batch, orders, idOf)
  await writeDeliveries(tx, batch, orders, idOf)
  return lines.length
}

async function writeMovements(
  tx: Tx,
  batch: BatchContext,
  orders: PlannedOrder[],
  idOf: (o: PlannedOrder) => number,
) {
  const programme = batch.context.loyalty
  if (!programme) return
  const rows = []
  for (const order of orders) {
    if (order.customer === null || (order.redeemed === 0 && order.gained === 0)) continue
    const customerId = batch.customerIds[order.customer] as number
    let balance = batch.balances.get(order.customer) ?? 0
    const base = { programId: programme.programId, customerId, orderCode: order.code, orderId: idOf(order) }
    if (order.redeemed > 0) {
      balance -= order.redeemed
      rows.push({ ...base, amount: -order.redeemed, postBalance: balance, createdAt: order.orderedAt })
    }
    if (order.gained > 0) {
      balance += order.gained
      rows.push({ ...base, amount: order.gained, postBalance: balance, createdAt: order.finishedAt })
    }
    batch.balances.set(order.customer, balance)
  }
  await bulkInsert(tx, loyaltyMovement, rows)
}

async function writeSurveys(
  tx: Tx,
  batch: BatchContext,
  orders: PlannedOrder[],
  idOf: (o: PlannedOrder) => number,
) {
  const found = batch.context.survey
  const answered = orders.filter((order) => order.survey !== null)
  if (!found || answered.length === 0) return
  const responses = await bulkInsert<{ id: number; orderId: number }>(
    tx,
    surveyResponse,
    answered.map((order) => ({
      surveyId: found.id,
      orderId: idOf(order),
      customerId: order.customer === null ? null : (batch.customerIds[order.customer] ?? null),
      generalNPSAnswer: order.survey?.rating ?? null,
      completed: true,
      createdAt: new Date(order.finishedAt.getTime() + 25 * MINUTE),
    })),
    ['id', 'orderId'],
  )
  const byOrder = new Map(responses.map((r) => [r.orderId, r.id]))
  const answers = answered.flatMap((order) => {
    const responseId = byOrder.get(idOf(order)) as number
    const rows: { responseId: number; questionId: number; answer: string; reason: string | null }[] = [
      { responseId, questionId: found.ratingId, answer: String(order.survey?.rating), reason: null },
    ]
    const reasons = order.survey?.reasons ?? []
    if (found.reasonsId !== null && reasons.length > 0) {
      const answer = reasons.join(',')
      rows.push({ responseId, questionId: found.reasonsId, answer, reason: answer })
    }
    return rows
  })
  await bulkInsert(tx, surveyAnswer, answers)
}

/** A delivered DELIVERY order went out with one of the riders: its logistics order and shipment. */
async function writeDeliveries(
  tx: Tx,
  batch: BatchContext,
  orders: PlannedOrder[],
  idOf: (o: PlannedOrder) => number,
) {
  const delivered = orders.filter((order) => order.rider !== null && order.dispatchedAt !== null)
  if (delivered.length === 0) return
  const localId = batch.context.localId
  const written = await bulkInsert<{ id: number; orderCode: string }>(
    tx,
    logisticsOrder,
    delivered.map((order) => {
      const where = destination(order)
      return {
        branchContactId: localId,
        orderId: idOf(order),
        orderCode: order.code,
        customerName: order.customer === null ? 'Invitado' : historyCustomerName(order.customer),
        customerPhone: order.customer === null ? null : historyPhone(order.customer),
        destinationAddress: where?.fullAddress ?? '',
        destinationLat: where?.lat ?? null,
        destinationLng: where?.lng ?? null,
        createdAt: order.readyAt ?? order.orderedAt,
      }
    }),
    ['id', 'orderCode'],
  )
  const byCode = new Map(written.map((row) => [row.orderCode, row.id]))
  await bulkInsert(
    tx,
    shipment,
    delivered.map((order) => {
      const who = batch.riders[order.rider as number] as BatchContext['riders'][number]
      return {
        logisticsOrderId: byCode.get(order.code) as number,
        branchContactId: localId,
        status: 'DELIVERED',
        riderId: who.id,
        riderName: who.name,
        riderPhone: who.phone,
        createdAt: order.readyAt ?? order.orderedAt,
        updatedAt: order.finishedAt,
      }
    }),
  )
}
