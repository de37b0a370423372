import { randomBytes } from 'node:crypto'
import { and, eq, getTableColumns, sql } from 'drizzle-orm'
import { checkMaxQuantity } from '../../domain/cart'
import { cleanDocument, DOCUMENT_MAX_LENGTH, DOCUMENT_MIN_LENGTH } from '../../domain/checkout-validation'
import { type CodeDiscount, conditionFailure } from '../../domain/discount-code'
import { type GarnishGroup, isGroupSatisfied } from '../../domain/garnish'
import { pointsEarned, redemptionError } from '../../domain/loyalty'
import { message } from '../../domain/message'
import { isOpenAt, scheduleConfigOf } from '../../domain/opening'
import { amountBeforePoints, type PricedLine, priceOrder } from '../../domain/order-pricing'
import { isOffered, localDate, scheduleDays } from '../../domain/schedule'
import { isBelowMinimum } from '../../domain/totals'
import { checkout as checkoutTexts } from '../../i18n/es/checkout'
import { discount as discountTexts } from '../../i18n/es/discount'
import { engine } from '../../i18n/es/engine'
import type { Database, Tx } from '../db/client'
import { queryRows } from '../db/rows'
import {
  dinerOrder,
  dinerOrderLine,
  generalDiscount,
  idempotencyKey,
  loyaltyAccount,
  loyaltyMovement,
  type OrderAmountLineValue,
  type OrderLineExtraValue,
} from '../db/schema'
import { type FieldError, HttpProblem, notFound, unprocessable } from '../errors'
import type { DeliveryOptionsDto, Schemas } from './api-types'
import { canonicalJson, sha256Hex } from './canonical-json'
import { findCustomer, isFirstPurchase, phoneKeyOf } from './customers'
import { deliveryOptions } from './delivery'
import { appliedRecently, checkCodeUsable, codeInfo, findCode } from './discount-codes'
import { cachedModeContext, type ModeContext } from './mode-context'
import { linkOffersMode } from './mode-offer'
import { pricingCatalogue } from './order-catalogue'
import { branchAsksPhoneProof } from './phone-verification'
import { render } from './render'

type OrderCreate = Schemas['OrderCreate']
type OrderCreated = Schemas['OrderCreated']

export interface CreateOrderResult {
  status: number
  body: OrderCreated
}

// Crockford's base32: no I, L, O, U, so a code read aloud or typed is not misread.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'

/** 16 characters of 5 random bits each: 80 bits, far beyond guessing. */
export function newOrderCode(): string {
  const bytes = randomBytes(16)
  let code = ''
  for (const byte of bytes) code += ALPHABET[byte & 31]
  return code
}

const fieldProblem = (detail: string, field: string) => unprocessable(detail, [{ field, message: detail }])

/** A request that must be refused before anything is written. */
const refuse = (text: string, field: string): never => {
  throw fieldProblem(text, field)
}

/**
 * POST /api/order. Reads and checks everything first, recomputes every figure with domain/order-pricing
 * (the browser's own rule) and compares the client's; only then writes order, lines, code usage, points and
 * the idempotency record in one transaction. A retry with the same Idempotency-Key and body gets the first
 * answer again, with another body a 422.
 */
export async function createOrder(
  db: Database,
  body: OrderCreate,
  options: {
    idempotencyKey?: string | undefined
    now?: Date
    /** the request proves it owns the phone at the branch (server/services/phone-verification.ts) */
    phoneProven?: (branchId: number, phoneKey: string) => Promise<boolean>
  } = {},
): Promise<CreateOrderResult> {
  const requestHash = options.idempotencyKey ? sha256Hex(canonicalJson(body)) : null
  if (options.idempotencyKey && requestHash) {
    const replay = await replayOf(db, options.idempotencyKey, requestHash)
    if (replay) return replay
  }
  const now = options.now ?? new Date()
  const plan = await planOrder(db, body, now, options.phoneProven ?? (async () => false))
  try {
    return await writeOrder(
      db,
      plan,
      options.idempotencyKey && requestHash ? { key: options.idempotencyKey, requestHash } : null,
    )
  } catch (error) {
    // A concurrent request with the same key committed first: answer as it did.
    if (options.idempotencyKey && requestHash && error instanceof KeyTaken) {
      const replay = await replayOf(db, options.idempotencyKey, requestHash)
      if (replay) return replay
    }
    throw error
  }
}

