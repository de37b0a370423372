/**
 * Writes a validated tenant file inside the caller's transaction. Every row is upserted on its natural
 * key (alias, name, type…), so writing the same file twice leaves ids, rows and menu hashes as they were,
 * and an edited file updates rows in place. What the file no longer lists is removed where nothing refers
 * to it, and switched off (active = false) where past orders still do: orders keep what they were sold at.
 * Columns the file does not describe keep their values (or their defaults on a new row).
 */
import { and, eq, getTableColumns, inArray, isNotNull, isNull, notInArray, type SQL, sql } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import { PAY_WINDOW_HOURS } from '../../domain/order-status'
import { isPhoneCountry, phoneKey } from '../../domain/phone'
import type { Tx } from '../db/client'
import {
  alias,
  branch,
  branchContact,
  company,
  country,
  deliveryZone,
  dinerOrder,
  dinerOrderLine,
  discountCode,
  file,
  garnish,
  garnishGroup,
  generalDiscount,
  generalSurcharge,
  indicator,
  loyaltyProgram,
  loyaltyProgramContact,
  loyaltyReward,
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
  rider,
  riderRegistrationCode,
  schedule,
  scheduleConfig,
  staffMember,
  survey,
  surveyQuestion,
  surveyQuestionReason,
  workingDay,
  workingHour,
} from '../db/schema'
import { refreshMenuHash } from '../services/menu'
import { hashSecret, verifySecret } from '../services/secrets'
import {
  DAYS,
  DEFAULT_ONLINE_PROVIDER,
  defaultPaymentShowNames,
  menuEntryPlate,
  type TenantBranch,
  type TenantFile,
  type TenantHours,
  type TenantLocal,
  type TenantMenuItem,
  type TenantOrderMode,
  type TenantPlate,
} from './format'

/** Turns a picture as the file names it into the address stored and served (see pictures.ts). */
export type PictureAddress = (reference: string) => string

/** PostgreSQL takes at most 65,535 parameters per statement; rows of up to ~10 columns fit 2,000 at a time. */
const CHUNK = 2000

// biome-ignore lint/suspicious/noExplicitAny: rows of any table go through the one upsert below
type Row = Record<string, any>

/**
 * Inserts rows, updating every given column of a row whose natural key exists, and returns what `returning`
 * asks for of each row. All rows carry the same columns.
 */
async function upsertMany<R extends Row>(
  tx: Tx,
  table: PgTable,
  rows: Row[],
  target: PgColumn[],
  returning?: Record<keyof R, PgColumn>,
): Promise<R[]> {
  if (rows.length === 0) return []
  const columns = getTableColumns(table) as Record<string, PgColumn>
  const set = Object.fromEntries(
    Object.keys(rows[0] as Row).map((key) => [key, sql.raw(`excluded."${columns[key]?.name}"`)]),
  )
  const out: R[] = []
  for (let start = 0; start < rows.length; start += CHUNK) {
    const query = tx
      .insert(table)
      .values(rows.slice(start, start + CHUNK) as never)
      .onConflictDoUpdate({ target, set })
    // the table is chosen at run time (PgTable), so drizzle cannot type the returned row: the caller names it
    if (returning) out.push(...((await query.returning(returning as never)) as unknown as R[]))
    else await query
  }
  return out
}

async function upsertOne(
  tx: Tx,
  table: PgTable,
  values: Row,
  target: PgColumn | PgColumn[],
): Promise<number> {
  const [row] = await upsertMany<{ id: number }>(tx, table, [values], [target].flat(), {
    // every table upserted one row at a time has a serial id; PgTable's type names no column
    id: (table as unknown as { id: PgColumn }).id,
  })
  if (!row) throw new Error('tenant import: a row was not written')
  return row.id
}

const notListed = (column: PgColumn, values: (string | number)[]): SQL | undefined =>
  values.length ? notInArray(column, values) : undefined

/** The tenant's menus (every one of its branches), whose hashes the caller refreshes. */
export async function writeTenant(tx: Tx, tenant: TenantFile, picture: PictureAddress): Promise<number[]> {
  const { timeZone: countryTimeZone, ...countryFields } = tenant.country
  const countryValues = {
    mantissaLength: 0,
    thousandsSeparator: '.',
    decimalSeparator: ',',
    ...countryFields,
    timeZone: countryTimeZone,
  }
  await upsertMany(tx, country, [countryValues], [country.code])

  const indicatorIds = new Map<string, number>()
  for (const value of tenant.indicators ?? []) {
    const row = { showName: value.name, ...value }
    indicatorIds.set(value.name, await upsertOne(tx, indicator, row, indicator.name))
  }

  await registerAlias(tx, tenant.company.alias, 'company')
  const companyId = await upsertOne(
    tx,
    company,
    { alias: tenant.company.alias, name: tenant.company.name, countryCode: tenant.country.code },
    company.alias,
  )
  const menuIds: number[] = []
  const context = { tenant, companyId, indicatorIds, picture }
  for (const seed of tenant.branches) menuIds.push(...(await writeBranch(tx, context, seed)))
  for (const menuId of menuIds) await refreshMenuHash(tx, menuId)
  await writeBackOffice(tx, companyId, tenant)
  return menuIds
}

