import { sql } from 'drizzle-orm'
import { rangeDates } from '../../domain/report-range'
import { reports as texts } from '../../i18n/es/reports'
import type { DbOrTx } from '../db/client'
import { queryRows } from '../db/rows'
import { col, localDay, num, numOrNull, ordersWithin, type ReportBody, type ReportScope } from './reports'

const s = texts.summary

async function cancelFigures(db: DbOrTx, scope: ReportScope, start: string, end: string) {
  const [row] = await queryRows(
    db,
    sql`select count(*) filter (where o.status = 'CANCELED') as canceled,
          coalesce(sum(o.refund_due), 0) as refunds, count(o.error_type) as errors
        from diner_order o where ${ordersWithin(scope, start, end)}`,
  )
  return { canceled: num(row?.canceled), refunds: num(row?.refunds), errors: num(row?.errors) }
}

/** Cancelaciones y problemas: the reasons given on canceling, the diners' error reports, the refunds still due. */
export async function cancelsReport(db: DbOrTx, scope: ReportScope): Promise<ReportBody> {
  const within = ordersWithin(scope, scope.start, scope.end)
  const [now, before, reasons, errors, refunds] = await Promise.all([
    cancelFigures(db, scope, scope.start, scope.end),
    cancelFigures(db, scope, scope.previous.start, scope.previous.end),
    queryRows(
      db,
      sql`select coalesce(nullif(o.console_reason, ''), ${texts.noReason}) as reason, count(*) as orders
      from diner_order o where ${within} and o.status = 'CANCELED' group by 1 order by 2 desc, 1`,
    ),
    queryRows(
      db,
      sql`select o.error_type::text as problem, count(*) as orders
      from diner_order o where ${within} and o.error_type is not null group by 1 order by 2 desc, 1`,
    ),
    queryRows(
      db,
      sql`select o.code, ${localDay(scope, 'o.ordered_at')} as day, o.refund_due
      from diner_order o where ${within} and o.refund_due > 0 order by o.ordered_at limit 500`,
    ),
  ])
  const names: Record<string, string> = texts.errors
  return {
    summary: [
      { key: 'canceled', label: s.canceled, unit: 'count', value: now.canceled, previous: before.canceled },
      { key: 'refundsDue', label: s.refundsDue, unit: 'money', value: now.refunds, previous: before.refunds },
      {
        key: 'errorReports',
        label: s.errorReports,
        unit: 'count',
        value: now.errors,
        previous: before.errors,
      },
    ],
    tables: [
      {
        key: 'reasons',
        title: texts.tables.reasons,
        chart: 'bar',
        columns: [col('reason', 'text'), col('orders', 'count')],
        rows: reasons.map((r) => [String(r.reason), num(r.orders)]),
      },
      {
        key: 'errorTypes',
        title: texts.tables.errorTypes,
        chart: 'bar',
        columns: [col('problem', 'text'), col('orders', 'count')],
        rows: errors.map((r) => [names[String(r.problem)] ?? String(r.problem), num(r.orders)]),
      },
      {
        key: 'refunds',
        title: texts.tables.refunds,
        chart: 'none',
        columns: [col('order', 'text'), col('date', 'text'), col('amount', 'money')],
        rows: refunds.map((r) => [String(r.code), String(r.day), num(r.refund_due)]),
      },
    ],
  }
}

/**
 * A customer is new on the day of their first order at this local that was not canceled (ever, not just
 * in the range), returning on the days of their later orders. Counted once per customer and day.
 */
async function customerDays(db: DbOrTx, scope: ReportScope, start: string, end: string) {
  return queryRows(
    db,
    sql`with firsts as (
          select o.customer_id, min(o.ordered_at) as first_at from diner_order o
          where o.branch_contact_id = ${scope.localId} and o.status <> 'CANCELED' and o.customer_id is not null
            and o.ordered_at < ${end}::timestamptz
          group by o.customer_id)
        select ${localDay(scope, 'o.ordered_at')} as day,
          count(distinct o.customer_id) filter (where f.first_at >= ${start}::timestamptz) as new_customers,
          count(distinct o.customer_id) filter (where f.first_at < ${start}::timestamptz) as returning_customers,
          count(distinct o.customer_id) as customers
        from diner_order o join firsts f on f.customer_id = o.customer_id
        where ${ordersWithin(scope, start, end)} and o.status <> 'CANCELED'
        group by rollup (1) order by 1`,
  )
}