class KeyTaken extends Error {}

async function replayOf(
  db: Database,
  key: string,
  requestHash: string,
): Promise<CreateOrderResult | undefined> {
  const [found] = await db
    .select({
      requestHash: idempotencyKey.requestHash,
      status: idempotencyKey.status,
      response: idempotencyKey.response,
    })
    .from(idempotencyKey)
    .where(eq(idempotencyKey.key, key))
  if (!found) return undefined
  if (found.requestHash !== requestHash) throw fieldProblem(engine.idempotencyConflict, 'Idempotency-Key')
  return { status: found.status, body: found.response as OrderCreated }
}

// ─────────────────────────────────────────── planning (reads only) ───────────────────────────────────────────

interface PlannedLine {
  plateId: number
  sizeId: number | null
  categoryId: number
  name: string
  quantity: number
  unitPrice: number
  priceWithoutModifiers: number
  menuDiscountId: number | null
  discountAmount: number
  accPrice: number
  notes: string | null
  source: string | null
  upsell: boolean
  extras: OrderLineExtraValue[]
}

interface OrderPlan {
  ctx: ModeContext
  values: typeof dinerOrder.$inferInsert
  lines: Omit<PlannedLine, never>[]
  customerValues: { phoneKey: string; name: string | null; email: string | null; optIn: boolean } | null
  code: { id: number; amount: number } | null
  loyalty: { programId: number; redeemed: number; earned: number } | null
  response: Omit<OrderCreated, 'id' | 'displayNumber'>
}

