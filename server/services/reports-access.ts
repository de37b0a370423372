import { eq } from 'drizzle-orm'
import type { ReportName } from '../../domain/report-names'
import { MAX_REPORT_DAYS, previousRange, rangeProblem } from '../../domain/report-range'
import { reports as texts } from '../../i18n/es/reports'
import { fillTemplate } from '../../i18n/render'
import type { Database } from '../db/client'
import { branch, branchContact } from '../db/schema'
import { badRequest, notFound } from '../errors'
import type { AdminAccess } from './admin-auth'
import type { Schemas } from './api-types'
import { buildReport } from './reports-build'

/**
 * getAdminReport once requireAdmin has placed the alias within the caller's scope: a local only (reports
 * are per local), over a valid range of its days.
 */
export async function adminReport(
  db: Database,
  access: AdminAccess,
  name: ReportName,
  range: { from: string; to: string },
): Promise<Schemas['AdminReport']> {
  const place = access.place
  if (place?.kind !== 'local') throw notFound(texts.localOnly)
  const problem = rangeProblem(range)
  if (problem) {
    const detail = fillTemplate(texts.badRange, { days: MAX_REPORT_DAYS })
    throw badRequest(detail, [{ field: problem === 'format' ? 'from' : 'to', message: detail }])
  }
  const [local] = await db
    .select({
      id: branchContact.id,
      alias: branchContact.alias,
      name: branchContact.name,
      timeZone: branch.timeZone,
    })
    .from(branchContact)
    .innerJoin(branch, eq(branch.id, branchContact.branchId))
    .where(eq(branchContact.id, place.localId))
  if (!local) throw notFound(texts.localOnly)
  const body = await buildReport(db, local, name, range)
  return {
    report: name,
    local: { alias: local.alias, name: local.name, timeZone: local.timeZone },
    range,
    previous: previousRange(range),
    ...body,
  }
}
