import { and, eq } from 'drizzle-orm'
import {
  availabilityDay,
  isNothingUnavailable,
  offeredPlate,
  type Unavailable,
} from '../../domain/availability'
import type { Database } from '../db/client'
import { consoleAvailability } from '../db/schema'
import type { MenuContent, PlateView } from './menu-content'

/** What is 86'd at a local on its current day (its time zone); earlier days' marks no longer hold. */
export async function unavailableAt(
  db: Database,
  branchContactId: number,
  timeZone: string,
  nowMs: number,
): Promise<Unavailable> {
  const rows = await db
    .select({ entityType: consoleAvailability.entityType, entityId: consoleAvailability.entityId })
    .from(consoleAvailability)
    .where(
      and(
        eq(consoleAvailability.branchContactId, branchContactId),
        eq(consoleAvailability.day, availabilityDay(nowMs, timeZone)),
      ),
    )
  return {
    plates: new Set(rows.filter((r) => r.entityType === 'PLATE').map((r) => r.entityId)),
    garnishes: new Set(rows.filter((r) => r.entityType === 'GARNISH').map((r) => r.entityId)),
  }
}

/**
 * A menu as one local offers it today: its 86'd plates and garnishes left out (domain/availability),
 * categories left empty dropped, 'Lo más destacado', upsells and discounts limited to what remains.
 * Nothing 86'd gives the content itself, so its hash is the stored menu hash.
 */
export function menuOfferedToday(content: MenuContent, unavailable: Unavailable): MenuContent {
  if (isNothingUnavailable(unavailable)) return content
  const categories = content.categories
    .map((category) => ({
      ...category,
      plates: category.plates.flatMap((plate) => offeredPlate(plate, unavailable) ?? []) as PlateView[],
    }))
    .filter((category) => category.plates.length > 0)
  const offered = new Set(categories.flatMap((category) => category.plates.map((plate) => plate.id)))
  return {
    ...content,
    categories,
    remarkedIds: content.remarkedIds.filter((id) => offered.has(id)),
    upselledIds: content.upselledIds.filter((id) => offered.has(id)),
    discounts: content.discounts
      .map((discount) => ({ ...discount, plates: discount.plates.filter((id) => offered.has(id)) }))
      .filter((discount) => discount.plates.length > 0),
  }
}
