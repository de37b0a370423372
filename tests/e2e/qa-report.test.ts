import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { getStateNodes } from '@xstate/graph'
import { afterAll, describe, expect, it } from 'vitest'
import { consoleSignInModel } from '../../machines/console-sign-in.model'
import { describePath } from '../../machines/graph/paths'
import { buildReport } from '../../scripts/qa-report/site'
import { replayOnUi } from '../ui-paths/harness'
import { consoleSignInMap } from '../ui-paths/maps/console-sign-in'
import { PathRecorder, pathFolder, readResults } from '../ui-paths/recording'
import { noticesOf, uiCover } from '../ui-paths/ui-cover'
import { chromiumPerFile } from './browser'

// The QA report (issue 38) built from a small recorded replay: the console's sign-in, walked on this run's
// own server with recording on, then the site opened from the disk as QA would open it.
const browser = chromiumPerFile()
const work = mkdtempSync(join(tmpdir(), 'qa-report-'))
const results = join(work, 'results')
const site = join(work, 'site')
const model = consoleSignInModel
const map = consoleSignInMap
const paths = uiCover(model, map)

afterAll(() => rmSync(work, { recursive: true, force: true }))

describe('the QA report', () => {
  it('records each path of a replay: a screen per step, every line, a trace', async () => {
    for (const [i, path] of paths.entries()) {
      const { page } = await browser.open('about:blank', map.viewport)
      const recorder = new PathRecorder(model.name, i + 1, describePath(path), path, results)
      await recorder.startTrace(page.context())
      await replayOnUi(
        page,
        browser.baseUrl,
        map,
        path,
        undefined,
        {},
        noticesOf(model, map, path),
        undefined,
        recorder,
      )
      await recorder.finish(page.context())
    }
    const recorded = readResults(model.name, results)
    expect(recorded.map((r) => [r.number, r.ok])).toEqual(paths.map((_, i) => [i + 1, true]))
    for (const r of recorded) {
      expect(r.steps.every((s) => s.screenshot !== undefined)).toBe(true)
      expect(r.steps.flatMap((s) => s.lines).every((l) => l.ok && l.ms >= 0)).toBe(true)
      expect(existsSync(join(results, model.name, pathFolder(r.number), 'trace.zip'))).toBe(true)
    }
  })

  it('draws the machine, highlights a chosen path on the drawing and shows its screens', async () => {
    await buildReport({ dir: site, models: [model], maps: [map], results })
    const { page } = await browser.open('about:blank', { width: 1400, height: 1000 })
    await page.goto(pathToFileURL(join(site, 'index.html')).href)
    await page.getByRole('link', { name: model.name }).click()
    const chart = page.getByRole('img', { name: `Diagrama de estados de ${model.machine.id}` })
    await chart.waitFor()
    const states = chart.locator('[data-state]')
    // every state node but the machine itself, which is the drawing
    expect(await states.count()).toBe(getStateNodes(model.machine.root).length)
    expect(await chart.locator('.edge path').count()).toBeGreaterThan(0)
    const highlighted = () => chart.locator('.on').evaluateAll((els) => els.map((el) => el.outerHTML))
    expect(await highlighted()).toEqual([])

    await page.getByRole('button', { name: /^✓ 2\./ }).click()
    const second = await highlighted()
    expect(second.length).toBeGreaterThan(0)
    expect(await chart.getAttribute('class')).toContain('dim')
    // the failed sign-in's path goes through a state the first path never reaches
    await page.getByRole('button', { name: /^✓ 1\./ }).click()
    expect(await highlighted()).not.toEqual(second)

    const section = page.locator('section[data-path="1"]')
    await section.getByText('pasó').waitFor()
    const images = section.locator('img')
    expect(await images.count()).toBe(paths[0]?.steps.length)
    const loaded = await images.evaluateAll((imgs) =>
      Promise.all(
        (imgs as HTMLImageElement[]).map(async (img) => {
          img.scrollIntoView()
          await img.decode()
          return img.naturalWidth
        }),
      ),
    )
    expect(loaded.every((width) => width > 0)).toBe(true)
  })
})
