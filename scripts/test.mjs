#!/usr/bin/env node
// `npm test`: every test level this machine can run, in order, with a loud line for each level it skips.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import {
  fileTimes,
  formatSeconds,
  record,
  SLOW_AFTER_SECONDS,
  slowWarning,
  summaryLines,
} from './test-times.mjs'

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const DEFAULT_PG = 'postgres://postgres@127.0.0.1:5432/test'
const reports = mkdtempSync(join(tmpdir(), 'vitest-reports-'))
const results = []
const files = []
const started = performance.now()
const root = fileURLToPath(new URL('..', import.meta.url))
// This run's level times, read by the next run for its comparison (git-ignored).
const timesFile = join(root, '.test-times.json')
const previous = existsSync(timesFile) ? readPrevious(timesFile) : undefined
// The machine tests record the coverage their replays reached here; the coverage level reads it.
const machineCoverage = join(reports, 'machine-coverage')
let passed = 0
let failed = 0
// CI shows only the tail of this output, so the failed tests' names are repeated in the summary.
const failures = []

function readPrevious(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'))
  } catch {
    return undefined
  }
}

function run(level, command, args, env = {}) {
  console.log(`\n━━━ ${level} ━━━`)
  const start = performance.now()
  const status = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status
  const seconds = (performance.now() - start) / 1000
  results.push({ level, outcome: status === 0 ? 'passed' : 'FAILED', seconds })
  console.log(`─── ${level}: ${formatSeconds(seconds)}`)
  return status === 0
}

function vitest(level, project, env = {}) {
  const file = join(reports, `${level.replace(/\W+/g, '-')}.json`)
  run(
    level,
    'npx',
    [
      'vitest',
      'run',
      '--project',
      project,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${file}`,
    ],
    env,
  )
  if (existsSync(file)) {
    const report = JSON.parse(readFileSync(file, 'utf8'))
    passed += report.numPassedTests
    failed += report.numFailedTests
    const timed = results.at(-1)
    if (timed)
      timed.tests = {
        run: report.numTotalTests,
        passed: report.numPassedTests,
        failed: report.numFailedTests,
      }
    for (const time of fileTimes(report, level)) files.push({ ...time, file: relative(root, time.file) })
    for (const suite of report.testResults) {
      for (const test of suite.assertionResults) {
        const firstError = test.failureMessages[0]?.split('\n')[0] ?? ''
        if (test.status === 'passed' && test.failureMessages.length > 0)
          console.log(`!!! FLAKY (passed on retry): ${test.fullName}\n    ${firstError}`)
        if (test.status === 'failed')
          failures.push(`${level} › ${suite.name} › ${test.fullName}\n    ${firstError}`)
      }
      // A file that fails before its tests run (an import, a hook) has no failed test to name.
      if (suite.status === 'failed' && suite.assertionResults.every((t) => t.status !== 'failed'))
        failures.push(`${level} › ${suite.name}\n    ${(suite.message ?? '').split('\n')[0]}`)
    }
  }
}

function skip(level, why) {
  console.log(`\n!!! SKIPPED: ${level} — ${why}`)
  results.push({ level, outcome: `SKIPPED (${why})`, seconds: 0 })
}

async function reachable(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 })
  try {
    await client.connect()
    await client.end()
    return true
  } catch {
    return false
  }
}

// A lock npm ci refuses fails CI before any test runs; catch it here, where it is cheap to fix.
run('lock file accepted by npm ci', 'npm', ['ci', '--dry-run', '--ignore-scripts', '--no-audit', '--no-fund'])
run('typecheck', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit'])
run('lint', 'npx', ['biome', 'check', '.'])
vitest('unit (domain, machines, web, contract)', 'unit', { MACHINE_COVERAGE_DIR: machineCoverage })
// No replay of its own: the unit level's machine tests replayed every path once and recorded what it reached.
run('machine coverage (npm run paths -- --coverage, from the unit level)', 'npx', [
  'tsx',
  'scripts/paths.ts',
  '--coverage',
  '--from-results',
  machineCoverage,
])
vitest('server on PGlite', 'server', { TEST_DATABASE_URL: '' })

const pgUrl = process.env.TEST_DATABASE_URL || DEFAULT_PG
const pgReachable = await reachable(pgUrl)
const noPg = `no PostgreSQL answers at ${pgUrl.replace(/\/\/[^@]*@/, '//')}; set TEST_DATABASE_URL`
if (pgReachable) vitest('server on PostgreSQL', 'server', { TEST_DATABASE_URL: pgUrl })
else skip('server on PostgreSQL', noPg)

// The short form of `npm run chaos`: a real server killed with SIGKILL twice under order load; it prints its figures.
const chaos = ['tsx', 'scripts/chaos.ts', '--kills', '2', '--max-ms', '1500']
run('kill -9 under order load, short (PGlite)', 'npx', [...chaos, '--db', 'pglite'])
if (pgReachable)
  run('kill -9 under order load, short (PostgreSQL)', 'npx', [
    ...chaos,
    '--db',
    'postgres',
    '--postgres',
    pgUrl,
  ])
else skip('kill -9 under order load, short (PostgreSQL)', noPg)

// Three real nodes on one PostgreSQL behind nginx: live notices, 86s, limits, kill -9, rolling restart.
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx'
const clusterLevel = 'cluster: 3 nodes behind nginx on PostgreSQL'
// Its own throwaway database on that server (scripts/cluster-lib.ts), so parallel runs do not meet.
if (!pgReachable) skip(clusterLevel, noPg)
else if (!existsSync(NGINX)) skip(clusterLevel, `${NGINX} is missing; apt-get install -y nginx`)
else run(clusterLevel, 'npx', ['tsx', 'scripts/cluster-test.ts', '--postgres', pgUrl])

if (!existsSync(CHROMIUM)) skip('e2e in Chromium', `${CHROMIUM} is missing; apt-get install -y chromium`)
else if (run('build', 'npx', ['vite', 'build', '--logLevel', 'warn']))
  vitest('e2e in Chromium', 'e2e', { E2E_PREBUILT: '1' })
else skip('e2e in Chromium', 'the build failed')

const timed = { totalSeconds: (performance.now() - started) / 1000, levels: results, files }
writeFileSync(timesFile, `${JSON.stringify(record(timed, new Date().toISOString()), null, 2)}\n`)

console.log('\n━━━ summary ━━━')
for (const failure of failures) console.log(`!!! FAILED: ${failure}`)
for (const line of summaryLines(timed, previous)) console.log(line)
const bad = results.some((r) => r.outcome === 'FAILED')
console.log(`${passed} passed, ${failed} failed`)
// Never a failure: a slow run that proved everything still lands, but nobody misses where the time went.
const limit = Number(process.env.TEST_SLOW_AFTER_MINUTES) * 60 || SLOW_AFTER_SECONDS
const slow = slowWarning(timed, limit)
if (slow) console.log(`\n${slow}`)
process.exit(bad || failed > 0 ? 1 : 0)
