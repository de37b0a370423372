import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import type { AnyMachineSnapshot } from 'xstate'
import type { MachineModel } from '../../machines/graph/model'
import { describePath, type ModelPath } from '../../machines/graph/paths'
import { replayOnUi, type StepReport } from '../ui-paths/harness'
import { clearMachine, PathRecorder, recordingOn } from '../ui-paths/recording'
import { noticesOf, uiCover, uiCoverage } from '../ui-paths/ui-cover'
import type { UiMap } from '../ui-paths/ui-map'
import { chromiumPerFile } from './browser'
import { e2eServer } from './e2e-server'

// `npm run paths -- <machine> --run` sets UI_PATHS_STEPS: every step's pass/fail line is printed then.
const printSteps = process.env.UI_PATHS_STEPS === '1'
// one machine, or several by commas: the others of the shard are left out
const only = process.env.UI_PATHS_MACHINE?.split(',')

const printStep = (path: number) => (step: StepReport) =>
  process.stdout.write(
    `  ${step.ok ? '✓' : '✗'} ${path}.${step.number} ${step.line}${step.error ? `  — ${step.error}` : ''}\n`,
  )

/**
 * The UI replay of some machines, one Chromium for the file: for each machine, its map must account for
 * every event and state, every state and transition it does not justify must be covered, and each path of
 * the cover is walked on the real screen.
 */
export function replayMaps(
  title: string,
  pairs: readonly (readonly [MachineModel, UiMap])[],
  /**
   * What the shard checks beyond the map's screens (after every step, and once a path is walked), and a
   * path's own fixtures, made fresh before it (its own order…), so paths and files leave each other alone
   */
  extra: {
    afterStep?: (page: Page, snapshot: AnyMachineSnapshot) => Promise<unknown>
    afterPath?: (page: Page, path: ModelPath) => Promise<unknown>
    fixturesOf?: (machine: string, path: ModelPath) => Promise<Record<string, string>>
    /**
     * paths walked beyond the cover: e.g. every sample of an event the cover takes once, where each sample
     * needs its own screen (the order button's invalid drafts)
     */
    morePaths?: (model: MachineModel, map: UiMap, cover: ModelPath[]) => ModelPath[]
  } = {},
) {
  const browser = chromiumPerFile()
  describe(title, () => {
    for (const [model, map] of pairs) {
      if (only && !only.includes(model.name)) continue
      const cover = uiCover(model, map)
      const paths = [...cover, ...(extra.morePaths?.(model, map, cover) ?? [])]
      describe(`${model.name} on the real UI`, () => {
        // recorded (PATHS_RECORD=1, as `npm run paths -- <machine> --run` sets): this replay's results only
        if (recordingOn()) beforeAll(() => clearMachine(model.name))
        it('its map accounts for every event and state, and the cover reaches all it does not justify', () => {
          const coverage = uiCoverage(model, map, paths)
          expect(coverage.mapGaps).toEqual([])
          expect(coverage.unjustified).toEqual([])
        })
        it.each(paths.map((path, i) => [i + 1, describePath(path), path] as const))(
          'path %i: %s',
          async (number, title, path) => {
            const { page } = await browser.open('about:blank', map.viewport)
            const recorder = recordingOn() ? new PathRecorder(model.name, number, title, path) : undefined
            await recorder?.startTrace(page.context())
            try {
              await replayOnUi(
                page,
                browser.baseUrl,
                map,
                path,
                printSteps ? printStep(number) : undefined,
                {
                  deliveredOrderCode: e2eServer().deliveredOrderCode,
                  followUpOrderCode: e2eServer().followUpOrderCode,
                  ...(await extra.fixturesOf?.(model.name, path)),
                },
                noticesOf(model, map, path),
                extra.afterStep,
                recorder,
              )
              await extra.afterPath?.(page, path)
            } catch (error) {
              await recorder?.finish(page.context(), error)
              throw error
            }
            await recorder?.finish(page.context())
          },
        )
      })
    }
  })
}
