import { eq } from 'drizzle-orm'
import type { Database } from '../db/client'
import { alias, branchContact } from '../db/schema'

export type AliasKind = 'company' | 'branch' | 'branchContact'

/**
 * What a URL name points at. Aliases share one namespace, so the answer is unique. A name made only of
 * digits that is no alias is read as a branch contact id: links by id name a local.
 */
export async function resolveAlias(
  db: Database,
  aliasOrId: string,
): Promise<{ kind: AliasKind; alias: string } | undefined> {
  const [row] = await db.select().from(alias).where(eq(alias.name, aliasOrId))
  if (row) return { kind: row.kind, alias: row.name }
  if (!/^[1-9]\d{0,9}$/.test(aliasOrId)) return undefined
  const id = Number(aliasOrId)
  if (id < 1 || id > 2_147_483_647) return undefined
  const [local] = await db
    .select({ alias: branchContact.alias })
    .from(branchContact)
    .where(eq(branchContact.id, id))
  return local ? { kind: 'branchContact', alias: local.alias } : undefined
}
