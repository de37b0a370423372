import { describe, expect, it } from 'vitest'
import {
  fileTimes,
  formatSeconds,
  record,
  SLOW_AFTER_SECONDS,
  slowWarning,
  summaryLines,
} from './test-times.mjs'

const run = {
  totalSeconds: 50 * 60,
  levels: [
    { level: 'typecheck', outcome: 'passed', seconds: 40 },
    { level: 'unit', outcome: 'passed', seconds: 95, tests: { run: 7084, passed: 7084, failed: 0 } },
    {
      level: 'server on PGlite',
      outcome: 'FAILED',
      seconds: 400,
      tests: { run: 548, passed: 547, failed: 1 },
    },
    { level: 'e2e in Chromium', outcome: 'passed', seconds: 1900 },
    { level: 'cluster', outcome: 'passed', seconds: 300 },
    { level: 'server on PostgreSQL', outcome: 'SKIPPED (no PostgreSQL)', seconds: 0 },
  ],
  files: [
    { level: 'e2e', file: 'tests/e2e/checkout.test.ts', seconds: 200 },
    { level: 'e2e', file: 'tests/e2e/kiosk.test.ts', seconds: 150 },
    { level: 'server', file: 'tests/server/orders.test.ts', seconds: 30 },
    { level: 'e2e', file: 'tests/e2e/ui-paths-cart.test.ts', seconds: 180 },
  ],
}

describe('npm test timing', () => {
  it('writes durations as a person reads them', () => {
    expect(formatSeconds(7.4)).toBe('7 s')
    expect(formatSeconds(245)).toBe('4:05')
    expect(formatSeconds(3723)).toBe('1:02:03')
  })

  it('takes each file’s wall time from a vitest JSON report', () => {
    const report = {
      testResults: [{ name: '/repo/a.test.ts', startTime: 1000, endTime: 4500 }, { name: '/repo/b.test.ts' }],
    }
    expect(fileTimes(report, 'unit')).toEqual([{ level: 'unit', file: '/repo/a.test.ts', seconds: 3.5 }])
    expect(fileTimes(undefined, 'unit')).toEqual([])
  })

  it('prints each level with its tests, and what the last run took when it timed the same level', () => {
    const lines = summaryLines(run, {
      totalSeconds: 40 * 60,
      levels: [
        { level: 'unit', outcome: 'passed', seconds: 100, tests: { run: 7000, passed: 7000, failed: 0 } },
      ],
    })
    expect(lines[0]).toBe('passed      40 s  typecheck')
    expect(lines[1]).toBe(
      'passed      1:35  unit — 7084 tests (7084 passed) (last run 1:40, −5 s, 7000 tests)',
    )
    expect(lines[2]).toBe('FAILED      6:40  server on PGlite — 548 tests (547 passed, 1 failed)')
    expect(lines.at(-2)).toBe('SKIPPED (no PostgreSQL) server on PostgreSQL')
    expect(lines.at(-1)).toBe('total      50:00 (last run 40:00, +10:00)')
    expect(summaryLines(run).at(-1)).toBe('total      50:00')
  })

  it('warns, naming the three slowest levels and files, only past the guard', () => {
    expect(slowWarning({ ...run, totalSeconds: SLOW_AFTER_SECONDS })).toBeUndefined()
    expect(slowWarning(run)).toBe(
      '!!! SLOW: npm test took 50:00, past 45:00 (CI stops at 90 minutes). ' +
        'Slowest levels: e2e in Chromium 31:40, server on PGlite 6:40, cluster 5:00. ' +
        'Slowest files: tests/e2e/checkout.test.ts 3:20, tests/e2e/ui-paths-cart.test.ts 3:00, tests/e2e/kiosk.test.ts 2:30.',
    )
    expect(slowWarning(run, 60 * 60)).toBeUndefined()
  })

  it('keeps the levels, the total and the ten slowest files', () => {
    const kept = record(run, '2026-11-29T08:00:00Z')
    expect(kept.levels).toEqual(run.levels)
    expect(kept.slowestFiles.map((f) => f.seconds)).toEqual([200, 180, 150, 30])
  })
})
