import { describe, expect, it } from 'vitest'
import { reportSearch } from './report-names'

describe('the reports’ search', () => {
  it('defaults to Ventas over 30 días', () => {
    expect(reportSearch({})).toEqual({ reporte: 'ventas', periodo: '30-dias' })
    expect(reportSearch({ reporte: 'nada', periodo: 'siempre' })).toEqual({
      reporte: 'ventas',
      periodo: '30-dias',
    })
  })

  it('keeps a report, a local and a preset', () => {
    expect(reportSearch({ reporte: 'tiempos', local: ' pizzeria-demo-palermo ', periodo: 'ayer' })).toEqual({
      reporte: 'tiempos',
      local: 'pizzeria-demo-palermo',
      periodo: 'ayer',
    })
  })

  it('takes two well-formed dates over a preset, and a half range as no range', () => {
    expect(reportSearch({ desde: '2026-11-01', hasta: '2026-11-07', periodo: 'hoy' })).toEqual({
      reporte: 'ventas',
      desde: '2026-11-01',
      hasta: '2026-11-07',
    })
    expect(reportSearch({ desde: '2026-11-01', hasta: '7/11' })).toEqual({
      reporte: 'ventas',
      periodo: '30-dias',
    })
    expect(reportSearch({ desde: 20261101, hasta: ['2026-11-07'] })).toEqual({
      reporte: 'ventas',
      periodo: '30-dias',
    })
  })
})