/**
 * The company's back-office accounts (issue 36), keyed by e-mail: exactly what the file lists. A scope
 * names a branch or a local of the file (checked by validate.ts).
 */
async function writeBackOffice(tx: Tx, companyId: number, tenant: TenantFile) {
  const accounts = tenant.company.backOffice ?? []
  const existing = await tx
    .select()
    .from(staffMember)
    .where(and(eq(staffMember.companyId, companyId), inArray(staffMember.role, ['owner', 'manager'])))
  for (const account of accounts) {
    const email = account.email.toLowerCase()
    const current = existing.find((e) => e.email === email)
    const passwordHash = await secretHash(account.password, account.passwordHash, current?.passwordHash)
    const scope = await backOfficeScope(tx, account.scope)
    const values = { role: account.role, companyId, email, name: account.name, passwordHash, ...scope }
    if (current) await tx.update(staffMember).set(values).where(eq(staffMember.id, current.id))
    else await tx.insert(staffMember).values(values)
  }
  const listed = accounts.map((a) => a.email.toLowerCase())
  const gone = existing.filter((e) => !listed.includes(e.email ?? ''))
  if (gone.length)
    await tx.delete(staffMember).where(
      inArray(
        staffMember.id,
        gone.map((e) => e.id),
      ),
    )
}

async function backOfficeScope(tx: Tx, scope: string | undefined) {
  const none = { branchId: null, branchContactId: null }
  if (scope === undefined) return none
  const [ofBranch] = await tx.select({ id: branch.id }).from(branch).where(eq(branch.alias, scope))
  if (ofBranch) return { ...none, branchId: ofBranch.id }
  const [ofLocal] = await tx
    .select({ id: branchContact.id })
    .from(branchContact)
    .where(eq(branchContact.alias, scope))
  return { ...none, branchContactId: must(ofLocal).id }
}

interface Context {
  tenant: TenantFile
  companyId: number
  indicatorIds: Map<string, number>
  picture: PictureAddress
}

async function registerAlias(tx: Tx, name: string, kind: 'company' | 'branch' | 'branchContact') {
  await tx.insert(alias).values({ name, kind }).onConflictDoNothing()
}

async function writeBranch(tx: Tx, context: Context, seed: TenantBranch): Promise<number[]> {
  await registerAlias(tx, seed.alias, 'branch')
  const branchId = await upsertOne(
    tx,
    branch,
    {
      companyId: context.companyId,
      alias: seed.alias,
      name: seed.name,
      timeZone: seed.timeZone ?? context.tenant.country.timeZone,
      generalConfig: seed.generalConfig ?? {},
      social: seed.social ?? {},
      customMessage: seed.customMessage ?? null,
      askForLocation: seed.askForLocation ?? false,
    },
    branch.alias,
  )

  if (seed.logo) {
    await upsertMany(
      tx,
      file,
      [{ branchId, type: 'LOGO', url: context.picture(seed.logo) }],
      [file.branchId, file.type],
    )
  } else {
    await tx.delete(file).where(and(eq(file.branchId, branchId), eq(file.type, 'LOGO')))
  }

  const customizations = seed.customizations ?? []
  await upsertMany(
    tx,
    menuCustomization,
    customizations.map((c) => ({
      branchId,
      resource: c.resource,
      displayType: c.displayType ?? 'DEFAULT',
      theme: c.theme ?? 'DEFAULT',
      commands: JSON.stringify(c.commands ?? {}),
    })),
    [menuCustomization.branchId, menuCustomization.resource],
  )
  await tx.delete(menuCustomization).where(
    and(
      eq(menuCustomization.branchId, branchId),
      notListed(
        menuCustomization.resource,
        customizations.map((c) => c.resource),
      ),
    ),
  )

  const menus = await upsertMany<{ id: number; name: string }>(
    tx,
    menu,
    seed.menus.map((m) => ({ branchId, name: m.name })),
    [menu.branchId, menu.name],
    { id: menu.id, name: menu.name },
  )
  const menuIds = new Map(menus.map((m) => [m.name, m.id]))
  const plateIds = await writePlates(tx, context, branchId, seed.plates)
  for (const seedMenu of seed.menus) {
    await writeMenu(tx, context, must(menuIds.get(seedMenu.name)), seedMenu, plateIds, seed.plates)
  }
  await writeMenuDiscounts(tx, branchId, seed, plateIds)

  const localIds = new Map<string, number>()
  for (const local of seed.locals) {
    localIds.set(local.alias, await writeLocal(tx, context, branchId, local, menuIds))
  }
  await writeCodes(tx, branchId, seed, localIds, plateIds)
  await writeLoyalty(tx, branchId, seed, localIds)
  // A plate the file no longer lists goes, unless past orders (or a code) name it: then it stays for them,
  // in no menu, and an export leaves it out (export.ts). Listed again, it comes back with its id.
  const listed = [...plateIds.values()]
  await tx.execute(sql`delete from ${plate} where ${plate.branchId} = ${branchId}
    ${listed.length ? sql`and ${notInArray(plate.id, listed)}` : sql``}
    and not exists (select 1 from ${dinerOrderLine} where ${dinerOrderLine.plateId} = ${plate.id})
    and not exists (select 1 from ${discountCode} where ${discountCode.plateId} = ${plate.id})`)
  return [...menuIds.values()]
}

