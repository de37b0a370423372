import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Coverage } from './replay'

/**
 * Where the machine tests leave the coverage their replays reached, one JSON file per machine, so
 * `npm run paths -- --coverage --from-results DIR` (npm test's coverage level) reads it instead of
 * replaying every path again. Unset, nothing is written: a plain vitest run leaves no files behind.
 */
export const COVERAGE_DIR_VARIABLE = 'MACHINE_COVERAGE_DIR'

export function recordCoverage(machine: string, coverage: Coverage): void {
  const dir = process.env[COVERAGE_DIR_VARIABLE]
  if (!dir) return
  mkdirSync(dir, { recursive: true })
  writeFileSync(join(dir, `${machine}.json`), JSON.stringify({ machine, coverage }))
}

export function readRecordedCoverage(dir: string, machine: string): Coverage | undefined {
  const file = join(dir, `${machine}.json`)
  if (!existsSync(file)) return undefined
  return (JSON.parse(readFileSync(file, 'utf8')) as { coverage: Coverage }).coverage
}
