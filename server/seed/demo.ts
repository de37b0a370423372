import { count, sql } from 'drizzle-orm'
import type { Database } from '../db/client'
import {
  alias,
  branch,
  branchContact,
  company,
  country,
  deliveryZone,
  file,
  garnish,
  garnishGroup,
  indicator,
  menu,
  menuCategory,
  menuCustomization,
  menuDiscount,
  menuDiscountPlate,
  menuItem,
  orderMode,
  paymentType,
  plate,
  plateIndicator,
  plateSize,
  schedule,
  scheduleConfig,
  workingDay,
  workingHour,
} from '../db/schema'
import { invalidateMenu, refreshMenuHash } from '../services/menu'
import { invalidateModeContexts } from '../services/mode-context'
import { invalidateCatalogue } from '../services/read-cache'
import { writeDemoLogistics } from './demo-logistics'
import {
  cafeCategories,
  demoIndicators,
  pizzeriaCategories,
  type SeedCategory,
  type SeedPlate,
  takeAwayOnlyPlate,
  takeAwayPriceOverrides,
} from './demo-menu'
import { writeDemoOrdering } from './demo-ordering'
import { writeDemoStaff } from './demo-staff'
import {
  argentina,
  demoBranches,
  demoCompany,
  type MenuName,
  paymentShowNames,
  rectangle,
  type SeedBranch,
  type SeedHours,
  type SeedLocal,
  sandboxProvider,
} from './demo-tenant'

/**
 * Writes the demo tenant. Every row is upserted on its natural key, so a second run leaves ids, rows
 * and menu hashes exactly as they were; edits to demo rows made since are put back to the demo facts.
 */
export async function seedDemo(db: Database): Promise<void> {
  const menuIds = await db.transaction(async (tx) => {
    const written: number[] = []
    await tx.insert(country).values(argentina).onConflictDoUpdate({ target: country.code, set: argentina })
    const indicatorIds = await writeIndicators(tx)
    const companyId = await writeCompany(tx)
    for (const seedBranch of demoBranches) {
      written.push(...(await writeBranch(tx, companyId, seedBranch, indicatorIds)))
    }
    for (const menuId of written) await refreshMenuHash(tx, menuId)
    await writeDemoLogistics(tx)
    await writeDemoOrdering(tx)
    await writeDemoStaff(tx)
    return written
  })
  for (const menuId of menuIds) invalidateMenu(db, menuId)
  invalidateModeContexts(db)
  // Landing, locals, modes, country and customizations may have changed too (and in other processes).
  await invalidateCatalogue(db)
}

/** Seeds only a database that has no company yet, so a tenant's own data is never touched. */
export async function seedDemoIfEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(company)
  if ((row?.n ?? 0) > 0) return false
  await seedDemo(db)
  return true
}

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0]

async function writeIndicators(tx: Tx): Promise<Map<string, number>> {
  const ids = new Map<string, number>()
  for (const value of demoIndicators) {
    const [row] = await tx
      .insert(indicator)
      .values(value)
      .onConflictDoUpdate({ target: indicator.name, set: value })
      .returning({ id: indicator.id })
    ids.set(value.name, must(row).id)
  }
  return ids
}

async function registerAlias(tx: Tx, name: string, kind: 'company' | 'branch' | 'branchContact') {
  await tx.insert(alias).values({ name, kind }).onConflictDoNothing()
}

async function writeCompany(tx: Tx): Promise<number> {
  await registerAlias(tx, demoCompany.alias, 'company')
  const [row] = await tx
    .insert(company)
    .values(demoCompany)
    .onConflictDoUpdate({ target: company.alias, set: demoCompany })
    .returning({ id: company.id })
  return must(row).id
}

async function writeBranch(
  tx: Tx,
  companyId: number,
  seed: SeedBranch,
  indicatorIds: Map<string, number>,
): Promise<number[]> {
  await registerAlias(tx, seed.alias, 'branch')
  const values = {
    companyId,
    alias: seed.alias,
    name: seed.name,
    timeZone: seed.timeZone,
    generalConfig: seed.generalConfig,
    social: seed.social,
  }
  const [row] = await tx
    .insert(branch)
    .values(values)
    .onConflictDoUpdate({ target: branch.alias, set: values })
    .returning({ id: branch.id })
  const branchId = must(row).id

  if (seed.logo) {
    const logo = { branchId, type: 'LOGO' as const, url: seed.logo }
    await tx
      .insert(file)
      .values(logo)
      .onConflictDoUpdate({ target: [file.branchId, file.type], set: logo })
  }
  for (const customization of seed.customizations) {
    const value = { branchId, ...customization }
    await tx
      .insert(menuCustomization)
      .values(value)
      .onConflictDoUpdate({ target: [menuCustomization.branchId, menuCustomization.resource], set: value })
  }

  const menuIds = new Map<MenuName, number>()
  for (const name of seed.menus) {
    const [menuRow] = await tx
      .insert(menu)
      .values({ branchId, name })
      .onConflictDoUpdate({ target: [menu.branchId, menu.name], set: { name } })
      .returning({ id: menu.id })
    menuIds.set(name, must(menuRow).id)
  }
  await writeMenus(tx, branchId, seed, menuIds, indicatorIds)

  for (const local of seed.locals) await writeLocal(tx, branchId, local, menuIds)
  return [...menuIds.values()]
}