async function writePlates(
  tx: Tx,
  context: Context,
  branchId: number,
  plates: TenantPlate[],
): Promise<Map<string, number>> {
  const written = await upsertMany<{ id: number; name: string }>(
    tx,
    plate,
    plates.map((p) => ({
      branchId,
      name: p.name,
      showName: p.showName ?? null,
      description: p.description ?? null,
      price: p.sizes ? null : (p.price ?? 0),
      maxQuantity: p.maxQuantity ?? null,
    })),
    [plate.branchId, plate.name],
    { id: plate.id, name: plate.name },
  )
  const ids = new Map(written.map((p) => [p.name, p.id]))
  const idOf = (p: TenantPlate) => must(ids.get(p.name))
  const allIds = [...ids.values()]
  if (allIds.length === 0) return ids

  await upsertMany(
    tx,
    plateSize,
    plates.flatMap((p) =>
      (p.sizes ?? []).map((s, position) => ({ plateId: idOf(p), name: s.name, price: s.price, position })),
    ),
    [plateSize.plateId, plateSize.name],
  )
  // A size a past order names stays (its price is kept in the order line anyway).
  await tx.execute(sql`delete from ${plateSize} where ${inArray(plateSize.plateId, allIds)}
    and (${plateSize.plateId}, ${plateSize.name}) not in (select * from jsonb_to_recordset(${JSON.stringify(
      plates.flatMap((p) => (p.sizes ?? []).map((s) => ({ plate_id: idOf(p), name: s.name }))),
    )}::jsonb) as listed(plate_id integer, name text))
    and not exists (select 1 from ${dinerOrderLine} where ${dinerOrderLine.sizeId} = ${plateSize.id})`)

  const groups = await upsertMany<{ id: number; plateId: number; name: string }>(
    tx,
    garnishGroup,
    plates.flatMap((p) =>
      (p.garnishGroups ?? []).map((g, position) => ({
        plateId: idOf(p),
        name: g.name,
        showName: g.showName ?? null,
        position,
        mandatory: g.mandatory ?? g.min > 0,
        multipleSelection: g.multipleSelection ?? g.max > 1,
        minGarnishAmount: g.min,
        maxGarnishAmount: g.max,
      })),
    ),
    [garnishGroup.plateId, garnishGroup.name],
    { id: garnishGroup.id, plateId: garnishGroup.plateId, name: garnishGroup.name },
  )
  const groupIds = new Map(groups.map((g) => [`${g.plateId}\n${g.name}`, g.id]))
  await deleteUnlisted(
    tx,
    garnishGroup,
    inArray(garnishGroup.plateId, allIds),
    groups.map((g) => g.id),
  )
  const garnishes = await upsertMany<{ id: number }>(
    tx,
    garnish,
    plates.flatMap((p) =>
      (p.garnishGroups ?? []).flatMap((g) =>
        g.garnishes.map((x, position) => ({
          garnishGroupId: must(groupIds.get(`${idOf(p)}\n${g.name}`)),
          name: x.name,
          showName: x.showName ?? null,
          description: x.description ?? null,
          price: x.price ?? 0,
          visible: x.visible ?? true,
          position,
        })),
      ),
    ),
    [garnish.garnishGroupId, garnish.name],
    { id: garnish.id },
  )
  if (groups.length)
    await deleteUnlisted(
      tx,
      garnish,
      inArray(
        garnish.garnishGroupId,
        groups.map((g) => g.id),
      ),
      garnishes.map((g) => g.id),
    )

  const badges = plates.flatMap((p) =>
    (p.indicators ?? []).map((name) => ({
      plateId: idOf(p),
      indicatorId: must(context.indicatorIds.get(name)),
    })),
  )
  for (let start = 0; start < badges.length; start += CHUNK)
    await tx
      .insert(plateIndicator)
      .values(badges.slice(start, start + CHUNK))
      .onConflictDoNothing()
  await tx.execute(sql`delete from ${plateIndicator} where ${inArray(plateIndicator.plateId, allIds)}
    and (${plateIndicator.plateId}, ${plateIndicator.indicatorId}) not in (select * from jsonb_to_recordset(${JSON.stringify(
      badges.map((b) => ({ plate_id: b.plateId, indicator_id: b.indicatorId })),
    )}::jsonb) as listed(plate_id integer, indicator_id integer))`)

  const pictured = plates.filter((p) => p.picture)
  await upsertMany(
    tx,
    file,
    pictured.map((p) => ({ plateId: idOf(p), type: 'PLATE_IMAGE', url: context.picture(must(p.picture)) })),
    [file.plateId, file.type],
  )
  await tx
    .delete(file)
    .where(
      and(
        inArray(file.plateId, allIds),
        eq(file.type, 'PLATE_IMAGE'),
        notListed(file.plateId, pictured.map(idOf)),
      ),
    )
  return ids
}

