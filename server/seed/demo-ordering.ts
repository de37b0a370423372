import { and, eq } from 'drizzle-orm'
import type { Database } from '../db/client'
import {
  branch,
  branchContact,
  customer,
  dinerOrder,
  dinerOrderLine,
  discountCode,
  loyaltyAccount,
  loyaltyMovement,
  loyaltyProgram,
  loyaltyProgramContact,
  loyaltyReward,
  orderMode,
  paymentType,
  plate,
  plateSize,
  survey,
  surveyQuestion,
  surveyQuestionReason,
} from '../db/schema'

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0]

/** demo-tenant.md 'Codes, loyalty, survey (Palermo)'. */
export const demoCustomer = { phoneKey: '+541123456789', name: 'Cliente Demo', email: null, optIn: true }
export const demoBalance = 5000

export const demoProgramme = {
  name: 'Puntos Demo',
  active: true,
  orderPercentage: 5,
  minRedeemedPoints: 500,
  maxRedeemedPoints: 10_000,
  maxRedeemedPercentage: 50,
  supportsDiscounts: true,
  welcomeText: 'Sumá Puntos Demo con cada pedido: cada punto vale $1 en tu próxima compra.',
}

export const demoReward = { name: 'Regalo de bienvenida', rewardAmount: 500, active: true }

type CodeSeed = Omit<typeof discountCode.$inferInsert, 'branchId' | 'branchContactId'>

export const demoCodes: CodeSeed[] = [
  { code: 'BIENVENIDA', type: 'PERCENT', value: 10 },
  { code: 'MINIMO20', type: 'PERCENT', value: 20, minimumOrderAmount: 20_000 },
  { code: 'ENVIOGRATIS', type: 'DELIVERY_FEE', value: 0, orderModeTypes: ['DELIVERY'] },
  { code: 'PRIMERA', type: 'PERCENT', value: 15, firstTimeOnly: true, maxDiscountAmount: 3000 },
  { code: 'FLASH', type: 'PERCENT', value: 10, limitedUsage: true },
]

export const demoSurveyQuestions = [
  {
    title: '¿Cómo calificarías tu pedido?',
    type: 'rating' as const,
    questionOrder: 0,
    mandatory: true,
    priority: true,
    reasons: [] as string[],
  },
  {
    title: '¿Qué podríamos mejorar?',
    type: 'multiselect' as const,
    questionOrder: 1,
    mandatory: false,
    priority: false,
    reasons: ['Demora', 'Temperatura', 'Presentación', 'Atención'],
  },
  {
    title: '¿Algo más que quieras contarnos?',
    type: 'text' as const,
    questionOrder: 2,
    mandatory: false,
    priority: false,
    reasons: [],
  },
]

const DAY_MS = 86_400_000

async function idOf(tx: Tx, table: typeof branch | typeof branchContact, alias: string): Promise<number> {
  const [row] = await tx.select({ id: table.id }).from(table).where(eq(table.alias, alias))
  if (!row) throw new Error(`demo seed: ${alias} missing`)
  return row.id
}

/**
 * Codes, the 'Puntos Demo' programme, the demo customer with 5.000 points and two past orders, and the
 * survey. Rows with a natural key are upserted; the customer's balance, history and past orders are
 * written only when missing, so a second run (or orders placed since) leaves them as they are.
 */
export async function writeDemoOrdering(tx: Tx): Promise<void> {
  const branchId = await idOf(tx, branch, 'pizzeria-demo')
  const palermo = await idOf(tx, branchContact, 'pizzeria-demo-palermo')
  const belgrano = await idOf(tx, branchContact, 'pizzeria-demo-belgrano')

  for (const code of demoCodes) {
    const values = {
      minimumOrderAmount: null,
      maxDiscountAmount: null,
      firstTimeOnly: false,
      limitedUsage: false,
      orderModeTypes: [],
      ...code,
      branchId,
      branchContactId: palermo,
    }
    await tx
      .insert(discountCode)
      .values(values)
      .onConflictDoUpdate({ target: [discountCode.branchId, discountCode.code], set: values })
  }

  const [programRow] = await tx
    .insert(loyaltyProgram)
    .values({ ...demoProgramme, branchId })
    .onConflictDoUpdate({ target: loyaltyProgram.branchId, set: demoProgramme })
    .returning({ id: loyaltyProgram.id })
  const programId = must(programRow).id
  await tx
    .insert(loyaltyProgramContact)
    .values([
      { programId, branchContactId: palermo },
      { programId, branchContactId: belgrano },
    ])
    .onConflictDoNothing()
  await tx
    .insert(loyaltyReward)
    .values({ ...demoReward, programId })
    .onConflictDoUpdate({ target: [loyaltyReward.programId, loyaltyReward.name], set: demoReward })

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

  const [surveyRow] = await tx
    .insert(survey)
    .values({ branchContactId: palermo, active: true })
    .onConflictDoUpdate({ target: survey.branchContactId, set: { active: true } })
    .returning({ id: survey.id })
  const surveyId = must(surveyRow).id
  for (const { reasons, ...question } of demoSurveyQuestions) {
    const [questionRow] = await tx
      .insert(surveyQuestion)
      .values({ ...question, surveyId })
      .onConflictDoUpdate({
        target: [surveyQuestion.surveyId, surveyQuestion.questionOrder],
        set: question,
      })
      .returning({ id: surveyQuestion.id })
    for (const [position, reason] of reasons.entries()) {
      await tx
        .insert(surveyQuestionReason)
        .values({ questionId: must(questionRow).id, reason, position })
        .onConflictDoUpdate({
          target: [surveyQuestionReason.questionId, surveyQuestionReason.reason],
          set: { position },
        })
    }
  }
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
  const gains = past.map((order) =>
    Math.floor((order.unit * order.quantity * demoProgramme.orderPercentage) / 100),
  )
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