async function planOrder(
  db: Database,
  body: OrderCreate,
  now: Date,
  phoneProven: (branchId: number, phoneKey: string) => Promise<boolean>,
): Promise<OrderPlan> {
  const ctx = await cachedModeContext(db, body.orderModeId)
  if (!ctx) throw notFound(engine.modeNotFound)
  const { mode, contact } = ctx
  if (body.branchContact !== contact.id) refuse(engine.modeNotFound, 'branchContact')
  if (body.type !== mode.type) refuse(engine.modeNotFound, 'type')
  if (!mode.active || !mode.orderEnabled || contact.blocked) refuse(engine.modeDisabled, 'orderModeId')
  if (!linkOffersMode(ctx.localModes, body)) refuse(engine.modeNotOffered, 'orderModeId')

  const payment = ctx.paymentTypes.find((p) => p.id === body.paymentType && p.active)
  if (!payment) return refuse(engine.paymentTypeInvalid, 'paymentType')
  const payingCash = payment.paymentMethod === 'CASH'

  // When: now while open, or an offered slot.
  const scheduled = body.scheduled === true
  let scheduledAt: Date | null = null
  if (scheduled) {
    if (mode.scheduledOrders === 'NONE') refuse(engine.scheduleNotAllowed, 'scheduled')
    const at = body.scheduledAt ? new Date(body.scheduledAt) : null
    if (!at || Number.isNaN(at.getTime())) return refuse(checkoutTexts.scheduleRequired, 'scheduledAt')
    const days = scheduleDays(scheduleConfigOf(ctx.hours, now.getTime(), ctx.timeZone), now.getTime(), {
      timeZone: ctx.timeZone,
    })
    const date = localDate(at.getTime(), ctx.timeZone)
    const time = new Intl.DateTimeFormat('en-GB', {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: ctx.timeZone,
    }).format(at)
    if (!isOffered(days, { date, time })) refuse(checkoutTexts.scheduleRequired, 'scheduledAt')
    scheduledAt = at
  } else {
    if (mode.scheduledOrders === 'ONLY') refuse(checkoutTexts.scheduleRequired, 'scheduledAt')
    if (mode.manuallyClosed || !isOpenAt(ctx.hours, now.getTime(), ctx.timeZone))
      refuse(engine.modeClosed, 'orderModeId')
  }

  // Who: the diner's data, as the checkout validates it (2-checkout.md §5).
  let phoneKey: string | null = null
  if (body.phone) {
    try {
      phoneKey = phoneKeyOf(body.phone)
    } catch {
      refuse(checkoutTexts.phoneInvalid, 'phone')
    }
  }
  const tableUid = body.tableUid?.trim() || null
  if (mode.type === 'TABLE' && !tableUid) refuse(checkoutTexts.tableRequired, 'tableUid')
  const email = body.customerEmail?.trim() || null
  if (contact.mandatoryEmail && !email) refuse(checkoutTexts.emailRequired, 'customerEmail')
  let document: string | null = null
  if (body.document) {
    document = cleanDocument(body.document)
    if (document.length < DOCUMENT_MIN_LENGTH || document.length > DOCUMENT_MAX_LENGTH)
      refuse(checkoutTexts.documentInvalid, 'document')
  }

  // Where: the zone that takes the address, for delivery.
  const destination = mode.type === 'DELIVERY' ? (body.destination ?? null) : null
  let zone: DeliveryOptionsDto | null = null
  if (mode.type === 'DELIVERY') {
    if (!destination || typeof destination.lat !== 'number' || typeof destination.lng !== 'number')
      return refuse(checkoutTexts.addressRequired, 'destination')
    if (contact.betweenStreetsRequired && !destination.betweenStreets?.trim())
      refuse(checkoutTexts.betweenStreetsRequired, 'destination.betweenStreets')
    zone = await deliveryOptions(
      db,
      contact.branchId,
      { lat: destination.lat, lng: destination.lng },
      {
        branchContactId: contact.id,
      },
    )
    if (!zone.inZone) refuse(checkoutTexts.outsideArea, 'destination')
    if (!zone.ridersAvailable) refuse(checkoutTexts.noRiders, 'destination')
    if (payingCash && !zone.cashAllowed) refuse(checkoutTexts.noCashRiders, 'paymentType')
  }

  // What: every line against the menu the mode shows.
  const catalogue = await pricingCatalogue(db, mode.id)
  if (!catalogue) throw notFound(engine.modeNotFound)
  const mismatches: FieldError[] = []
  const mismatch = (field: string) => mismatches.push({ field, message: engine.figuresChanged })
  const lines: Omit<PlannedLine, 'discountAmount' | 'accPrice'>[] = []
  const priced: PricedLine[] = []
  const quantities = new Map<number, number>()
  for (const [index, item] of body.items.entries()) {
    const at = `items[${index}]`
    const entry = catalogue.plates.get(item.referenceId)
    if (!entry)
      return refuse(render(message('engine.plateUnavailable', { name: item.name })), `${at}.referenceId`)
    const { plate } = entry
    const displayName = plate.showName || plate.name
    let base: number
    let sizeId: number | null = null
    let name = displayName
    if (plate.sizes.length > 0) {
      const size = plate.sizes.find((s) => s.id === item.sizeId)
      if (!size) return refuse(render(message('engine.sizeInvalid', { name: displayName })), `${at}.sizeId`)
      base = size.price
      sizeId = size.id
      name = `${displayName} (${size.name})`
    } else {
      if (item.sizeId != null)
        refuse(render(message('engine.sizeInvalid', { name: displayName })), `${at}.sizeId`)
      base = plate.price ?? 0
    }
    const extras = extrasOf(
      plate.garnishGroups as GarnishGroup[],
      item.extras ?? [],
      displayName,
      `${at}.extras`,
    )
    const unitPrice = base + extras.reduce((sum, x) => sum + x.price * x.quantity, 0)
    const categoryId =
      item.categoryId !== undefined && entry.categoryIds.includes(item.categoryId)
        ? item.categoryId
        : (entry.categoryIds[0] as number)
    const total = (quantities.get(plate.id) ?? 0) + item.quantity
    quantities.set(plate.id, total)
    const tooMany = checkMaxQuantity(total, plate.maxQuantity)
    if (tooMany) refuse(render(tooMany), `${at}.quantity`)
    const rule = catalogue.discountByPlate.get(plate.id) ?? null
    if (item.price !== unitPrice) mismatch(`${at}.price`)
    if (item.priceWithoutModifiers !== undefined && item.priceWithoutModifiers !== base)
      mismatch(`${at}.priceWithoutModifiers`)
    lines.push({
      plateId: plate.id,
      sizeId,
      categoryId,
      name,
      quantity: item.quantity,
      unitPrice,
      priceWithoutModifiers: base,
      menuDiscountId: rule?.id ?? null,
      notes: item.notes?.trim() || null,
      source: item.source ?? null,
      upsell: item.upsell === true,
      extras,
    })
    priced.push({
      price: unitPrice,
      quantity: item.quantity,
      priceWithoutModifiers: base,
      menuDiscount: rule,
    })
  }

  // The code, or a partner's benefit, in the discount lines.
  const clientDiscounts = body.discounts ?? []
  const codeLines = clientDiscounts
    .map((line, index) => ({ line, index }))
    .filter(({ line }) => (line.code ?? '').trim() !== '' || (line.externalBenefitType ?? '') !== '')
  if (codeLines.length > 1) refuse(engine.codeNotValidHere, `discounts[${codeLines[1]?.index}]`)
  const codeLine = codeLines[0]
  let code: CodeDiscount | null = null
  let codeId: number | null = null
  if (codeLine) {
    const field = `discounts[${codeLine.index}]`
    if (codeLine.line.code?.trim()) {
      if (!phoneKey) refuse(discountTexts.dataRequired, 'phone')
      const row = await findCode(db, contact.branchId, codeLine.line.code)
      if (!row) return refuse(discountTexts.notFound, field)
      await checkCodeUsable(db, row, {
        branchContactId: contact.id,
        modeType: mode.type,
        paymentMethod: payment.paymentMethod,
        phoneKey,
        at: now,
      }).catch((error: unknown) => {
        if (error instanceof HttpProblem) refuse(error.detail ?? discountTexts.notFound, field)
        throw error
      })
      if (row.limitedUsage && !(await appliedRecently(db, row.id, phoneKey as string, now)))
        refuse(discountTexts.expired, field)
      code = codeInfo(row)
      codeId = row.id
    } else {
      code = await partnerBenefit(db, mode.id, codeLine.line)
      if (!code) return refuse(discountTexts.notFound, field)
    }
  }
  const generalLines = clientDiscounts.filter((_, index) => index !== codeLine?.index)

  // Points.
  const redeemed = body.loyaltyInfo?.redeemedPoints ?? 0
  const programme = ctx.programme
  const programmeHere =
    programme?.active && programme.branchContactIds.includes(contact.id) ? programme : null
  const existing = phoneKey ? await findCustomer(db, phoneKey) : undefined
  const firstPurchase = code?.firstTimeOnly ? await isFirstPurchase(db, phoneKey) : true

  const pricing = priceOrder({
    lines: priced,
    generalDiscounts: ctx.generalDiscounts,
    generalSurcharges: ctx.generalSurcharges,
    paymentMethod: payment.paymentMethod,
    code,
    codeContext: {
      plateIds: lines.map((l) => l.plateId),
      categoryIds: lines.map((l) => l.categoryId),
      isFirstPurchase: firstPurchase,
    },
    loyaltyPoints: redeemed,
    serviceFee: { userFee: mode.userFee, percentageUserFee: Number(mode.percentageUserFee) },
    delivery: zone?.inZone
      ? {
          fee: zone.deliveryFee ?? 0,
          cashFee: zone.cashDeliveryFee ?? null,
          freeDeliveryFrom: zone.freeDeliveryAmount ?? null,
        }
      : null,
  })
  const { totals } = pricing

  if (code && codeLine) {
    const failure = conditionFailure(code, {
      subtotal: totals.itemsSubtotal,
      deliveryFee: pricing.deliveryFeeBeforeCode,
      plateIds: lines.map((l) => l.plateId),
      categoryIds: lines.map((l) => l.categoryId),
      isFirstPurchase: firstPurchase,
    })
    if (failure) refuse(render(failure), `discounts[${codeLine.index}]`)
    if (codeLine.line.amount !== pricing.codeDiscount) mismatch(`discounts[${codeLine.index}].amount`)
  }

  let loyalty: OrderPlan['loyalty'] = null
  if (redeemed > 0) {
    if (!programmeHere) return refuse(engine.noProgramme, 'loyaltyInfo.redeemedPoints')
    if (!phoneKey || !existing)
      refuse(
        render(message('engine.pointsNeedCustomer', { name: programmeHere.name })),
        'loyaltyInfo.redeemedPoints',
      )
    // The phone alone is no proof: spending its points asks for the one-time code where the branch does.
    if (
      (await branchAsksPhoneProof(db, contact.branchId)) &&
      !(await phoneProven(contact.branchId, phoneKey as string))
    ) {
      const detail = render(message('phoneCode.proofRequired', { name: programmeHere.name }))
      throw new HttpProblem(403, detail, {
        errors: [{ field: 'loyaltyInfo.redeemedPoints', message: detail, code: 'phoneProofRequired' }],
      })
    }
    if (code && !programmeHere.supportsDiscounts)
      refuse(
        render(message('engine.codeCombination', { name: programmeHere.name })),
        'loyaltyInfo.redeemedPoints',
      )
    const [account] = await db
      .select({ balance: loyaltyAccount.balance })
      .from(loyaltyAccount)
      .where(
        and(
          eq(loyaltyAccount.programId, programmeHere.id),
          eq(loyaltyAccount.customerId, (existing as { id: number }).id),
        ),
      )
    const error = redemptionError(programmeHere, account?.balance ?? 0, amountBeforePoints(pricing), redeemed)
    if (error) refuse(render(error), 'loyaltyInfo.redeemedPoints')
  }
  if (programmeHere && phoneKey) {
    const earned = pointsEarned(programmeHere, totals.price - totals.deliveryFee)
    if (earned > 0 || redeemed > 0) loyalty = { programId: programmeHere.id, redeemed, earned }
  }

  // Every figure the client sent must be the server's.
  compareAdjustments(generalLines, pricing.discountLines, 'discounts', mismatch)
  compareAdjustments(body.surcharges ?? [], pricing.surchargeLines, 'surcharges', mismatch)
  for (const [index, item] of body.items.entries()) {
    const amount = pricing.lineDiscounts[index] ?? 0
    const sent = item.discount?.amount ?? 0
    if (sent !== amount) mismatch(`items[${index}].discount`)
  }
  if (body.deliveryFee !== undefined && body.deliveryFee !== totals.deliveryFee) mismatch('deliveryFee')
  if (body.userServiceFee !== undefined && body.userServiceFee !== totals.userServiceFee)
    mismatch('userServiceFee')
  if (body.price !== totals.price) mismatch('price')
  if (mismatches.length > 0) throw unprocessable(engine.figuresChanged, mismatches)

  if (mode.type === 'DELIVERY' && isBelowMinimum(totals.itemsSubtotal, zone?.minimumOrderAmount))
    refuse(
      render(message('checkout.minimumNotReached', { minimum: { money: zone?.minimumOrderAmount ?? 0 } })),
      'items',
    )
  let paysWith: number | null = null
  if (payingCash) {
    if (body.paysWith === undefined || body.paysWith === null)
      return refuse(checkoutTexts.cashAmountRequired, 'paysWith')
    if (body.paysWith < totals.total) refuse(checkoutTexts.cashAmountTooLow, 'paysWith')
    paysWith = Math.round(body.paysWith)
  }

  const orderCode = newOrderCode()
  const discounts: OrderAmountLineValue[] = pricing.discountLines.map(toAmountLine)
  if (code && pricing.codeDiscount > 0)
    discounts.push({
      name: code.externalBenefitType ? code.code : `Código ${code.code}`,
      type: code.type,
      value: code.value,
      amount: pricing.codeDiscount,
      referenceId: code.id,
      code: code.externalBenefitType ? null : code.code,
      externalBenefitType: code.externalBenefitType ?? null,
    })
  const values: typeof dinerOrder.$inferInsert = {
    code: orderCode,
    branchId: contact.branchId,
    branchContactId: contact.id,
    orderModeId: mode.id,
    type: mode.type,
    orderedAt: now,
    updatedAt: now,
    scheduled,
    scheduledAt,
    minDelayInMinutes: zone?.minDelayInMinutes ?? mode.minDelayInMinutes,
    maxDelayInMinutes: zone?.maxDelayInMinutes ?? mode.maxDelayInMinutes,
    paymentTypeId: payment.id,
    paymentMethod: payment.paymentMethod,
    paymentUpload: body.paymentInfo?.paymentUpload ?? null,
    paymentReferenceId: body.paymentInfo?.paymentReferenceId ?? null,
    paysWith,
    customerName: body.customerName?.trim() || null,
    phone: phoneKey,
    customerEmail: email,
    document,
    optIn: body.optIn ?? true,
    source: body.source ?? 'DIRECT',
    acquisitionChannel: body.acquisitionChannel ?? null,
    installedApp: body.installedApp === true,
    userExternalReference: body.userExternalReference ?? null,
    partnerName: body.partnerName ?? null,
    tableUid: mode.type === 'TABLE' || mode.type === 'SELF_SERVICE' ? tableUid : null,
    destination: destination
      ? {
          street: destination.street ?? null,
          number: destination.number ?? null,
          city: destination.city ?? null,
          locality: destination.locality ?? null,
          country: destination.country ?? null,
          postalCode: destination.postalCode ?? null,
          fullAddress: destination.fullAddress ?? null,
          lat: destination.lat ?? null,
          lng: destination.lng ?? null,
        }
      : null,
    betweenStreets: destination?.betweenStreets?.trim() || null,
    details: destination?.details?.trim() || null,
    deliveryZoneId: zone?.zoneId ?? null,
    notes: body.notes?.trim() || null,
    orderText: body.orderText ?? null,
    itemsPrice: totals.itemsSubtotal,
    surcharges: pricing.surchargeLines.map(toAmountLine),
    discounts,
    discountCodeId: codeId,
    codeDiscount: pricing.codeDiscount,
    loyaltyPointsRedeemed: redeemed,
    loyaltyPointsGained: loyalty?.earned ?? 0,
    userServiceFee: totals.userServiceFee,
    deliveryFee: totals.deliveryFee,
    price: totals.price,
    total: totals.total,
  }
  return {
    ctx,
    values,
    lines: lines.map((line, i) => ({
      ...line,
      discountAmount: pricing.lineDiscounts[i] ?? 0,
      accPrice: pricing.lineTotals[i] ?? 0,
    })),
    customerValues: phoneKey
      ? { phoneKey, name: values.customerName ?? null, email, optIn: values.optIn ?? true }
      : null,
    code: codeId !== null ? { id: codeId, amount: pricing.codeDiscount } : null,
    loyalty,
    response: { code: orderCode, whatsAppUrl: null, total: totals.total },
  }
}