/** Deletes a parent's rows that were not just written. */
async function deleteUnlisted(tx: Tx, table: PgTable & { id: PgColumn }, parent: SQL, keep: number[]) {
  await tx.delete(table).where(and(parent, notListed(table.id, keep)))
}

async function writeMenu(
  tx: Tx,
  context: Context,
  menuId: number,
  seed: TenantBranch['menus'][number],
  plateIds: Map<string, number>,
  plates: TenantPlate[],
) {
  const categories = await upsertMany<{ id: number; name: string }>(
    tx,
    menuCategory,
    seed.categories.map((c, position) => ({
      menuId,
      name: c.name,
      showName: c.showName ?? null,
      description: c.description ?? null,
      position,
    })),
    [menuCategory.menuId, menuCategory.name],
    { id: menuCategory.id, name: menuCategory.name },
  )
  const categoryIds = new Map(categories.map((c) => [c.name, c.id]))
  const kept = categories.map((c) => c.id)
  // A category the file dropped loses its plates; the row itself stays only while past orders name it.
  await tx
    .delete(menuItem)
    .where(
      and(
        inArray(
          menuItem.categoryId,
          tx.select({ id: menuCategory.id }).from(menuCategory).where(eq(menuCategory.menuId, menuId)),
        ),
        notListed(menuItem.categoryId, kept),
      ),
    )
  await tx.execute(sql`delete from ${menuCategory} where ${menuCategory.menuId} = ${menuId}
    ${kept.length ? sql`and ${notInArray(menuCategory.id, kept)}` : sql``}
    and not exists (select 1 from ${dinerOrderLine} where ${dinerOrderLine.categoryId} = ${menuCategory.id})
    and not exists (select 1 from ${discountCode} where ${discountCode.categoryId} = ${menuCategory.id})`)

  const sized = new Set(plates.filter((p) => p.sizes).map((p) => p.name))
  const items = seed.categories.flatMap((c) =>
    c.plates.map((entry, position) => {
      const name = menuEntryPlate(entry)
      const detail: Partial<TenantMenuItem> = typeof entry === 'string' ? {} : entry
      return {
        categoryId: must(categoryIds.get(c.name)),
        plateId: must(plateIds.get(name)),
        position,
        priceOverride: sized.has(name) ? null : (detail.price ?? null),
        remarked: detail.remarked ?? false,
        upselled: detail.upselled ?? false,
        visible: detail.visible ?? true,
      }
    }),
  )
  await upsertMany(tx, menuItem, items, [menuItem.categoryId, menuItem.plateId])
  await tx.execute(sql`delete from ${menuItem} where ${inArray(menuItem.categoryId, kept.length ? kept : [0])}
    and (${menuItem.categoryId}, ${menuItem.plateId}) not in (select * from jsonb_to_recordset(${JSON.stringify(
      items.map((i) => ({ category_id: i.categoryId, plate_id: i.plateId })),
    )}::jsonb) as listed(category_id integer, plate_id integer))`)

  const pictured = seed.categories.filter((c) => c.picture)
  await upsertMany(
    tx,
    file,
    pictured.map((c) => ({
      categoryId: must(categoryIds.get(c.name)),
      type: 'CATEGORY_IMAGE',
      url: context.picture(must(c.picture)),
    })),
    [file.categoryId, file.type],
  )
  if (kept.length)
    await tx.delete(file).where(
      and(
        inArray(file.categoryId, kept),
        notListed(
          file.categoryId,
          pictured.map((c) => must(categoryIds.get(c.name))),
        ),
      ),
    )
}

