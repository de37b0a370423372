import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page, WebSocketRoute } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { boot, type Running } from '../../scripts/chaos-server'
import { appReady, chromiumPerFile } from './browser'
import { ALIAS, consoleTransition, placeCounterOrder } from './console-fixtures'
import { ownServer } from './e2e-server'

// The board shows every counter order of the local, and its tests count what is on it.
const browser = chromiumPerFile({ server: ownServer('the whole board') })
const TV = { width: 1920, height: 1080 }
const DESKTOP = { width: 1400, height: 900 }
const BOARD = `/pantalla/${ALIAS}`
const PHONE_NUMBER = '1155550177'

const column = (page: Page, name: 'En preparación' | 'Listo para retirar') =>
  page.getByRole('region', { name, exact: true })
const numberIn = (page: Page, name: 'En preparación' | 'Listo para retirar', n: number) =>
  column(page, name).getByText(String(n), { exact: true })

/** Both counter orders of the journey, accepted by the kitchen: a kiosk one and a take-away one. */
async function acceptedOrders(server = browser) {
  const kiosk = await placeCounterOrder(server, 'SELF_SERVICE', { name: 'Tomás', phone: null })
  const takeAway = await placeCounterOrder(server, 'TAKE_AWAY', {
    name: 'Lucía Fernández',
    phone: PHONE_NUMBER,
  })
  for (const order of [kiosk, takeAway])
    await consoleTransition(server, order.id, { action: 'accept', etaMinutes: 15 })
  return { kiosk, takeAway }
}

