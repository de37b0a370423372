import { sql } from 'drizzle-orm'
import { reports as texts } from '../../i18n/es/reports'
import type { DbOrTx } from '../db/client'
import { queryRows } from '../db/rows'
import {
  col,
  localDay,
  minutes,
  num,
  ordersWithin,
  type ReportBody,
  type ReportScope,
  share,
} from './reports'

const s = texts.summary

/**
 * The own fleet's delivered shipments of orders placed in the period, by rider and local day: deliveries,
 * the median delivery stretch, and the cash they collected ('Rendición de efectivo'): cash orders, their
 * totals, the change given (paid with − total) and the amount to hand in (the totals collected).
 */
async function riderDays(db: DbOrTx, scope: ReportScope, start: string, end: string) {
  return queryRows(
    db,
    sql`select coalesce(s.rider_name, '—') as rider, ${localDay(scope, 'o.ordered_at')} as day,
          count(*) as deliveries,
          percentile_cont(0.5) within group (order by extract(epoch from o.updated_at - o.dispatched_at) / 60) as delivery_p50,
          count(*) filter (where o.payment_method = 'CASH') as cash_orders,
          coalesce(sum(o.total) filter (where o.payment_method = 'CASH'), 0) as cash,
          coalesce(sum(o.pays_with - o.total) filter (where o.payment_method = 'CASH' and o.pays_with > o.total), 0) as change
        from diner_order o
          join logistics_order lo on lo.order_id = o.id
          join shipment s on s.logistics_order_id = lo.id and s.status = 'DELIVERED'
        where ${ordersWithin(scope, start, end)} and o.status = 'DELIVERED'
        group by rollup (1, 2) order by 1, 2`,
  )
}

/** Repartidores: deliveries, times and cash per rider, and the cash to hand in per rider and day. */
export async function ridersReport(db: DbOrTx, scope: ReportScope): Promise<ReportBody> {
  const [rows, before] = await Promise.all([
    riderDays(db, scope, scope.start, scope.end),
    riderDays(db, scope, scope.previous.start, scope.previous.end),
  ])
  const grand = (list: Record<string, unknown>[]) => list.find((r) => r.rider === null && r.day === null)
  const perRider = rows.filter((r) => r.rider !== null && r.day === null)
  const perDay = rows.filter((r) => r.rider !== null && r.day !== null)
  const cash = [
    col('cashOrders', 'count'),
    col('cashCollected', 'money'),
    col('changeGiven', 'money'),
    col('toHandIn', 'money'),
  ]
  const money = (r: Record<string, unknown>) => [num(r.cash_orders), num(r.cash), num(r.change), num(r.cash)]
  return {
    summary: [
      {
        key: 'deliveries',
        label: s.deliveries,
        unit: 'count',
        value: num(grand(rows)?.deliveries),
        previous: num(grand(before)?.deliveries),
      },
      {
        key: 'deliveryMedian',
        label: s.deliveryMedian,
        unit: 'minutes',
        value: minutes(grand(rows)?.delivery_p50),
        previous: minutes(grand(before)?.delivery_p50),
      },
      {
        key: 'cash',
        label: s.cash,
        unit: 'money',
        value: num(grand(rows)?.cash),
        previous: num(grand(before)?.cash),
      },
    ],
    tables: [
      {
        key: 'riders',
        title: texts.tables.riders,
        chart: 'bar',
        columns: [
          col('rider', 'text'),
          col('deliveries', 'count'),
          col('deliveryMinutes', 'minutes'),
          ...cash,
        ],
        rows: perRider.map((r) => [String(r.rider), num(r.deliveries), minutes(r.delivery_p50), ...money(r)]),
      },
      {
        key: 'cashPerShift',
        title: texts.tables.cashPerShift,
        chart: 'none',
        columns: [col('date', 'text'), col('rider', 'text'), col('deliveries', 'count'), ...cash],
        rows: perDay.map((r) => [String(r.day), String(r.rider), num(r.deliveries), ...money(r)]),
      },
    ],
  }
}

const FUNNEL = ['ORDER_MODE_SELECT', 'ITEM_VIEW', 'ADD_ITEM', 'CONTINUE_TO_CHECKOUT', 'CREATE_ORDER'] as const

/**
 * Visits (analytics sessions) of a period that reached each step of the funnel, per campaign: each visit is
 * folded into one row first, so the year's events are read once (six count(distinct) took 4 s).
 */
async function funnel(db: DbOrTx, scope: ReportScope, start: string, end: string) {
  const reached = FUNNEL.map((type, i) => sql.raw(`bool_or(type = '${type}') as step${i}`))
  const counts = FUNNEL.map((_, i) => sql.raw(`count(*) filter (where step${i}) as step${i}`))
  return queryRows(
    db,
    sql`with visit as (
          select campaign_id, ${sql.join(reached, sql`, `)} from analytics_event e
          where e.branch_contact_id = ${scope.localId}
            and e.occurred_at >= ${start}::timestamptz and e.occurred_at < ${end}::timestamptz
          group by session_id, campaign_id)
        select campaign_id as campaign, count(*) as visits, ${sql.join(counts, sql`, `)}
        from visit group by rollup (campaign_id) order by grouping(campaign_id), visits desc`,
  )
}

/** Campañas: menu view → plate → cart → checkout → order, per campaign, with the conversion of visits into orders. */
export async function campaignsReport(db: DbOrTx, scope: ReportScope): Promise<ReportBody> {
  const [rows, before] = await Promise.all([
    funnel(db, scope, scope.start, scope.end),
    funnel(db, scope, scope.previous.start, scope.previous.end),
  ])
  // rollup's total row is the last one; campaigns come first (a visit without a campaign has campaign null too).
  const total = (list: Record<string, unknown>[]) => list[list.length - 1]
  const campaigns = rows.slice(0, -1)
  const conversion = (r: Record<string, unknown> | undefined) => share(num(r?.step4), num(r?.visits))
  return {
    summary: [
      {
        key: 'visits',
        label: s.visits,
        unit: 'count',
        value: num(total(rows)?.visits),
        previous: num(total(before)?.visits),
      },
      {
        key: 'orders',
        label: s.orders,
        unit: 'count',
        value: num(total(rows)?.step4),
        previous: num(total(before)?.step4),
      },
      {
        key: 'conversion',
        label: s.conversion,
        unit: 'percent',
        value: conversion(total(rows)),
        previous: conversion(total(before)),
      },
    ],
    tables: [
      {
        key: 'funnel',
        title: texts.tables.funnel,
        chart: 'funnel',
        columns: [
          col('campaign', 'text'),
          col('menuViews', 'count'),
          col('plateViews', 'count'),
          col('carts', 'count'),
          col('checkouts', 'count'),
          col('placed', 'count'),
          col('conversion', 'percent'),
        ],
        rows: campaigns.map((r) => [
          r.campaign === null ? texts.noCampaign : String(r.campaign),
          num(r.step0),
          num(r.step1),
          num(r.step2),
          num(r.step3),
          num(r.step4),
          conversion(r),
        ]),
      },
    ],
  }
}
