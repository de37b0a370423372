import { and, asc, eq, isNull } from 'drizzle-orm'
import { hoursInEffect, type WeekHours } from '../../domain/opening'
import type { Adjustment } from '../../domain/order-pricing'
import type { Database } from '../db/client'
import {
  branch,
  branchContact,
  generalDiscount,
  generalSurcharge,
  orderMode,
  paymentType,
} from '../db/schema'
import { type ProgrammeRow, programmeOf } from './loyalty'
import { loadSchedules } from './order-modes'

/** Everything an order in one mode needs to know of its mode, local and branch. */
export interface ModeContext {
  mode: typeof orderMode.$inferSelect
  contact: {
    id: number
    alias: string
    name: string
    branchId: number
    mandatoryEmail: boolean
    betweenStreetsRequired: boolean
    whatsAppPhone: string | null
    blocked: boolean
  }
  timeZone: string
  paymentTypes: (typeof paymentType.$inferSelect)[]
  generalDiscounts: Adjustment[]
  generalSurcharges: Adjustment[]
  /** the hours the mode takes orders in */
  hours: WeekHours
  /** the branch's points programme, if any */
  programme: ProgrammeRow | undefined
  /** every mode of the local, as a link (allowedOM, a kiosk) narrows them to what it offers */
  localModes: { id: number; name: string; type: (typeof orderMode.$inferSelect)['type']; active: boolean }[]
}

/** One mode with its local and branch, or undefined when the id is unknown. */
export async function loadModeRow(db: Database, orderModeId: number) {
  const [row] = await db
    .select({
      mode: orderMode,
      contact: {
        id: branchContact.id,
        alias: branchContact.alias,
        name: branchContact.name,
        branchId: branchContact.branchId,
        mandatoryEmail: branchContact.mandatoryEmail,
        betweenStreetsRequired: branchContact.betweenStreetsRequired,
        whatsAppPhone: branchContact.whatsAppPhone,
        blocked: branchContact.blocked,
      },
      timeZone: branch.timeZone,
    })
    .from(orderMode)
    .innerJoin(branchContact, eq(branchContact.id, orderMode.branchContactId))
    .innerJoin(branch, eq(branch.id, branchContact.branchId))
    .where(eq(orderMode.id, orderModeId))
  return row
}

/** Working hours of an owner flattened to ranges per day; null when it keeps none. */
export async function weekHoursOf(
  db: Database,
  owner: 'orderMode' | 'branchContact',
  id: number,
): Promise<WeekHours | null> {
  const schedules = (await loadSchedules(db, owner, [id])).get(id) ?? []
  const days = schedules.flatMap((s) => s.scheduleConfigs.flatMap((c) => c.workingDays))
  if (days.length === 0) return null
  const hours: Record<string, { startAt: string; endAt: string }[]> = {}
  for (const day of days) hours[day.dayOfWeek] = [...(hours[day.dayOfWeek] ?? []), ...day.workingHours]
  return hours as WeekHours
}

export async function modeHours(db: Database, mode: typeof orderMode.$inferSelect): Promise<WeekHours> {
  if (!mode.useSchedule)
    return hoursInEffect({
      useSchedule: false,
      hoursPolicy: mode.hoursPolicy,
      localHours: null,
      modeHours: null,
    })
  const [localHours, ownHours] = await Promise.all([
    mode.hoursPolicy === 'OWN_HOURS' ? null : weekHoursOf(db, 'branchContact', mode.branchContactId),
    mode.hoursPolicy === 'BRANCH_HOURS' ? null : weekHoursOf(db, 'orderMode', mode.id),
  ])
  return hoursInEffect({
    useSchedule: true,
    hoursPolicy: mode.hoursPolicy,
    localHours,
    modeHours: ownHours,
  })
}

const adjustmentOf = (row: {
  id: number
  name: string
  type: 'PERCENT' | 'FIXED'
  value: number
  paymentMethods: string[]
  externalBenefitType?: string | null
}): Adjustment => ({
  id: row.id,
  name: row.name,
  type: row.type,
  value: Number(row.value),
  paymentMethods: row.paymentMethods,
  ...(row.externalBenefitType ? { externalBenefitType: row.externalBenefitType } : {}),
})

export async function listDiscountsOf(db: Database, orderModeId: number): Promise<Adjustment[]> {
  const rows = await db
    .select()
    .from(generalDiscount)
    .where(
      and(
        eq(generalDiscount.orderModeId, orderModeId),
        eq(generalDiscount.active, true),
        isNull(generalDiscount.partner),
      ),
    )
    .orderBy(asc(generalDiscount.position), asc(generalDiscount.id))
  return rows.map(adjustmentOf)
}

export async function listSurchargesOf(db: Database, orderModeId: number): Promise<Adjustment[]> {
  const rows = await db
    .select()
    .from(generalSurcharge)
    .where(and(eq(generalSurcharge.orderModeId, orderModeId), eq(generalSurcharge.active, true)))
    .orderBy(asc(generalSurcharge.position), asc(generalSurcharge.id))
  return rows.map(adjustmentOf)
}

/** The whole context of a mode, or undefined when the id is unknown. */
export async function loadModeContext(db: Database, orderModeId: number): Promise<ModeContext | undefined> {
  const row = await loadModeRow(db, orderModeId)
  if (!row) return undefined
  const [payments, discounts, surcharges, hours, programme, localModes] = await Promise.all([
    db
      .select()
      .from(paymentType)
      .where(eq(paymentType.orderModeId, orderModeId))
      .orderBy(asc(paymentType.position), asc(paymentType.id)),
    listDiscountsOf(db, orderModeId),
    listSurchargesOf(db, orderModeId),
    modeHours(db, row.mode),
    programmeOf(db, row.contact.branchId),
    db
      .select({ id: orderMode.id, name: orderMode.pathName, type: orderMode.type, active: orderMode.active })
      .from(orderMode)
      .where(eq(orderMode.branchContactId, row.contact.id)),
  ])
  return {
    ...row,
    paymentTypes: payments,
    generalDiscounts: discounts,
    generalSurcharges: surcharges,
    hours,
    programme,
    localModes,
  }
}

/** How long a mode's context is reused by createOrder before it is read again. */
const CONTEXT_TTL_MS = 5_000

const contexts = new WeakMap<Database, Map<number, { at: number; value: Promise<ModeContext | undefined> }>>()

/**
 * The mode context from memory for a few seconds: an order then costs no configuration query. There is
 * no back office writing these rows yet; whatever writes them (seed, tests) calls invalidateModeContexts.
 */
export function cachedModeContext(db: Database, orderModeId: number): Promise<ModeContext | undefined> {
  let byMode = contexts.get(db)
  if (!byMode) {
    byMode = new Map()
    contexts.set(db, byMode)
  }
  const now = Date.now()
  const hit = byMode.get(orderModeId)
  if (hit && now - hit.at < CONTEXT_TTL_MS) return hit.value
  const value = loadModeContext(db, orderModeId)
  byMode.set(orderModeId, { at: now, value })
  value.then(
    (found) => {
      if (!found) byMode.delete(orderModeId)
    },
    () => byMode.delete(orderModeId),
  )
  return value
}

export function invalidateModeContexts(db: Database): void {
  contexts.delete(db)
}
