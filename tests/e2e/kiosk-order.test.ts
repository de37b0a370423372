import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate'
import type { components } from '../../contract/schema'
import { generatePaths } from '../../machines/graph/paths'
import { kioskSessionModel } from '../../machines/kiosk-session.model'
import { axeViolations } from './axe'
import { chromiumPerFile } from './browser'

const browser = chromiumPerFile()
/** A portrait 1080p totem. */
const TOTEM = { width: 1080, height: 1920 }
const ALIAS = 'pizzeria-demo-palermo'
const SELF_SERVICE = `/menu/${ALIAS}/self-service?kiosk=1`
const TABLE_7 = `/menu/${ALIAS}/table?tableNumber=7`
const PICK_UP = 'Retira tu pedido cuando veas tu número'

type Order = components['schemas']['Order']

async function getJson<T>(path: string): Promise<T> {
  const response = await fetch(new URL(path, browser.baseUrl))
  if (!response.ok) throw new Error(`${path}: ${response.status}`)
  return (await response.json()) as T
}

const followUp = (code: string) => getJson<Order>(`/api/diner/${ALIAS}/order/${code}`)

// ── kiosk-session paths ─────────────────────────────────────────────────────────────────────────────
// Every journey below is a walk over edges the kiosk-session graph generates (machines/graph): the
// test checks that, then drives each event on the real UI and checks the screen shows the state reached.

const serialize = (s: AnyMachineSnapshot) => JSON.stringify({ value: s.value, context: s.context })
const generatedEdges = (() => {
  const edges = new Map<string, AnyMachineSnapshot>()
  for (const path of generatePaths(kioskSessionModel)) {
    let previous = path.steps[0]?.state
    for (const step of path.steps.slice(1)) {
      if (previous) edges.set(`${serialize(previous)}|${step.event.type}`, step.state)
      previous = step.state
    }
  }
  const initial = generatePaths(kioskSessionModel)[0]?.steps[0]?.state
  if (!initial) throw new Error('kiosk-session generated no path')
  return { edges, initial }
})()

/** The machine states a journey of event types walks through, each step an edge of the generated graph. */
function kioskJourney(types: readonly string[]) {
  let state = generatedEdges.initial
  return types.map((type) => {
    // a delayed event is named by its prefix ('xstate.after'): its full name carries the state's id
    const from = `${serialize(state)}|`
    const next = [...generatedEdges.edges].find(([edge]) => edge.startsWith(from + type))?.[1]
    if (!next) throw new Error(`kiosk-session has no generated edge ${String(state.value)} --${type}-->`)
    state = next
    return { type, state: next }
  })
}

type Driver = (page: Page, event: AnyEventObject) => Promise<void>

/** Replays a journey: drives each event on the page, then checks the screen matches the state reached. */
async function replay(
  page: Page,
  types: readonly string[],
  drivers: Record<string, Driver>,
  attract: string,
) {
  for (const step of kioskJourney(types)) {
    const drive = Object.entries(drivers).find(([prefix]) => step.type.startsWith(prefix))?.[1]
    if (!drive) throw new Error(`no UI driver for ${step.type}`)
    await drive(page, { type: step.type })
    const attractButton = page.getByRole('button', { name: attract, exact: true })
    if (step.state.hasTag('attract')) await attractButton.waitFor()
    else if (step.state.hasTag('orderPlaced')) {
      await page.getByText(PICK_UP).waitFor()
      await page.getByTestId('kiosk-display-number').waitFor()
    } else expect(await attractButton.count()).toBe(0)
  }
}

// ── the diner's steps ──────────────────────────────────────────────────────────────────────────────

async function orderBurger(page: Page, extras: readonly string[]) {
  await page
    .getByRole('link', { name: /Hamburguesa Completa/ })
    .first()
    .click()
  await page.getByRole('heading', { level: 2, name: 'Hamburguesa Completa' }).waitFor()
  for (const extra of extras) await page.getByRole('button', { name: `Sumar uno: ${extra}` }).click()
  await page.getByRole('button', { name: /^Agregar / }).click()
  await page.getByRole('link', { name: /Ver mi pedido/ }).click()
  await page.getByRole('heading', { level: 1, name: 'Mi pedido' }).waitFor()
  await page.getByRole('link', { name: 'Continuar' }).click()
  await page.getByRole('heading', { level: 1, name: 'Confirmación del pedido' }).waitFor()
}

