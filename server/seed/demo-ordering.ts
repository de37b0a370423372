import { and, eq } from 'drizzle-orm'
import type { Tx } from '../db/client'
import {
  branch,
  branchContact,
  customer,
  dinerOrder,
  dinerOrderLine,
  loyaltyAccount,
  loyaltyMovement,
  loyaltyProgram,
  orderMode,
  paymentType,
  plate,
  plateSize,
} from '../db/schema'

/** demo-tenant.md 'Codes, loyalty, survey (Palermo)': the customer side. */
export const demoCustomer = { phoneKey: '+541123456789', name: 'Cliente Demo', email: null, optIn: true }
export const demoBalance = 5000

/** 'Puntos Demo' earns this share of each order (demo-tenant.json). */
const demoOrderPercentage = 5

const DAY_MS = 86_400_000

async function idOf(tx: Tx, table: typeof branch | typeof branchContact, alias: string): Promise<number> {
  const [row] = await tx.select({ id: table.id }).from(table).where(eq(table.alias, alias))
  if (!row) throw new Error(`demo seed: ${alias} missing`)
  return row.id
}

/**
 * The demo customer with 5.000 points and two past orders at Palermo (the codes, the programme and the
 * survey are in demo-tenant.json). Written only when missing, so a second run (or orders placed since)
 * leaves the balance, the history and the orders as they are.
 */
export async function writeDemoOrdering(tx: Tx): Promise<void> {
  const branchId = await idOf(tx, branch, 'pizzeria-demo')
  const palermo = await idOf(tx, branchContact, 'pizzeria-demo-palermo')
  const [programme] = await tx
    .select({ id: loyaltyProgram.id })
    .from(loyaltyProgram)
    .where(eq(loyaltyProgram.branchId, branchId))
  const programId = must(programme).id

  const [customerRow] = await tx
    .insert(customer)
    .values(demoCustomer)
    .onConflictDoUpdate({
      target: customer.phoneKey,
      set: { name: demoCustomer.name },
    })
    .returning({ id: customer.id })
  const customerId = must(customerRow).id
  const [account] = await tx
    .insert(loyaltyAccount)
    .values({ programId, customerId, balance: demoBalance })
    .onConflictDoNothing()
    .returning({ programId: loyaltyAccount.programId })
  if (account) await writePastOrders(tx, { branchId, palermo, programId, customerId })
}

/**
 * Two delivered orders of the demo customer at Palermo and the points history that leads to 5.000:
 * an opening balance, then 5 % of each order.
 */
async function writePastOrders(
  tx: Tx,
  ids: { branchId: number; palermo: number; programId: number; customerId: number },
) {
  const modes = await tx
    .select({ id: orderMode.id, type: orderMode.type, cashId: paymentType.id })
    .from(orderMode)
    .innerJoin(
      paymentType,
      and(eq(paymentType.orderModeId, orderMode.id), eq(paymentType.paymentMethod, 'CASH')),
    )
    .where(eq(orderMode.branchContactId, ids.palermo))
  const modeOf = (type: string) => must(modes.find((m) => m.type === type))
  const [muzza] = await tx
    .select({ plateId: plate.id, sizeId: plateSize.id, price: plateSize.price })
    .from(plate)
    .innerJoin(plateSize, eq(plateSize.plateId, plate.id))
    .where(
      and(eq(plate.branchId, ids.branchId), eq(plate.name, 'Pizza Muzzarella'), eq(plateSize.name, 'Grande')),
    )
  const [burger] = await tx
    .select({ plateId: plate.id, price: plate.price })
    .from(plate)
    .where(and(eq(plate.branchId, ids.branchId), eq(plate.name, 'Hamburguesa Completa')))
  const now = Date.now()
  const takeAway = modeOf('TAKE_AWAY')
  const delivery = modeOf('DELIVERY')
  const muzzaPrice = must(muzza).price
  const burgerPrice = must(must(burger).price)
  const past = [
    {
      code: 'DEMO-PASADO-1',
      mode: takeAway,
      type: 'TAKE_AWAY' as const,
      orderedAt: new Date(now - 20 * DAY_MS),
      line: { plateId: must(muzza).plateId, sizeId: must(muzza).sizeId, name: 'Pizza Muzzarella (Grande)' },
      unit: muzzaPrice,
      quantity: 1,
      serviceFee: 0,
      deliveryFee: 0,
    },
    {
      code: 'DEMO-PASADO-2',
      mode: delivery,
      type: 'DELIVERY' as const,
      orderedAt: new Date(now - 6 * DAY_MS),
      line: { plateId: must(burger).plateId, sizeId: null, name: 'Hamburguesa Completa' },
      unit: burgerPrice,
      quantity: 2,
      serviceFee: 200 + Math.round(burgerPrice * 2 * 0.02),
      deliveryFee: 1500,
    },
  ]
  const gains = past.map((order) => Math.floor((order.unit * order.quantity * demoOrderPercentage) / 100))
  let balance = demoBalance - gains.reduce((a, b) => a + b, 0)
  await tx.insert(loyaltyMovement).values({
    programId: ids.programId,
    customerId: ids.customerId,
    orderCode: 'SALDO-INICIAL',
    amount: balance,
    postBalance: balance,
    createdAt: new Date(now - 30 * DAY_MS),
  })
  for (const [index, order] of past.entries()) {
    const items = order.unit * order.quantity
    const price = items + order.deliveryFee
    const [row] = await tx
      .insert(dinerOrder)
      .values({
        code: order.code,
        branchId: ids.branchId,
        branchContactId: ids.palermo,
        orderModeId: order.mode.id,
        type: order.type,
        status: 'DELIVERED',
        orderedAt: order.orderedAt,
        paymentTypeId: order.mode.cashId,
        paymentMethod: 'CASH',
        customerId: ids.customerId,
        customerName: demoCustomer.name,
        phone: demoCustomer.phoneKey,
        destination:
          order.type === 'DELIVERY'
            ? {
                street: 'Av. Santa Fe',
                number: '3500',
                fullAddress: 'Av. Santa Fe 3500',
                lat: -34.5866,
                lng: -58.4136,
              }
            : null,
        itemsPrice: items,
        userServiceFee: order.serviceFee,
        deliveryFee: order.deliveryFee,
        price,
        total: price + order.serviceFee,
        loyaltyPointsGained: must(gains[index]),
      })
      .onConflictDoNothing()
      .returning({ id: dinerOrder.id })
    if (!row) continue
    await tx.insert(dinerOrderLine).values({
      orderId: row.id,
      position: 0,
      ...order.line,
      quantity: order.quantity,
      unitPrice: order.unit,
      priceWithoutModifiers: order.unit,
      accPrice: items,
    })
    balance += must(gains[index])
    await tx.insert(loyaltyMovement).values({
      programId: ids.programId,
      customerId: ids.customerId,
      orderCode: order.code,
      orderId: row.id,
      amount: must(gains[index]),
      postBalance: balance,
      createdAt: order.orderedAt,
    })
  }
}

function must<T>(value: T | undefined | null): T {
  if (value === undefined || value === null)
    throw new Error('demo seed: expected a row that was just written')
  return value
}
