import { and, desc, eq, isNull, or, type SQL } from 'drizzle-orm'
import type { Database } from '../db/client'
import { auditEntry } from '../db/schema'
import type { AdminPrincipal } from './admin-auth'
import type { Schemas } from './api-types'

/** What one back-office write changed; `before`/`after` are the values the screen edits, as JSON. */
export interface AuditRecord {
  entity: string
  entityId: number
  label: string
  /** the branch and the local the entity belongs to (a branch's plate: the branch only) */
  branchId: number | null
  localId: number | null
  before: unknown
  after: unknown
}

/** Writes the entries with the caller's transaction, so the log holds exactly the writes that happened. */
export async function recordAudit(tx: Database, who: AdminPrincipal, records: AuditRecord[]): Promise<void> {
  if (records.length === 0) return
  await tx.insert(auditEntry).values(
    records.map((r) => ({
      companyId: who.companyId,
      branchId: r.branchId,
      branchContactId: r.localId,
      staffId: who.staffId,
      staffName: who.name,
      entity: r.entity,
      entityId: r.entityId,
      label: r.label,
      before: r.before ?? null,
      after: r.after ?? null,
    })),
  )
}

/**
 * What a scope may read of the log: an owner the company's; a branch's manager the branch's; a local's
 * manager the local's and the branch-wide changes (its plates' prices) of its branch.
 */
function scopeFilter(who: AdminPrincipal): SQL | undefined {
  const scope = who.scope
  if (scope.kind === 'company') return undefined
  if (scope.kind === 'branch') return eq(auditEntry.branchId, scope.branchId)
  return or(
    eq(auditEntry.branchContactId, scope.localId),
    and(eq(auditEntry.branchId, scope.branchId), isNull(auditEntry.branchContactId)),
  )
}

export async function listAudit(
  db: Database,
  who: AdminPrincipal,
  limit = 100,
): Promise<Schemas['AdminAuditEntry'][]> {
  const rows = await db
    .select()
    .from(auditEntry)
    .where(and(eq(auditEntry.companyId, who.companyId), scopeFilter(who)))
    .orderBy(desc(auditEntry.at), desc(auditEntry.id))
    .limit(limit)
  return rows.map((r) => ({
    id: r.id,
    at: r.at.toISOString(),
    staffName: r.staffName,
    entity: r.entity,
    entityId: r.entityId,
    label: r.label,
    before: r.before,
    after: r.after,
  }))
}