async function writeMenuDiscounts(
  tx: Tx,
  branchId: number,
  seed: TenantBranch,
  plateIds: Map<string, number>,
) {
  const discounts = seed.menuDiscounts ?? []
  for (const discount of discounts) {
    const id = await upsertOne(
      tx,
      menuDiscount,
      {
        branchId,
        name: discount.name,
        type: discount.type,
        active: discount.active ?? true,
        percentage: discount.percentage ?? null,
        buy: discount.buy ?? null,
        pay: discount.pay ?? null,
        fixedDiscount: discount.fixedDiscount ?? null,
        finalPrice: discount.finalPrice ?? null,
      },
      [menuDiscount.branchId, menuDiscount.name],
    )
    const listed = discount.plates.map((name) => must(plateIds.get(name)))
    await tx
      .insert(menuDiscountPlate)
      .values(listed.map((plateId) => ({ menuDiscountId: id, plateId })))
      .onConflictDoNothing()
    await tx
      .delete(menuDiscountPlate)
      .where(and(eq(menuDiscountPlate.menuDiscountId, id), notListed(menuDiscountPlate.plateId, listed)))
  }
  await tx
    .update(menuDiscount)
    .set({ active: false })
    .where(
      and(
        eq(menuDiscount.branchId, branchId),
        notListed(
          menuDiscount.name,
          discounts.map((d) => d.name),
        ),
      ),
    )
}

async function writeLocal(
  tx: Tx,
  context: Context,
  branchId: number,
  seed: TenantLocal,
  menuIds: Map<string, number>,
): Promise<number> {
  await registerAlias(tx, seed.alias, 'branchContact')
  const { address } = seed
  const branchContactId = await upsertOne(
    tx,
    branchContact,
    {
      branchId,
      alias: seed.alias,
      name: seed.name,
      street: address.street,
      number: address.number,
      zone: address.zone ?? null,
      locality: address.locality ?? null,
      city: address.city,
      postalCode: address.postalCode ?? null,
      countryCode: context.tenant.country.code,
      lat: address.lat,
      lng: address.lng,
      callPhone: seed.callPhone ?? null,
      whatsAppPhone: seed.whatsAppPhone ?? null,
      mandatoryEmail: seed.mandatoryEmail ?? false,
      betweenStreetsRequired: seed.betweenStreetsRequired ?? false,
      blocked: seed.blocked ?? false,
      onlinePaymentEnabled: seed.onlinePaymentEnabled ?? false,
      ordersConsole: seed.ordersConsole ?? true,
      payWindowHours: seed.payWindowHours ?? PAY_WINDOW_HOURS,
      boardReadyMinutes: seed.boardReadyMinutes ?? null,
      npsAvg: seed.npsAvg ?? null,
    },
    branchContact.alias,
  )
  await writeHours(tx, { branchContactId }, seed.hours)

  for (const [position, mode] of seed.orderModes.entries()) {
    await writeOrderMode(tx, branchContactId, position, mode, must(menuIds.get(mode.menu)))
  }
  // A mode the file dropped is switched off: past orders point at it.
  await tx
    .update(orderMode)
    .set({ active: false })
    .where(
      and(
        eq(orderMode.branchContactId, branchContactId),
        notListed(
          orderMode.type,
          seed.orderModes.map((m) => m.type),
        ),
      ),
    )

  const zones = seed.deliveryZones ?? []
  await upsertMany(
    tx,
    deliveryZone,
    zones.map((zone, priority) => ({
      branchContactId,
      name: zone.name,
      priority,
      polygon: zone.area,
      fee: zone.fee,
      minimum: zone.minimum ?? 0,
      freeDeliveryFrom: zone.freeDeliveryFrom ?? null,
      etaMin: zone.etaMinutes.min,
      etaMax: zone.etaMinutes.max,
      cashAllowed: zone.cashAllowed ?? true,
      ridersAvailable: zone.ridersAvailable ?? true,
    })),
    [deliveryZone.branchContactId, deliveryZone.name],
  )
  const unlistedZones = and(
    eq(deliveryZone.branchContactId, branchContactId),
    notListed(
      deliveryZone.name,
      zones.map((z) => z.name),
    ),
  )
  // A zone past orders name cannot go (see README Decisions, 'Tenant file').
  await tx.execute(sql`delete from ${deliveryZone} where ${unlistedZones}
    and not exists (select 1 from ${dinerOrder} where ${dinerOrder.deliveryZoneId} = ${deliveryZone.id})`)

  await writeSurvey(tx, branchContactId, seed)
  await writeStaff(tx, branchContactId, seed)
  await writeKioskPin(tx, branchContactId, seed)
  await writeRiders(tx, branchContactId, seed, context.tenant.country.code)
  return branchContactId
}

