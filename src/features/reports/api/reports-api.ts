import type { ReportRequest } from '../../../../machines/report-view.machine'
import { api } from '../../../api/client'
import { unwrap } from '../../../api/errors'

/** getAdminReport: one report of a local over a range of its days (an ApiError with its status otherwise). */
export async function fetchReport(request: ReportRequest, signal?: AbortSignal) {
  return unwrap(
    await api.GET('/api/admin/reports/{alias}/{report}', {
      params: {
        path: { alias: request.alias, report: request.report },
        query: { from: request.range.from, to: request.range.to },
      },
      signal,
    }),
  )
}
