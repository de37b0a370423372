import { and, eq } from 'drizzle-orm'
import type { components } from '../../contract/schema'
import { phoneKey } from '../../domain/phone'
import type { Database } from '../db/client'
import { abandonedCart, branchContact, orderMode } from '../db/schema'
import { pricingCatalogue } from './order-catalogue'
import { storable } from './storable'

type Schemas = components['schemas']
export type AbandonedCartDto = Schemas['AbandonedCart']
export type AbandonedCartCancelDto = Schemas['AbandonedCartCancel']
export type RecoveredCartDto = Schemas['RecoveredCart']
type CartItemDto = Schemas['CartItem']

/**
 * How long after the page is hidden the venue's reminder may go out. A diner who comes back within it
 * cancels it; the spec does not give the figure, an hour lets a diner finish lunch and come back.
 */
export const ABANDONED_CART_NOTIFY_DELAY_MS = 60 * 60 * 1000

export type LocalCheck = 'ok' | 'unknownLocal' | 'unknownMode'

/** The local, as the abandoned-cart calls name it: its id, branch and country (for the phone). */
async function findLocal(db: Database, branchContactId: number, branchId: number) {
  const [local] = await db
    .select({ id: branchContact.id, branchId: branchContact.branchId, country: branchContact.countryCode })
    .from(branchContact)
    .where(eq(branchContact.id, branchContactId))
  return local && local.branchId === branchId ? local : undefined
}

export type NotifyResult = 'ok' | 'unknownLocal' | 'unknownMode' | 'invalidPhone'

/** POST /api/abandoned/cart/: keeps the cart and schedules the reminder (replacing an earlier one). */
export async function recordAbandonedCart(
  db: Database,
  body: AbandonedCartDto,
  now = new Date(),
): Promise<NotifyResult> {
  const local = await findLocal(db, body.branchContactId, body.branchId)
  if (!local) return 'unknownLocal'
  const [mode] = await db
    .select({ id: orderMode.id })
    .from(orderMode)
    .where(and(eq(orderMode.id, body.orderModeId), eq(orderMode.branchContactId, local.id)))
  if (!mode) return 'unknownMode'
  const phone = phoneKey(body.phone, local.country)
  if (!phone) return 'invalidPhone'
  const values = {
    phone,
    branchContactId: local.id,
    branchId: local.branchId,
    orderModeId: mode.id,
    email: body.email ?? null,
    items: storable(body.items),
    status: 'PENDING' as const,
    notifyAfter: new Date(now.getTime() + ABANDONED_CART_NOTIFY_DELAY_MS),
    navigationEvent: storable(body.navigationEvent ?? null),
    updatedAt: now,
  }
  await db
    .insert(abandonedCart)
    .values(values)
    .onConflictDoUpdate({ target: [abandonedCart.phone, abandonedCart.branchContactId], set: values })
  return 'ok'
}

export type CancelResult = 'ok' | 'unknownLocal' | 'invalidPhone'

/** PUT /api/abandoned/cart/cancel/: the diner is back; the reminder is not sent. Idempotent. */
export async function cancelAbandonedCart(db: Database, body: AbandonedCartCancelDto): Promise<CancelResult> {
  const local = await findLocal(db, body.branchContactId, body.branchId)
  if (!local) return 'unknownLocal'
  const phone = phoneKey(body.phone, local.country)
  if (!phone) return 'invalidPhone'
  await db
    .update(abandonedCart)
    .set({
      status: 'CANCELLED',
      navigationEvent: storable(body.navigationEvent ?? null),
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(abandonedCart.phone, phone),
        eq(abandonedCart.branchContactId, local.id),
        eq(abandonedCart.status, 'PENDING'),
      ),
    )
  return 'ok'
}

/** Plate ids of `plateIds` that the mode's menu offers now (as served: the local's 86s left out). */
async function platesOnMenu(db: Database, modeId: number, plateIds: number[]): Promise<Set<number>> {
  const catalogue = plateIds.length > 0 ? await pricingCatalogue(db, modeId) : undefined
  return new Set(plateIds.filter((id) => catalogue?.plates.has(id)))
}

/**
 * GET /api/recovery/cart/{phone}/{branchContactId}: the phone's last cart at the local, read against the
 * menu its mode shows now. Undefined when there is none or its mode is gone.
 */
export async function recoverAbandonedCart(
  db: Database,
  rawPhone: string,
  branchContactId: number,
): Promise<RecoveredCartDto | undefined> {
  const [local] = await db
    .select({ id: branchContact.id, country: branchContact.countryCode })
    .from(branchContact)
    .where(eq(branchContact.id, branchContactId))
  if (!local) return undefined
  const phone = phoneKey(rawPhone, local.country)
  if (!phone) return undefined
  const [row] = await db
    .select({ orderModeId: abandonedCart.orderModeId, items: abandonedCart.items, active: orderMode.active })
    .from(abandonedCart)
    .innerJoin(orderMode, eq(orderMode.id, abandonedCart.orderModeId))
    .where(and(eq(abandonedCart.phone, phone), eq(abandonedCart.branchContactId, local.id)))
  if (!row?.active) return undefined
  const stored = Array.isArray(row.items) ? (row.items as CartItemDto[]) : []
  const onMenu = await platesOnMenu(db, row.orderModeId, [...new Set(stored.map((item) => item.referenceId))])
  const items = stored.filter((item) => onMenu.has(item.referenceId))
  return { orderModeId: row.orderModeId, items, unavailableItems: stored.length - items.length }
}
