import { and, asc, eq, inArray } from 'drizzle-orm'
import type { Database } from '../db/client'
import { orderMode, paymentType, schedule, scheduleConfig, workingDay, workingHour } from '../db/schema'
import type { OrderModeDto, PaymentTypeDto, ScheduleDto, WorkingDayDto } from './api-types'

const dayNames = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'] as const

/** The contract's day names from ISO day numbers (1 Monday … 7 Sunday). */
export function dayName(isoDay: number): WorkingDayDto['dayOfWeek'] {
  const name = dayNames[isoDay - 1]
  if (!name) throw new Error(`day of week out of range: ${isoDay}`)
  return name
}

const polymorphicNames: Record<OrderModeDto['type'], string> = {
  DELIVERY: 'DeliveryOrderMode',
  TAKE_AWAY: 'TakeAwayOrderMode',
  TABLE: 'TableOrderMode',
  SELF_SERVICE: 'SelfServiceOrderMode',
}

type Owner = 'orderMode' | 'branchContact'

/** Schedules → configs → working days → hours of several owners at once, by owner id. */
export async function loadSchedules(
  db: Database,
  owner: Owner,
  ownerIds: number[],
): Promise<Map<number, ScheduleDto[]>> {
  const byOwner = new Map<number, ScheduleDto[]>()
  if (ownerIds.length === 0) return byOwner
  const ownerColumn = owner === 'orderMode' ? schedule.orderModeId : schedule.branchContactId
  const rows = await db
    .select({
      scheduleId: schedule.id,
      ownerId: ownerColumn,
      configId: scheduleConfig.id,
      dayOfWeek: workingDay.dayOfWeek,
      startAt: workingHour.startAt,
      endAt: workingHour.endAt,
    })
    .from(schedule)
    .leftJoin(scheduleConfig, eq(scheduleConfig.scheduleId, schedule.id))
    .leftJoin(workingDay, eq(workingDay.scheduleConfigId, scheduleConfig.id))
    .leftJoin(workingHour, eq(workingHour.workingDayId, workingDay.id))
    .where(inArray(ownerColumn, ownerIds))
    .orderBy(
      asc(schedule.position),
      asc(schedule.id),
      asc(scheduleConfig.position),
      asc(scheduleConfig.id),
      asc(workingDay.dayOfWeek),
      asc(workingHour.startAt),
    )

  const schedules = new Map<number, ScheduleDto>()
  const configs = new Map<number, ScheduleDto['scheduleConfigs'][number]>()
  const days = new Map<string, WorkingDayDto>()
  for (const row of rows) {
    if (row.ownerId === null) continue
    let found = schedules.get(row.scheduleId)
    if (!found) {
      found = { id: row.scheduleId, scheduleConfigs: [] }
      schedules.set(row.scheduleId, found)
      const list = byOwner.get(row.ownerId) ?? []
      list.push(found)
      byOwner.set(row.ownerId, list)
    }
    if (row.configId === null) continue
    let config = configs.get(row.configId)
    if (!config) {
      config = { workingDays: [] }
      configs.set(row.configId, config)
      found.scheduleConfigs.push(config)
    }
    if (row.dayOfWeek === null) continue
    const dayKey = `${row.configId}:${row.dayOfWeek}`
    let day = days.get(dayKey)
    if (!day) {
      day = { dayOfWeek: dayName(row.dayOfWeek), workingHours: [] }
      days.set(dayKey, day)
      config.workingDays.push(day)
    }
    if (row.startAt !== null && row.endAt !== null)
      day.workingHours.push({ startAt: row.startAt, endAt: row.endAt })
  }
  return byOwner
}

/** A local's opening hours, flattened to working days. */
export function workingDaysOf(schedules: ScheduleDto[] | undefined): WorkingDayDto[] {
  return (schedules ?? []).flatMap((s) => s.scheduleConfigs.flatMap((c) => c.workingDays))
}

/** The order modes of several locals, with payment types and schedules, by branch contact id. */
export async function loadOrderModes(
  db: Database,
  branchContactIds: number[],
  options: { activeOnly?: boolean } = {},
): Promise<Map<number, OrderModeDto[]>> {
  const byLocal = new Map<number, OrderModeDto[]>()
  if (branchContactIds.length === 0) return byLocal
  const modes = await db
    .select()
    .from(orderMode)
    .where(
      and(
        inArray(orderMode.branchContactId, branchContactIds),
        options.activeOnly ? eq(orderMode.active, true) : undefined,
      ),
    )
    .orderBy(asc(orderMode.position), asc(orderMode.id))
  const modeIds = modes.map((m) => m.id)
  const payments = modeIds.length
    ? await db
        .select()
        .from(paymentType)
        .where(inArray(paymentType.orderModeId, modeIds))
        .orderBy(asc(paymentType.position), asc(paymentType.id))
    : []
  const schedules = await loadSchedules(db, 'orderMode', modeIds)

  for (const mode of modes) {
    const dto: OrderModeDto = {
      id: mode.id,
      type: mode.type,
      '@type': polymorphicNames[mode.type],
      name: mode.pathName,
      showName: mode.showName,
      active: mode.active,
      orderEnabled: mode.orderEnabled,
      useSchedule: mode.useSchedule,
      manuallyClosed: mode.manuallyClosed,
      hoursPolicy: mode.hoursPolicy,
      scheduledOrders: mode.scheduledOrders,
      schedules: schedules.get(mode.id) ?? [],
      paymentTypes: payments.filter((p) => p.orderModeId === mode.id).map(paymentTypeView),
      minDelayInMinutes: mode.minDelayInMinutes,
      maxDelayInMinutes: mode.maxDelayInMinutes,
    }
    const list = byLocal.get(mode.branchContactId) ?? []
    list.push(dto)
    byLocal.set(mode.branchContactId, list)
  }
  return byLocal
}

function paymentTypeView(row: typeof paymentType.$inferSelect): PaymentTypeDto {
  return {
    id: row.id,
    paymentMethod: row.paymentMethod,
    showName: row.showName,
    active: row.active,
    upload: row.upload,
    onlinePayment:
      row.paymentMethod === 'CASH'
        ? null
        : {
            paymentMethod: row.paymentMethod,
            ...(row.providerName ? { providerName: row.providerName } : {}),
          },
  }
}
