// The pure half of npm test's timing (scripts/test.mjs does the I/O): each level's wall time, the
// comparison with the previous run, and the SLOW guard. Types in test-times.d.mts.

/** CI has 90 minutes; past half of that plus a margin the suite is told, loudly, where its time goes. */
export const SLOW_AFTER_SECONDS = 45 * 60

/** 7 s, 4:05, 1:02:03 */
export function formatSeconds(seconds) {
  const whole = Math.round(seconds)
  if (whole < 60) return `${whole} s`
  const h = Math.floor(whole / 3600)
  const m = Math.floor((whole % 3600) / 60)
  const s = String(whole % 60).padStart(2, '0')
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`
}

/** Per-file wall time from a vitest JSON report (its testResults carry start and end times). */
export function fileTimes(report, level) {
  return (report?.testResults ?? [])
    .filter((suite) => Number.isFinite(suite.startTime) && Number.isFinite(suite.endTime))
    .map((suite) => ({ level, file: suite.name, seconds: (suite.endTime - suite.startTime) / 1000 }))
}

const signed = (seconds) => `${seconds >= 0 ? '+' : '−'}${formatSeconds(Math.abs(seconds))}`

function testsOf(level) {
  if (!level.tests) return ''
  const { run, passed, failed } = level.tests
  return `${run} tests (${passed} passed${failed ? `, ${failed} failed` : ''})`
}

/**
 * The summary's timing lines: one per level with its time, its tests, and — when the previous run timed the
 * same level — what it took then.
 */
export function summaryLines(run, previous) {
  const before = new Map((previous?.levels ?? []).map((level) => [level.level, level]))
  const skipped = (level) => level.outcome.startsWith('SKIPPED')
  const lines = run.levels.map((level) => {
    if (skipped(level)) return `${level.outcome} ${level.level}`
    const old = before.get(level.level)
    const then =
      old && !skipped(old) && old.seconds !== undefined
        ? ` (last run ${formatSeconds(old.seconds)}, ${signed(level.seconds - old.seconds)}${old.tests && level.tests && old.tests.run !== level.tests.run ? `, ${old.tests.run} tests` : ''})`
        : ''
    const tests = testsOf(level)
    return `${level.outcome.padEnd(8)} ${formatSeconds(level.seconds).padStart(7)}  ${level.level}${tests ? ` — ${tests}` : ''}${then}`
  })
  const total =
    previous?.totalSeconds !== undefined
      ? ` (last run ${formatSeconds(previous.totalSeconds)}, ${signed(run.totalSeconds - previous.totalSeconds)})`
      : ''
  lines.push(`total    ${formatSeconds(run.totalSeconds).padStart(7)}${total}`)
  return lines
}

/** The loud line when the whole run passed the guard: the three slowest levels and files. Never a failure. */
export function slowWarning(run, limitSeconds = SLOW_AFTER_SECONDS) {
  if (run.totalSeconds <= limitSeconds) return undefined
  const slowest = (items, name) =>
    [...items]
      .sort((a, b) => b.seconds - a.seconds)
      .slice(0, 3)
      .map((item) => `${name(item)} ${formatSeconds(item.seconds)}`)
      .join(', ')
  const ran = run.levels.filter((level) => !level.outcome.startsWith('SKIPPED'))
  const levels = slowest(ran, (level) => level.level)
  const files = slowest(run.files ?? [], (file) => file.file)
  return (
    `!!! SLOW: npm test took ${formatSeconds(run.totalSeconds)}, past ${formatSeconds(limitSeconds)} ` +
    `(CI stops at 90 minutes). Slowest levels: ${levels}.${files ? ` Slowest files: ${files}.` : ''}`
  )
}

/** What .test-times.json keeps: the levels, the total and the ten slowest files. */
export function record(run, at) {
  const files = [...(run.files ?? [])].sort((a, b) => b.seconds - a.seconds).slice(0, 10)
  return { at, totalSeconds: run.totalSeconds, levels: run.levels, slowestFiles: files }
}