async function writeOrderMode(
  tx: Tx,
  branchContactId: number,
  position: number,
  mode: TenantOrderMode,
  menuId: number,
) {
  const orderModeId = await upsertOne(
    tx,
    orderMode,
    {
      branchContactId,
      type: mode.type,
      pathName: mode.path,
      showName: mode.showName ?? null,
      position,
      active: mode.active ?? true,
      orderEnabled: mode.orderEnabled ?? true,
      useSchedule: mode.useSchedule ?? false,
      hoursPolicy: mode.hoursPolicy ?? 'BRANCH_HOURS',
      scheduledOrders: mode.scheduledOrders ?? 'NONE',
      minDelayInMinutes: mode.delayMinutes.min,
      maxDelayInMinutes: mode.delayMinutes.max,
      menuId,
      userFee: mode.serviceFee?.fixed ?? 0,
      percentageUserFee: mode.serviceFee?.percent ?? 0,
    },
    [orderMode.branchContactId, orderMode.type],
  )
  await upsertMany(
    tx,
    paymentType,
    mode.payments.map((payment, paymentPosition) => {
      const online = payment.method !== 'CASH'
      return {
        orderModeId,
        paymentMethod: payment.method,
        showName: payment.showName ?? defaultPaymentShowNames[payment.method],
        position: paymentPosition,
        active: payment.active ?? true,
        upload: online ? 'API' : 'APP',
        providerName: online ? (payment.provider ?? DEFAULT_ONLINE_PROVIDER) : null,
      }
    }),
    [paymentType.orderModeId, paymentType.paymentMethod],
  )
  const unlisted = and(
    eq(paymentType.orderModeId, orderModeId),
    notListed(
      paymentType.paymentMethod,
      mode.payments.map((p) => p.method),
    ),
  )
  await tx.execute(sql`delete from ${paymentType} where ${unlisted}
    and not exists (select 1 from ${dinerOrder} where ${dinerOrder.paymentTypeId} = ${paymentType.id})`)
  await tx.update(paymentType).set({ active: false }).where(unlisted)
  await writeHours(tx, { orderModeId }, mode.hours)

  for (const [table, list] of [
    [generalDiscount, mode.discounts ?? []],
    [generalSurcharge, mode.surcharges ?? []],
  ] as const) {
    await upsertMany(
      tx,
      table,
      list.map((a, adjustmentPosition) => ({
        orderModeId,
        name: a.name,
        type: a.type,
        value: a.value,
        paymentMethods: a.paymentMethods ?? [],
        position: adjustmentPosition,
        active: a.active ?? true,
      })),
      [table.orderModeId, table.name],
    )
    const partnerFree = table === generalDiscount ? isNull(generalDiscount.partner) : undefined
    await tx.delete(table).where(
      and(
        eq(table.orderModeId, orderModeId),
        partnerFree,
        notListed(
          table.name,
          list.map((a) => a.name),
        ),
      ),
    )
  }
  const benefits = mode.partnerBenefits ?? []
  await upsertMany(
    tx,
    generalDiscount,
    benefits.map((b, benefitPosition) => ({
      orderModeId,
      name: b.name,
      type: b.type,
      value: b.value,
      paymentMethods: b.paymentMethods ?? [],
      partner: b.partner,
      externalBenefitType: b.externalBenefitType ?? null,
      position: benefitPosition,
      active: b.active ?? true,
    })),
    [generalDiscount.orderModeId, generalDiscount.name],
  )
  await tx.delete(generalDiscount).where(
    and(
      eq(generalDiscount.orderModeId, orderModeId),
      isNotNull(generalDiscount.partner),
      notListed(
        generalDiscount.name,
        benefits.map((b) => b.name),
      ),
    ),
  )
}

/** Hours as schedule 0 → config 0 → one working day per open day → its ranges. */
async function writeHours(
  tx: Tx,
  owner: { branchContactId: number } | { orderModeId: number },
  hours: TenantHours | undefined,
) {
  const ownerColumn = 'branchContactId' in owner ? schedule.branchContactId : schedule.orderModeId
  const ownerId = 'branchContactId' in owner ? owner.branchContactId : owner.orderModeId
  if (!hours?.length) {
    await tx.delete(schedule).where(eq(ownerColumn, ownerId))
    return
  }
  const scheduleId = await upsertOne(tx, schedule, { ...owner, position: 0 }, [
    ownerColumn,
    schedule.position,
  ])
  await tx.delete(schedule).where(and(eq(ownerColumn, ownerId), notListed(schedule.id, [scheduleId])))
  const configId = await upsertOne(tx, scheduleConfig, { scheduleId, position: 0 }, [
    scheduleConfig.scheduleId,
    scheduleConfig.position,
  ])
  await tx
    .delete(scheduleConfig)
    .where(and(eq(scheduleConfig.scheduleId, scheduleId), notListed(scheduleConfig.id, [configId])))
  const byDay = hours.flatMap((group) => group.days.map((day) => ({ day, times: group.times })))
  const days = await upsertMany<{ id: number; dayOfWeek: number }>(
    tx,
    workingDay,
    byDay.map(({ day }) => ({ scheduleConfigId: configId, dayOfWeek: DAYS.indexOf(day) + 1 })),
    [workingDay.scheduleConfigId, workingDay.dayOfWeek],
    { id: workingDay.id, dayOfWeek: workingDay.dayOfWeek },
  )
  await deleteUnlisted(
    tx,
    workingDay,
    eq(workingDay.scheduleConfigId, configId),
    days.map((d) => d.id),
  )
  for (const { day, times } of byDay) {
    const workingDayId = must(days.find((d) => d.dayOfWeek === DAYS.indexOf(day) + 1)).id
    const ranges = times.map((range) => {
      const [startAt = '', endAt = ''] = range.split('-')
      return { workingDayId, startAt, endAt }
    })
    await upsertMany(tx, workingHour, ranges, [workingHour.workingDayId, workingHour.startAt])
    await tx.delete(workingHour).where(
      and(
        eq(workingHour.workingDayId, workingDayId),
        notListed(
          workingHour.startAt,
          ranges.map((r) => r.startAt),
        ),
      ),
    )
  }
}

