import {
  barChart,
  type ChartCell,
  type ChartColumn,
  funnelSteps,
  heatCells,
  lineChart,
  linePath,
} from '../../../../domain/report-chart'
import { reports as texts } from '../../../../i18n/es/reports'
import { fillTemplate } from '../../../../i18n/render'

export interface ChartTable {
  key: string
  title: string
  chart: 'line' | 'bar' | 'heatmap' | 'funnel' | 'none'
  columns: ChartColumn[]
  rows: ChartCell[][]
}

// Colour-blind-safe (Okabe–Ito) on white; every series also has its name in the legend and the table.
const COLOURS = ['#0072B2', '#D55E00', '#009E73', '#CC79A7', '#56B4E9', '#E69F00']
/** every third hour is named under the heat map */
const HOUR_MARKS = [0, 3, 6, 9, 12, 15, 18, 21]
const HEAT = ['#f3f4f6', '#c6dbef', '#6baed6', '#2171b5', '#08306b']

const colour = (i: number) => COLOURS[i % COLOURS.length] as string

/**
 * A table's picture, drawn as SVG from domain/report-chart.ts's geometry. Each mark carries the row,
 * column and value it draws (data-row, data-column, data-value), so a test can hold it against the table.
 * The chart is an image for assistive technology: its table beside it is what a screen reader reads.
 */
export function ReportChart({
  table,
  format,
}: {
  table: ChartTable
  format: (cell: ChartCell, column: number) => string
}) {
  const label = fillTemplate(texts.chartOf, { title: table.title })
  switch (table.chart) {
    case 'line':
      return <LineChartView table={table} label={label} />
    case 'bar':
      return <BarChartView table={table} label={label} format={format} />
    case 'heatmap':
      return <HeatMapView table={table} label={label} format={format} />
    case 'funnel':
      return <FunnelView table={table} label={label} format={format} />
    default:
      return null
  }
}

function Legend({ items }: { items: { label: string; colour: string }[] }) {
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-hidden="true">
      {items.map((item) => (
        <li key={item.label} className="flex items-center gap-1">
          <span className="inline-block size-3 rounded-sm" style={{ background: item.colour }} />
          {item.label}
        </li>
      ))}
    </ul>
  )
}

const W = 720
const H = 220
const LEFT = 56
const BOTTOM = 24

function LineChartView({ table, label }: { table: ChartTable; label: string }) {
  const chart = lineChart(table.columns, table.rows, W - LEFT - 8, H - BOTTOM - 8)
  const first = String(table.rows[0]?.[0] ?? '')
  const last = String(table.rows[table.rows.length - 1]?.[0] ?? '')
  return (
    <figure className="flex flex-col gap-2" data-chart="line" data-table={table.key}>
      <Legend items={chart.series.map((s, i) => ({ label: s.label, colour: colour(i) }))} />
      <svg viewBox={`0 0 ${W} ${H}`} className="h-auto w-full" role="img" aria-label={label}>
        <g transform={`translate(${LEFT} 8)`}>
          {chart.ticks.map((tick) => {
            const y = chart.height - (tick / (chart.ticks[chart.ticks.length - 1] || 1)) * chart.height
            return (
              <g key={tick}>
                <line x1={0} x2={chart.width} y1={y} y2={y} stroke="#e5e7eb" />
                <text x={-6} y={y + 4} textAnchor="end" fontSize="11" fill="#374151">
                  {tick.toLocaleString('es-AR')}
                </text>
              </g>
            )
          })}
          {chart.series.map((series, i) => (
            <g key={series.column}>
              <path d={linePath(series.points)} fill="none" stroke={colour(i)} strokeWidth={2} />
              {series.points.map((point, row) =>
                point ? (
                  <circle
                    // one mark per row and series, for the test that compares chart and table
                    key={`${series.column}-${String(table.rows[row]?.[0])}`}
                    cx={point.x}
                    cy={point.y}
                    r={table.rows.length > 60 ? 1.5 : 3}
                    fill={colour(i)}
                    data-row={row}
                    data-column={series.column}
                    data-value={point.value}
                  />
                ) : null,
              )}
            </g>
          ))}
          <text x={0} y={chart.height + 18} fontSize="11" fill="#374151">
            {first}
          </text>
          <text x={chart.width} y={chart.height + 18} textAnchor="end" fontSize="11" fill="#374151">
            {last}
          </text>
        </g>
      </svg>
    </figure>
  )
}