const toAmountLine = (line: {
  name: string
  type: string
  value: number
  amount: number
  referenceId: number
  externalBenefitType?: string | null
}): OrderAmountLineValue => ({
  name: line.name,
  type: line.type,
  value: line.value,
  amount: line.amount,
  referenceId: line.referenceId,
  ...(line.externalBenefitType ? { externalBenefitType: line.externalBenefitType } : {}),
})

/**
 * The chosen garnishes against the plate's groups: each group and garnish must be the plate's and offered,
 * each group's choice must satisfy it (domain/garnish), and every mandatory group must be present.
 */
function extrasOf(
  groups: readonly GarnishGroup[],
  sent: NonNullable<Schemas['CartItem']['extras']>,
  plateName: string,
  field: string,
): OrderLineExtraValue[] {
  const invalid = () => refuse(render(message('engine.garnishInvalid', { name: plateName })), field)
  const extras: OrderLineExtraValue[] = []
  const seen = new Set<number>()
  for (const group of sent) {
    const real = groups.find((g) => g.id === group.groupId)
    if (!real || seen.has(real.id)) return invalid()
    seen.add(real.id)
    const selection: Record<string, number> = {}
    for (const item of group.groupItems) {
      const garnish = real.garnishes.find((g) => g.id === item.referenceId && g.visible)
      if (!garnish || selection[String(garnish.id)] !== undefined) return invalid()
      selection[String(garnish.id)] = item.quantity
      extras.push({
        groupId: real.id,
        groupName: real.name,
        garnishId: garnish.id,
        name: garnish.name,
        price: garnish.price,
        quantity: item.quantity,
      })
    }
    if (!real.multipleSelection && Object.keys(selection).length > 1) invalid()
    if (!isGroupSatisfied(real, selection)) invalid()
  }
  for (const group of groups) if (!seen.has(group.id) && !isGroupSatisfied(group, {})) invalid()
  return extras
}

