import { sql } from 'drizzle-orm'
import { rangeDates } from '../../domain/report-range'
import { reports as texts } from '../../i18n/es/reports'
import type { DbOrTx } from '../db/client'
import { queryRows } from '../db/rows'
import { col, minutes, num, ordersWithin, type ReportBody, type ReportScope } from './reports'

const c = texts.columns
const TOP = 20

/** What was sold in a period: units and revenue (the lines' own price, menu discounts off) of orders not canceled. */
async function soldBy(
  db: DbOrTx,
  scope: ReportScope,
  by: 'plate' | 'category',
  start = scope.start,
  end = scope.end,
) {
  const key = by === 'plate' ? sql`l.plate_id, l.name` : sql`coalesce(mc.name, '—')`
  return queryRows(
    db,
    sql`select ${by === 'plate' ? sql`l.name` : sql`coalesce(mc.name, '—')`} as name,
          sum(l.quantity) as units, sum(l.acc_price) as revenue
        from diner_order o join diner_order_line l on l.order_id = o.id
        ${by === 'category' ? sql`left join menu_category mc on mc.id = l.category_id` : sql``}
        where ${ordersWithin(scope, start, end)} and o.status <> 'CANCELED'
        group by ${key} order by units desc, revenue desc, name limit ${by === 'plate' ? TOP : 100}`,
  )
}

/** DELETE_ITEM events of the storefront name the plate in their context ({"plateId": n}) when it knows it. */
async function removed(db: DbOrTx, scope: ReportScope) {
  return queryRows(
    db,
    sql`select p.name, count(*) as removals
        from analytics_event e join plate p on p.id = (e.context::jsonb ->> 'plateId')::int
        where e.branch_contact_id = ${scope.localId} and e.type = 'DELETE_ITEM'
          and e.occurred_at >= ${scope.start}::timestamptz and e.occurred_at < ${scope.end}::timestamptz
          and e.context like '{%plateId%'
        group by p.name order by 2 desc, 1 limit ${TOP}`,
  )
}

/** Platos: top plates and categories by units and revenue, and the plates most often taken out of a cart. */
export async function platesReport(db: DbOrTx, scope: ReportScope): Promise<ReportBody> {
  const [plates, categories, taken, before] = await Promise.all([
    soldBy(db, scope, 'plate'),
    soldBy(db, scope, 'category'),
    removed(db, scope),
    soldBy(db, scope, 'category', scope.previous.start, scope.previous.end),
  ])
  const units = (rows: Record<string, unknown>[]) => rows.reduce((sum, r) => sum + num(r.units), 0)
  const sold = [col('units', 'count'), col('revenue', 'money')]
  return {
    summary: [
      {
        key: 'units',
        label: texts.summary.units,
        unit: 'count',
        value: units(categories),
        previous: units(before),
      },
    ],
    tables: [
      {
        key: 'topPlates',
        title: texts.tables.topPlates,
        chart: 'bar',
        columns: [col('plate', 'text'), ...sold],
        rows: plates.map((r) => [String(r.name), num(r.units), num(r.revenue)]),
      },
      {
        key: 'topCategories',
        title: texts.tables.topCategories,
        chart: 'bar',
        columns: [col('category', 'text'), ...sold],
        rows: categories.map((r) => [String(r.name), num(r.units), num(r.revenue)]),
      },
      {
        key: 'removed',
        title: texts.tables.removed,
        chart: 'bar',
        columns: [col('plate', 'text'), col('removals', 'count')],
        rows: taken.map((r) => [String(r.name), num(r.removals)]),
      },
    ],
  }
}

/**
 * The four stretches of an order, in minutes: accept (placed → accepted), preparation (accepted → ready),
 * waiting for a rider (ready → dispatched) and delivery (dispatched → delivered; a delivered order's
 * updated_at is the moment it was closed). Late: delivered (or, without delivery, ready) after the ETA given.
 */
