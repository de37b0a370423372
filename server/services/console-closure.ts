import { eq } from 'drizzle-orm'
import type { Database } from '../db/client'
import { orderMode } from '../db/schema'
import type { Schemas } from './api-types'
import type { ConsoleLocal } from './console-auth'
import { invalidateModeContexts } from './mode-context'
import { invalidateCatalogue } from './read-cache'

/**
 * Temporary closure of the local: every order mode is closed by hand, which the hours modal reads as
 * 'Cerrado' 'Temporalmente' and createOrder refuses, until staff reopen it.
 */
export async function setClosure(
  db: Database,
  local: ConsoleLocal,
  body: Schemas['ConsoleClosure'],
): Promise<Schemas['ConsoleClosure']> {
  await db
    .update(orderMode)
    .set({ manuallyClosed: body.closed })
    .where(eq(orderMode.branchContactId, local.id))
  // createOrder keeps each mode's configuration a few seconds, and diners' first calls (the local, its
  // modes) are answered from memory: the closure must apply at once, in every process.
  invalidateModeContexts(db)
  await invalidateCatalogue(db)
  return { closed: body.closed }
}
