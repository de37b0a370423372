import { writeFileSync } from 'node:fs'
import { expect, it } from 'vitest'
import { cartModel } from '../../machines/cart.model'
import { checkoutModel } from '../../machines/checkout.model'
import { discountCodeModel } from '../../machines/discount-code.model'
import type { MachineModel } from '../../machines/graph/model'
import { kioskSessionModel } from '../../machines/kiosk-session.model'
import { MUTATIONS } from '../../scripts/qa-report/mutations'
import { replayOnUi } from '../ui-paths/harness'
import { cartMap } from '../ui-paths/maps/cart'
import { checkoutMap } from '../ui-paths/maps/checkout'
import { discountCodeMap } from '../ui-paths/maps/discount-code'
import { kioskSessionMap } from '../ui-paths/maps/kiosk-session'
import { noticesOf, uiCover } from '../ui-paths/ui-cover'
import type { UiMap } from '../ui-paths/ui-map'
import { chromiumPerFile } from './browser'

// The mutation score's replays (scripts/qa-report/mutations.ts): not a test of `npm test` (its name does
// not end in .test.ts). The script copies it into a throwaway copy of the project whose views hold every
// mutation at once (mutant schemata) and runs it there: per mutation, the page is told its number before
// it opens, and the machine's UI cover is walked until a path fails (caught) or every path passed (missed).
const browser = chromiumPerFile()
const MAPS: Record<string, [MachineModel, UiMap]> = {
  cart: [cartModel, cartMap],
  checkout: [checkoutModel, checkoutMap],
  'discount-code': [discountCodeModel, discountCodeMap],
  'kiosk-session': [kioskSessionModel, kioskSessionMap],
}
/** paths that fail on this machine with no mutation ("kiosk-session:1"): they catch nothing */
const known = (process.env.QA_MUTATIONS_KNOWN ?? '').split(',').filter(Boolean)
const only = process.env.QA_MUTATIONS?.split(',').map(Number)
const out = process.env.QA_MUTATIONS_OUT ?? 'mutations.json'
const outcomes: { number: number; caught: boolean; by: string; seconds: number }[] = []

it.each(MUTATIONS.map((m, i) => [i + 1, m.what] as const).filter(([n]) => !only || only.includes(n)))(
  'mutation %i: %s',
  async (number) => {
    const mutation = MUTATIONS[number - 1]
    const pair = mutation && MAPS[mutation.machine]
    if (!mutation || !pair) throw new Error(`no map for mutation ${number}`)
    const [model, map] = pair
    const start = Date.now()
    let by = ''
    for (const [i, path] of uiCover(model, map).entries()) {
      if (known.includes(`${model.name}:${i + 1}`)) continue
      const { page } = await browser.open('about:blank', map.viewport)
      await page.addInitScript((n) => {
        ;(globalThis as { __mutation?: number }).__mutation = n
      }, number)
      try {
        await replayOnUi(page, browser.baseUrl, map, path, undefined, {}, noticesOf(model, map, path))
      } catch (error) {
        by = `path ${i + 1}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`
        break
      } finally {
        await page.context().close()
      }
    }
    outcomes.push({ number, caught: by !== '', by, seconds: Math.round((Date.now() - start) / 1000) })
    writeFileSync(out, JSON.stringify(outcomes, null, 2))
    expect(by).not.toBe('')
  },
  1_800_000,
)
