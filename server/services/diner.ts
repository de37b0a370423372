import { asc, count, eq } from 'drizzle-orm'
import type { Database } from '../db/client'
import { branch, branchContact, company, orderMode } from '../db/schema'
import { resolveAlias } from './aliases'
import type {
  BranchInfoDto,
  BranchPageDto,
  CompanyDto,
  CompanyInfoDto,
  DinerAliasInfoDto,
  OrderModeSummaryDto,
} from './api-types'
import { loadBranchContacts } from './branch-contacts'
import { loadBranch, loadBranches } from './branches'
import type { Point } from './geo'

export const branchPageSize = 99

/** The landing of an alias: a company with its branches, a branch with its locals, or one local. */
export async function dinerByAlias(
  db: Database,
  aliasOrId: string,
  options: { point?: Point; search?: string | undefined } = {},
): Promise<DinerAliasInfoDto | undefined> {
  const found = await resolveAlias(db, aliasOrId)
  if (!found) return undefined
  if (found.kind === 'company') {
    const [row] = await db.select().from(company).where(eq(company.alias, found.alias))
    if (!row) return undefined
    return { type: 'company', info: await companyInfo(db, row) }
  }
  if (found.kind === 'branch') {
    const [row] = await db.select({ id: branch.id }).from(branch).where(eq(branch.alias, found.alias))
    const info = row ? await branchInfo(db, row.id, options) : undefined
    return info ? { type: 'branch', info } : undefined
  }
  const [local] = await loadBranchContacts(db, { alias: found.alias }, options.point)
  return local ? { type: 'branchContact', info: local } : undefined
}

async function companyInfo(db: Database, row: typeof company.$inferSelect): Promise<CompanyInfoDto> {
  const branches = await loadBranches(db, eq(branch.companyId, row.id), { offset: 0, limit: branchPageSize })
  return { id: row.id, alias: row.alias, name: row.name, branches }
}

async function branchInfo(
  db: Database,
  branchId: number,
  options: { point?: Point; search?: string | undefined },
): Promise<BranchInfoDto | undefined> {
  const found = await loadBranch(db, branchId)
  if (!found) return undefined
  return {
    branch: found,
    orderModes: await branchOrderModes(db, branchId),
    branchContacts: await loadBranchContacts(db, { branchId, search: options.search }, options.point),
  }
}

export async function findCompany(db: Database, companyId: number): Promise<CompanyDto | undefined> {
  const [row] = await db
    .select({ id: company.id, alias: company.alias, name: company.name })
    .from(company)
    .where(eq(company.id, companyId))
  return row
}

export async function companyBranches(
  db: Database,
  companyId: number,
  offset: number,
  pageSize: number,
): Promise<BranchPageDto | undefined> {
  if (!(await findCompany(db, companyId))) return undefined
  const [total] = await db.select({ n: count() }).from(branch).where(eq(branch.companyId, companyId))
  const branches = await loadBranches(db, eq(branch.companyId, companyId), { offset, limit: pageSize })
  return { branches, offset, pageSize, total: total?.n ?? 0 }
}

/**
 * The order-mode picker of a branch page: one entry per type offered by any of its locals, in the order
 * the locals list them, represented by its first active mode (or its first mode when none is active).
 */
export async function branchOrderModes(db: Database, branchId: number): Promise<OrderModeSummaryDto[]> {
  const rows = await db
    .select({
      id: orderMode.id,
      type: orderMode.type,
      name: orderMode.pathName,
      showName: orderMode.showName,
      active: orderMode.active,
    })
    .from(orderMode)
    .innerJoin(branchContact, eq(branchContact.id, orderMode.branchContactId))
    .where(eq(branchContact.branchId, branchId))
    .orderBy(asc(orderMode.position), asc(branchContact.id), asc(orderMode.id))
  const byType = new Map<string, OrderModeSummaryDto>()
  for (const row of rows) {
    const seen = byType.get(row.type)
    // An active mode of the type wins over an inactive one.
    if (!seen || (row.active && !seen.active)) byType.set(row.type, { ...row })
  }
  return [...byType.values()]
}

export async function branchExists(db: Database, branchId: number): Promise<boolean> {
  const [row] = await db.select({ id: branch.id }).from(branch).where(eq(branch.id, branchId))
  return row !== undefined
}
