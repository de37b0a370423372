import { getStateNodes } from '@xstate/graph'
import type { Page, Route } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { AnyEventObject, AnyMachineSnapshot, AnyStateNode } from 'xstate'
import { KIOSK_IDLE_AFTER_MS, KIOSK_ORDER_SHOWN_MS, KIOSK_TICK_MS } from '../../domain/kiosk'
import type { Message } from '../../domain/message'
import { t } from '../../i18n/t'
import { coveringPaths } from '../../machines/graph/cover'
import type { MachineModel } from '../../machines/graph/model'
import { describePath, generatePaths, type ModelPath } from '../../machines/graph/paths'
import { coverageOf, replayPath, transitionsOf } from '../../machines/graph/replay'
import { kioskSessionModel } from '../../machines/kiosk-session.model'
import { chromiumPerFile } from './browser'

// The kiosk-session graph replayed on the real UI: @xstate/graph walks the real machine (the same model
// as its unit test, table 12), each event is caused the way a diner or the network causes it, and after
// every step the screen must show the state the machine reached.

const browser = chromiumPerFile()
const TOTEM = { width: 1080, height: 1920 }
const TABLE = kioskSessionModel.input?.tableNumber ?? ''
const KIOSK = `/menu/pizzeria-demo-palermo/table?tableNumber=${TABLE}`

/** One kiosk page under test: its clock is the test's, its order requests are held until a step answers. */
interface KioskUi {
  page: Page
  /** the POST /api/order on its way, once the page sent it */
  sent: () => Promise<Route>
  /** takes the held request to answer it (kiosk.orderPlaced or kiosk.submissionEnded) */
  answer: () => Promise<Route>
  /** codes of the orders the server stored */
  placed: string[]
}

type Snapshot = AnyMachineSnapshot

interface Driver {
  /** how the event happens on the real kiosk */
  cause: (ui: KioskUi, from: Snapshot) => Promise<void>
  /** why the UI cannot cause the event from this snapshot, if it cannot */
  cannot?: (from: Snapshot) => string | null
}

const screen = (page: Page) => ({
  attract: (notice: Message) => page.getByRole('button', { name: t(notice), exact: true }),
  anyAttract: page.getByRole('button', { name: /toca la pantalla para hacer tu pedido/ }),
  warning: page.getByRole('alertdialog', { name: '¿Sigues ahí?' }),
  toggle: page.getByRole('button', { name: 'Modo accesible' }),
  placeOrder: page.getByRole('button', { name: /Realizar pedido|Enviando pedido…/ }),
  displayNumber: page.getByTestId('kiosk-display-number'),
  offline: page.getByRole('alert').filter({ hasText: 'Sin conexión' }),
})

async function orderBurgerToCheckout(page: Page) {
  await page
    .getByRole('link', { name: /Hamburguesa Completa/ })
    .first()
    .click()
  await page.getByRole('heading', { level: 2, name: 'Hamburguesa Completa' }).waitFor()
  await page.getByRole('button', { name: 'Sumar uno: Cheddar' }).click()
  await page.getByRole('button', { name: /^Agregar / }).click()
  await page.getByRole('link', { name: /Ver mi pedido/ }).click()
  await page.getByRole('heading', { level: 1, name: 'Mi pedido' }).waitFor()
  await page.getByRole('link', { name: 'Continuar' }).click()
  await page.getByRole('heading', { level: 1, name: 'Confirmación del pedido' }).waitFor()
  await page.getByRole('button', { name: 'Pagar en caja' }).click()
}