describe('the counter board', () => {
  it('shows a kiosk and a take-away order in preparation, ready live, and gone once picked up; the follow-up says ready', async () => {
    const { kiosk, takeAway } = await acceptedOrders()
    const { page } = await browser.open('about:blank', TV)
    let reads = 0
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === `/api/board/${ALIAS}`) reads += 1
    })
    await page.goto(new URL(BOARD, browser.baseUrl).toString())
    await numberIn(page, 'En preparación', kiosk.displayNumber).waitFor()
    await numberIn(page, 'En preparación', takeAway.displayNumber).waitFor()
    await column(page, 'En preparación').getByText('Lucía', { exact: true }).waitFor()
    // the first read, then one more once the channel subscribed (to catch up), and no more
    await expect.poll(() => reads, { timeout: 5000 }).toBe(2)

    const { page: diner } = await browser.open(`/menu/${ALIAS}/order/${takeAway.code}`)
    await diner.getByRole('heading', { level: 1, name: `Pedido ${takeAway.code}` }).waitFor()

    for (const order of [kiosk, takeAway]) await consoleTransition(browser, order.id, { action: 'ready' })
    // live: the board the channel pushes moves them, with no read of the page's own
    await numberIn(page, 'Listo para retirar', kiosk.displayNumber).waitFor({ timeout: 3000 })
    await numberIn(page, 'Listo para retirar', takeAway.displayNumber).waitFor({ timeout: 3000 })
    await numberIn(page, 'En preparación', takeAway.displayNumber).waitFor({ state: 'detached' })
    expect(reads).toBe(2)
    await diner.getByText('Tu pedido está listo para retirar').waitFor()

    // the board shows numbers and first names, never a phone, a surname or an address
    const html = await page.content()
    const tree = await page.locator('body').ariaSnapshot()
    for (const shown of [html, tree]) {
      expect(shown).not.toContain(PHONE_NUMBER)
      expect(shown).not.toContain('Fernández')
      expect(shown).not.toContain('Av. ')
      expect(shown).not.toContain('Muzzarella')
    }
    expect(tree).toContain('Listo para retirar')
    // no way out but the staff PIN: the one link is the skip link to the board itself
    expect(await page.locator('a[href]:not([href^="#"])').count()).toBe(0)

    // the counter closes the take-away by its number, and the kiosk order from its card's action
    const { page: staff } = await browser.open(`/consola/${ALIAS}`, DESKTOP)
    await staff.getByLabel('Usuario').fill('encargado')
    await staff.getByLabel('Contraseña').fill('palermo1234')
    await staff.getByRole('button', { name: 'Ingresar' }).click()
    await staff.getByLabel('Número del pedido').fill(String(takeAway.displayNumber))
    await staff.getByRole('button', { name: 'Entregado', exact: true }).click()
    await staff.getByText(`Pedido ${takeAway.displayNumber} entregado`).waitFor()
    await numberIn(page, 'Listo para retirar', takeAway.displayNumber).waitFor({
      state: 'detached',
      timeout: 3000,
    })
    await consoleTransition(browser, kiosk.id, { action: 'handOver' })
    await numberIn(page, 'Listo para retirar', kiosk.displayNumber).waitFor({
      state: 'detached',
      timeout: 3000,
    })
  })

  it("says 'Sin conexión' through a 30 s network loss and catches up when it comes back", async () => {
    const { kiosk, takeAway } = await acceptedOrders()
    const { page } = await browser.open('about:blank', TV)
    let blocked = false
    const sockets: WebSocketRoute[] = []
    await page.routeWebSocket(/\/api\/live/, (ws) => {
      if (blocked) {
        ws.close({ code: 1006 })
        return
      }
      ws.connectToServer()
      sockets.push(ws)
    })
    await page.route('**/api/**', (route) =>
      blocked ? route.abort('internetdisconnected') : route.continue(),
    )
    await page.goto(new URL(BOARD, browser.baseUrl).toString())
    await numberIn(page, 'En preparación', kiosk.displayNumber).waitFor()

    blocked = true
    for (const socket of sockets.splice(0)) await socket.close({ code: 1006 })
    await page.getByRole('status').getByText('Sin conexión').waitFor()
    // the kitchen goes on meanwhile
    await consoleTransition(browser, kiosk.id, { action: 'ready' })
    await consoleTransition(browser, takeAway.id, { action: 'ready' })
    await consoleTransition(browser, takeAway.id, { action: 'handOver' })
    await page.waitForTimeout(30_000)
    await page.getByText('Sin conexión').waitFor()
    // what is shown is what was known: the kiosk number still in preparation
    await numberIn(page, 'En preparación', kiosk.displayNumber).waitFor()

    blocked = false
    await numberIn(page, 'Listo para retirar', kiosk.displayNumber).waitFor({ timeout: 10_000 })
    await page.getByText('Sin conexión').waitFor({ state: 'detached' })
    expect(await numberIn(page, 'En preparación', takeAway.displayNumber).count()).toBe(0)
    expect(await numberIn(page, 'Listo para retirar', takeAway.displayNumber).count()).toBe(0)
    await consoleTransition(browser, kiosk.id, { action: 'handOver' })
    await numberIn(page, 'Listo para retirar', kiosk.displayNumber).waitFor({
      state: 'detached',
      timeout: 5000,
    })
  }, 90_000)

  it('stays correct through a server restart, after a SIGTERM and after a kill -9, without a reload', async () => {
    // Its own server: the suite's shared one must not stop under the other files' tests.
    const dataDir = await mkdtemp(join(tmpdir(), 'e2e-board-restart-'))
    const started: Running[] = []
    const start = async (port = 0) => {
      const server = await boot({ env: { DATA_DIR: dataDir, PORT: String(port) } }, 45_000)
      started.push(server)
      return server
    }
    const stop = async (server: Running, signal: 'SIGTERM' | 'SIGKILL') => {
      server.child.kill(signal)
      await server.exited
      return { code: server.child.exitCode, signal: server.child.signalCode }
    }
    const on = (server: Running) => ({ ...browser, baseUrl: server.base })
    try {
      let server = await start()
      const port = Number(new URL(server.base).port)
      const { kiosk, takeAway } = await acceptedOrders(on(server))

      const { page, consoleErrors } = await browser.open('about:blank', TV)
      let subscriptions = 0
      page.on('websocket', (socket) =>
        socket.on('framereceived', ({ payload }) => {
          if (String(payload).includes('"subscribed"')) subscriptions += 1
        }),
      )
      await page.goto(new URL(BOARD, server.base).toString())
      await appReady(page)
      await page.evaluate(() => Object.assign(window, { sameDocument: true }))
      const offline = page.getByRole('status').getByText('Sin conexión')
      await numberIn(page, 'En preparación', kiosk.displayNumber).waitFor()
      await numberIn(page, 'En preparación', takeAway.displayNumber).waitFor()
      await expect.poll(() => subscriptions, { timeout: 10_000 }).toBe(1)
      // A TV left on has its service worker by now; one registering as the server stops would fail, which
      // the app shrugs off but Chromium logs as an error.
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready
      })

      // SIGTERM: the socket is told to reconnect elsewhere, and there is nowhere else
      expect(await stop(server, 'SIGTERM')).toEqual({ code: 0, signal: null })
      await offline.waitFor()
      // The kitchen goes on meanwhile, through another process on the same data: the board never hears of
      // it and must learn it by reading again once its server is back.
      const elsewhere = await start()
      await consoleTransition(on(elsewhere), kiosk.id, { action: 'ready' })
      expect(await stop(elsewhere, 'SIGTERM')).toEqual({ code: 0, signal: null })
      // what is shown is what was known
      await numberIn(page, 'En preparación', kiosk.displayNumber).waitFor()
      await offline.waitFor()

      let seen = subscriptions
      server = await start(port)
      // back: the socket retries every 4 s at most, the read every 5 s
      await numberIn(page, 'Listo para retirar', kiosk.displayNumber).waitFor({ timeout: 15_000 })
      await numberIn(page, 'En preparación', takeAway.displayNumber).waitFor()
      await offline.waitFor({ state: 'detached' })
      await expect.poll(() => subscriptions, { timeout: 10_000 }).toBeGreaterThan(seen)

      // kill -9: no goodbye, the socket just drops, and the data directory's lock is left behind
      expect(await stop(server, 'SIGKILL')).toEqual({ code: null, signal: 'SIGKILL' })
      await offline.waitFor()
      seen = subscriptions
      server = await start(port)
      await expect.poll(() => subscriptions, { timeout: 15_000 }).toBeGreaterThan(seen)
      await offline.waitFor({ state: 'detached' })
      // live again right after it is back: the pushed boards move the numbers
      await consoleTransition(on(server), takeAway.id, { action: 'ready' })
      await consoleTransition(on(server), kiosk.id, { action: 'handOver' })
      await numberIn(page, 'Listo para retirar', takeAway.displayNumber).waitFor({ timeout: 3000 })
      await numberIn(page, 'Listo para retirar', kiosk.displayNumber).waitFor({
        state: 'detached',
        timeout: 3000,
      })
      expect(await numberIn(page, 'En preparación', takeAway.displayNumber).count()).toBe(0)
      expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true)

      // Chromium's own line for each socket the stopped server refused: the browser's, not the app's
      const appErrors = consoleErrors.filter((line) => !/^WebSocket connection to .* failed/.test(line))
      consoleErrors.length = 0
      expect(appErrors).toEqual([])
    } finally {
      for (const server of started)
        if (server.child.exitCode === null && server.child.signalCode === null) await stop(server, 'SIGKILL')
      await rm(dataDir, { recursive: true, force: true })
    }
  }, 120_000)
})
