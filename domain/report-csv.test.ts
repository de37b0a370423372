import { describe, expect, it } from 'vitest'
import { csvFileName, reportCsv } from './report-csv'

describe('a report table as CSV', () => {
  it('writes the labels, then the API’s own numbers, empty for no value', () => {
    expect(
      reportCsv(
        [
          { key: 'date', label: 'Fecha', unit: 'text' },
          { key: 'orders', label: 'Pedidos', unit: 'count' },
          { key: 'accept', label: 'Aceptación p50', unit: 'minutes' },
        ],
        [
          ['2026-11-01', 180, 4.5],
          ['2026-11-02', 0, null],
        ],
      ),
    ).toBe('Fecha,Pedidos,Aceptación p50\r\n2026-11-01,180,4.5\r\n2026-11-02,0,\r\n')
  })

  it('quotes commas, quotes and line breaks, and keeps a formula-looking name as text', () => {
    const csv = reportCsv(
      [{ key: 'plate', label: 'Plato', unit: 'text' }],
      [['Pizza "especial", grande'], ['=HYPERLINK("x")'], ['línea\nnueva'], [-5]],
    )
    expect(csv.split('\r\n')).toEqual([
      'Plato',
      '"Pizza ""especial"", grande"',
      `"'=HYPERLINK(""x"")"`,
      '"línea\nnueva"',
      '-5',
      '',
    ])
  })

  it('names the file after the report, the table and the range', () => {
    expect(csvFileName('ventas', 'perDay', { from: '2026-11-01', to: '2026-11-30' })).toBe(
      'ventas-perDay-2026-11-01-2026-11-30.csv',
    )
  })
})
