import { and, asc, eq } from 'drizzle-orm'
import type { DbOrTx } from '../db/client'
import {
  branch,
  branchContact,
  deliveryZone,
  loyaltyProgram,
  loyaltyProgramContact,
  menuCategory,
  menuItem,
  orderMode,
  paymentType,
  plate,
  plateSize,
  survey,
  surveyQuestion,
  surveyQuestionReason,
} from '../db/schema'

export interface HistoryPlate {
  plateId: number
  sizeId: number | null
  categoryId: number
  name: string
  price: number
}

export interface HistoryMode {
  id: number
  type: 'DELIVERY' | 'TAKE_AWAY' | 'TABLE' | 'SELF_SERVICE'
  userFee: number
  percentageUserFee: number
  payments: { id: number; method: 'CASH' | 'ONLINE_CARD' | 'PAYMENT_LINK' | 'BANK_REDIRECT' }[]
  plates: HistoryPlate[]
}

/** What the generator reads of a local before it writes: its modes, menus, zone, survey and programme. */
export interface HistoryContext {
  localId: number
  alias: string
  branchId: number
  timeZone: string
  modes: HistoryMode[]
  zone: { id: number; fee: number; freeFrom: number | null } | null
  survey: { id: number; ratingId: number; reasonsId: number | null; reasons: string[] } | null
  loyalty: { programId: number; percentage: number; min: number; max: number; maxPercentage: number } | null
}

export async function loadHistoryContext(db: DbOrTx, alias: string): Promise<HistoryContext> {
  const [local] = await db
    .select({ id: branchContact.id, branchId: branch.id, timeZone: branch.timeZone })
    .from(branchContact)
    .innerJoin(branch, eq(branch.id, branchContact.branchId))
    .where(eq(branchContact.alias, alias))
  if (!local) throw new Error(`history: no local named ${alias}`)
  const modeRows = await db.select().from(orderMode).where(eq(orderMode.branchContactId, local.id))
  const modes: HistoryMode[] = []
  for (const mode of modeRows.filter((m) => m.active && m.orderEnabled)) {
    const payments = await db
      .select({ id: paymentType.id, method: paymentType.paymentMethod })
      .from(paymentType)
      .where(and(eq(paymentType.orderModeId, mode.id), eq(paymentType.active, true)))
    const plates = await menuPlates(db, mode.menuId)
    if (payments.length === 0 || plates.length === 0) continue
    modes.push({
      id: mode.id,
      type: mode.type,
      userFee: mode.userFee,
      percentageUserFee: Number(mode.percentageUserFee),
      payments,
      plates,
    })
  }
  if (modes.length === 0) throw new Error(`history: ${alias} takes no orders`)
  const [zone] = await db
    .select({ id: deliveryZone.id, fee: deliveryZone.fee, freeFrom: deliveryZone.freeDeliveryFrom })
    .from(deliveryZone)
    .where(eq(deliveryZone.branchContactId, local.id))
  return {
    localId: local.id,
    alias,
    branchId: local.branchId,
    timeZone: local.timeZone,
    modes,
    zone: zone ?? null,
    survey: await localSurvey(db, local.id),
    loyalty: await localProgramme(db, local.id),
  }
}

/** Every plate of a menu with its price (each size of a sized plate is a plate of its own here). */
async function menuPlates(db: DbOrTx, menuId: number): Promise<HistoryPlate[]> {
  const rows = await db
    .select({
      plateId: plate.id,
      categoryId: menuCategory.id,
      name: plate.name,
      price: plate.price,
      override: menuItem.priceOverride,
      sizeId: plateSize.id,
      sizeName: plateSize.name,
      sizePrice: plateSize.price,
    })
    .from(menuItem)
    .innerJoin(menuCategory, eq(menuCategory.id, menuItem.categoryId))
    .innerJoin(plate, eq(plate.id, menuItem.plateId))
    .leftJoin(plateSize, eq(plateSize.plateId, plate.id))
    .where(eq(menuCategory.menuId, menuId))
    .orderBy(asc(menuCategory.position), asc(menuItem.position), asc(plateSize.id))
  const plates: HistoryPlate[] = []
  for (const row of rows) {
    if (row.sizeId !== null && row.sizePrice !== null) {
      plates.push({
        plateId: row.plateId,
        sizeId: row.sizeId,
        categoryId: row.categoryId,
        name: `${row.name} (${row.sizeName})`,
        price: row.sizePrice,
      })
      continue
    }
    const price = row.override ?? row.price
    if (price === null) continue
    plates.push({ plateId: row.plateId, sizeId: null, categoryId: row.categoryId, name: row.name, price })
  }
  return plates
}

async function localSurvey(db: DbOrTx, localId: number): Promise<HistoryContext['survey']> {
  const [found] = await db.select({ id: survey.id }).from(survey).where(eq(survey.branchContactId, localId))
  if (!found) return null
  const questions = await db.select().from(surveyQuestion).where(eq(surveyQuestion.surveyId, found.id))
  const rating = questions.find((q) => q.type === 'rating')
  if (!rating) return null
  const multi = questions.find((q) => q.type === 'multiselect')
  const reasons = multi
    ? await db
        .select({ reason: surveyQuestionReason.reason })
        .from(surveyQuestionReason)
        .where(eq(surveyQuestionReason.questionId, multi.id))
        .orderBy(asc(surveyQuestionReason.position))
    : []
  return {
    id: found.id,
    ratingId: rating.id,
    reasonsId: multi?.id ?? null,
    reasons: reasons.map((r) => r.reason),
  }
}

async function localProgramme(db: DbOrTx, localId: number): Promise<HistoryContext['loyalty']> {
  const [programme] = await db
    .select({
      programId: loyaltyProgram.id,
      percentage: loyaltyProgram.orderPercentage,
      min: loyaltyProgram.minRedeemedPoints,
      max: loyaltyProgram.maxRedeemedPoints,
      maxPercentage: loyaltyProgram.maxRedeemedPercentage,
    })
    .from(loyaltyProgramContact)
    .innerJoin(loyaltyProgram, eq(loyaltyProgram.id, loyaltyProgramContact.programId))
    .where(and(eq(loyaltyProgramContact.branchContactId, localId), eq(loyaltyProgram.active, true)))
  return programme ?? null
}
