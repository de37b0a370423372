import { and, asc, eq, type SQL } from 'drizzle-orm'
import type { Database } from '../db/client'
import { branch, branchContact } from '../db/schema'
import type { AdminPlace, AdminPrincipal } from './admin-auth'
import type { Schemas } from './api-types'

/** The locals a scope reaches: an owner every local of the company, a manager their branch's or their own. */
export async function adminLocals(db: Database, principal: AdminPrincipal): Promise<Schemas['AdminLocal'][]> {
  const scope = principal.scope
  const within: SQL | undefined =
    scope.kind === 'company'
      ? undefined
      : scope.kind === 'branch'
        ? eq(branch.id, scope.branchId)
        : eq(branchContact.id, scope.localId)
  const rows = await db
    .select({
      alias: branchContact.alias,
      name: branchContact.name,
      branchAlias: branch.alias,
      branchName: branch.name,
      timeZone: branch.timeZone,
    })
    .from(branchContact)
    .innerJoin(branch, eq(branch.id, branchContact.branchId))
    .where(and(eq(branch.companyId, principal.companyId), within))
    .orderBy(asc(branch.id), asc(branchContact.id))
  return rows.map((r) => ({
    alias: r.alias,
    name: r.name,
    branch: { alias: r.branchAlias, name: r.branchName },
    timeZone: r.timeZone,
  }))
}

export const placeBody = (place: AdminPlace | undefined): Schemas['AdminPlace'] => ({
  kind: place?.kind ?? 'company',
  alias: place?.alias ?? '',
  name: place?.name ?? '',
})
