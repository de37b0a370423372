import { and, count, eq, gte, sql } from 'drizzle-orm'
import { CODE_TIME_LIMIT_MS, type CodeDiscount } from '../../domain/discount-code'
import { message } from '../../domain/message'
import { discount as discountTexts } from '../../i18n/es/discount'
import { engine } from '../../i18n/es/engine'
import type { Database } from '../db/client'
import {
  discountCode,
  discountCodeApplication,
  discountCodeUsage,
  menuCategory,
  orderMode,
  paymentType,
  plate,
} from '../db/schema'
import { notFound, unprocessable } from '../errors'
import type { Schemas } from './api-types'
import { isFirstPurchase, phoneKeyOf } from './customers'
import { render } from './render'

export type CodeRow = typeof discountCode.$inferSelect & {
  plateName: string | null
  categoryName: string | null
}

/** The branch's code typed in any case, with the names its conditions show. */
export async function findCode(db: Database, branchId: number, code: string): Promise<CodeRow | undefined> {
  const [row] = await db
    .select({
      code: discountCode,
      plateName: sql<string | null>`coalesce(${plate.showName}, ${plate.name})`,
      categoryName: sql<string | null>`coalesce(${menuCategory.showName}, ${menuCategory.name})`,
    })
    .from(discountCode)
    .leftJoin(plate, eq(plate.id, discountCode.plateId))
    .leftJoin(menuCategory, eq(menuCategory.id, discountCode.categoryId))
    .where(and(eq(discountCode.branchId, branchId), eq(discountCode.code, code.trim().toUpperCase())))
  return row ? { ...row.code, plateName: row.plateName, categoryName: row.categoryName } : undefined
}

/** The contract's CodeDiscountInfo, which is also the domain's CodeDiscount. */
export function codeInfo(row: CodeRow): Schemas['CodeDiscountInfo'] & CodeDiscount {
  return {
    id: row.id,
    code: row.code,
    type: row.type,
    value: Number(row.value),
    minimumOrderAmount: row.minimumOrderAmount,
    plate: row.plateId !== null ? { id: row.plateId, showName: row.plateName ?? '' } : null,
    category: row.categoryId !== null ? { id: row.categoryId, showName: row.categoryName ?? '' } : null,
    maxDiscountAmount: row.maxDiscountAmount,
    firstTimeOnly: row.firstTimeOnly,
    deliveryFee: row.type === 'DELIVERY_FEE',
    limitedUsage: row.limitedUsage,
    externalBenefitType: null,
  }
}

export interface CodeContext {
  branchContactId: number | null
  modeType: string | null
  paymentMethod: string | null
  phoneKey: string | null
  at: Date
}

const codeProblem = (detail: string) => unprocessable(detail, [{ field: 'code', message: detail }])

/**
 * Whether the code may be used at all in this context (the rules the browser cannot know): active and in
 * its dates, at this local, in this mode, with this payment method, uses left, and first purchase only.
 * The cart conditions (minimum, product, category, free delivery) are domain/discount-code's, read by the
 * checkout while the code is applied and again by createOrder.
 */
export async function checkCodeUsable(db: Database, row: CodeRow, ctx: CodeContext): Promise<void> {
  const notFoundText = discountTexts.notFound
  if (
    !row.active ||
    (row.validFrom && row.validFrom > ctx.at) ||
    (row.validUntil && row.validUntil < ctx.at) ||
    (row.branchContactId !== null &&
      ctx.branchContactId !== null &&
      row.branchContactId !== ctx.branchContactId)
  )
    throw notFound(notFoundText)
  if (ctx.modeType && row.orderModeTypes.length > 0 && !row.orderModeTypes.includes(ctx.modeType as never))
    throw codeProblem(engine.codeNotValidHere)
  if (
    ctx.paymentMethod &&
    row.paymentMethods.length > 0 &&
    !row.paymentMethods.includes(ctx.paymentMethod as never)
  )
    throw codeProblem(engine.codeNotValidHere)
  if (row.maxUses !== null) {
    const [used] = await db
      .select({ n: count() })
      .from(discountCodeUsage)
      .where(eq(discountCodeUsage.discountCodeId, row.id))
    if ((used?.n ?? 0) >= row.maxUses) throw codeProblem(engine.codeUsedUp)
  }
  if (row.firstTimeOnly && !(await isFirstPurchase(db, ctx.phoneKey)))
    throw codeProblem(render(message('discount.firstPurchaseOnly')))
}

/** A limited-usage code counts only if this phone applied it within the last 180 s. */
export async function appliedRecently(
  db: Database,
  codeId: number,
  phoneKey: string,
  at: Date,
): Promise<boolean> {
  const [row] = await db
    .select({ id: discountCodeApplication.id })
    .from(discountCodeApplication)
    .where(
      and(
        eq(discountCodeApplication.discountCodeId, codeId),
        eq(discountCodeApplication.phoneKey, phoneKey),
        gte(discountCodeApplication.appliedAt, new Date(at.getTime() - CODE_TIME_LIMIT_MS)),
      ),
    )
    .limit(1)
  return row !== undefined
}

/** POST /api/codediscounts/validate. */
export async function validateCode(
  db: Database,
  body: Schemas['CodeDiscountValidation'],
): Promise<Schemas['CodeDiscountInfo']> {
  const phoneKey = phoneKeyOf(body.phone)
  const row = await findCode(db, body.branchId, body.code)
  if (!row) throw notFound(discountTexts.notFound)
  const [payment] = await db
    .select({
      method: paymentType.paymentMethod,
      modeType: orderMode.type,
      branchContactId: orderMode.branchContactId,
    })
    .from(paymentType)
    .innerJoin(orderMode, eq(orderMode.id, paymentType.orderModeId))
    .where(eq(paymentType.id, body.paymentId))
  if (!payment)
    throw unprocessable(engine.paymentTypeInvalid, [
      { field: 'paymentId', message: engine.paymentTypeInvalid },
    ])
  await checkCodeUsable(db, row, {
    branchContactId: body.branchContactId ?? payment.branchContactId,
    modeType: payment.modeType,
    paymentMethod: payment.method,
    phoneKey,
    at: new Date(),
  })
  if (row.limitedUsage) await db.insert(discountCodeApplication).values({ discountCodeId: row.id, phoneKey })
  const info = codeInfo(row)
  return { ...info, externalBenefitType: null }
}
