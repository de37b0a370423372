/**
 * `npm run tenant -- import FILE`: reads, validates (file, pictures, aliases already in the database),
 * and only when nothing is wrong writes the whole tenant in one transaction; then the cached menus and
 * catalogue answers of every server forget what they held.
 */
import { readFileSync, statSync } from 'node:fs'
import { dirname } from 'node:path'
import { eq, inArray } from 'drizzle-orm'
import type { Database, DbOrTx } from '../db/client'
import { alias, branch, branchContact, company } from '../db/schema'
import { invalidateMenu } from '../services/menu'
import { invalidateModeContexts } from '../services/mode-context'
import { invalidateCatalogue } from '../services/read-cache'
import type { TenantFile } from './format'
import { type PicturePlan, planPictures, storePictures } from './pictures'
import { MAX_FILE_BYTES, type Problem, parseTenantText, tooBigProblem } from './validate'
import { writeTenant } from './write'

export type ImportOutcome =
  | { ok: true; company: string; menus: number; plates: number }
  | { ok: false; problems: Problem[] }

const kindNames = { company: 'un cliente', branch: 'una marca', branchContact: 'un local' } as const

/** Aliases the file wants that the database already gives to another tenant (or to another kind of thing). */
export async function aliasProblems(db: DbOrTx, tenant: TenantFile): Promise<Problem[]> {
  const wanted: { name: string; kind: keyof typeof kindNames; path: string }[] = [
    { name: tenant.company.alias, kind: 'company', path: '/company/alias' },
  ]
  tenant.branches.forEach((b, i) => {
    wanted.push({ name: b.alias, kind: 'branch', path: `/branches/${i}/alias` })
    for (const [j, l] of b.locals.entries())
      wanted.push({ name: l.alias, kind: 'branchContact', path: `/branches/${i}/locals/${j}/alias` })
  })
  const names = wanted.map((w) => w.name)
  const taken = await db.select().from(alias).where(inArray(alias.name, names))
  if (taken.length === 0) return []
  const owners = new Map<string, string>()
  const companies = await db
    .select({ alias: company.alias })
    .from(company)
    .where(inArray(company.alias, names))
  for (const c of companies) owners.set(c.alias, c.alias)
  const branches = await db
    .select({ alias: branch.alias, owner: company.alias })
    .from(branch)
    .innerJoin(company, eq(company.id, branch.companyId))
    .where(inArray(branch.alias, names))
  for (const b of branches) owners.set(b.alias, b.owner)
  const locals = await db
    .select({ alias: branchContact.alias, owner: company.alias })
    .from(branchContact)
    .innerJoin(branch, eq(branch.id, branchContact.branchId))
    .innerJoin(company, eq(company.id, branch.companyId))
    .where(inArray(branchContact.alias, names))
  for (const l of locals) owners.set(l.alias, l.owner)

  const problems: Problem[] = []
  for (const want of wanted) {
    const existing = taken.find((t) => t.name === want.name)
    if (!existing) continue
    const owner = owners.get(want.name)
    if (owner !== undefined && owner !== tenant.company.alias)
      problems.push({
        path: want.path,
        message: `El alias «${want.name}» ya es de otro cliente («${owner}»); elige otro.`,
      })
    else if (existing.kind !== want.kind)
      problems.push({
        path: want.path,
        message: `El alias «${want.name}» ya es el de ${kindNames[existing.kind]}; un alias nombra una sola cosa.`,
      })
  }
  return problems
}

/** Validates a parsed tenant against the pictures beside it and the database; nothing is written. */
export async function checkTenant(
  db: Database,
  tenant: TenantFile,
  baseDir: string,
): Promise<{ problems: Problem[]; pictures: PicturePlan }> {
  const pictures = await planPictures(tenant, baseDir)
  const problems = [...pictures.problems, ...(await aliasProblems(db, tenant))]
  return { problems, pictures }
}

/** Writes a checked tenant in one transaction and makes every cache follow. */
export async function writeCheckedTenant(
  db: Database,
  tenant: TenantFile,
  pictures: PicturePlan,
  dataDir: string,
): Promise<number[]> {
  await storePictures(pictures, dataDir)
  const menuIds = await db.transaction((tx) => writeTenant(tx, tenant, pictures.address))
  await forgetCachedCatalogue(db, menuIds)
  return menuIds
}

export async function forgetCachedCatalogue(db: Database, menuIds: number[]) {
  for (const menuId of menuIds) invalidateMenu(db, menuId)
  invalidateModeContexts(db)
  // Landing, locals, modes, country and customizations may have changed too (and in other processes).
  await invalidateCatalogue(db)
}

export async function importTenantFile(db: Database, path: string, dataDir: string): Promise<ImportOutcome> {
  let size: number
  try {
    size = statSync(path).size
  } catch {
    return { ok: false, problems: [{ path: '', message: `No encuentro el archivo «${path}».` }] }
  }
  // A file far too big is refused before it is read into memory.
  if (size > MAX_FILE_BYTES) return { ok: false, problems: [tooBigProblem(size)] }
  const parsed = parseTenantText(readFileSync(path))
  if (!parsed.tenant) return { ok: false, problems: parsed.problems }
  const tenant = parsed.tenant
  const { problems, pictures } = await checkTenant(db, tenant, dirname(path))
  if (problems.length) return { ok: false, problems }
  const menuIds = await writeCheckedTenant(db, tenant, pictures, dataDir)
  return {
    ok: true,
    company: tenant.company.alias,
    menus: menuIds.length,
    plates: tenant.branches.reduce((n, b) => n + b.plates.length, 0),
  }
}