async function partnerBenefit(
  db: Database,
  orderModeId: number,
  line: Schemas['DiscountLine'],
): Promise<CodeDiscount | null> {
  if (!line.discountReferenceId) return null
  const [row] = await db
    .select()
    .from(generalDiscount)
    .where(
      and(
        eq(generalDiscount.id, line.discountReferenceId),
        eq(generalDiscount.orderModeId, orderModeId),
        eq(generalDiscount.active, true),
        sql`${generalDiscount.partner} is not null`,
      ),
    )
  if (!row) return null
  return {
    id: row.id,
    code: row.name,
    type: row.type,
    value: Number(row.value),
    externalBenefitType: row.externalBenefitType ?? row.partner,
  }
}

/** The client's lines must be exactly the server's, by reference and amount. */
function compareAdjustments(
  sent: readonly {
    discountReferenceId?: number | null
    surchargeReferenceId?: number | null
    amount: number
  }[],
  expected: readonly { referenceId: number; amount: number }[],
  field: 'discounts' | 'surcharges',
  mismatch: (field: string) => void,
) {
  const refOf = (line: (typeof sent)[number]) => line.discountReferenceId ?? line.surchargeReferenceId ?? null
  const key = (ref: number | null, amount: number) => `${ref}:${amount}`
  const a = sent.map((l) => key(refOf(l), l.amount)).sort()
  const b = expected.map((l) => key(l.referenceId, l.amount)).sort()
  if (a.length !== b.length || a.some((k, i) => k !== b[i])) mismatch(field)
}

