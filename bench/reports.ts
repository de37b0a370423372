/**
 * Reports benchmark (issue 37): a year of history at Palermo (`writeHistory`, ~200 orders a day), then each
 * report over the whole year and over the last 30 days, answered by the product's own function (the SQL the
 * route runs). Once over embedded PGlite (a fresh directory) and once over PostgreSQL (a database of its own
 * on 127.0.0.1:5432, or BENCH_DATABASE_URL's server) when reachable. Budgets: every report ≤ 500 ms on
 * PostgreSQL and ≤ 1 s on PGlite (best of 3). Run: `npx tsx bench/reports.ts`; BENCH_HISTORY_DAYS to change the year.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { REPORT_NAMES } from '../domain/report-names'
import { localToday, presetRange } from '../domain/report-range'
import { openDatabase } from '../server/db/client'
import { seedDemo } from '../server/seed/demo'
import { DEFAULT_HISTORY_LOCAL, writeHistory } from '../server/seed/history'
import { consoleLocal } from '../server/services/console-auth'
import { buildReport } from '../server/services/reports-build'

const DAYS = Number(process.env.BENCH_HISTORY_DAYS ?? 365)
const SERVER = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
let failures = 0

async function run(label: string, budgetMs: number, options: Parameters<typeof openDatabase>[0]) {
  const { db, close } = await openDatabase(options)
  try {
    await seedDemo(db)
    const history = await writeHistory(db, { days: DAYS })
    console.log(
      `${label}: ${history.orders} orders, ${history.events} events written in ${(history.ms / 1000).toFixed(1)} s`,
    )
    const local = await consoleLocal(db, DEFAULT_HISTORY_LOCAL)
    const today = localToday(Date.now(), local.timeZone)
    const from = new Date(Date.parse(`${today}T00:00:00Z`) - (DAYS - 1) * 86_400_000)
      .toISOString()
      .slice(0, 10)
    const year = { from, to: today }
    for (const [name, range] of [
      ['año', year],
      ['30 días', presetRange('30-dias', today)],
    ] as const) {
      for (const report of REPORT_NAMES) {
        let best = Number.POSITIVE_INFINITY
        for (let i = 0; i < 3; i++) {
          const started = performance.now()
          await buildReport(db, local, report, range)
          best = Math.min(best, performance.now() - started)
        }
        const over = best > budgetMs
        if (over) failures += 1
        console.log(
          `  ${report.padEnd(14)} ${name.padEnd(8)} ${best.toFixed(0).padStart(5)} ms${over ? `  OVER ${budgetMs} ms` : ''}`,
        )
      }
    }
  } finally {
    await close()
  }
}

const dir = await mkdtemp(join(tmpdir(), 'tucan-reports-bench-'))
try {
  await run('PGlite', 1000, { dataDir: dir })
} finally {
  await rm(dir, { recursive: true, force: true })
}

const admin = new pg.Client({ connectionString: SERVER })
const reachable = await admin.connect().then(
  () => true,
  () => false,
)
if (reachable) {
  const name = `bench_reports_${process.pid}`
  await admin.query(`create database ${name}`)
  try {
    const url = new URL(SERVER)
    url.pathname = `/${name}`
    await run('PostgreSQL', 500, { databaseUrl: url.toString() })
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`)
    await admin.end()
  }
} else console.log('PostgreSQL not reachable: only PGlite measured')
if (failures > 0) {
  console.log(`${failures} report(s) over budget`)
  process.exitCode = 1
}
