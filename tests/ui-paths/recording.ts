import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { BrowserContext, Page } from 'playwright-core'
import type { ModelPath } from '../../machines/graph/paths'
import type { StepRecorder, StepReport } from './harness'

/**
 * What a UI replay leaves for QA (issue 38): per path, a folder `<dir>/<machine>/path-NN/` with one JPEG
 * per model step (the screen once the step's checks hold, or as it was when one failed), `result.json`
 * (each line's outcome and duration, a failed line's expected and seen text) and `trace.zip`, a Playwright
 * trace (`npx playwright show-trace trace.zip`). `npm run paths -- --report` reads these folders.
 */

/** On in `npm run paths -- <machine> --run`; off in `npm test` unless PATHS_RECORD=1. */
export const recordingOn = () => process.env.PATHS_RECORD === '1'

const root = fileURLToPath(new URL('../..', import.meta.url))

/** Where results go: PATHS_RESULTS, or `.paths-results/` at the project's root (ignored by git). */
export const resultsDir = () => process.env.PATHS_RESULTS ?? join(root, '.paths-results')

export interface RecordedStep {
  /** index in the path (0: the first screen) */
  index: number
  event: string
  /** the machine's state value, as JSON for a nested or parallel one */
  state: string
  /** the state node ids active there (the report highlights them) */
  nodes: string[]
  /** the JPEG's file name in the path's folder, when one was taken */
  screenshot?: string
  lines: Omit<StepReport, 'step'>[]
}

export interface RecordedPath {
  machine: string
  number: number
  title: string
  ok: boolean
  ms: number
  /** ISO date the replay ended */
  date: string
  steps: RecordedStep[]
  /** the trace's file name in the path's folder */
  trace?: string
  error?: string
}

/** Screens are kept at most this wide: a phone's as it is, a board's or a kiosk's scaled down. */
const SHOT_WIDTH = 480

/**
 * The viewport as a modest JPEG, scaled down to SHOT_WIDTH (Chromium's own capture scales it; Playwright's
 * screenshot keeps CSS pixels, 1920 wide for the counter board), so a whole report stays small.
 */
async function shrunkJpeg(page: Page): Promise<string> {
  const size = page.viewportSize() ?? { width: SHOT_WIDTH, height: 844 }
  // the clip is in the document's coordinates: the viewport is where the page is scrolled to
  const [x, y] = await page.evaluate(() => [window.scrollX, window.scrollY])
  const cdp = await page.context().newCDPSession(page)
  try {
    const capture = cdp.send('Page.captureScreenshot', {
      format: 'jpeg',
      quality: 50,
      clip: { x: x ?? 0, y: y ?? 0, ...size, scale: Math.min(1, SHOT_WIDTH / size.width) },
    })
    const late = new Promise<never>((_, fail) => setTimeout(() => fail(new Error('no screen in 5 s')), 5000))
    return (await Promise.race([capture, late])).data
  } finally {
    await cdp.detach().catch(() => {})
  }
}

export const pathFolder = (number: number) => `path-${String(number).padStart(2, '0')}`

/** A machine's earlier results go before its replay, so the report never mixes two replays' paths. */
export function clearMachine(machine: string, dir = resultsDir()) {
  rmSync(join(dir, machine), { recursive: true, force: true })
}

const stateText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value))

export class PathRecorder implements StepRecorder {
  private readonly folder: string
  private readonly steps: RecordedStep[]
  private readonly start = performance.now()

  constructor(
    private readonly machine: string,
    private readonly number: number,
    private readonly title: string,
    path: ModelPath,
    dir = resultsDir(),
  ) {
    this.folder = join(dir, machine, pathFolder(number))
    mkdirSync(this.folder, { recursive: true })
    this.steps = path.steps.map((step, index) => ({
      index,
      event: step.event.type,
      state: stateText(step.state.value),
      nodes: step.state._nodes.map((node) => node.id),
      lines: [],
    }))
  }

  line({ step, ...line }: StepReport) {
    this.steps[step]?.lines.push(line)
  }

  async screen(step: number, page: Page) {
    const file = `step-${String(step + 1).padStart(2, '0')}.jpg`
    // A screen that cannot be taken (the page navigating away) is left out, not a failed replay.
    await shrunkJpeg(page)
      .then((data) => {
        writeFileSync(join(this.folder, file), Buffer.from(data, 'base64'))
        const recorded = this.steps[step]
        if (recorded) recorded.screenshot = file
      })
      .catch(() => {})
  }

  /** the trace of the path's browser context: started before the page opens */
  async startTrace(context: BrowserContext) {
    await context.tracing.start({ title: `${this.machine} ${this.number}: ${this.title}`, snapshots: true })
  }

  async finish(context: BrowserContext, error?: unknown) {
    const trace = 'trace.zip'
    const traced = await context.tracing
      .stop({ path: join(this.folder, trace) })
      .then(() => true)
      .catch(() => false)
    const result: RecordedPath = {
      machine: this.machine,
      number: this.number,
      title: this.title,
      ok: error === undefined,
      ms: Math.round(performance.now() - this.start),
      date: new Date().toISOString(),
      steps: this.steps,
      ...(traced ? { trace } : {}),
      ...(error === undefined
        ? {}
        : { error: error instanceof Error ? error.message.split('\n')[0] : String(error) }),
    }
    writeFileSync(join(this.folder, 'result.json'), JSON.stringify(result, null, 1))
  }
}

/** A machine's recorded paths, by number (none when it was never replayed with recording on). */
export function readResults(machine: string, dir = resultsDir()): RecordedPath[] {
  const folder = join(dir, machine)
  if (!existsSync(folder)) return []
  return readdirSync(folder)
    .filter((name) => existsSync(join(folder, name, 'result.json')))
    .map((name) => JSON.parse(readFileSync(join(folder, name, 'result.json'), 'utf8')) as RecordedPath)
    .sort((a, b) => a.number - b.number)
}
