import { describe, expect, it } from 'vitest'
import { formatCount } from './figures'
import { formatMoney } from './money'
import {
  barChart,
  type ChartColumn,
  change,
  drawnColumns,
  formatCell,
  funnelSteps,
  heatCells,
  heatLevel,
  lineChart,
  linePath,
  niceMax,
  scale,
  ticks,
} from './report-chart'

const perDay: ChartColumn[] = [
  { key: 'date', label: 'Fecha', unit: 'text' },
  { key: 'orders', label: 'Pedidos', unit: 'count' },
  { key: 'revenue', label: 'Facturación', unit: 'money' },
  { key: 'previousOrders', label: 'Pedidos (anterior)', unit: 'count' },
]

describe('report charts’ scales', () => {
  it('ends an axis on the next 1, 2 or 5 × 10ⁿ', () => {
    expect([0, 0.3, 1, 7, 10, 11, 180, 201, 4999, 5001].map(niceMax)).toEqual([
      1, 0.5, 1, 10, 10, 20, 200, 500, 5000, 10000,
    ])
    expect(ticks(180)).toEqual([0, 50, 100, 150, 200])
  })

  it('places values along an axis, clamped, and a zero axis draws nothing', () => {
    expect(scale(50, 200, 100)).toBe(25)
    expect(scale(-5, 200, 100)).toBe(0)
    expect(scale(500, 200, 100)).toBe(100)
    expect(scale(5, 0, 100)).toBe(0)
  })

  it('draws the columns that share the first figure’s unit, leaving p90s to the table', () => {
    expect(drawnColumns(perDay)).toEqual([1, 3])
    expect(
      drawnColumns([
        { key: 'date', label: 'Fecha', unit: 'text' },
        { key: 'acceptP50', label: 'A p50', unit: 'minutes' },
        { key: 'acceptP90', label: 'A p90', unit: 'minutes' },
        { key: 'late', label: 'Tarde', unit: 'count' },
      ]),
    ).toEqual([1])
  })

  it('draws a line per series with a point per row, broken where a day has no value', () => {
    const chart = lineChart(
      perDay,
      [
        ['2026-11-01', 100, 5000, 50],
        ['2026-11-02', null, 0, 0],
        ['2026-11-03', 200, 9000, 100],
      ],
      200,
      100,
    )
    expect(chart.ticks.at(-1)).toBe(200)
    const orders = chart.series[0]
    expect(orders?.label).toBe('Pedidos')
    expect(orders?.points).toEqual([{ x: 0, y: 50, value: 100 }, null, { x: 200, y: 0, value: 200 }])
    expect(linePath(orders?.points ?? [])).toBe('M0 50 M200 0')
    expect(linePath(chart.series[1]?.points ?? [])).toBe('M0 75 L100 100 L200 50')
  })

  it('lays bars on one axis for every row and drawn column', () => {
    const chart = barChart(
      [
        { key: 'plate', label: 'Plato', unit: 'text' },
        { key: 'units', label: 'Unidades', unit: 'count' },
        { key: 'revenue', label: 'Facturación', unit: 'money' },
      ],
      [
        ['Muzzarella', 40, 1000],
        ['Fugazzeta', 10, 500],
      ],
      100,
    )
    expect(chart.groups.map((g) => [g.label, g.bars.map((b) => [b.column, b.value, b.length])])).toEqual([
      ['Muzzarella', [[1, 40, 80]]],
      ['Fugazzeta', [[1, 10, 20]]],
    ])
  })

  it('colours the heat map by quarters of the busiest hour, zero left blank', () => {
    expect([0, 1, 25, 26, 100].map((v) => heatLevel(v, 100))).toEqual([0, 1, 1, 2, 4])
    const { days, cells } = heatCells([
      ['Domingo', 0, 0],
      ['Domingo', 1, 4],
      ['Lunes', 0, 2],
    ])
    expect(days).toEqual(['Domingo', 'Lunes'])
    expect(cells.map((c) => [c.row, c.day, c.hour, c.value, c.level])).toEqual([
      [0, 'Domingo', 0, 0, 0],
      [1, 'Domingo', 1, 4, 4],
      [2, 'Lunes', 0, 2, 2],
    ])
  })

  it('reads a funnel’s steps as shares of its first', () => {
    const [campaign] = funnelSteps(
      [
        { key: 'campaign', label: 'Campaña', unit: 'text' },
        { key: 'menuViews', label: 'Menú', unit: 'count' },
        { key: 'carts', label: 'Carrito', unit: 'count' },
        { key: 'placed', label: 'Pidieron', unit: 'count' },
        { key: 'conversion', label: 'Conversión', unit: 'percent' },
      ],
      [['Verano', 200, 50, 3, 1.5]],
    )
    expect(campaign?.label).toBe('Verano')
    expect(campaign?.steps.map((s) => [s.column, s.value, s.share])).toEqual([
      [1, 200, 100],
      [2, 50, 25],
      [3, 3, 1.5],
    ])
  })

  it('compares with the previous period in percent, nothing against zero', () => {
    expect(change(120, 100)).toBe(20)
    expect(change(90, 120)).toBe(-25)
    expect(change(5, 0)).toBeNull()
    expect(change(null, 3)).toBeNull()
  })

  it('writes cells the Argentine way', () => {
    const write = (cell: string | number | null, unit: Parameters<typeof formatCell>[1]) =>
      formatCell(
        cell,
        unit,
        (n) => formatMoney(n),
        (n) => formatCount(n),
      )
    expect(write(13500, 'money')).toBe('$13.500')
    expect(write(4200, 'count')).toBe('4.200')
    expect(write(12.5, 'minutes')).toBe('12,5')
    expect(write(33.3, 'percent')).toBe('33,3 %')
    expect(write(null, 'minutes')).toBe('—')
    expect(write('Delivery', 'text')).toBe('Delivery')
  })
})