async function writeSurvey(tx: Tx, branchContactId: number, seed: TenantLocal) {
  if (!seed.survey) {
    await tx.update(survey).set({ active: false }).where(eq(survey.branchContactId, branchContactId))
    return
  }
  const surveyId = await upsertOne(
    tx,
    survey,
    { branchContactId, active: seed.survey.active ?? true },
    survey.branchContactId,
  )
  for (const [questionOrder, q] of seed.survey.questions.entries()) {
    const questionId = await upsertOne(
      tx,
      surveyQuestion,
      {
        surveyId,
        title: q.title,
        subTitle: q.subTitle ?? null,
        type: q.type,
        questionOrder,
        mandatory: q.mandatory ?? false,
        priority: q.priority ?? false,
      },
      [surveyQuestion.surveyId, surveyQuestion.questionOrder],
    )
    const reasons = q.reasons ?? []
    await upsertMany(
      tx,
      surveyQuestionReason,
      reasons.map((reason, position) => ({ questionId, reason, position })),
      [surveyQuestionReason.questionId, surveyQuestionReason.reason],
    )
    await tx
      .delete(surveyQuestionReason)
      .where(
        and(eq(surveyQuestionReason.questionId, questionId), notListed(surveyQuestionReason.reason, reasons)),
      )
  }
  await tx
    .delete(surveyQuestion)
    .where(
      and(
        eq(surveyQuestion.surveyId, surveyId),
        sql`${surveyQuestion.questionOrder} >= ${seed.survey.questions.length}`,
      ),
    )
}

/** A plain secret replaces the stored hash only when it no longer matches it (no new salt on re-import). */
async function secretHash(plain: string | undefined, hash: string | undefined, stored: string | undefined) {
  if (hash !== undefined) return hash
  if (stored && (await verifySecret(must(plain), stored))) return stored
  return hashSecret(must(plain))
}

/** The kiosks' staff PIN: hashed once, kept when the file's plain PIN still matches the stored hash. */
async function writeKioskPin(tx: Tx, branchContactId: number, seed: TenantLocal) {
  const [current] = await tx
    .select({ hash: branchContact.kioskPinHash })
    .from(branchContact)
    .where(eq(branchContact.id, branchContactId))
  const hash =
    seed.kioskPin === undefined && seed.kioskPinHash === undefined
      ? null
      : await secretHash(seed.kioskPin, seed.kioskPinHash, current?.hash ?? undefined)
  if ((current?.hash ?? null) === hash) return
  await tx.update(branchContact).set({ kioskPinHash: hash }).where(eq(branchContact.id, branchContactId))
}

async function writeStaff(tx: Tx, branchContactId: number, seed: TenantLocal) {
  const accounts = seed.staff ?? []
  const existing = await tx
    .select()
    .from(staffMember)
    .where(and(eq(staffMember.branchContactId, branchContactId), eq(staffMember.role, 'console')))
  for (const account of accounts) {
    const current = existing.find((e) => e.name === account.name)
    const passwordHash = await secretHash(account.password, account.passwordHash, current?.passwordHash)
    if (current?.passwordHash === passwordHash) continue
    await upsertMany(
      tx,
      staffMember,
      [{ branchContactId, name: account.name, passwordHash }],
      [staffMember.branchContactId, staffMember.name],
    )
  }
  // Console access is exactly what the file lists.
  await tx.delete(staffMember).where(
    and(
      eq(staffMember.branchContactId, branchContactId),
      eq(staffMember.role, 'console'),
      notListed(
        staffMember.name,
        accounts.map((a) => a.name),
      ),
    ),
  )
}

