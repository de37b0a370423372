/**
 * The back office's reports (issue 37), by their name in the URL and the API path. Kept free of imports:
 * the /admin/reportes route checks its search with it, and a route's search check ships with the router.
 */
export const REPORT_NAMES = [
  'ventas',
  'platos',
  'tiempos',
  'cancelaciones',
  'clientes',
  'repartidores',
  'campanas',
] as const
export type ReportName = (typeof REPORT_NAMES)[number]

export const isReportName = (value: unknown): value is ReportName =>
  typeof value === 'string' && (REPORT_NAMES as readonly string[]).includes(value)

/** The date ranges the reports offer in one tap, as the URL names them (domain/report-range.ts resolves them). */
export const REPORT_PRESETS = ['hoy', 'ayer', '7-dias', '30-dias', 'este-mes'] as const
export type ReportPreset = (typeof REPORT_PRESETS)[number]

export const isReportPreset = (value: unknown): value is ReportPreset =>
  typeof value === 'string' && (REPORT_PRESETS as readonly string[]).includes(value)

/** The search of /admin/reportes: which report, of which local, over a preset or a range of local days. */
export interface ReportSearch {
  reporte: ReportName
  local?: string
  periodo?: ReportPreset
  desde?: string
  hasta?: string
}

const DATE = /^\d{4}-\d{2}-\d{2}$/

/**
 * The search as the page reads it: an unknown report is Ventas, a range needs both well-formed ends (the
 * API judges the rest: order and length, answering 400), and without a range the period is a preset
 * (30 días unless the URL names another).
 */
export function reportSearch(raw: Record<string, unknown>): ReportSearch {
  const desde = typeof raw.desde === 'string' && DATE.test(raw.desde) ? raw.desde : undefined
  const hasta = typeof raw.hasta === 'string' && DATE.test(raw.hasta) ? raw.hasta : undefined
  const local = typeof raw.local === 'string' && raw.local.trim() !== '' ? raw.local.trim() : undefined
  return {
    reporte: isReportName(raw.reporte) ? raw.reporte : 'ventas',
    ...(local ? { local } : {}),
    ...(desde && hasta
      ? { desde, hasta }
      : { periodo: isReportPreset(raw.periodo) ? raw.periodo : '30-dias' }),
  }
}
