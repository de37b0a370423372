/**
 * `npm run tenant -- export ALIAS`: the tenant that owns an alias (company, branch or local), written in
 * the tenant file format. Rows come out in the order they were written (ids, positions), so importing the
 * export into an empty database writes them in the same order and the diner sees the same answers.
 * Secrets come out as their scrypt hashes; operational state (closed by hand, riders on shift) stays out.
 */
import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm'
import { PAY_WINDOW_HOURS } from '../../domain/order-status'
import type { Database } from '../db/client'
import {
  branch,
  branchContact,
  company,
  country,
  deliveryZone,
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
import {
  type BackOfficeAccount,
  DAYS,
  DEFAULT_ONLINE_PROVIDER,
  defaultPaymentShowNames,
  TENANT_FORMAT,
  type TenantBranch,
  type TenantFile,
  type TenantHours,
  type TenantLocal,
  type TenantMenuEntry,
  type TenantOrderMode,
  type TenantPlate,
} from './format'

/** Drops undefined fields and the ones equal to their default, so an export reads like a hand-written file. */
function compact<T extends object>(value: T, defaults: Partial<Record<keyof T, unknown>> = {}): T {
  return Object.fromEntries(
    Object.entries(value).filter(
      ([key, v]) => v !== undefined && v !== null && defaults[key as keyof T] !== v,
    ),
  ) as T
}

const orNothing = <T>(items: T[]): T[] | undefined => (items.length ? items : undefined)

async function companyOfAlias(db: Database, name: string): Promise<number | undefined> {
  const [own] = await db.select({ id: company.id }).from(company).where(eq(company.alias, name))
  if (own) return own.id
  const [ofBranch] = await db.select({ id: branch.companyId }).from(branch).where(eq(branch.alias, name))
  if (ofBranch) return ofBranch.id
  const [ofLocal] = await db
    .select({ id: branch.companyId })
    .from(branchContact)
    .innerJoin(branch, eq(branch.id, branchContact.branchId))
    .where(eq(branchContact.alias, name))
  return ofLocal?.id
}

export async function exportTenant(db: Database, name: string): Promise<TenantFile | undefined> {
  const companyId = await companyOfAlias(db, name)
  if (companyId === undefined) return undefined
  const [companyRow] = await db.select().from(company).where(eq(company.id, companyId))
  if (!companyRow) return undefined
  const [countryRow] = await db.select().from(country).where(eq(country.code, companyRow.countryCode))
  if (!countryRow) return undefined
  const branches = await db
    .select()
    .from(branch)
    .where(eq(branch.companyId, companyId))
    .orderBy(asc(branch.id))
  const exported: TenantBranch[] = []
  const usedIndicators = new Set<number>()
  for (const row of branches) exported.push(await exportBranch(db, row, countryRow.timeZone, usedIndicators))
  const indicators = (await db.select().from(indicator).orderBy(asc(indicator.id))).filter((i) =>
    usedIndicators.has(i.id),
  )
  const { code, timeZone, ...countryFields } = countryRow
  return {
    format: TENANT_FORMAT,
    country: { code, ...countryFields, timeZone },
    company: compact({
      alias: companyRow.alias,
      name: companyRow.name,
      backOffice: orNothing(await exportBackOffice(db, companyId)),
    }),
    indicators: orNothing(
      indicators.map((i) => ({
        name: i.name,
        showName: i.showName,
        backgroundColor: i.backgroundColor,
        textColor: i.textColor,
      })),
    ),
    branches: exported,
  }
}

async function exportBranch(
  db: Database,
  row: typeof branch.$inferSelect,
  countryTimeZone: string,
  usedIndicators: Set<number>,
): Promise<TenantBranch> {
  const branchId = row.id
  const [logo] = await db
    .select({ url: file.url })
    .from(file)
    .where(and(eq(file.branchId, branchId), eq(file.type, 'LOGO')))
  const customizations = await db
    .select()
    .from(menuCustomization)
    .where(eq(menuCustomization.branchId, branchId))
    .orderBy(asc(menuCustomization.id))
  const plates = await exportPlates(db, branchId, usedIndicators)
  const plateNames = new Map(plates.map(([id, p]) => [id, p.name]))
  const menus = await db.select().from(menu).where(eq(menu.branchId, branchId)).orderBy(asc(menu.id))
  const menuNames = new Map(menus.map((m) => [m.id, m.name]))
  const locals = await db
    .select()
    .from(branchContact)
    .where(eq(branchContact.branchId, branchId))
    .orderBy(asc(branchContact.id))
  const localAliases = new Map(locals.map((l) => [l.id, l.alias]))

  return compact({
    alias: row.alias,
    name: row.name,
    timeZone: row.timeZone === countryTimeZone ? undefined : row.timeZone,
    generalConfig: row.generalConfig,
    social: row.social,
    customMessage: row.customMessage,
    askForLocation: row.askForLocation || undefined,
    logo: logo?.url,
    customizations: customizations.map((c) => ({
      resource: c.resource,
      displayType: c.displayType,
      theme: c.theme,
      commands: parseCommands(c.commands),
    })),
    plates: plates.map(([, p]) => p),
    menus: await Promise.all(
      menus.map(async (m) => ({ name: m.name, categories: await exportCategories(db, m.id, plateNames) })),
    ),
    menuDiscounts: orNothing(await exportMenuDiscounts(db, branchId, plateNames)),
    discountCodes: orNothing(await exportCodes(db, branchId, localAliases, plateNames)),
    loyalty: await exportLoyalty(db, branchId, localAliases),
    locals: await Promise.all(locals.map((l) => exportLocal(db, l, menuNames))),
  })
}

function parseCommands(text: string): Record<string, unknown> {
  try {
    const value = JSON.parse(text) as unknown
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {}
  } catch {
    return {}
  }
}

async function exportPlates(
  db: Database,
  branchId: number,
  usedIndicators: Set<number>,
): Promise<[number, TenantPlate][]> {
  // A plate kept only for the past orders that name it (write.ts) is no longer the venue's: left out.
  const rows = await db
    .select()
    .from(plate)
    .where(
      and(
        eq(plate.branchId, branchId),
        sql`not (exists (select 1 from ${dinerOrderLine} where ${dinerOrderLine.plateId} = ${plate.id})
          and not exists (select 1 from ${menuItem} where ${menuItem.plateId} = ${plate.id})
          and not exists (select 1 from ${menuDiscountPlate} where ${menuDiscountPlate.plateId} = ${plate.id})
          and not exists (select 1 from ${discountCode} where ${discountCode.plateId} = ${plate.id}))`,
      ),
    )
    .orderBy(asc(plate.id))
  const ids = rows.map((p) => p.id)
  if (ids.length === 0) return []
  const sizes = await db
    .select()
    .from(plateSize)
    .where(inArray(plateSize.plateId, ids))
    .orderBy(asc(plateSize.position), asc(plateSize.id))
  const groups = await db
    .select()
    .from(garnishGroup)
    .where(inArray(garnishGroup.plateId, ids))
    .orderBy(asc(garnishGroup.position), asc(garnishGroup.id))
  const garnishes = groups.length
    ? await db
        .select()
        .from(garnish)
        .where(
          inArray(
            garnish.garnishGroupId,
            groups.map((g) => g.id),
          ),
        )
        .orderBy(asc(garnish.position), asc(garnish.id))
    : []
  const badges = await db
    .select({ plateId: plateIndicator.plateId, name: indicator.name, id: indicator.id })
    .from(plateIndicator)
    .innerJoin(indicator, eq(indicator.id, plateIndicator.indicatorId))
    .where(inArray(plateIndicator.plateId, ids))
    .orderBy(asc(indicator.id))
  const pictures = await db
    .select({ plateId: file.plateId, url: file.url })
    .from(file)
    .where(and(inArray(file.plateId, ids), eq(file.type, 'PLATE_IMAGE')))
  return rows.map((p) => {
    const ownSizes = sizes.filter((s) => s.plateId === p.id)
    const ownBadges = badges.filter((b) => b.plateId === p.id)
    for (const badge of ownBadges) usedIndicators.add(badge.id)
    const exported: TenantPlate = compact({
      name: p.name,
      showName: p.showName ?? undefined,
      description: p.description ?? undefined,
      price: ownSizes.length ? undefined : (p.price ?? 0),
      sizes: orNothing(ownSizes.map((s) => ({ name: s.name, price: s.price }))),
      maxQuantity: p.maxQuantity ?? undefined,
      indicators: orNothing(ownBadges.map((b) => b.name)),
      garnishGroups: orNothing(
        groups
          .filter((g) => g.plateId === p.id)
          .map((g) =>
            compact({
              name: g.name,
              showName: g.showName ?? undefined,
              mandatory: g.mandatory,
              multipleSelection: g.multipleSelection,
              min: g.minGarnishAmount,
              max: g.maxGarnishAmount,
              garnishes: garnishes
                .filter((x) => x.garnishGroupId === g.id)
                .map((x) =>
                  compact(
                    {
                      name: x.name,
                      showName: x.showName ?? undefined,
                      description: x.description ?? undefined,
                      price: x.price,
                      visible: x.visible,
                    },
                    { visible: true },
                  ),
                ),
            }),
          ),
      ),
      picture: pictures.find((x) => x.plateId === p.id)?.url,
    })
    return [p.id, exported]
  })
}

async function exportCategories(db: Database, menuId: number, plateNames: Map<number, string>) {
  const categories = await db
    .select()
    .from(menuCategory)
    .where(eq(menuCategory.menuId, menuId))
    .orderBy(asc(menuCategory.position), asc(menuCategory.id))
  const ids = categories.map((c) => c.id)
  const items = ids.length
    ? await db
        .select()
        .from(menuItem)
        .where(inArray(menuItem.categoryId, ids))
        .orderBy(asc(menuItem.position), asc(menuItem.plateId))
    : []
  const pictures = ids.length
    ? await db
        .select({ categoryId: file.categoryId, url: file.url })
        .from(file)
        .where(and(inArray(file.categoryId, ids), eq(file.type, 'CATEGORY_IMAGE')))
    : []
  return categories.map((c) =>
    compact({
      name: c.name,
      showName: c.showName ?? undefined,
      description: c.description ?? undefined,
      picture: pictures.find((p) => p.categoryId === c.id)?.url,
      plates: items
        .filter((i) => i.categoryId === c.id)
        .map((i): TenantMenuEntry => {
          const plateName = plateNames.get(i.plateId) ?? ''
          const detail = compact(
            {
              price: i.priceOverride ?? undefined,
              remarked: i.remarked,
              upselled: i.upselled,
              visible: i.visible,
            },
            { remarked: false, upselled: false, visible: true },
          )
          return Object.keys(detail).length ? { plate: plateName, ...detail } : plateName
        }),
    }),
  )
}

async function exportMenuDiscounts(db: Database, branchId: number, plateNames: Map<number, string>) {
  const discounts = await db
    .select()
    .from(menuDiscount)
    .where(eq(menuDiscount.branchId, branchId))
    .orderBy(asc(menuDiscount.id))
  const links = discounts.length
    ? await db
        .select()
        .from(menuDiscountPlate)
        .where(
          inArray(
            menuDiscountPlate.menuDiscountId,
            discounts.map((d) => d.id),
          ),
        )
        .orderBy(asc(menuDiscountPlate.plateId))
    : []
  return discounts.map((d) =>
    compact({
      name: d.name,
      type: d.type,
      active: d.active,
      percentage: d.percentage ?? undefined,
      buy: d.buy ?? undefined,
      pay: d.pay ?? undefined,
      fixedDiscount: d.fixedDiscount ?? undefined,
      finalPrice: d.finalPrice ?? undefined,
      plates: links.filter((l) => l.menuDiscountId === d.id).map((l) => plateNames.get(l.plateId) ?? ''),
    }),
  )
}

async function exportCodes(
  db: Database,
  branchId: number,
  localAliases: Map<number, string>,
  plateNames: Map<number, string>,
) {
  const codes = await db
    .select()
    .from(discountCode)
    .where(eq(discountCode.branchId, branchId))
    .orderBy(asc(discountCode.id))
  return codes.map((c) =>
    compact(
      {
        code: c.code,
        type: c.type,
        value: c.value,
        local: c.branchContactId ? localAliases.get(c.branchContactId) : undefined,
        plate: c.plateId ? plateNames.get(c.plateId) : undefined,
        minimumOrderAmount: c.minimumOrderAmount ?? undefined,
        maxDiscountAmount: c.maxDiscountAmount ?? undefined,
        firstTimeOnly: c.firstTimeOnly,
        limitedUsage: c.limitedUsage,
        orderModes: orNothing(c.orderModeTypes),
        paymentMethods: orNothing(c.paymentMethods),
        maxUses: c.maxUses ?? undefined,
        active: c.active,
        validFrom: c.validFrom?.toISOString(),
        validUntil: c.validUntil?.toISOString(),
      },
      { firstTimeOnly: false, limitedUsage: false, active: true },
    ),
  )
}

async function exportLoyalty(db: Database, branchId: number, localAliases: Map<number, string>) {
  const [programme] = await db.select().from(loyaltyProgram).where(eq(loyaltyProgram.branchId, branchId))
  if (!programme) return undefined
  const locals = await db
    .select()
    .from(loyaltyProgramContact)
    .where(eq(loyaltyProgramContact.programId, programme.id))
    .orderBy(asc(loyaltyProgramContact.branchContactId))
  const rewards = await db
    .select()
    .from(loyaltyReward)
    .where(eq(loyaltyReward.programId, programme.id))
    .orderBy(asc(loyaltyReward.id))
  return compact({
    name: programme.name,
    active: programme.active,
    orderPercentage: programme.orderPercentage,
    minRedeemedPoints: programme.minRedeemedPoints,
    maxRedeemedPoints: programme.maxRedeemedPoints,
    maxRedeemedPercentage: programme.maxRedeemedPercentage,
    supportsDiscounts: programme.supportsDiscounts,
    welcomeText: programme.welcomeText ?? undefined,
    locals: locals.map((l) => localAliases.get(l.branchContactId) ?? ''),
    rewards: orNothing(
      rewards.map((r) =>
        compact(
          {
            name: r.name,
            rewardAmount: r.rewardAmount,
            active: r.active,
            local: r.branchContactId ? localAliases.get(r.branchContactId) : undefined,
          },
          { active: true },
        ),
      ),
    ),
  })
}

async function exportHours(
  db: Database,
  owner: { branchContactId: number } | { orderModeId: number },
): Promise<TenantHours | undefined> {
  const ownerCondition =
    'branchContactId' in owner
      ? eq(schedule.branchContactId, owner.branchContactId)
      : eq(schedule.orderModeId, owner.orderModeId)
  const rows = await db
    .select({ day: workingDay.dayOfWeek, startAt: workingHour.startAt, endAt: workingHour.endAt })
    .from(schedule)
    .innerJoin(scheduleConfig, eq(scheduleConfig.scheduleId, schedule.id))
    .innerJoin(workingDay, eq(workingDay.scheduleConfigId, scheduleConfig.id))
    .innerJoin(workingHour, eq(workingHour.workingDayId, workingDay.id))
    .where(ownerCondition)
    .orderBy(asc(workingDay.dayOfWeek), asc(workingHour.startAt))
  if (rows.length === 0) return undefined
  // Days open at the same times share one entry: 'mon…sun 11:00-15:00, 19:00-23:30'.
  const timesByDay = new Map<number, string[]>()
  for (const r of rows) timesByDay.set(r.day, [...(timesByDay.get(r.day) ?? []), `${r.startAt}-${r.endAt}`])
  const groups = new Map<string, TenantHours[number]>()
  for (const [day, times] of timesByDay) {
    const key = times.join(',')
    const group = groups.get(key) ?? { days: [], times }
    group.days.push(DAYS[day - 1] ?? 'mon')
    groups.set(key, group)
  }
  return [...groups.values()]
}

async function exportLocal(
  db: Database,
  l: typeof branchContact.$inferSelect,
  menuNames: Map<number, string>,
): Promise<TenantLocal> {
  const modes = await db
    .select()
    .from(orderMode)
    .where(eq(orderMode.branchContactId, l.id))
    .orderBy(asc(orderMode.position), asc(orderMode.id))
  const zones = await db
    .select()
    .from(deliveryZone)
    .where(eq(deliveryZone.branchContactId, l.id))
    .orderBy(asc(deliveryZone.priority), asc(deliveryZone.id))
  const staff = await db
    .select()
    .from(staffMember)
    .where(and(eq(staffMember.branchContactId, l.id), eq(staffMember.role, 'console')))
    .orderBy(asc(staffMember.id))
  const riders = await db.select().from(rider).where(eq(rider.branchContactId, l.id)).orderBy(asc(rider.id))
  const [registration] = await db
    .select()
    .from(riderRegistrationCode)
    .where(eq(riderRegistrationCode.branchContactId, l.id))
  return compact(
    {
      alias: l.alias,
      name: l.name,
      address: compact({
        street: l.street,
        number: l.number,
        zone: l.zone,
        locality: l.locality,
        city: l.city,
        postalCode: l.postalCode,
        lat: l.lat,
        lng: l.lng,
      }),
      callPhone: l.callPhone ?? undefined,
      whatsAppPhone: l.whatsAppPhone ?? undefined,
      mandatoryEmail: l.mandatoryEmail,
      betweenStreetsRequired: l.betweenStreetsRequired,
      blocked: l.blocked,
      onlinePaymentEnabled: l.onlinePaymentEnabled,
      ordersConsole: l.ordersConsole,
      payWindowHours: l.payWindowHours,
      kioskPinHash: l.kioskPinHash ?? undefined,
      boardReadyMinutes: l.boardReadyMinutes ?? undefined,
      npsAvg: l.npsAvg ?? undefined,
      hours: await exportHours(db, { branchContactId: l.id }),
      orderModes: await Promise.all(modes.map((m) => exportMode(db, m, menuNames))),
      deliveryZones: orNothing(
        zones.map((z) =>
          compact(
            {
              name: z.name,
              area: z.polygon,
              fee: z.fee,
              minimum: z.minimum,
              freeDeliveryFrom: z.freeDeliveryFrom ?? undefined,
              etaMinutes: { min: z.etaMin, max: z.etaMax },
              cashAllowed: z.cashAllowed,
              ridersAvailable: z.ridersAvailable,
            },
            { cashAllowed: true, ridersAvailable: true },
          ),
        ),
      ),
      survey: await exportSurvey(db, l.id),
      staff: orNothing(staff.map((s) => ({ name: s.name, passwordHash: s.passwordHash }))),
      riders: orNothing(
        riders.map((r) =>
          compact({
            name: r.name,
            phone: r.phone,
            securityCodeHash: r.securityCodeHash,
            etaMinutes: r.minEta !== null && r.maxEta !== null ? { min: r.minEta, max: r.maxEta } : undefined,
          }),
        ),
      ),
      riderRegistrationCode: registration?.codeHash,
    },
    {
      mandatoryEmail: false,
      betweenStreetsRequired: false,
      blocked: false,
      onlinePaymentEnabled: false,
      payWindowHours: PAY_WINDOW_HOURS,
    },
  )
}

async function exportMode(
  db: Database,
  m: typeof orderMode.$inferSelect,
  menuNames: Map<number, string>,
): Promise<TenantOrderMode> {
  const payments = await db
    .select()
    .from(paymentType)
    .where(eq(paymentType.orderModeId, m.id))
    .orderBy(asc(paymentType.position), asc(paymentType.id))
  const discounts = await db
    .select()
    .from(generalDiscount)
    .where(and(eq(generalDiscount.orderModeId, m.id), isNull(generalDiscount.partner)))
    .orderBy(asc(generalDiscount.position), asc(generalDiscount.id))
  const benefits = await db
    .select()
    .from(generalDiscount)
    .where(and(eq(generalDiscount.orderModeId, m.id), isNotNull(generalDiscount.partner)))
    .orderBy(asc(generalDiscount.position), asc(generalDiscount.id))
  const surcharges = await db
    .select()
    .from(generalSurcharge)
    .where(eq(generalSurcharge.orderModeId, m.id))
    .orderBy(asc(generalSurcharge.position), asc(generalSurcharge.id))
  const adjustment = (a: (typeof discounts)[number] | (typeof surcharges)[number]) =>
    compact(
      {
        name: a.name,
        type: a.type,
        value: a.value,
        paymentMethods: orNothing(a.paymentMethods),
        active: a.active,
      },
      { active: true },
    )
  return compact(
    {
      type: m.type,
      path: m.pathName,
      showName: m.showName ?? undefined,
      menu: menuNames.get(m.menuId) ?? '',
      active: m.active,
      orderEnabled: m.orderEnabled,
      useSchedule: m.useSchedule,
      hoursPolicy: m.hoursPolicy,
      hours: await exportHours(db, { orderModeId: m.id }),
      scheduledOrders: m.scheduledOrders,
      delayMinutes: { min: m.minDelayInMinutes, max: m.maxDelayInMinutes },
      serviceFee:
        m.userFee || m.percentageUserFee ? { fixed: m.userFee, percent: m.percentageUserFee } : undefined,
      payments: payments.map((p) =>
        compact(
          {
            method: p.paymentMethod,
            showName: p.showName,
            provider: p.providerName ?? undefined,
            active: p.active,
          },
          {
            showName: defaultPaymentShowNames[p.paymentMethod],
            provider: DEFAULT_ONLINE_PROVIDER,
            active: true,
          },
        ),
      ),
      discounts: orNothing(discounts.map(adjustment)),
      surcharges: orNothing(surcharges.map(adjustment)),
      partnerBenefits: orNothing(
        benefits.map((b) =>
          compact(
            {
              partner: b.partner ?? '',
              externalBenefitType: b.externalBenefitType ?? undefined,
              ...adjustment(b),
            },
            {},
          ),
        ),
      ),
    },
    {
      active: true,
      orderEnabled: true,
      useSchedule: false,
      hoursPolicy: 'BRANCH_HOURS',
      scheduledOrders: 'NONE',
    },
  )
}

async function exportSurvey(db: Database, branchContactId: number) {
  const [row] = await db.select().from(survey).where(eq(survey.branchContactId, branchContactId))
  if (!row) return undefined
  const questions = await db
    .select()
    .from(surveyQuestion)
    .where(eq(surveyQuestion.surveyId, row.id))
    .orderBy(asc(surveyQuestion.questionOrder))
  const reasons = questions.length
    ? await db
        .select()
        .from(surveyQuestionReason)
        .where(
          inArray(
            surveyQuestionReason.questionId,
            questions.map((q) => q.id),
          ),
        )
        .orderBy(asc(surveyQuestionReason.position), asc(surveyQuestionReason.id))
    : []
  return compact(
    {
      active: row.active,
      questions: questions.map((q) =>
        compact(
          {
            title: q.title,
            subTitle: q.subTitle ?? undefined,
            type: q.type,
            mandatory: q.mandatory,
            priority: q.priority,
            reasons: orNothing(reasons.filter((r) => r.questionId === q.id).map((r) => r.reason)),
          },
          { mandatory: false, priority: false },
        ),
      ),
    },
    { active: true },
  )
}

/** The company's owners and managers, a manager's scope written as its branch's or local's alias. */
async function exportBackOffice(db: Database, companyId: number): Promise<BackOfficeAccount[]> {
  const rows = await db
    .select({
      email: staffMember.email,
      name: staffMember.name,
      role: staffMember.role,
      passwordHash: staffMember.passwordHash,
      branchAlias: branch.alias,
      localAlias: branchContact.alias,
    })
    .from(staffMember)
    .leftJoin(branch, eq(branch.id, staffMember.branchId))
    .leftJoin(branchContact, eq(branchContact.id, staffMember.branchContactId))
    .where(and(eq(staffMember.companyId, companyId), inArray(staffMember.role, ['owner', 'manager'])))
    .orderBy(asc(staffMember.id))
  return rows.map((r) =>
    compact({
      email: r.email ?? '',
      name: r.name,
      role: r.role === 'owner' ? 'owner' : 'manager',
      scope: r.branchAlias ?? r.localAlias ?? undefined,
      passwordHash: r.passwordHash,
    }),
  )
}