function BarChartView({
  table,
  label,
  format,
}: {
  table: ChartTable
  label: string
  format: (cell: ChartCell, column: number) => string
}) {
  const length = 420
  const chart = barChart(table.columns, table.rows, length)
  const barHeight = 14
  const per = chart.groups[0]?.bars.length ?? 1
  const groupHeight = per * barHeight + 8
  const labelWidth = 200
  const height = Math.max(groupHeight * chart.groups.length, 20)
  return (
    <figure className="flex flex-col gap-2" data-chart="bar" data-table={table.key}>
      {per > 1 && (
        <Legend
          items={(chart.groups[0]?.bars ?? []).map((b, i) => ({ label: b.label, colour: colour(i) }))}
        />
      )}
      <svg
        viewBox={`0 0 ${labelWidth + length + 110} ${height}`}
        className="h-auto w-full"
        role="img"
        aria-label={label}
      >
        {chart.groups.map((group, g) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a label may repeat (two plates of one name): its row is its identity
          <g key={`${group.label}-${g}`} transform={`translate(0 ${g * groupHeight})`}>
            <text
              x={labelWidth - 8}
              y={(per * barHeight) / 2 + 4}
              textAnchor="end"
              fontSize="12"
              fill="#111827"
            >
              {group.label.length > 28 ? `${group.label.slice(0, 27)}…` : group.label}
            </text>
            {group.bars.map((bar, i) => (
              <g key={bar.column}>
                <rect
                  x={labelWidth}
                  y={i * barHeight}
                  width={Math.max(bar.length, bar.value > 0 ? 1 : 0)}
                  height={barHeight - 2}
                  fill={colour(i)}
                  data-row={bar.row}
                  data-column={bar.column}
                  data-value={bar.value}
                />
                <text
                  x={labelWidth + bar.length + 6}
                  y={i * barHeight + barHeight - 4}
                  fontSize="11"
                  fill="#374151"
                >
                  {format(bar.value, bar.column)}
                </text>
              </g>
            ))}
          </g>
        ))}
      </svg>
    </figure>
  )
}

function HeatMapView({
  table,
  label,
  format,
}: {
  table: ChartTable
  label: string
  format: (cell: ChartCell, column: number) => string
}) {
  const { days, cells } = heatCells(table.rows)
  const cell = 24
  const left = 80
  return (
    <figure className="flex flex-col gap-2" data-chart="heatmap" data-table={table.key}>
      <svg
        viewBox={`0 0 ${left + 24 * cell} ${days.length * cell + 20}`}
        className="h-auto w-full"
        role="img"
        aria-label={label}
      >
        {days.map((day, d) => (
          <text
            key={day}
            x={left - 6}
            y={d * cell + cell / 2 + 4}
            textAnchor="end"
            fontSize="11"
            fill="#111827"
          >
            {day}
          </text>
        ))}
        {HOUR_MARKS.map((hour) => (
          <text
            key={hour}
            x={left + hour * cell + cell / 2}
            y={days.length * cell + 14}
            textAnchor="middle"
            fontSize="10"
            fill="#374151"
          >
            {hour}
          </text>
        ))}
        {cells.map((c) => (
          <rect
            key={`${c.day}-${c.hour}`}
            x={left + c.hour * cell}
            y={days.indexOf(c.day) * cell}
            width={cell - 2}
            height={cell - 2}
            rx={3}
            fill={HEAT[c.level]}
            data-row={c.row}
            data-column={2}
            data-value={c.value}
          >
            <title>{`${c.day} ${c.hour} h: ${format(c.value, 2)}`}</title>
          </rect>
        ))}
      </svg>
    </figure>
  )
}

function FunnelView({
  table,
  label,
  format,
}: {
  table: ChartTable
  label: string
  format: (cell: ChartCell, column: number) => string
}) {
  const campaigns = funnelSteps(table.columns, table.rows)
  const width = 520
  const step = 22
  const labelWidth = 160
  const per = (campaigns[0]?.steps.length ?? 0) * step + 28
  return (
    <figure className="flex flex-col gap-2" data-chart="funnel" data-table={table.key}>
      <svg
        viewBox={`0 0 ${labelWidth + width + 140} ${Math.max(per * campaigns.length, 20)}`}
        className="h-auto w-full"
        role="img"
        aria-label={label}
      >
        {campaigns.map((campaign, r) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the row is the campaign's identity within the table
          <g key={`${campaign.label}-${r}`} transform={`translate(0 ${r * per})`}>
            <text x={0} y={14} fontSize="13" fontWeight="600" fill="#111827">
              {campaign.label}
            </text>
            {campaign.steps.map((s, i) => (
              <g key={s.column} transform={`translate(0 ${20 + i * step})`}>
                <text x={labelWidth - 8} y={14} textAnchor="end" fontSize="11" fill="#374151">
                  {s.label}
                </text>
                <rect
                  x={labelWidth}
                  y={2}
                  width={Math.max((s.share / 100) * width, s.value > 0 ? 1 : 0)}
                  height={step - 6}
                  fill={colour(0)}
                  opacity={1 - i * 0.12}
                  data-row={r}
                  data-column={s.column}
                  data-value={s.value}
                />
                <text x={labelWidth + (s.share / 100) * width + 6} y={14} fontSize="11" fill="#374151">
                  {`${format(s.value, s.column)} (${String(s.share).replace('.', ',')} %)`}
                </text>
              </g>
            ))}
          </g>
        ))}
      </svg>
    </figure>
  )
}