async function loyaltyAndSurvey(db: DbOrTx, scope: ReportScope, start: string, end: string) {
  const [row] = await queryRows(
    db,
    sql`select coalesce(sum(o.loyalty_points_gained), 0) as earned, coalesce(sum(o.loyalty_points_redeemed), 0) as spent,
          avg(r.general_nps_answer) as rating, count(r.general_nps_answer) as answers,
          count(*) filter (where r.general_nps_answer = 5) as promoters,
          count(*) filter (where r.general_nps_answer <= 3) as detractors
        from diner_order o left join survey_response r on r.order_id = o.id
        where ${ordersWithin(scope, start, end)} and o.status <> 'CANCELED'`,
  )
  const answers = num(row?.answers)
  return {
    earned: num(row?.earned),
    spent: num(row?.spent),
    rating: row?.rating === null ? null : Math.round(num(row?.rating) * 100) / 100,
    // NPS on the survey's 1–5 scale: 5 promotes, 1–3 detract (the 0–10 scale's 9–10 and 0–6).
    nps: answers > 0 ? Math.round(((num(row?.promoters) - num(row?.detractors)) / answers) * 100) : null,
  }
}

async function ratings(db: DbOrTx, scope: ReportScope) {
  const within = ordersWithin(scope, scope.start, scope.end)
  return Promise.all([
    queryRows(
      db,
      sql`select r.general_nps_answer as rating, count(*) as answers
      from diner_order o join survey_response r on r.order_id = o.id
      where ${within} and r.general_nps_answer is not null group by 1 order by 1`,
    ),
    // A multiselect answer is its reasons joined by commas (server/services/survey.ts).
    queryRows(
      db,
      sql`select trim(picked.name) as reason, count(*) as answers
      from diner_order o join survey_response r on r.order_id = o.id
        join survey_answer a on a.response_id = r.id
        join survey_question q on q.id = a.question_id and q.type = 'multiselect',
        unnest(string_to_array(a.answer, ',')) as picked(name)
      where ${within} group by 1 order by 2 desc, 1`,
    ),
  ])
}

/** Clientes: new and returning customers, points earned and spent, the survey's ratings, NPS and reasons. */
export async function customersReport(db: DbOrTx, scope: ReportScope): Promise<ReportBody> {
  const [days, previousDays, now, before, [stars, reasons]] = await Promise.all([
    customerDays(db, scope, scope.start, scope.end),
    customerDays(db, scope, scope.previous.start, scope.previous.end),
    loyaltyAndSurvey(db, scope, scope.start, scope.end),
    loyaltyAndSurvey(db, scope, scope.previous.start, scope.previous.end),
    ratings(db, scope),
  ])
  const total = (rows: Record<string, unknown>[]) => rows.find((r) => r.day === null)
  const byDay = new Map(days.filter((r) => r.day !== null).map((r) => [String(r.day), r]))
  const figure = (
    key: string,
    label: string,
    unit: 'count' | 'points' | 'rating',
    value: unknown,
    previous: unknown,
  ) => ({
    key,
    label,
    unit,
    value: numOrNull(value),
    previous: numOrNull(previous),
  })
  return {
    summary: [
      figure(
        'customers',
        s.customers,
        'count',
        total(days)?.customers ?? 0,
        total(previousDays)?.customers ?? 0,
      ),
      figure(
        'newCustomers',
        s.newCustomers,
        'count',
        total(days)?.new_customers ?? 0,
        total(previousDays)?.new_customers ?? 0,
      ),
      figure('pointsEarned', s.pointsEarned, 'points', now.earned, before.earned),
      figure('pointsSpent', s.pointsSpent, 'points', now.spent, before.spent),
      figure('rating', s.rating, 'rating', now.rating, before.rating),
      figure('nps', s.nps, 'count', now.nps, before.nps),
    ],
    tables: [
      {
        key: 'newVsReturning',
        title: texts.tables.newVsReturning,
        chart: 'bar',
        columns: [col('date', 'text'), col('newCustomers', 'count'), col('returningCustomers', 'count')],
        rows: rangeDates(scope.range).map((date) => {
          const r = byDay.get(date)
          return [date, num(r?.new_customers), num(r?.returning_customers)]
        }),
      },
      {
        key: 'ratings',
        title: texts.tables.ratings,
        chart: 'bar',
        columns: [col('rating', 'text'), col('count', 'count')],
        rows: [1, 2, 3, 4, 5].map((n) => [`${n} ★`, num(stars.find((r) => num(r.rating) === n)?.answers)]),
      },
      {
        key: 'ratingReasons',
        title: texts.tables.ratingReasons,
        chart: 'bar',
        columns: [col('reason', 'text'), col('count', 'count')],
        rows: reasons.map((r) => [String(r.reason), num(r.answers)]),
      },
    ],
  }
}