async function writeMenus(
  tx: Tx,
  branchId: number,
  seed: SeedBranch,
  menuIds: Map<MenuName, number>,
  indicatorIds: Map<string, number>,
) {
  if (seed.alias === 'cafe-demo') {
    await writeMenu(tx, branchId, must(menuIds.get('Carta del café')), cafeCategories, indicatorIds, {})
    return
  }
  await writeMenu(tx, branchId, must(menuIds.get('Carta principal')), pizzeriaCategories, indicatorIds, {})
  const takeAway = pizzeriaCategories.map((category) =>
    category.name === 'Pizzas' ? { ...category, plates: [...category.plates, takeAwayOnlyPlate] } : category,
  )
  await writeMenu(
    tx,
    branchId,
    must(menuIds.get('Carta para retirar')),
    takeAway,
    indicatorIds,
    takeAwayPriceOverrides,
  )

  const fugazzeta = await writePlate(tx, branchId, must(findPlate('Fugazzeta')), indicatorIds)
  const discount = {
    branchId,
    name: '20 % en Fugazzeta',
    type: 'PERCENT' as const,
    percentage: 20,
    active: true,
  }
  const [discountRow] = await tx
    .insert(menuDiscount)
    .values(discount)
    .onConflictDoUpdate({ target: [menuDiscount.branchId, menuDiscount.name], set: discount })
    .returning({ id: menuDiscount.id })
  await tx
    .insert(menuDiscountPlate)
    .values({ menuDiscountId: must(discountRow).id, plateId: fugazzeta })
    .onConflictDoNothing()
}

function findPlate(name: string): SeedPlate | undefined {
  return pizzeriaCategories.flatMap((c) => c.plates).find((p) => p.name === name)
}

async function writeMenu(
  tx: Tx,
  branchId: number,
  menuId: number,
  categories: SeedCategory[],
  indicatorIds: Map<string, number>,
  priceOverrides: Record<string, number>,
) {
  for (const [categoryPosition, category] of categories.entries()) {
    const categoryValues = {
      menuId,
      name: category.name,
      description: category.description ?? null,
      position: categoryPosition,
    }
    const [categoryRow] = await tx
      .insert(menuCategory)
      .values(categoryValues)
      .onConflictDoUpdate({ target: [menuCategory.menuId, menuCategory.name], set: categoryValues })
      .returning({ id: menuCategory.id })
    const categoryId = must(categoryRow).id
    for (const [position, seedPlate] of category.plates.entries()) {
      const plateId = await writePlate(tx, branchId, seedPlate, indicatorIds)
      const item = {
        categoryId,
        plateId,
        position,
        priceOverride: priceOverrides[seedPlate.name] ?? null,
        remarked: seedPlate.remarked ?? false,
        upselled: seedPlate.upselled ?? false,
      }
      await tx
        .insert(menuItem)
        .values(item)
        .onConflictDoUpdate({ target: [menuItem.categoryId, menuItem.plateId], set: item })
    }
  }
}

async function writePlate(
  tx: Tx,
  branchId: number,
  seed: SeedPlate,
  indicatorIds: Map<string, number>,
): Promise<number> {
  const values = {
    branchId,
    name: seed.name,
    description: seed.description,
    price: seed.sizes ? null : must(seed.price),
    maxQuantity: seed.maxQuantity ?? null,
  }
  const [row] = await tx
    .insert(plate)
    .values(values)
    .onConflictDoUpdate({ target: [plate.branchId, plate.name], set: values })
    .returning({ id: plate.id })
  const plateId = must(row).id

  for (const [position, size] of (seed.sizes ?? []).entries()) {
    const sizeValues = { plateId, name: size.name, price: size.price, position }
    await tx
      .insert(plateSize)
      .values(sizeValues)
      .onConflictDoUpdate({ target: [plateSize.plateId, plateSize.name], set: sizeValues })
  }
  for (const [position, group] of (seed.garnishGroups ?? []).entries()) {
    const groupValues = {
      plateId,
      name: group.name,
      position,
      mandatory: group.mandatory,
      multipleSelection: group.multipleSelection,
      minGarnishAmount: group.min,
      maxGarnishAmount: group.max,
    }
    const [groupRow] = await tx
      .insert(garnishGroup)
      .values(groupValues)
      .onConflictDoUpdate({ target: [garnishGroup.plateId, garnishGroup.name], set: groupValues })
      .returning({ id: garnishGroup.id })
    for (const [garnishPosition, item] of group.garnishes.entries()) {
      const garnishValues = {
        garnishGroupId: must(groupRow).id,
        name: item.name,
        price: item.price,
        description: item.description ?? null,
        position: garnishPosition,
      }
      await tx
        .insert(garnish)
        .values(garnishValues)
        .onConflictDoUpdate({ target: [garnish.garnishGroupId, garnish.name], set: garnishValues })
    }
  }
  for (const name of seed.indicators ?? []) {
    await tx
      .insert(plateIndicator)
      .values({ plateId, indicatorId: must(indicatorIds.get(name)) })
      .onConflictDoNothing()
  }
  return plateId
}