async function fillCard(page: Page) {
  await page.getByRole('button', { name: 'Tarjeta de crédito o débito' }).click()
  await page.getByLabel('Número de tarjeta').fill('4509 9535 6623 3704')
  await page.getByLabel('Vencimiento (MM/AA)').fill('12/35')
  await page.getByLabel('Código de seguridad').fill('123')
  await page.getByLabel('Nombre del titular').first().fill('Cliente Kiosco')
  await page.getByLabel('DNI del titular').first().fill('30123456')
}

/** Every visible control of the kiosk screen is at least 48 × 48 px (links: 48 px high). */
async function smallTargets(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('button, input:not([type=checkbox]), select, textarea')]
      .filter((el) => el.offsetParent !== null || el.getClientRects().length > 0)
      .map((el) => ({ el, box: el.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && box.height > 0 && (box.height < 48 || box.width < 48))
      .map(
        ({ el, box }) =>
          `${el.tagName} ${el.getAttribute('aria-label') ?? el.textContent?.trim()} ${box.width}×${box.height}`,
      ),
  )
}

const storedOrderCode = (page: Page) => page.evaluate(() => localStorage.getItem('lastOrderCode'))

describe('self-service kiosk: order, pay, number, reset (kiosk=1, 1080×1920)', () => {
  it("orders 'Hamburguesa Completa' with extras, pays by sandbox card, shows the display number and leaves no trace", async () => {
    const { page, consoleErrors } = await browser.open(SELF_SERVICE, TOTEM)
    const attract = 'Toca la pantalla para hacer tu pedido'
    let code: string | null = null
    const checks: { screen: string; small: string[]; axe: unknown[] }[] = []
    const audit = async (screen: string) =>
      checks.push({ screen, small: await smallTargets(page), axe: await axeViolations(page) })

    await page.getByRole('button', { name: attract, exact: true }).waitFor()
    await audit('attract')
    await replay(
      page,
      ['kiosk.touched', 'kiosk.submissionStarted', 'kiosk.orderPlaced', 'kiosk.newOrder'],
      {
        'kiosk.touched': async (p) => {
          await p.getByRole('button', { name: attract, exact: true }).click()
          await p.getByRole('region', { name: 'Lo más destacado' }).waitFor()
          await audit('menu')
        },
        'kiosk.submissionStarted': async (p) => {
          await orderBurger(p, ['Cheddar', 'Huevo'])
          await fillCard(p)
          await audit('checkout')
          await p.getByRole('button', { name: /Realizar pedido/ }).click()
        },
        'kiosk.orderPlaced': async (p) => {
          await p.getByTestId('kiosk-display-number').waitFor()
          code = await storedOrderCode(p)
          await audit('order number')
        },
        'kiosk.newOrder': async (p) => {
          await p.getByRole('button', { name: 'Nuevo pedido' }).click()
        },
      },
      attract,
    )

    // The order: the burger with its extras, paid by card, with the number the screen showed.
    expect(code).not.toBeNull()
    const order = await followUp(code as unknown as string)
    expect(order).toMatchObject({ type: 'SELF_SERVICE', paymentInfo: { status: 'PAID' } })
    expect(JSON.stringify(order.items)).toContain('Hamburguesa Completa')
    expect(JSON.stringify(order.items)).toContain('Cheddar')
    expect(JSON.stringify(order.items)).toContain('Huevo')
    expect(order.displayNumber).toBeGreaterThanOrEqual(1)

    // No trace of that diner: the start page, nothing stored, an empty cart for the next one.
    expect(new URL(page.url()).pathname).toBe(`/menu/${ALIAS}/self-service`)
    expect(await page.evaluate(() => localStorage.length)).toBe(0)
    await page.getByRole('button', { name: attract, exact: true }).click()
    await page.getByRole('region', { name: 'Lo más destacado' }).waitFor()
    expect(await page.getByRole('link', { name: /Ver mi pedido/ }).count()).toBe(0)

    expect(checks.filter((c) => c.small.length > 0 || c.axe.length > 0)).toEqual([])
    expect(consoleErrors).toEqual([])
  })

  it('shows the display number the order engine gave', async () => {
    const { page } = await browser.open(SELF_SERVICE, TOTEM)
    await page.getByRole('button', { name: 'Toca la pantalla para hacer tu pedido', exact: true }).click()
    await orderBurger(page, [])
    await page.getByRole('button', { name: 'Pagar en caja' }).click()
    await page.getByRole('button', { name: /Realizar pedido/ }).click()
    const shown = await page.getByTestId('kiosk-display-number').textContent()
    const order = await followUp((await storedOrderCode(page)) ?? '')
    expect(shown).toBe(String(order.displayNumber))
    expect(order.paymentType).toMatchObject({ paymentMethod: 'CASH' })
  })
})

