import type { AnyEventObject, AnyMachineSnapshot } from 'xstate'
import type { MachineModel } from '../../machines/graph/model'
import { describePath, type ModelPath } from '../../machines/graph/paths'
import { noticesOf, uiCover } from '../../tests/ui-paths/ui-cover'
import {
  type Cause,
  type Check,
  causeAt,
  checksFor,
  describeCause,
  describeCheck,
  entryFor,
  fromContext,
  isTicked,
  noticeLine,
  render,
  setupOf,
  type Target,
  type Text,
  type UiMap,
} from '../../tests/ui-paths/ui-map'
import { EXPORT_PRELUDE } from './export-prelude'

/**
 * `npm run paths -- <machine> --export playwright [DIR]`: the machine's UI cover as a standalone
 * Playwright test file a QA team runs with its own `npx playwright test` against any running Tucán
 * (TUCAN_URL). One test per path, one `test.step` per Spanish line of the script (the same lines as
 * `--ui`), role- and text-based locators from the map. What the file cannot do on its own (the replay's
 * live-channel hand, the staff's actions through the API, a seeded storage computed from the server) is
 * not guessed: such a path is written as `test.skip` naming the step it needs.
 */

const q = (text: string) => JSON.stringify(text)
const rx = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

class Unexportable extends Error {}

/** A text of the map; a fixture of the e2e setup (`{orderCode}`) has no value outside it. */
function text(value: Text): string {
  const shown = render(value)
  if (/\{\w+\}/.test(shown)) throw new Unexportable(`«${shown}» needs a fixture of the project's e2e setup`)
  return shown
}

export function locator(target: Target, base = 'page'): string {
  if ('within' in target) return locator(target.target, `${locator(target.within, base)}.first()`)
  if ('card' in target) return `${base}.getByRole('article').filter({ hasText: ${q(text(target.card))} })`
  if ('label' in target) return `${base}.getByLabel(${q(text(target.label))}, { exact: true })`
  if ('text' in target) return `${base}.getByText(${q(text(target.text))}, { exact: true })`
  if ('textStart' in target) return `${base}.getByText(new RegExp(${q(`^${rx(text(target.textStart))}`)}))`
  if ('textIn' in target) return `${base}.getByText(${q(text(target.textIn))})`
  if ('row' in target)
    return `${base}.getByRole('listitem').filter({ has: page.getByRole('heading', { name: ${q(text(target.row))}, exact: true }) })`
  if ('testId' in target) return `${base}.getByTestId(${q(target.testId)})`
  if (target.name === undefined) return `${base}.getByRole(${q(target.role)})`
  const name = text(target.name)
  return target.prefix
    ? `${base}.getByRole(${q(target.role)}, { name: new RegExp(${q(`^${rx(name)}`)}) })`
    : `${base}.getByRole(${q(target.role)}, { name: ${q(name)}, exact: true })`
}

const typedValue = (value: string | { event: string }, event: AnyEventObject) =>
  typeof value === 'string' ? value : String(event[value.event] ?? '')

