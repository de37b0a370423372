export interface LevelTime {
  level: string
  /** passed, FAILED or SKIPPED (…) */
  outcome: string
  seconds: number
  /** a vitest level's tests */
  tests?: { run: number; passed: number; failed: number }
}

export interface FileTime {
  level: string
  file: string
  seconds: number
}

export interface TimedRun {
  totalSeconds: number
  levels: LevelTime[]
  files?: FileTime[]
}

export interface RecordedRun {
  at: string
  totalSeconds: number
  levels: LevelTime[]
  slowestFiles: FileTime[]
}

export const SLOW_AFTER_SECONDS: number
export function formatSeconds(seconds: number): string
export function fileTimes(
  report: { testResults?: { name: string; startTime?: number; endTime?: number }[] } | undefined,
  level: string,
): FileTime[]
export function summaryLines(run: TimedRun, previous?: Partial<RecordedRun>): string[]
export function slowWarning(run: TimedRun, limitSeconds?: number): string | undefined
export function record(run: TimedRun, at: string): RecordedRun