describe('table link: tableNumber=7', () => {
  it('orders at table 7 paying at the counter; the order carries table 7 and the kiosk keeps its table', async () => {
    const opened = await browser.open('about:blank', TOTEM)
    const { page, consoleErrors } = opened
    await page.clock.install()
    await page.goto(new URL(TABLE_7, browser.baseUrl).toString())
    const attract = 'Mesa 7: toca la pantalla para hacer tu pedido'
    let code: string | null = null
    await replay(
      page,
      ['kiosk.touched', 'kiosk.submissionStarted', 'kiosk.orderPlaced', 'xstate.after'],
      {
        'kiosk.touched': async (p) => {
          await p.getByRole('button', { name: attract, exact: true }).click()
          await p.getByRole('region', { name: 'Lo más destacado' }).waitFor()
        },
        'kiosk.submissionStarted': async (p) => {
          await orderBurger(p, ['Panceta'])
          // dine-in at table 7: shown, not asked; no address; name and phone optional
          await p.getByTestId('checkout-table').getByText('Mesa 7').waitFor()
          expect(await p.getByLabel('Número de mesa').count()).toBe(0)
          expect(await p.getByRole('textbox', { name: 'Dirección' }).count()).toBe(0)
          await p.getByRole('button', { name: 'Pagar en caja' }).click()
          expect(await p.getByLabel('¿Con cuánto abonas?').count()).toBe(0)
          await p.getByRole('button', { name: /Realizar pedido/ }).click()
        },
        'kiosk.orderPlaced': async (p) => {
          await p.getByTestId('kiosk-display-number').waitFor()
          code = await storedOrderCode(p)
          expect(await axeViolations(p)).toEqual([])
        },
        // the number stays 20 s, then the kiosk resets by itself
        'xstate.after': async (p) => {
          await p.clock.fastForward(20_000)
        },
      },
      attract,
    )
    const order = await followUp(code ?? '')
    expect(order).toMatchObject({ type: 'TABLE', tableUid: '7', paymentType: { paymentMethod: 'CASH' } })
    expect(new URL(page.url()).searchParams.get('tableNumber')).toBe('7')
    expect(consoleErrors).toEqual([])
  })
})