const STRETCHES = sql`
  extract(epoch from o.accepted_at - o.ordered_at) / 60 as accept,
  extract(epoch from o.ready_at - o.accepted_at) / 60 as preparation,
  extract(epoch from o.dispatched_at - o.ready_at) / 60 as rider_wait,
  case when o.status = 'DELIVERED' and o.dispatched_at is not null
    then extract(epoch from o.updated_at - o.dispatched_at) / 60 end as delivery,
  (o.accepted_at is not null and o.eta_minutes is not null and o.status = 'DELIVERED' and
    case when o.type = 'DELIVERY' then o.updated_at else o.ready_at end
      > o.accepted_at + make_interval(mins => o.eta_minutes)) as late`

const percentiles = (column: string) =>
  sql.raw(`percentile_cont(0.5) within group (order by ${column}) as ${column}_p50,
    percentile_cont(0.9) within group (order by ${column}) as ${column}_p90`)

/**
 * The stretches' percentiles of a period: per local day and for the whole period in one pass (grouping
 * sets: the year's orders are read and their stretches computed once, not once per grouping — the two
 * queries took 1.06 s on PGlite for a year, over the 1 s budget), or only the whole period.
 */
async function stretches(db: DbOrTx, scope: ReportScope, start: string, end: string, perDay: boolean) {
  return queryRows(
    db,
    sql`with t as (select (o.ordered_at at time zone ${scope.timeZone})::date as day, ${STRETCHES}
          from diner_order o where ${ordersWithin(scope, start, end)} and o.status <> 'CANCELED')
        select ${perDay ? sql`to_char(day, 'YYYY-MM-DD') as day, grouping(day) as whole,` : sql``}
          ${percentiles('accept')}, ${percentiles('preparation')},
          ${percentiles('rider_wait')}, ${percentiles('delivery')}, count(*) filter (where late) as late
        from t ${perDay ? sql`group by grouping sets ((t.day), ())` : sql``}`,
  )
}

/** Tiempos: medians and p90 per day of each stretch, and the late orders. */
export async function timesReport(db: DbOrTx, scope: ReportScope): Promise<ReportBody> {
  const [rows, [before]] = await Promise.all([
    stretches(db, scope, scope.start, scope.end, true),
    stretches(db, scope, scope.previous.start, scope.previous.end, false),
  ])
  const days = rows.filter((r) => num(r.whole) === 0)
  const now = rows.find((r) => num(r.whole) === 1)
  const byDay = new Map(days.map((r) => [String(r.day), r]))
  const s = texts.summary
  const figure = (key: string, label: string, column: string, unit: 'minutes' | 'count') => ({
    key,
    label,
    unit,
    value: unit === 'count' ? num(now?.[column]) : minutes(now?.[column]),
    previous: unit === 'count' ? num(before?.[column]) : minutes(before?.[column]),
  })
  const stretchColumns = ['accept', 'preparation', 'rider_wait', 'delivery'] as const
  const labels = [
    c.acceptMedian,
    c.acceptP90,
    c.preparationMedian,
    c.preparationP90,
    c.riderWaitMedian,
    c.riderWaitP90,
    c.deliveryMedian,
    c.deliveryP90,
  ]
  return {
    summary: [
      figure('acceptMedian', s.acceptMedian, 'accept_p50', 'minutes'),
      figure('preparationMedian', s.preparationMedian, 'preparation_p50', 'minutes'),
      figure('deliveryMedian', s.deliveryMedian, 'delivery_p50', 'minutes'),
      figure('late', s.late, 'late', 'count'),
    ],
    tables: [
      {
        key: 'timesPerDay',
        title: texts.tables.timesPerDay,
        chart: 'line',
        columns: [
          col('date', 'text'),
          ...stretchColumns.flatMap((name, i) => [
            { key: `${name}P50`, label: labels[i * 2] as string, unit: 'minutes' as const },
            { key: `${name}P90`, label: labels[i * 2 + 1] as string, unit: 'minutes' as const },
          ]),
          col('late', 'count'),
        ],
        rows: rangeDates(scope.range).map((date) => {
          const r = byDay.get(date)
          return [
            date,
            ...stretchColumns.flatMap((name) => [minutes(r?.[`${name}_p50`]), minutes(r?.[`${name}_p90`])]),
            num(r?.late),
          ]
        }),
      },
    ],
  }
}