/** A cause as the statements that make it happen on the page. */
function causeCode(c: Cause, event: AnyEventObject): string {
  if ('tap' in c) return `await ${locator(c.tap)}.first().click()`
  if ('fill' in c) return `await ${locator(c.fill)}.fill(${q(typedValue(c.with, event))})`
  if ('release' in c) return `await (await held.take(${q(c.release)})).continue()`
  if ('answer' in c) return `await held.answer(${q(c.answer)}, ${JSON.stringify(c)})`
  if ('fail' in c) return `await (await held.take(${q(c.fail)})).abort('internetdisconnected')`
  if ('happens' in c) return '// the page does it by itself'
  if ('clock' in c) return `await page.clock.fastForward(${c.clock})`
  if ('offline' in c) return `await page.context().setOffline(${c.offline})`
  if ('select' in c) return `await ${locator(c.select)}.selectOption(${q(typedValue(c.value, event))})`
  if ('check' in c) return `await ${locator(c.check)}.setChecked(${Boolean(event[c.checked.event])})`
  if ('store' in c)
    return `await page.evaluate((entries) => { for (const [k, v] of Object.entries(entries)) localStorage.setItem(k, v) }, ${JSON.stringify(c.store)})`
  if ('tabReturn' in c)
    return `await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')))`
  if ('open' in c) return `await openPage(page, ${q(c.open)})`
  if ('lands' in c) return `await page.waitForURL((url) => new RegExp(${q(c.lands)}).test(url.pathname))`
  if ('scrollTo' in c) return `await ${locator(c.scrollTo)}.first().scrollIntoViewIfNeeded()`
  if ('tapPoint' in c) return `await page.mouse.click(${c.tapPoint.x}, ${c.tapPoint.y})`
  if ('slide' in c) return 'await slideToEnd(page)'
  if ('openWithCart' in c)
    return `await page.goto(new URL('/favicon.svg', BASE).toString())\nawait storeCart(page, ${JSON.stringify(c.cart)})\nawait openPage(page, ${q(c.openWithCart)})`
  if ('link' in c)
    return `await page.goto(new URL(${q(c.link)}, page.url()).toString(), { waitUntil: 'commit' })`
  if ('cookies' in c)
    return `await page.context().addCookies(Object.entries(${JSON.stringify(c.cookies)}).map(([name, value]) => ({ name, value, url: page.url() })))`
  if ('position' in c) return `await answerPosition(page, ${JSON.stringify(c.position)})`
  if ('show' in c) return `await turnVisibility(page, 'visible')`
  if ('unless' in c)
    return `if ((await ${locator(c.unless)}.count()) === 0) {\n${c.steps.map((s) => causeCode(s, event)).join('\n')}\n}`
  throw new Unexportable(`a step the exported file cannot do alone (${Object.keys(c)[0]})`)
}

/** A check as an assertion, read from the state the step reaches. */
function checkCode(c: Check, snapshot: AnyMachineSnapshot): string {
  if ('see' in c) return `await expect(${locator(c.see)}.first()).toBeVisible()`
  if ('gone' in c) return `await expect(${locator(c.gone)}).toHaveCount(0)`
  if ('ticked' in c)
    return `await expect(${locator(c.ticked)}).toBeChecked({ checked: ${isTicked(snapshot, c.shows)} })`
  if ('field' in c)
    return `await expect(${locator(c.field)}).toHaveValue(${q('reads' in c ? text(c.reads) : String(fromContext(snapshot, c.shows) ?? ''))})`
  if ('pressed' in c)
    return `await expect(${locator(c.pressed)}.and(page.locator('[aria-pressed="${Boolean(fromContext(snapshot, c.shows))}"]')).first()).toBeVisible()`
  if ('seeIf' in c)
    return fromContext(snapshot, c.seeIf) === c.seeIf.is
      ? `await expect(${locator(c.target)}.first()).toBeVisible()`
      : `await expect(${locator(c.target)}).toHaveCount(0)`
  if ('message' in c) {
    const shown = fromContext(snapshot, c.message) as Text | null
    return shown
      ? `await expect(${locator(c.within)}.getByText(${q(render(shown))}, { exact: true }).first()).toBeVisible()`
      : `await expect(${locator(c.within)}).toHaveCount(0)`
  }
  if ('figure' in c) {
    // the figure as the step's state has it, written into the file: toHaveText matches the whole text
    const value = c.is(snapshot)
    return value === null
      ? `await expect(${locator(c.figure)}).toHaveCount(0)`
      : `await expect(${locator(c.figure)}.first()).toHaveText(${q(value)})`
  }
  // `when` and `unlessIn` come expanded by checksFor
  throw new Unexportable('a conditional check left unexpanded')
}

interface Line {
  title: string
  code: string
}