describe('a network blip during submission', () => {
  it("retries with the same Idempotency-Key, shows 'Sin conexión', recovers, and stores exactly one order", async () => {
    const { page } = await browser.open(SELF_SERVICE, TOTEM)
    const context = page.context()
    const phoneDigits = `4${String(Date.now()).slice(-7)}`
    const keys: string[] = []
    let first = true
    await page.route('**/api/order', async (route) => {
      keys.push(route.request().headers()['idempotency-key'] ?? '')
      if (!first) return route.continue()
      first = false
      // The server stores the order, but its answer never reaches the kiosk: the network drops.
      await route.fetch()
      await route.abort('internetdisconnected')
      await context.setOffline(true)
      setTimeout(() => void context.setOffline(false), 2500)
    })
    const attract = 'Toca la pantalla para hacer tu pedido'
    await replay(
      page,
      [
        'kiosk.touched',
        'kiosk.submissionStarted',
        'kiosk.wentOffline',
        'kiosk.wentOnline',
        'kiosk.orderPlaced',
      ],
      {
        'kiosk.touched': async (p) => {
          await p.getByRole('button', { name: attract, exact: true }).click()
        },
        'kiosk.submissionStarted': async (p) => {
          await orderBurger(p, ['Cheddar'])
          await p.getByLabel('Teléfono', { exact: true }).fill(`11 ${phoneDigits}`)
          await p.getByRole('button', { name: 'Pagar en caja' }).click()
          await p.getByRole('button', { name: /Realizar pedido/ }).click()
        },
        'kiosk.wentOffline': async (p) => {
          await p.getByRole('alert').getByText('Sin conexión').waitFor()
        },
        'kiosk.wentOnline': async (p) => {
          await p.getByText('Sin conexión').waitFor({ state: 'detached' })
        },
        'kiosk.orderPlaced': async (p) => {
          await p.getByTestId('kiosk-display-number').waitFor()
        },
      },
      attract,
    )
    expect(keys.length).toBeGreaterThanOrEqual(2)
    expect(new Set(keys).size).toBe(1)
    const contact = await getJson<{ id: number }>(`/api/diner/branchcontacts/${ALIAS}`)
    const orders = await getJson<components['schemas']['CustomerOrders']>(
      `/api/orders?phone=${encodeURIComponent(`+5411${phoneDigits}`)}&branchContactId=${contact.id}&pageSize=50`,
    )
    expect(orders.dinerOrders.orders).toHaveLength(1)
  })
})

describe('accessibility mode on the kiosk', () => {
  it('enlarges the text, turns to high contrast, brings the controls to the lower half, and ends with the diner', async () => {
    const opened = await browser.open('about:blank', TOTEM)
    const { page, consoleErrors } = opened
    await page.clock.install()
    await page.goto(new URL(SELF_SERVICE, browser.baseUrl).toString())
    const attract = page.getByRole('button', { name: 'Toca la pantalla para hacer tu pedido', exact: true })
    await attract.click()
    await page.getByRole('region', { name: 'Lo más destacado' }).waitFor()
    const toggle = page.getByRole('button', { name: 'Modo accesible' })
    expect(await toggle.getAttribute('aria-pressed')).toBe('false')
    // within a seated reach itself
    expect((await toggle.boundingBox())?.y ?? 0).toBeGreaterThan(TOTEM.height / 2)
    await toggle.click()
    expect(await toggle.getAttribute('aria-pressed')).toBe('true')

    const rootFontSize = () => page.evaluate(() => getComputedStyle(document.documentElement).fontSize)
    expect(await rootFontSize()).toBe('20px')
    const plateLink = page.getByRole('link', { name: /Hamburguesa Completa/ }).first()
    expect((await plateLink.boundingBox())?.y ?? 0).toBeGreaterThan(TOTEM.height * 0.4)
    expect(await axeViolations(page)).toEqual([])
    expect(await smallTargets(page)).toEqual([])

    await plateLink.click()
    await page.getByRole('heading', { level: 2, name: 'Hamburguesa Completa' }).waitFor()
    expect(await axeViolations(page)).toEqual([])
    const add = page.getByRole('button', { name: /^Agregar / })
    expect((await add.boundingBox())?.y ?? 0).toBeGreaterThan(TOTEM.height / 2)

    // A minute without a touch and the 15-second warning: the next diner starts without the mode.
    await page.clock.fastForward(60_000)
    await page.getByRole('alertdialog', { name: '¿Sigues ahí?' }).waitFor()
    await page.clock.runFor(15_000)
    await attract.waitFor()
    expect(await rootFontSize()).toBe('16px')
    await attract.click()
    expect(await page.getByRole('button', { name: 'Modo accesible' }).getAttribute('aria-pressed')).toBe(
      'false',
    )
    expect(consoleErrors).toEqual([])
  })
})
