import { sql } from 'drizzle-orm'
import { rangeDates } from '../../domain/report-range'
import { reports as texts } from '../../i18n/es/reports'
import type { DbOrTx } from '../db/client'
import { queryRows } from '../db/rows'
import { col, localDay, num, ordersWithin, type ReportBody, type ReportScope, share } from './reports'

/** Orders and revenue of a period: every order not canceled counts, at its total (what the diner paid). */
async function totals(db: DbOrTx, scope: ReportScope, start: string, end: string) {
  const [row] = await queryRows(
    db,
    sql`select count(*) filter (where o.status <> 'CANCELED') as orders,
          coalesce(sum(o.total) filter (where o.status <> 'CANCELED'), 0) as revenue,
          count(*) filter (where o.status = 'CANCELED') as canceled
        from diner_order o where ${ordersWithin(scope, start, end)}`,
  )
  const orders = num(row?.orders)
  const revenue = num(row?.revenue)
  return {
    orders,
    revenue,
    canceled: num(row?.canceled),
    averageTicket: orders > 0 ? Math.round(revenue / orders) : 0,
  }
}

/** Per local day, this period's orders and revenue beside the previous period's same day number. */
async function perDay(db: DbOrTx, scope: ReportScope) {
  const day = async (start: string, end: string) => {
    const rows = await queryRows(
      db,
      sql`select ${localDay(scope, 'o.ordered_at')} as day, count(*) as orders, sum(o.total) as revenue
          from diner_order o where ${ordersWithin(scope, start, end)} and o.status <> 'CANCELED' group by 1`,
    )
    return new Map(rows.map((r) => [String(r.day), { orders: num(r.orders), revenue: num(r.revenue) }]))
  }
  const [now, before] = await Promise.all([
    day(scope.start, scope.end),
    day(scope.previous.start, scope.previous.end),
  ])
  const previousDates = rangeDates(scope.previous.range)
  return rangeDates(scope.range).map((date, i) => {
    const was = before.get(previousDates[i] as string)
    const is = now.get(date)
    return [date, is?.orders ?? 0, is?.revenue ?? 0, was?.orders ?? 0, was?.revenue ?? 0]
  })
}

/** Day of the week × hour: a 7 × 24 grid of orders (every cell present, zeros included). */
async function heatMap(db: DbOrTx, scope: ReportScope) {
  const rows = await queryRows(
    db,
    sql`select extract(dow from o.ordered_at at time zone ${scope.timeZone})::int as dow,
          extract(hour from o.ordered_at at time zone ${scope.timeZone})::int as hour, count(*) as orders
        from diner_order o where ${ordersWithin(scope, scope.start, scope.end)} and o.status <> 'CANCELED'
        group by 1, 2`,
  )
  const cells = new Map(rows.map((r) => [`${r.dow}-${r.hour}`, num(r.orders)]))
  const grid = []
  for (let dow = 0; dow < 7; dow++)
    for (let hour = 0; hour < 24; hour++)
      grid.push([texts.days[dow] as string, hour, cells.get(`${dow}-${hour}`) ?? 0])
  return grid
}

async function breakdown(db: DbOrTx, scope: ReportScope, column: 'type' | 'payment_method') {
  const rows = await queryRows(
    db,
    sql`select o.${sql.raw(column)}::text as key, count(*) as orders, sum(o.total) as revenue
        from diner_order o where ${ordersWithin(scope, scope.start, scope.end)} and o.status <> 'CANCELED'
        group by 1 order by 2 desc, 1`,
  )
  const names: Record<string, string> = column === 'type' ? texts.modes : texts.payments
  const all = rows.reduce((sum, r) => sum + num(r.orders), 0)
  return rows.map((r) => {
    const orders = num(r.orders)
    const revenue = num(r.revenue)
    return [
      names[String(r.key)] ?? String(r.key),
      orders,
      revenue,
      share(orders, all),
      Math.round(revenue / orders),
    ]
  })
}

/** Ventas: orders, revenue, average ticket and cancels against the period before; per day, hour, mode, payment. */
export async function salesReport(db: DbOrTx, scope: ReportScope): Promise<ReportBody> {
  const [now, before, days, grid, modes, payments] = await Promise.all([
    totals(db, scope, scope.start, scope.end),
    totals(db, scope, scope.previous.start, scope.previous.end),
    perDay(db, scope),
    heatMap(db, scope),
    breakdown(db, scope, 'type'),
    breakdown(db, scope, 'payment_method'),
  ])
  const s = texts.summary
  const figure = (key: keyof typeof now, label: string, unit: 'count' | 'money') => ({
    key,
    label,
    unit,
    value: now[key],
    previous: before[key],
  })
  const split = [
    col('orders', 'count'),
    col('revenue', 'money'),
    col('share', 'percent'),
    col('averageTicket', 'money'),
  ]
  return {
    summary: [
      figure('orders', s.orders, 'count'),
      figure('revenue', s.revenue, 'money'),
      figure('averageTicket', s.averageTicket, 'money'),
      figure('canceled', s.canceled, 'count'),
    ],
    tables: [
      {
        key: 'perDay',
        title: texts.tables.perDay,
        chart: 'line',
        columns: [
          col('date', 'text'),
          col('orders', 'count'),
          col('revenue', 'money'),
          col('previousOrders', 'count'),
          col('previousRevenue', 'money'),
        ],
        rows: days,
      },
      {
        key: 'heatMap',
        title: texts.tables.heatMap,
        chart: 'heatmap',
        columns: [col('day', 'text'), col('hour', 'count'), col('orders', 'count')],
        rows: grid,
      },
      {
        key: 'byMode',
        title: texts.tables.byMode,
        chart: 'bar',
        columns: [col('mode', 'text'), ...split],
        rows: modes,
      },
      {
        key: 'byPayment',
        title: texts.tables.byPayment,
        chart: 'bar',
        columns: [col('payment', 'text'), ...split],
        rows: payments,
      },
    ],
  }
}
