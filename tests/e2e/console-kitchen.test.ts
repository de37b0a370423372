import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { components } from '../../contract/schema'
import { appReady, chromiumPerFile } from './browser'
import { ALIAS, placeDeliveryOrder } from './console-fixtures'

type Schemas = components['schemas']

const browser = chromiumPerFile()
/** A kitchen tablet in landscape, or a small desktop. */
const KITCHEN = { width: 1280, height: 800 }
const MINUTE = 60_000

const column = (page: Page, name: string) => page.getByRole('region', { name, exact: true })

async function signIn(page: Page) {
  await page.getByRole('heading', { name: 'Ingreso del personal' }).waitFor()
  await page.getByLabel('Usuario').fill('encargado')
  await page.getByLabel('Contraseña').fill('palermo1234')
  await page.getByRole('button', { name: 'Ingresar' }).click()
  await page.getByRole('heading', { name: 'Consola de pedidos' }).waitFor()
  await page.getByRole('status').filter({ hasText: 'En vivo' }).waitFor()
  await page.locator('[data-testid="order-board"][aria-busy="false"]').waitFor()
}

/** Moves an order along through the console API with the page's staff session. */
async function moveOrder(page: Page, code: string, actions: object[]) {
  const board = await page.request.get(new URL(`/api/console/${ALIAS}/orders`, browser.baseUrl).toString())
  const order = ((await board.json()) as Schemas['ConsoleOrder'][]).find((o) => o.code === code)
  if (!order) throw new Error(`${code} is not on the board`)
  for (const body of actions) {
    const url = new URL(`/api/console/${ALIAS}/orders/${order.id}/transition`, browser.baseUrl)
    const answer = await page.request.post(url.toString(), { data: body })
    if (!answer.ok()) throw new Error(`${code}: ${answer.status()} ${await answer.text()}`)
  }
}

/**
 * How many of these delivery cards show whole at once in the column: its scrolling area is brought to the
 * first of them (other tests' orders may sit above), then each card must lie inside the column's
 * scrolling area and the window.
 */
async function wholeCardsIn(columnRegion: Locator, codes: string[]): Promise<number> {
  return columnRegion.evaluate((region, codes) => {
    const scroller = region.querySelector('[data-board-scroll]')
    const first = region.querySelector(`[data-order-code="${codes[0]}"]`)
    if (!scroller || !first) return 0
    scroller.scrollTop += first.getBoundingClientRect().top - scroller.getBoundingClientRect().top
    const box = scroller.getBoundingClientRect()
    const bottom = Math.min(box.bottom, window.innerHeight)
    return codes.filter((code) => {
      const card = region.querySelector(`article[data-mode="DELIVERY"][data-order-code="${code}"]`)
      const r = card?.getBoundingClientRect()
      return (
        r !== undefined && r.top >= box.top - 0.5 && r.bottom <= bottom + 0.5 && r.right <= window.innerWidth
      )
    }).length
  }, codes)
}

/** Counts the tones the page starts: the console's chime is WebAudio oscillators. */
function countTones(page: Page) {
  return page.addInitScript(() => {
    const w = window as unknown as { tones: number }
    w.tones = 0
    const start = OscillatorNode.prototype.start
    OscillatorNode.prototype.start = function (...args: Parameters<OscillatorNode['start']>) {
      w.tones += 1
      return start.apply(this, args)
    }
  })
}
const tones = (page: Page) => page.evaluate(() => (window as unknown as { tones: number }).tones)