// ─────────────────────────────────────────── writing (one transaction) ───────────────────────────────────────────

/** A row as jsonb_populate_record reads it: SQL column names, the values as JSON. */
function asRecord(table: Parameters<typeof getTableColumns>[0], values: Record<string, unknown>) {
  const record: Record<string, unknown> = {}
  for (const [key, column] of Object.entries(getTableColumns(table)))
    if (values[key] !== undefined) record[column.name] = values[key]
  return record
}

const columnList = (names: string[], prefix = '') => sql.raw(names.map((n) => `${prefix}"${n}"`).join(', '))

/**
 * The order, its lines, the code's usage and the idempotency record in ONE statement (data-modifying CTEs),
 * inside a transaction that points movements join when there are any: an order costs three round trips
 * (BEGIN, the statement, COMMIT). A key another request stored meanwhile rolls everything back.
 */
async function writeOrder(
  db: Database,
  plan: OrderPlan,
  idempotency: { key: string; requestHash: string } | null,
): Promise<CreateOrderResult> {
  const order = asRecord(dinerOrder, plan.values)
  const orderColumns = Object.keys(order)
  const lines = plan.lines.map((line, position) => asRecord(dinerOrderLine, { ...line, position }))
  const lineColumns = Object.keys(lines[0] ?? {})
  const person = plan.customerValues
  const customerCte = person
    ? sql`c AS (
        INSERT INTO customer (phone_key, name, email, opt_in)
        VALUES (${person.phoneKey}, ${person.name}, ${person.email}, ${person.optIn})
        -- The phone alone proves nothing: an order names a new customer, never one already known (the
        -- order keeps its own contact in customer_name / customer_email).
        ON CONFLICT (phone_key) DO UPDATE SET opt_in = excluded.opt_in
        RETURNING id
      ),`
    : sql``
  const usageCte = plan.code
    ? sql`, u AS (
        INSERT INTO discount_code_usage (discount_code_id, order_id, customer_id, amount)
        SELECT ${plan.code.id}, o.id, o.customer_id, ${plan.code.amount} FROM o
      )`
    : sql``
  const rest = JSON.stringify(plan.response)
  const keyCte = idempotency
    ? sql`, k AS (
        INSERT INTO idempotency_key (key, request_hash, order_id, status, response)
        SELECT ${idempotency.key}, ${idempotency.requestHash}, o.id, 201,
          jsonb_build_object('id', o.id, 'displayNumber', o.display_number) || ${rest}::jsonb
        FROM o
        ON CONFLICT (key) DO NOTHING
        RETURNING key
      )`
    : sql``
  const statement = sql`
    WITH ${customerCte} o AS (
      INSERT INTO diner_order (${columnList(orderColumns)}, customer_id)
      SELECT ${columnList(orderColumns, 'r.')}, ${person ? sql`(SELECT id FROM c)` : sql`NULL`}
      FROM jsonb_populate_record(NULL::diner_order, ${JSON.stringify(order)}::jsonb) r
      RETURNING id, display_number, customer_id
    ), l AS (
      INSERT INTO diner_order_line (order_id, ${columnList(lineColumns)})
      SELECT o.id, ${columnList(lineColumns, 'r.')}
      FROM o, jsonb_populate_recordset(NULL::diner_order_line, ${JSON.stringify(lines)}::jsonb) r
    ) ${usageCte} ${keyCte}
    SELECT o.id, o.display_number AS "displayNumber", o.customer_id AS "customerId",
      ${idempotency ? sql`(SELECT count(*) FROM k)::int` : sql`1`} AS kept
    FROM o`

  return db.transaction(async (tx) => {
    const [row] = await queryRows<{
      id: number
      displayNumber: number
      customerId: number | null
      kept: number
    }>(tx, statement)
    if (!row) throw new Error('the order insert returned no row')
    if (row.kept !== 1) throw new KeyTaken()
    if (plan.loyalty && row.customerId !== null) await movePoints(tx, plan, row.id, row.customerId)
    return { status: 201, body: { id: row.id, displayNumber: row.displayNumber, ...plan.response } }
  })
}