/** Event type → how it is caused on the page. Every event of kiosk-session must have one. */
const DRIVERS: Record<string, Driver> = {
  'kiosk.touched': {
    cause: async ({ page }, from) => screen(page).attract(from.context.notice).click(),
  },
  'kiosk.interacted': {
    // during the warning, its button; otherwise any key or touch on the page
    cause: async ({ page }, from) =>
      from.hasTag('idleWarning')
        ? screen(page).warning.getByRole('button', { name: 'Seguir pidiendo' }).click()
        : page.keyboard.press('Shift'),
  },
  'kiosk.submissionStarted': {
    cannot: (from) =>
      from.hasTag('idleWarning')
        ? "the warning covers the page: the touch that reaches 'Realizar pedido' ends the warning first"
        : !from.context.online
          ? 'offline, a fresh kiosk cannot open the plate and checkout pages it never loaded'
          : null,
    cause: async (ui) => {
      const { page } = ui
      // after a refused submission the diner is still on the checkout, cart intact
      if ((await screen(page).placeOrder.count()) === 0) await orderBurgerToCheckout(page)
      await screen(page).placeOrder.click()
      await ui.sent()
    },
  },
  'kiosk.orderPlaced': {
    cannot: (from) =>
      from.hasTag('submitting') ? null : 'the checkout always reports the submission before its order',
    cause: async (ui) => {
      const route = await ui.answer()
      const response = await route.fetch()
      ui.placed.push(((await response.json()) as { code: string }).code)
      await route.fulfill({ response })
    },
  },
  'kiosk.submissionEnded': {
    // the local refuses the order: a problem answer, which the checkout never retries
    cause: async (ui) =>
      (await ui.answer()).fulfill({
        status: 409,
        contentType: 'application/problem+json',
        body: JSON.stringify({ type: 'about:blank', title: 'El local no recibe pedidos', status: 409 }),
      }),
  },
  'kiosk.wentOffline': {
    cannot: (from) => (from.context.online ? null : 'the browser reports only a change of connection'),
    cause: ({ page }) => page.context().setOffline(true),
  },
  'kiosk.wentOnline': {
    cannot: (from) => (from.context.online ? 'the browser reports only a change of connection' : null),
    cause: ({ page }) => page.context().setOffline(false),
  },
  'kiosk.accessibilityToggled': {
    cannot: (from) =>
      from.hasTag('attract')
        ? "the attract screen has no 'Modo accesible'"
        : from.hasTag('idleWarning')
          ? 'the warning covers the page: the touch on the toggle ends the warning first'
          : null,
    cause: async ({ page }) => screen(page).toggle.click(),
  },
  'kiosk.newOrder': { cause: async ({ page }) => page.getByRole('button', { name: 'Nuevo pedido' }).click() },
  'xstate.after.idleAfter.kioskSession.ordering': {
    cause: ({ page }) => page.clock.fastForward(KIOSK_IDLE_AFTER_MS),
  },
  'xstate.after.tick.kioskSession.warning.counting': {
    cause: ({ page }) => page.clock.fastForward(KIOSK_TICK_MS),
  },
  'xstate.after.orderShown.kioskSession.orderPlaced': {
    cause: ({ page }) => page.clock.fastForward(KIOSK_ORDER_SHOWN_MS),
  },
}

/** State node → what the screen must show while it is active. Every state of kiosk-session must have one. */
const SCREENS: Record<string, (page: Page, state: Snapshot) => Promise<void>> = {
  'kioskSession.attract': async (page, state) => {
    await screen(page).attract(state.context.notice).waitFor()
    await screen(page).toggle.waitFor({ state: 'detached' })
    expect(await page.getByRole('region', { name: 'Lo más destacado' }).count()).toBe(0)
  },
  'kioskSession.ordering': async (page) => {
    await screen(page).anyAttract.waitFor({ state: 'detached' })
    await screen(page).toggle.waitFor()
    expect(await screen(page).displayNumber.count()).toBe(0)
  },
  'kioskSession.submitting': async (page) => {
    await page.getByRole('button', { name: /Enviando pedido…/ }).waitFor()
    expect(await screen(page).placeOrder.getAttribute('aria-busy')).toBe('true')
  },
  'kioskSession.warning': async (page, state) => {
    await screen(page).warning.waitFor()
    await screen(page).warning.getByText(t(state.context.notice), { exact: true }).waitFor()
  },
  'kioskSession.warning.counting': async (page, state) => {
    expect(state.context.secondsLeft).toBeGreaterThan(0)
    await screen(page).warning.getByRole('button', { name: 'Seguir pidiendo' }).waitFor()
  },
  'kioskSession.orderPlaced': async (page) => {
    await screen(page).displayNumber.waitFor()
    const shown = (await screen(page).displayNumber.textContent()) ?? ''
    expect(shown).toMatch(/^\d+$/)
    await page
      .getByRole('heading', { name: t({ key: 'kiosk.orderPlaced', params: { orderNumber: shown } }) })
      .waitFor()
    await page.getByText('Retira tu pedido cuando veas tu número').waitFor()
  },
}

/** Not a state node: what the context says every screen shows (connection, accessibility mode). */
async function checkContext(page: Page, state: Snapshot) {
  const { offline, toggle } = screen(page)
  if (state.context.online) await offline.waitFor({ state: 'detached' })
  else await offline.waitFor()
  await page.waitForFunction(
    (accessible) => document.documentElement.style.fontSize === (accessible ? '125%' : ''),
    state.context.accessible,
  )
  if (state.hasTag('attract')) return
  expect(await toggle.getAttribute('aria-pressed')).toBe(String(state.context.accessible))
}