/** Riders are added and updated; riders who registered themselves with the local's code are left alone. */
async function writeRiders(tx: Tx, branchContactId: number, seed: TenantLocal, countryCode: string) {
  const existing = await tx.select().from(rider).where(eq(rider.branchContactId, branchContactId))
  const lower = countryCode.toLowerCase()
  for (const person of seed.riders ?? []) {
    const phone = must(isPhoneCountry(lower) ? phoneKey(person.phone, lower) : undefined)
    const current = existing.find((e) => e.phone === phone)
    const securityCodeHash = await secretHash(
      person.securityCode,
      person.securityCodeHash,
      current?.securityCodeHash,
    )
    await upsertMany(
      tx,
      rider,
      [
        {
          branchContactId,
          name: person.name,
          phone,
          securityCodeHash,
          minEta: person.etaMinutes?.min ?? null,
          maxEta: person.etaMinutes?.max ?? null,
        },
      ],
      [rider.branchContactId, rider.phone],
    )
  }
  if (seed.riderRegistrationCode === undefined) {
    await tx.delete(riderRegistrationCode).where(eq(riderRegistrationCode.branchContactId, branchContactId))
    return
  }
  const [stored] = await tx
    .select()
    .from(riderRegistrationCode)
    .where(eq(riderRegistrationCode.branchContactId, branchContactId))
  const given = seed.riderRegistrationCode
  const codeHash = given.startsWith('scrypt$') ? given : await secretHash(given, undefined, stored?.codeHash)
  if (stored?.codeHash === codeHash) return
  await upsertMany(
    tx,
    riderRegistrationCode,
    [{ branchContactId, codeHash }],
    [riderRegistrationCode.branchContactId],
  )
}

async function writeCodes(
  tx: Tx,
  branchId: number,
  seed: TenantBranch,
  localIds: Map<string, number>,
  plateIds: Map<string, number>,
) {
  const codes = seed.discountCodes ?? []
  await upsertMany(
    tx,
    discountCode,
    codes.map((c) => ({
      branchId,
      branchContactId: c.local ? must(localIds.get(c.local)) : null,
      code: c.code,
      type: c.type,
      value: c.value ?? 0,
      minimumOrderAmount: c.minimumOrderAmount ?? null,
      plateId: c.plate ? must(plateIds.get(c.plate)) : null,
      maxDiscountAmount: c.maxDiscountAmount ?? null,
      firstTimeOnly: c.firstTimeOnly ?? false,
      limitedUsage: c.limitedUsage ?? false,
      orderModeTypes: c.orderModes ?? [],
      paymentMethods: c.paymentMethods ?? [],
      maxUses: c.maxUses ?? null,
      active: c.active ?? true,
      validFrom: c.validFrom ? new Date(c.validFrom) : null,
      validUntil: c.validUntil ? new Date(c.validUntil) : null,
    })),
    [discountCode.branchId, discountCode.code],
  )
  // Past orders name their code: a code the file dropped is switched off, not deleted.
  await tx
    .update(discountCode)
    .set({ active: false })
    .where(
      and(
        eq(discountCode.branchId, branchId),
        notListed(
          discountCode.code,
          codes.map((c) => c.code),
        ),
      ),
    )
}

async function writeLoyalty(tx: Tx, branchId: number, seed: TenantBranch, localIds: Map<string, number>) {
  const programme = seed.loyalty
  if (!programme) {
    await tx.update(loyaltyProgram).set({ active: false }).where(eq(loyaltyProgram.branchId, branchId))
    return
  }
  const programId = await upsertOne(
    tx,
    loyaltyProgram,
    {
      branchId,
      name: programme.name,
      active: programme.active ?? true,
      orderPercentage: programme.orderPercentage,
      minRedeemedPoints: programme.minRedeemedPoints ?? 0,
      maxRedeemedPoints: programme.maxRedeemedPoints,
      maxRedeemedPercentage: programme.maxRedeemedPercentage,
      supportsDiscounts: programme.supportsDiscounts ?? true,
      welcomeText: programme.welcomeText ?? null,
    },
    loyaltyProgram.branchId,
  )
  const locals = programme.locals.map((a) => must(localIds.get(a)))
  if (locals.length)
    await tx
      .insert(loyaltyProgramContact)
      .values(locals.map((branchContactId) => ({ programId, branchContactId })))
      .onConflictDoNothing()
  await tx
    .delete(loyaltyProgramContact)
    .where(
      and(
        eq(loyaltyProgramContact.programId, programId),
        notListed(loyaltyProgramContact.branchContactId, locals),
      ),
    )
  const rewards = programme.rewards ?? []
  await upsertMany(
    tx,
    loyaltyReward,
    rewards.map((r) => ({
      programId,
      name: r.name,
      rewardAmount: r.rewardAmount,
      active: r.active ?? true,
      branchContactId: r.local ? must(localIds.get(r.local)) : null,
    })),
    [loyaltyReward.programId, loyaltyReward.name],
  )
  await tx
    .update(loyaltyReward)
    .set({ active: false })
    .where(
      and(
        eq(loyaltyReward.programId, programId),
        notListed(
          loyaltyReward.name,
          rewards.map((r) => r.name),
        ),
      ),
    )
}

function must<T>(value: T | undefined | null): T {
  if (value === undefined || value === null)
    throw new Error('tenant import: a validated reference is missing')
  return value
}