async function writeLocal(tx: Tx, branchId: number, seed: SeedLocal, menuIds: Map<MenuName, number>) {
  await registerAlias(tx, seed.alias, 'branchContact')
  const { modes, zones, hours, ...fields } = seed
  // The demo locals take orders through the orders console, never as a WhatsApp message (README).
  const values = { ...fields, branchId, countryCode: argentina.code, ordersConsole: true }
  const [row] = await tx
    .insert(branchContact)
    .values(values)
    .onConflictDoUpdate({ target: branchContact.alias, set: values })
    .returning({ id: branchContact.id })
  const branchContactId = must(row).id
  if (hours) await writeHours(tx, { branchContactId }, hours)

  for (const [position, mode] of modes.entries()) {
    const modeValues = {
      branchContactId,
      type: mode.type,
      pathName: mode.pathName,
      showName: mode.showName,
      position,
      useSchedule: mode.useSchedule ?? false,
      hoursPolicy: mode.hoursPolicy ?? 'BRANCH_HOURS',
      scheduledOrders: mode.scheduledOrders ?? 'NONE',
      minDelayInMinutes: mode.minDelayInMinutes,
      maxDelayInMinutes: mode.maxDelayInMinutes,
      menuId: must(menuIds.get(mode.menu)),
      userFee: mode.userFee ?? 0,
      percentageUserFee: mode.percentageUserFee ?? 0,
    }
    const [modeRow] = await tx
      .insert(orderMode)
      .values(modeValues)
      .onConflictDoUpdate({ target: [orderMode.branchContactId, orderMode.type], set: modeValues })
      .returning({ id: orderMode.id })
    const orderModeId = must(modeRow).id
    for (const [paymentPosition, method] of mode.payments.entries()) {
      const online = method !== 'CASH'
      const paymentValues = {
        orderModeId,
        paymentMethod: method,
        showName: paymentShowNames[method],
        position: paymentPosition,
        upload: online ? ('API' as const) : ('APP' as const),
        providerName: online ? sandboxProvider : null,
      }
      await tx
        .insert(paymentType)
        .values(paymentValues)
        .onConflictDoUpdate({
          target: [paymentType.orderModeId, paymentType.paymentMethod],
          set: paymentValues,
        })
    }
    if (mode.hours) await writeHours(tx, { orderModeId }, mode.hours)
  }

  for (const [priority, zone] of zones.entries()) {
    const { lat, lng, ...zoneFields } = zone
    const zoneValues = { ...zoneFields, branchContactId, priority, polygon: rectangle(lat, lng) }
    await tx
      .insert(deliveryZone)
      .values(zoneValues)
      .onConflictDoUpdate({ target: [deliveryZone.branchContactId, deliveryZone.name], set: zoneValues })
  }
}

async function writeHours(
  tx: Tx,
  owner: { branchContactId: number } | { orderModeId: number },
  hours: SeedHours,
) {
  const target =
    'branchContactId' in owner
      ? [schedule.branchContactId, schedule.position]
      : [schedule.orderModeId, schedule.position]
  const [scheduleRow] = await tx
    .insert(schedule)
    .values({ ...owner, position: 0 })
    .onConflictDoUpdate({ target, set: { position: sql`excluded.position` } })
    .returning({ id: schedule.id })
  const [configRow] = await tx
    .insert(scheduleConfig)
    .values({ scheduleId: must(scheduleRow).id, position: 0 })
    .onConflictDoUpdate({
      target: [scheduleConfig.scheduleId, scheduleConfig.position],
      set: { position: sql`excluded.position` },
    })
    .returning({ id: scheduleConfig.id })
  for (const dayOfWeek of hours.days) {
    const [dayRow] = await tx
      .insert(workingDay)
      .values({ scheduleConfigId: must(configRow).id, dayOfWeek })
      .onConflictDoUpdate({
        target: [workingDay.scheduleConfigId, workingDay.dayOfWeek],
        set: { dayOfWeek: sql`excluded.day_of_week` },
      })
      .returning({ id: workingDay.id })
    for (const range of hours.hours) {
      await tx
        .insert(workingHour)
        .values({ workingDayId: must(dayRow).id, ...range })
        .onConflictDoUpdate({
          target: [workingHour.workingDayId, workingHour.startAt],
          set: { endAt: range.endAt },
        })
    }
  }
}

function must<T>(value: T | undefined | null): T {
  if (value === undefined || value === null)
    throw new Error('demo seed: expected a row that was just written')
  return value
}