/**
 * Redeemed points leave the balance only if it still holds them (a concurrent order may have spent them);
 * earned points are credited in the same statement. Each movement records the balance after it.
 */
async function movePoints(tx: Tx, plan: OrderPlan, orderId: number, customerId: number) {
  const loyalty = plan.loyalty as NonNullable<OrderPlan['loyalty']>
  const { programId, redeemed, earned } = loyalty
  let balance: number
  if (redeemed > 0) {
    const [row] = await tx
      .update(loyaltyAccount)
      .set({ balance: sql`${loyaltyAccount.balance} - ${redeemed} + ${earned}` })
      .where(
        and(
          eq(loyaltyAccount.programId, programId),
          eq(loyaltyAccount.customerId, customerId),
          sql`${loyaltyAccount.balance} >= ${redeemed}`,
        ),
      )
      .returning({ balance: loyaltyAccount.balance })
    if (!row) throw fieldProblem(engine.figuresChanged, 'loyaltyInfo.redeemedPoints')
    balance = row.balance
  } else {
    const [row] = await tx
      .insert(loyaltyAccount)
      .values({ programId, customerId, balance: earned })
      .onConflictDoUpdate({
        target: [loyaltyAccount.programId, loyaltyAccount.customerId],
        set: { balance: sql`${loyaltyAccount.balance} + ${earned}` },
      })
      .returning({ balance: loyaltyAccount.balance })
    balance = (row as { balance: number }).balance
  }
  const code = plan.values.code
  const createdAt = plan.values.orderedAt as Date
  const movements: (typeof loyaltyMovement.$inferInsert)[] = []
  if (redeemed > 0)
    movements.push({
      programId,
      customerId,
      orderCode: code,
      orderId,
      amount: -redeemed,
      postBalance: balance - earned,
      createdAt,
    })
  if (earned > 0)
    movements.push({
      programId,
      customerId,
      orderCode: code,
      orderId,
      amount: earned,
      postBalance: balance,
      // After the redemption, so the history lists them in the order they happened.
      createdAt: new Date(createdAt.getTime() + 1),
    })
  if (movements.length > 0) await tx.insert(loyaltyMovement).values(movements)
}
