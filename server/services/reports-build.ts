import type { ReportName } from '../../domain/report-names'
import type { DateRange } from '../../domain/report-range'
import type { DbOrTx } from '../db/client'
import { type ReportBody, reportScope } from './reports'
import { cancelsReport, customersReport } from './reports-aftercare'
import { campaignsReport, ridersReport } from './reports-field'
import { platesReport, timesReport } from './reports-kitchen'
import { salesReport } from './reports-sales'

const BUILDERS = {
  ventas: salesReport,
  platos: platesReport,
  tiempos: timesReport,
  cancelaciones: cancelsReport,
  clientes: customersReport,
  repartidores: ridersReport,
  campanas: campaignsReport,
} satisfies Record<ReportName, unknown>

/** One report of one local over a range of its days (the range checked by the caller). */
export function buildReport(
  db: DbOrTx,
  local: { id: number; timeZone: string },
  name: ReportName,
  range: DateRange,
): Promise<ReportBody> {
  return BUILDERS[name](db, reportScope(local.id, local.timeZone, range))
}