const machine = kioskSessionModel.machine
const eventTypes = [...new Set(transitionsOf(machine).map((transition) => transition.eventType))]
const stateIds = (getStateNodes(machine.root) as AnyStateNode[]).map((node) => node.id)

/** The model the UI replays: the real machine, taking only the events a diner or the network can cause. */
const uiModel: MachineModel = {
  ...kioskSessionModel,
  canTake: (from: Snapshot, event: AnyEventObject) => {
    const driver = DRIVERS[event.type]
    return driver !== undefined && !driver.cannot?.(from)
  },
}

const allPaths = generatePaths(kioskSessionModel)
const uiPaths = generatePaths(uiModel)
const replayed = coveringPaths(uiModel, uiPaths)

const activeIds = (state: Snapshot) => state._nodes.map((node) => node.id).filter((id) => id in SCREENS)

async function openKiosk(): Promise<KioskUi> {
  const { page } = await browser.open('about:blank', TOTEM)
  await page.clock.install()
  let held!: Promise<Route>
  let hold: (route: Route) => void = () => {}
  const arm = () => {
    held = new Promise<Route>((resolve) => {
      hold = resolve
    })
  }
  arm()
  await page.route('**/api/order', async (route) => {
    if (route.request().method() !== 'POST') return route.continue()
    hold(route)
  })
  const ui: KioskUi = {
    page,
    sent: () => held,
    answer: async () => {
      const route = await held
      arm()
      return route
    },
    placed: [],
  }
  await page.goto(new URL(KIOSK, browser.baseUrl).toString())
  await page.getByRole('button', { name: /toca la pantalla/ }).waitFor()
  // from here on, time passes only when a path says so
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000)
  return ui
}

async function replayOnUi(path: ModelPath) {
  const ui = await openKiosk()
  let from = path.steps[0]?.state as Snapshot
  for (const id of activeIds(from)) await SCREENS[id]?.(ui.page, from)
  for (const step of path.steps.slice(1)) {
    const driver = DRIVERS[step.event.type]
    if (!driver) throw new Error(`no UI driver for ${step.event.type}`)
    await driver.cause(ui, from)
    for (const id of activeIds(step.state)) await SCREENS[id]?.(ui.page, step.state)
    await checkContext(ui.page, step.state)
    from = step.state
  }
  return ui
}

describe('kiosk-session paths replayed on the real kiosk (table 12, 1080×1920)', () => {
  it('maps every event to a UI action and every state to a screen', () => {
    expect(eventTypes.filter((type) => !(type in DRIVERS))).toEqual([])
    expect(stateIds.filter((id) => !(id in SCREENS))).toEqual([])
  })

  it('replays a covering set of the paths the UI can cause: every state and event, pinned counts', () => {
    // a graph that grows or shrinks fails here
    expect(allPaths.length).toBe(445)
    expect(uiPaths.length).toBe(235)
    expect(replayed.map(describePath)).toHaveLength(7)
    const covered = coverageOf(
      uiModel,
      replayed.map((path) => replayPath(uiModel, path)),
    )
    expect(covered.states.missing).toEqual([])
    const replayedEvents = new Set(replayed.flatMap((path) => path.steps.map((step) => step.event.type)))
    expect(eventTypes.filter((type) => !replayedEvents.has(type))).toEqual([])
    // only what no diner can cause stays out, each for the reason its driver gives
    expect(covered.transitions.missing).toEqual([
      'kioskSession.ordering --kiosk.orderPlaced--> kioskSession.orderPlaced',
      'kioskSession.warning --kiosk.submissionStarted--> kioskSession.submitting',
    ])
  })

  it.each(replayed.map((path, i) => [i + 1, describePath(path), path] as const))(
    'path %i on the UI: %s',
    async (_, __, path) => {
      const ui = await replayOnUi(path)
      const orders = path.steps.filter((step) => step.event.type === 'kiosk.orderPlaced').length
      expect(ui.placed).toHaveLength(orders)
      // a path ending back on the attract screen leaves nothing of the diner behind
      const last = path.steps.at(-1)?.state as Snapshot
      if (last.hasTag('attract') && path.steps.length > 1) {
        expect(await ui.page.evaluate(() => localStorage.length)).toBe(0)
        expect(new URL(ui.page.url()).pathname).toBe(new URL(KIOSK, browser.baseUrl).pathname)
      }
    },
  )
})
