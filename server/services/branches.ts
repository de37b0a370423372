import { asc, eq, inArray, type SQL } from 'drizzle-orm'
import type { Database } from '../db/client'
import { branch, company, file } from '../db/schema'
import type { BranchDto } from './api-types'

type BranchRow = typeof branch.$inferSelect

/** Branches as the storefront reads them, with their logo flags and the company's country. */
export async function loadBranches(
  db: Database,
  where: SQL | undefined,
  page?: { offset: number; limit: number },
): Promise<BranchDto[]> {
  const query = db
    .select({ branch, countryCode: company.countryCode })
    .from(branch)
    .innerJoin(company, eq(company.id, branch.companyId))
    .where(where)
    .orderBy(asc(branch.id))
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query
  if (rows.length === 0) return []
  const logos = await db
    .select({ branchId: file.branchId, type: file.type, url: file.url })
    .from(file)
    .where(
      inArray(
        file.branchId,
        rows.map((r) => r.branch.id),
      ),
    )
  return rows.map(({ branch: row, countryCode }) =>
    branchView(
      row,
      countryCode,
      new Map(logos.filter((l) => l.branchId === row.id).map((l) => [l.type, l.url])),
    ),
  )
}

export async function loadBranch(db: Database, branchId: number): Promise<BranchDto | undefined> {
  const [found] = await loadBranches(db, eq(branch.id, branchId))
  return found
}

function branchView(row: BranchRow, countryCode: string, logos: Map<string, string>): BranchDto {
  return {
    id: row.id,
    alias: row.alias,
    name: row.name,
    companyId: row.companyId,
    countryCode,
    timeZone: row.timeZone,
    generalConfig: row.generalConfig,
    askForLocation: row.askForLocation,
    withCustomLogo: logos.has('LOGO'),
    withCustomHorizontalLogo: logos.has('HORIZONTAL_LOGO'),
    withCustomBackgroundLogo: logos.has('BACKGROUND_LOGO'),
    withCustomBannerLogo: logos.has('BANNER_LOGO'),
    customLogoURL: logos.get('LOGO') ?? null,
    customBannerLogoURL: logos.get('BANNER_LOGO') ?? null,
    fbPixelId: row.fbPixelId,
    googleTagManagerId: row.googleTagManagerId,
    googleAnalyticsId: row.googleAnalyticsId,
    social: row.social,
    customMessage: row.customMessage,
  }
}