/** The path's lines, in the order the replay (tests/ui-paths/harness.ts) walks them. */
function linesOf(model: MachineModel, map: UiMap, path: ModelPath): Line[] {
  if (map.socket) throw new Unexportable('its page needs the replay (a routed socket)')
  const notices = noticesOf(model, map, path)
  const setup = [...(map.setup ?? []), ...setupOf(map, path)].map((c) => ({
    title: describeCause(map, c, { type: 'setup' }),
    code: causeCode(c, { type: 'setup' }),
  }))
  const lines: Line[] = [...setup]
  let before = new Set<string>()
  for (const [index, step] of path.steps.entries()) {
    const from = path.steps[index - 1]?.state
    const entry = from ? entryFor(map, from, step.event) : undefined
    if (from && !entry?.cause) throw new Unexportable(`no way to cause ${step.event.type} on the UI`)
    for (const c of from ? (entry?.cause ?? []).map((c) => causeAt(c, from, step.event)) : [])
      lines.push({ title: describeCause(map, c, step.event), code: causeCode(c, step.event) })
    for (const notice of notices[index] ?? [])
      lines.push({
        title: noticeLine(notice),
        code: `await noticeShown(page, ${q(notice)}, ${Boolean(map.clock)})`,
      })
    for (const c of entry?.shows ?? [])
      lines.push({ title: describeCheck(c, step.state), code: checkCode(c, step.state) })
    const now = checksFor(map, step.state).map((c) => ({
      title: describeCheck(c, step.state),
      code: checkCode(c, step.state),
    }))
    lines.push(...now.filter((line) => !before.has(line.title)))
    before = new Set(now.map((line) => line.title))
    if (map.clock && index === 0)
      lines.push({ title: 'El tiempo pasa solo cuando el recorrido lo dice', code: 'await stopTime(page)' })
  }
  return lines
}

function testOf(
  model: MachineModel,
  map: UiMap,
  path: ModelPath,
  number: number,
): { code: string; ok: boolean } {
  const title = `${number}: ${describePath(path)}`
  try {
    const steps = linesOf(model, map, path)
      .map(
        (line) =>
          `    await test.step(${q(line.title)}, async () => {\n      ${line.code.replace(/\n/g, '\n      ')}\n    })`,
      )
      .join('\n')
    return {
      ok: true,
      code: `  test(${q(title)}, async ({ page }) => {\n    const held = await openMap(page)\n${steps}\n  })`,
    }
  } catch (error) {
    if (!(error instanceof Unexportable)) throw error
    return {
      ok: false,
      code: `  test.skip(${q(title)}, async () => {\n    // not exported: ${error.message}\n  })`,
    }
  }
}

/** The file's text, and how many of the machine's paths it runs (the others are test.skip with the reason). */
export function exportPlaywright(
  model: MachineModel,
  map: UiMap,
): { file: string; exported: number; total: number } {
  const paths = uiCover(model, map)
  const tests = paths.map((path, i) => testOf(model, map, path, i + 1))
  const mapPart = {
    url: map.url,
    viewport: map.viewport ?? { width: 390, height: 844 },
    held: map.held ?? {},
    rewrite: map.rewrite ?? [],
    clock: Boolean(map.clock),
    clockAt: map.clockAt,
    heldPosition: Boolean(map.heldPosition),
    ...(map.cart ? { cart: map.cart } : {}),
  }
  const file = `// ${model.name}: ${model.description}
// Generated by \`npm run paths -- ${model.name} --export playwright\` from machines/${model.name}.model.ts and its UI
// map (tests/ui-paths/maps). Run it against a running Tucán: TUCAN_URL=https://… npx playwright test
// Screen: ${map.where}
import { expect, type Page, type Route, test } from '@playwright/test'

const MAP = ${JSON.stringify(mapPart, null, 2)} as const
${EXPORT_PRELUDE}
test.use({ viewport: MAP.viewport, locale: 'es-AR' })

test.describe(${q(`${model.name} — ${map.where}`)}, () => {
${tests.map((t) => t.code).join('\n\n')}
})
`
  return { file, exported: tests.filter((t) => t.ok).length, total: tests.length }
}