describe('the orders console in a kitchen (1280×800)', () => {
  // Thirteen orders placed and moved through the API: more than the usual minute on a busy machine.
  it('shows at least three delivery cards whole in each working column, each column scrolling on its own, with prices as the order was priced', async () => {
    const { page } = await browser.open('about:blank', KITCHEN)
    await page.clock.install()
    await page.goto(new URL(`/consola/${ALIAS}`, browser.baseUrl).toString())
    await appReady(page)
    await signIn(page)
    const stages: [string, object[]][] = [
      ['Nuevos', []],
      ['Aceptados', [{ action: 'accept', etaMinutes: 25 }]],
      ['Listos', [{ action: 'accept', etaMinutes: 25 }, { action: 'ready' }]],
      [
        'Despachados / retirados',
        [{ action: 'accept', etaMinutes: 25 }, { action: 'ready' }, { action: 'dispatch' }],
      ],
    ]
    const placed = new Map<string, string[]>()
    // the accepted three promised in 25, 14 and 10 minutes
    const etaOf = { Ana: 25, Beto: 14, Carla: 10 } as const
    for (const [name, actions] of stages) {
      for (const guest of ['Ana', 'Beto', 'Carla'] as const) {
        const order = await placeDeliveryOrder(browser, `${guest} Cocina`)
        const promised = name === 'Aceptados' ? [{ action: 'accept', etaMinutes: etaOf[guest] }] : actions
        await moveOrder(page, order.code, promised)
        await column(page, name).locator(`[data-order-code="${order.code}"]`).waitFor()
        placed.set(name, [...(placed.get(name) ?? []), order.code])
      }
    }
    // One more, with a menu discount: its card shows the unit price after the discount and the discount.
    const fugazzeta = await placeDeliveryOrder(browser, 'Dora Cocina', { plate: 'Fugazzeta', quantity: 2 })
    const discounted = page.locator(`[data-order-code="${fugazzeta.code}"]`)
    await discounted.getByText('2 × Fugazzeta').waitFor()
    await discounted.getByText(/^\$\s?11\.600 c\/u$/).waitFor()
    await discounted.getByText(/^Descuento −\$\s?5\.800$/).waitFor()

    const whole: Record<string, number> = {}
    for (const [name] of stages) whole[name] = await wholeCardsIn(column(page, name), placed.get(name) ?? [])
    if (process.env.SHOT) await page.screenshot({ path: process.env.SHOT })
    expect(whole).toEqual(Object.fromEntries(stages.map(([name]) => [name, 3])))

    // 'Nuevos' now holds more than fits: it scrolls inside itself; the page and the other columns stay put.
    const scroller = column(page, 'Nuevos').locator('[data-board-scroll]')
    const overflows = await scroller.evaluate((el) => el.scrollHeight > el.clientHeight)
    expect(overflows).toBe(true)
    const pageAt = await page.evaluate(() => window.scrollY)
    // wholeCardsIn scrolled each column to its first placed card (other files' orders may sit above it on a
    // shared server): what counts is that scrolling 'Nuevos' leaves 'Aceptados' where it was.
    const acceptedScroller = column(page, 'Aceptados').locator('[data-board-scroll]')
    const acceptedAt = await acceptedScroller.evaluate((el) => el.scrollTop)
    await scroller.evaluate((el) => el.scrollTo(0, 0))
    await scroller.evaluate((el) => el.scrollBy(0, 400))
    expect(await scroller.evaluate((el) => el.scrollTop)).toBeGreaterThan(0)
    expect(await acceptedScroller.evaluate((el) => el.scrollTop)).toBe(acceptedAt)
    expect(await page.evaluate(() => window.scrollY)).toBe(pageAt)
    await scroller.evaluate((el) => el.scrollTo(0, 0))

    // the actions are large enough for a thumb
    const accept = column(page, 'Nuevos').getByRole('button', { name: 'Aceptar' }).first()
    expect((await accept.boundingBox())?.height).toBeGreaterThanOrEqual(44)

    // 11 minutes on: the unanswered ones are red, and the accepted ones on time, amber and red by promise
    await page.clock.fastForward(11 * MINUTE)
    const lateness = (code: string) =>
      page.locator(`[data-order-code="${code}"]`).getAttribute('data-lateness')
    await expect.poll(() => lateness(placed.get('Nuevos')?.[0] ?? '')).toBe('late')
    const accepted = placed.get('Aceptados') ?? []
    expect(await Promise.all(accepted.map(lateness))).toEqual(['onTime', 'soon', 'late'])

    if (process.env.UPDATE_SCREENSHOT === '1')
      await page.screenshot({ path: new URL('../../docs/screenshot-console.png', import.meta.url).pathname })
  }, 240_000)

  it('counts the minutes since each order arrived, amber then red against the estimate, on the clock it is given', async () => {
    const { page } = await browser.open('about:blank', KITCHEN)
    await page.clock.install()
    await page.goto(new URL(`/consola/${ALIAS}`, browser.baseUrl).toString())
    await appReady(page)
    await signIn(page)
    const waiting = await placeDeliveryOrder(browser, 'Eva Reloj')
    const accepted = await placeDeliveryOrder(browser, 'Fede Reloj')
    await moveOrder(page, accepted.code, [{ action: 'accept', etaMinutes: 20 }])
    const card = (code: string) => page.locator(`[data-order-code="${code}"]`)
    await column(page, 'Aceptados').locator(`[data-order-code="${accepted.code}"]`).waitFor()
    await expect.poll(() => card(waiting.code).getAttribute('data-lateness')).toBe('onTime')
    await card(waiting.code).getByTestId('elapsed').getByText('0 min').waitFor()

    // nobody answered the new one for 6 minutes: amber; the accepted one is well within its 20
    await page.clock.fastForward(6 * MINUTE)
    await expect.poll(() => card(waiting.code).getAttribute('data-lateness')).toBe('soon')
    await card(waiting.code).getByTestId('elapsed').getByText('6 min').waitFor()
    expect(await card(accepted.code).getAttribute('data-lateness')).toBe('onTime')

    // at 16 min the accepted one is past three quarters of its estimate, the new one long overdue
    await page.clock.fastForward(10 * MINUTE)
    await expect.poll(() => card(accepted.code).getAttribute('data-lateness')).toBe('soon')
    expect(await card(waiting.code).getAttribute('data-lateness')).toBe('late')
    await card(waiting.code).getByText('Atrasado').waitFor({ state: 'attached' })

    await page.clock.fastForward(5 * MINUTE)
    await expect.poll(() => card(accepted.code).getAttribute('data-lateness')).toBe('late')
  })

  it('chimes for a new order and badges the title until staff silence it; silenced, the badge still counts', async () => {
    const { page, consoleErrors } = await browser.open('about:blank', KITCHEN)
    await countTones(page)
    await page.goto(new URL(`/consola/${ALIAS}`, browser.baseUrl).toString())
    await appReady(page)
    await signIn(page)
    expect(await tones(page)).toBe(0)

    const first = await placeDeliveryOrder(browser, 'Gabi Sonido')
    await page.locator(`[data-order-code="${first.code}"]`).waitFor()
    await expect.poll(() => tones(page)).toBeGreaterThan(0)
    await page.waitForFunction(() => /^\(\d+\) Consola de pedidos$/.test(document.title))

    await page.getByRole('button', { name: 'Silenciar aviso' }).click()
    await page.getByRole('button', { name: /^Activar aviso/ }).waitFor()
    const before = await tones(page)
    const second = await placeDeliveryOrder(browser, 'Hugo Sonido')
    await page.locator(`[data-order-code="${second.code}"]`).waitFor()
    await page.waitForFunction(() => /^\(([2-9]|\d\d+)\) Consola de pedidos$/.test(document.title))
    expect(await tones(page)).toBe(before)

    // turning it back on plays it once, so staff hear it works
    await page.getByRole('button', { name: /^Activar aviso/ }).click()
    await expect.poll(() => tones(page)).toBeGreaterThan(before)
    await page.getByRole('button', { name: 'Silenciar aviso' }).waitFor()
    // no autoplay complaint or any other error: the page's errors fail the test (tests/e2e/browser.ts)
    expect(consoleErrors).toEqual([])
  })
})
