import type { components } from '../../contract/schema'
import type { Database } from '../db/client'
import { dinerLog } from '../db/schema'
import { storable } from './storable'

export type DinerLogDto = components['schemas']['DinerLog']

/** An id the integer columns can hold, else none: the report is kept either way. */
const storableId = (id: number | null | undefined) =>
  typeof id === 'number' && Number.isSafeInteger(id) && id >= 1 && id <= 2_147_483_647 ? id : null

/** Keeps a client-side report as sent; the ids in it are a reader's hint, not a reference to check. */
export async function recordDinerLog(db: Database, log: DinerLogDto, userAgent: string | undefined) {
  await db.insert(dinerLog).values({
    text: storable(log.text),
    context: storable(log.context ?? null),
    branchContactId: storableId(log.context?.bcId),
    branchId: storableId(log.context?.branchId),
    userAgent: storable(userAgent?.slice(0, 500) ?? null),
  })
}
