import type { Locator, Page, Route, WebSocketRoute } from 'playwright-core'
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate'
import type { ModelPath } from '../../machines/graph/paths'
import { storeCart } from '../e2e/stored-cart'
import { serverAction } from './server-actions'
import {
  type Cause,
  type Check,
  causeAt,
  checksFor,
  describeCause,
  describeCheck,
  entryFor,
  expand,
  fromContext,
  isTicked,
  noticeLine,
  render,
  setupOf,
  type Target,
  type Text,
  type UiMap,
} from './ui-map'

/**
 * Replays one generated path of a machine on its real screen: each step's event is caused as its UI map
 * says, then every check of every active state node must hold before the next step. A step whose screen
 * does not follow fails with the step's number and its Spanish line.
 */

/** Requests held by the map, in the order the page sent them, one queue per held name. */
class HeldRequests {
  private queues = new Map<string, Route[]>()
  private waiting = new Map<string, ((route: Route) => void)[]>()

  push(name: string, route: Route) {
    const next = this.waiting.get(name)?.shift()
    if (next) next(route)
    else this.queues.set(name, [...(this.queues.get(name) ?? []), route])
  }

  /** the held requests of this name go on to the server, unanswered by the path */
  passOn(name: string) {
    for (const route of this.queues.get(name)?.splice(0) ?? []) void route.continue()
  }

  /** a request of this name is held, waiting up to `ms` for one */
  async arrives(name: string, ms: number): Promise<boolean> {
    for (const start = Date.now(); Date.now() - start < ms; )
      if ((this.queues.get(name)?.length ?? 0) > 0) return true
      else await new Promise((resolve) => setTimeout(resolve, 50))
    return (this.queues.get(name)?.length ?? 0) > 0
  }

  take(name: string): Promise<Route> {
    const queued = this.queues.get(name)?.shift()
    if (queued) return Promise.resolve(queued)
    return new Promise((resolve) => this.waiting.set(name, [...(this.waiting.get(name) ?? []), resolve]))
  }

  /** the page's pending timers just before the last held request was let go (-1: no replay clock) */
  private timersBeforeLast = -1

  /** Lets a held request go (answered, failed or passed on), counting the clock's timers first. */
  async settle(page: Page, name: string, settle: (route: Route) => Promise<void>) {
    const route = await this.take(name)
    this.timersBeforeLast = await pendingTimers(page)
    await settle(route)
  }

  /**
   * Waits until the page has acted on the last request let go, before the replay's clock moves: the page
   * sets its next timer (a retry a second later) once its code has read the answer, which on a busy
   * machine may come after a fast-forward that was to fire it; that timer then never fires and the path
   * waits for its request until the test times out. A page that sets no new timer is given a moment.
   */
  async handled(page: Page) {
    const before = this.timersBeforeLast
    this.timersBeforeLast = -1
    if (before < 0) return
    for (const start = Date.now(); Date.now() - start < 3000; ) {
      if ((await pendingTimers(page)) > before) return
      await new Promise((resolve) => setTimeout(resolve, 25))
    }
  }
}

/**
 * The timers pending on the page's installed clock (Playwright's own controller), or -1 with no clock or
 * while the page is between documents.
 */
async function pendingTimers(page: Page): Promise<number> {
  try {
    return await page.evaluate(() => {
      const clock = (window as { __pwClock?: { controller?: { countTimers?: () => number } } }).__pwClock
      return clock?.controller?.countTimers?.() ?? -1
    })
  } catch {
    return -1
  }
}

/**
 * The page's sockets the map routes (UiMap.socket): each connects to the real server, whose messages wait
 * here, per socket name, until a `deliver` passes them on; a drop closes both ends and forgets what waited.
 */
class HeldSockets {
  private open = new Map<string, WebSocketRoute>()
  private messages = new Map<string, { kind: string; data: string | Buffer }[]>()
  /** the kinds each open socket's server has said so far */
  private heard = new Map<string, Set<string>>()
  private listeners: (() => void)[] = []

  /** every open socket has heard its server say `ready` (the map's kinds by socket name) */
  async ready(kinds: Record<string, string | undefined>) {
    for (const [name, kind] of Object.entries(kinds))
      if (kind && this.open.has(name))
        await this.until(() => (this.heard.get(name)?.has(kind) ? true : undefined))
  }

  connect(name: string, ws: WebSocketRoute) {
    const server = ws.connectToServer()
    this.open.set(name, ws)
    this.messages.set(name, [])
    this.heard.set(name, new Set())
    server.onMessage((data) => {
      if (this.open.get(name) !== ws) return
      let kind = ''
      try {
        kind = String((JSON.parse(String(data)) as { type?: unknown }).type)
      } catch {}
      this.messages.get(name)?.push({ kind, data })
      this.heard.get(name)?.add(kind)
      this.changed()
    })
    ws.onClose(() => server.close())
    this.changed()
  }

  private changed() {
    for (const listener of this.listeners.splice(0)) listener()
  }

  private until<T>(value: () => T | undefined): Promise<T> {
    return new Promise((resolve) => {
      const look = () => {
        const found = value()
        if (found !== undefined) resolve(found)
        else this.listeners.push(look)
      }
      look()
    })
  }

  async deliver(name: string, kind: string) {
    const ws = await this.until(() => this.open.get(name))
    const held = await this.until(() => {
      const all = this.messages.get(name) ?? []
      return all.some((m) => m.kind === kind) ? all : undefined
    })
    for (const message of held.filter((m) => m.kind === kind)) ws.send(message.data)
    this.messages.set(
      name,
      held.filter((m) => m.kind !== kind),
    )
  }

  async say(name: string, json: unknown) {
    ;(await this.until(() => this.open.get(name))).send(JSON.stringify(json))
  }

  async drop(name: string) {
    const ws = await this.until(() => this.open.get(name))
    this.open.delete(name)
    this.messages.delete(name)
    await ws.close({ code: 4000, reason: 'dropped by the replay' })
  }
}

const readyOf = (map: UiMap) =>
  Object.fromEntries(Object.entries(map.socket ?? {}).map(([name, socket]) => [name, socket.ready]))

/** The routed sockets of an opened page, found from its held requests (openForMap returns those). */
const socketsOf = new WeakMap<HeldRequests, HeldSockets>()

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * A target's text with the path's fixtures put in: `{firstNumber}` reads the fixture of that name (a number
 * known only once the path's own order is placed); a brace with no such fixture stays as it is.
 */
const textOf = (text: Text, params: Record<string, string>) =>
  render(text).replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole)

export function locate(page: Page | Locator, target: Target, params: Record<string, string> = {}): Locator {
  if ('within' in target) return locate(locate(page, target.within, params).first(), target.target, params)
  if ('card' in target) return page.getByRole('article').filter({ hasText: textOf(target.card, params) })
  if ('label' in target) return page.getByLabel(textOf(target.label, params), { exact: true })
  if ('text' in target) return page.getByText(textOf(target.text, params), { exact: true })
  if ('textStart' in target)
    return page.getByText(new RegExp(`^${escapeRegExp(textOf(target.textStart, params))}`))
  if ('textIn' in target) return page.getByText(textOf(target.textIn, params))
  if ('row' in target) {
    // the heading is matched inside each item: a locator of the page, not of the one searched within
    const heading = ('goto' in page ? page : page.page()).getByRole('heading', {
      name: textOf(target.row, params),
      exact: true,
    })
    return page.getByRole('listitem').filter({ has: heading })
  }
  if ('testId' in target) return page.getByTestId(target.testId)
  return target.name === undefined
    ? page.getByRole(target.role)
    : page.getByRole(target.role, {
        name: target.prefix
          ? new RegExp(`^${escapeRegExp(textOf(target.name, params))}`)
          : textOf(target.name, params),
        exact: true,
      })
}

// navigator.geolocation answered by the replay: each request waits in window.__positions (UiMap.heldPosition)
const HOLD_POSITION = () => {
  const held: { ok: PositionCallback; fail?: PositionErrorCallback | null }[] = []
  Object.assign(window, { __positions: held })
  Object.defineProperty(navigator, 'geolocation', {
    value: {
      getCurrentPosition: (ok: PositionCallback, fail?: PositionErrorCallback | null) =>
        held.push({ ok, fail }),
    },
  })
}

// every request still waiting hears the answer, as a person's answer to the prompt reaches them all (one
// the page gave up on, a request it asked again, is then answered too and goes unheard)
async function answerPosition(page: Page, position: { lat: number; lng: number } | 'denied') {
  await page.waitForFunction(() => (window as never as { __positions: unknown[] }).__positions.length > 0)
  await page.evaluate((answer) => {
    const waiting = (
      window as never as { __positions: { ok: PositionCallback; fail?: PositionErrorCallback | null }[] }
    ).__positions.splice(0)
    for (const next of waiting)
      if (answer === 'denied')
        next.fail?.({
          code: 1,
          message: 'User denied Geolocation',
          PERMISSION_DENIED: 1,
          POSITION_UNAVAILABLE: 2,
          TIMEOUT: 3,
        } as GeolocationPositionError)
      else
        next.ok({
          coords: { latitude: answer.lat, longitude: answer.lng, accuracy: 10 },
          timestamp: Date.now(),
        } as GeolocationPosition)
  }, position)
}

/** What a server action needs: the app's address and the replay's fixtures (the order's code…). */
interface Where {
  baseUrl: string
  params: Record<string, string>
  /** the map's routed sockets (UiMap.socket), and the kind by which each says its server listens */
  sockets?: HeldSockets
  ready?: Record<string, string | undefined>
}

async function cause(
  page: Page,
  held: HeldRequests,
  step: Cause,
  event: AnyEventObject,
  where: Where = { baseUrl: '', params: {} },
) {
  // the first match, as a person taps the first of two same links (a plate both highlighted and listed)
  if ('tap' in step) return locate(page, step.tap, where.params).first().click()
  if ('fill' in step)
    return locate(page, step.fill, where.params).fill(
      typeof step.with === 'string' ? step.with : String(event[step.with.event] ?? ''),
    )
  if ('release' in step) return held.settle(page, step.release, (route) => route.continue())
  if ('answer' in step)
    return held.settle(page, step.answer, (route) =>
      route.fulfill(
        // a 204 has no body at all
        step.status === 204
          ? { status: 204, headers: step.headers }
          : step.json !== undefined
            ? {
                status: step.status,
                headers: step.headers,
                contentType: 'application/json',
                body: JSON.stringify(step.json),
              }
            : {
                status: step.status,
                headers: step.headers,
                contentType: 'application/problem+json',
                body: JSON.stringify({ type: 'about:blank', title: step.title, status: step.status }),
              },
      ),
    )
  if ('happens' in step) return
  if ('fail' in step) return held.settle(page, step.fail, (route) => route.abort('internetdisconnected'))
  if ('clock' in step) {
    await held.handled(page)
    return page.clock.fastForward(step.clock)
  }
  if ('unless' in step) {
    if ((await locate(page, step.unless, where.params).count()) > 0) return
    for (const c of step.steps) await cause(page, held, c, event, where)
    return
  }
  if ('position' in step) return answerPosition(page, step.position)
  if ('select' in step)
    return locate(page, step.select, where.params).selectOption(
      typeof step.value === 'string' ? step.value : String(event[step.value.event] ?? ''),
    )
  if ('check' in step)
    return locate(page, step.check, where.params).setChecked(Boolean(event[step.checked.event]))
  if ('store' in step)
    return page.evaluate((entries) => {
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value)
    }, step.store)
  if ('server' in step) {
    await where.sockets?.ready(where.ready ?? {})
    return serverAction(step.server, where.baseUrl, where.params)
  }
  if ('tabReturn' in step) return page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')))
  if ('reopen' in step) {
    const url = page.url()
    const entries = await step.seed(new URL(url).origin)
    // stored from a plain file of the origin, the app's page gone: the page still open could save its own
    // cart over the seed (a late menu sync, its leaving) between the seed and a reload
    await page.goto(new URL('/favicon.svg', url).toString())
    await page.evaluate((stored) => {
      for (const [key, value] of Object.entries(stored))
        localStorage.setItem(key, typeof value === 'string' ? value : JSON.stringify(value))
    }, entries)
    await page.goto(url)
    return page.locator('#root[data-app="ready"]').waitFor({ state: 'attached' })
  }
  if ('tapAt' in step) throw new Error('a tapAt is resolved from its step (causeAt) before it is caused')
  if ('otherTab' in step) {
    const other = await page.context().newPage()
    await other.goto(page.url())
    await other.evaluate((key) => localStorage.removeItem(key), step.removes)
    return other.close()
  }
  if ('open' in step) {
    const path = step.open.replace(/\{(\w+)\}/g, (whole, name: string) => where.params[name] ?? whole)
    await page.goto(new URL(path, page.url()).toString())
    return page.locator('#root[data-app="ready"]').waitFor({ state: 'attached' })
  }
  if ('lands' in step) {
    const pattern = new RegExp(step.lands)
    return page.waitForURL((url) => pattern.test(url.pathname))
  }
  if ('slide' in step) {
    // the arrows move 5 at a time (a deliberate slide, not a jump); Enter lets go at the end
    const slider = page.getByRole('slider').first()
    await slider.focus()
    for (let i = 0; i < 20; i++) await slider.press('ArrowRight')
    return slider.press('Enter')
  }
  if ('deliver' in step) return where.sockets?.deliver(step.deliver, step.kind)
  if ('socketSays' in step) return where.sockets?.say(step.socketSays, step.json)
  if ('drop' in step) return where.sockets?.drop(step.drop)
  if ('cookies' in step)
    return page
      .context()
      .addCookies(Object.entries(step.cookies).map(([name, value]) => ({ name, value, url: page.url() })))
  // to the top of its scroller, so what follows it (a list's end, watched by an observer) shows too; then two
  // frames, so an observer sees this position before the next scroll (two scrolls in one frame are one to it)
  if ('scrollTo' in step)
    return locate(page, step.scrollTo, where.params)
      .first()
      .evaluate((element) => {
        element.scrollIntoView({ block: 'start' })
        return new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done())))
      })
  if ('drag' in step)
    return drag(page, step.drag, step.to === 'release' ? null : Number(event[step.to.event]))
  if ('tapPoint' in step) return page.mouse.click(step.tapPoint.x, step.tapPoint.y)
  if ('hide' in step) {
    for (let tries = 0; ; tries++) {
      await page.evaluate(turnVisibility, 'hidden' as const)
      if (await held.arrives(step.hide, 1000)) return
      if (tries > 20) throw new Error(`the hidden page never sent ${step.hide}`)
      await page.evaluate(turnVisibility, 'visible' as const)
    }
  }
  if ('show' in step) return page.evaluate(turnVisibility, 'visible' as const)
  if ('link' in step) {
    await page.goto(new URL(step.link, page.url()).toString(), { waitUntil: 'commit' })
    return
  }
  if ('edited' in step) {
    const route = await held.take(step.edited)
    // the whole answer, not a 304 against the browser's copy: the edit needs a body
    const { 'if-none-match': _, ...headers } = route.request().headers()
    const response = await route.fetch({ headers })
    return route.fulfill({ response, json: step.edit(await response.json()) })
  }
  if ('openWithCart' in step) {
    await page.goto(new URL('/favicon.svg', page.url()).toString())
    const mode = await modeOf(page.url(), step.cart.alias, step.cart.mode)
    await storeCart(page, step.cart.alias, mode, step.cart.plate)
    await page.goto(new URL(step.openWithCart, page.url()).toString())
    return page.locator('#root[data-app="ready"]').waitFor({ state: 'attached' })
  }
  return page.context().setOffline(step.offline)
}

/** The page turns hidden or visible, as when the person leaves its tab and comes back (it hears visibilitychange). */
const turnVisibility = (state: 'hidden' | 'visible') => {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true })
  Object.defineProperty(document, 'hidden', { value: state === 'hidden', configurable: true })
  document.dispatchEvent(new Event('visibilitychange'))
}

/** The pages whose range thumb the pointer holds (a `drag` not yet let go). */
const pointerHeld = new WeakSet<Page>()

/**
 * A pointer drag on a range (Cause `drag`): where a value sits is read off the range's box, whose thumb is
 * as wide as the box is high (the rider's slider), so its centre runs from half a thumb in to half a thumb
 * before the end. `to` null lets go.
 */
async function drag(page: Page, target: Target, to: number | null) {
  const range = locate(page, target).first()
  if (to === null) {
    pointerHeld.delete(page)
    return page.mouse.up()
  }
  const box = await range.boundingBox()
  if (!box) throw new Error('the range is not on the screen')
  const min = Number((await range.getAttribute('min')) ?? 0)
  const max = Number((await range.getAttribute('max')) ?? 100)
  const at = (value: number) =>
    [
      box.x + box.height / 2 + ((box.width - box.height) * (value - min)) / (max - min),
      box.y + box.height / 2,
    ] as const
  if (!pointerHeld.has(page)) {
    await page.mouse.move(...at(Number(await range.inputValue())))
    await page.mouse.down()
    pointerHeld.add(page)
  }
  // one move: the range hears the new value at once, as a slide from there
  return page.mouse.move(...at(to))
}

async function check(
  page: Page,
  step: Check,
  snapshot: AnyMachineSnapshot,
  params: Record<string, string> = {},
): Promise<void> {
  // a conditional check comes expanded from checksFor; one given directly is expanded here
  if ('when' in step) {
    for (const c of expand(step, snapshot)) await check(page, c, snapshot, params)
    return
  }
  if ('see' in step) return locate(page, step.see, params).first().waitFor()
  if ('gone' in step) return locate(page, step.gone, params).first().waitFor({ state: 'detached' })
  if ('ticked' in step) {
    const expected = isTicked(snapshot, step.shows)
    const box = locate(page, step.ticked, params)
    for (let tries = 0; ; tries++) {
      if ((await box.isChecked()) === expected) return
      if (tries > 50) throw new Error(`expected the box ${expected ? 'ticked' : 'clear'}`)
      await page.waitForTimeout(100)
    }
  }
  if ('field' in step) {
    const expected =
      'reads' in step ? textOf(step.reads, params) : String(fromContext(snapshot, step.shows) ?? '')
    const field = locate(page, step.field, params)
    await field.waitFor()
    // the value may still be settling after a re-render: poll it like a person would look again
    for (let tries = 0; ; tries++) {
      const value = await field.inputValue()
      if (value === expected) return
      if (tries > 50) throw new Error(`expected «${expected}», the field shows «${value}»`)
      await page.waitForTimeout(100)
    }
  }
  if ('pressed' in step) {
    const pressed = String(Boolean(fromContext(snapshot, step.shows)))
    return locate(page, step.pressed, params)
      .and(page.locator(`[aria-pressed="${pressed}"]`))
      .first()
      .waitFor()
  }
  if ('seeIf' in step)
    return locate(page, step.target, params)
      .first()
      .waitFor({ state: fromContext(snapshot, step.seeIf) === step.seeIf.is ? 'visible' : 'detached' })
  if ('unlessIn' in step) {
    for (const c of expand(step, snapshot)) await check(page, c, snapshot, params)
    return
  }
  if ('figure' in step) return figureShown(page, step, snapshot, params)
  const shown = fromContext(snapshot, step.message) as { key: string } | null
  const within = locate(page, step.within, params)
  if (!shown) return within.first().waitFor({ state: 'detached' })
  return within
    .getByText(render(shown as never), { exact: true })
    .first()
    .waitFor()
}

/** Whitespace as a person reads it: runs of it (and the no-break spaces money may hold) as one space. */
const readAs = (text: string) => text.replace(/\s+/g, ' ').trim()

/**
 * A figure (Check `figure`): the target's whole text, looked at again while the page may still be
 * re-rendering, must be the snapshot's. A failure says both, so the report shows what was expected and seen.
 */
async function figureShown(
  page: Page,
  step: Extract<Check, { figure: Target }>,
  snapshot: AnyMachineSnapshot,
  params: Record<string, string>,
) {
  const expected = step.is(snapshot)
  const target = locate(page, step.figure, params).first()
  if (expected === null) return target.waitFor({ state: 'detached' })
  await target.waitFor()
  for (let tries = 0; ; tries++) {
    const seen = readAs((await target.textContent()) ?? '')
    if (seen === expected) return
    if (tries > 30) throw new Error(`expected «${expected}», the screen shows «${seen}»`)
    await page.waitForTimeout(100)
  }
}

/**
 * From the first state on, time passes only when a path says so. The page first finishes what it does
 * once idle (the service worker's registration, mounted after idle): stopped before, it would happen at
 * the path's first clock step, perhaps while the path has the device offline.
 */
async function stopTime(page: Page) {
  await page.waitForFunction(
    async () => (await navigator.serviceWorker?.getRegistration()) !== undefined,
    undefined,
    { polling: 100 },
  )
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000)
}

/**
 * A notice (toast) on the screen. The toaster shows each one from a timer: on the replay's paused clock
 * time moves on by small steps until it shows, as it would while a person looks.
 */
async function noticeShown(page: Page, text: string, paused?: boolean) {
  const notice = page.getByText(text, { exact: true }).first()
  if (!paused) return notice.waitFor()
  for (let tries = 0; !(await notice.isVisible()); tries++) {
    if (tries > 100) throw new Error(`the notice «${text}» did not show`)
    await page.clock.runFor(100)
    await page.waitForTimeout(50)
  }
}

export interface StepReport {
  number: number
  line: string
  ok: boolean
  error?: string
  /** the model step (index in the path) this line belongs to */
  step: number
  /** how long the line took on the screen */
  ms: number
  /** on a failed line with a recorder: the text the screen showed then */
  seen?: string
}

/**
 * What a recorded replay keeps (tests/ui-paths/recording.ts): every line, and the screen once each model
 * step's checks hold (or as it was when one failed).
 */
export interface StepRecorder {
  line(step: StepReport): void
  screen(step: number, page: Page): Promise<void>
}

/** The page's visible text, for a failed step's report (a page gone or busy reads as nothing). */
const visibleText = (page: Page) =>
  page
    .locator('body')
    // biome-ignore lint/performance/useDomNodeTextContent: what the person sees, not hidden text
    .innerText({ timeout: 2000 })
    .then((text) => text.replace(/\n{2,}/g, '\n').slice(0, 2000))
    .catch(() => '')

/** A local's order mode of this type, as the API names it (a stored cart is stamped with it). */
async function modeOf(baseUrl: string, alias: string, type: string) {
  const response = await fetch(new URL(`/api/diner/branchcontacts/${alias}`, baseUrl))
  const contact = (await response.json()) as {
    deliveryConfig: { orderModes: { id: number; type: string }[] }
  }
  const id = contact.deliveryConfig.orderModes.find((mode) => mode.type === type)?.id
  if (id === undefined) throw new Error(`${alias} has no ${type} mode`)
  return { id, type }
}

/** Opens the map's page (holding its requests), ready for the path's first state. */
export async function openForMap(
  page: Page,
  baseUrl: string,
  map: UiMap,
  params: Record<string, string> = {},
  /** the path's own first causes (UiMap.setupOf) */
  firstCauses: Cause[] = [],
) {
  const held = new HeldRequests()
  for (const rewrite of map.rewrite ?? []) {
    const path = new RegExp(rewrite.path)
    await page.route(
      (url) => path.test(url.pathname),
      async (route) => {
        if (route.request().method() !== rewrite.method) return route.fallback()
        const response = await route.fetch()
        const body = (await response.json()) as Record<string, unknown>
        await route.fulfill({ response, json: { ...body, ...rewrite.json } })
      },
    )
  }
  for (const [name, request] of Object.entries(map.held ?? {})) {
    const path = new RegExp(request.path)
    await page.route(
      (url) => path.test(url.pathname),
      async (route) => {
        if (route.request().method() !== request.method) return route.fallback()
        if (request.latest) held.passOn(name)
        held.push(name, route)
      },
    )
  }
  if (map.socket) {
    const sockets = new HeldSockets()
    socketsOf.set(held, sockets)
    for (const [name, socket] of Object.entries(map.socket)) {
      const path = new RegExp(socket.path)
      // the page opens one socket per address (src/lib/live-socket.ts), whichever parts of it listen there
      await page.routeWebSocket(
        (url) => path.test(url.pathname),
        (ws) => sockets.connect(name, ws),
      )
    }
  }
  if (map.clock) await page.clock.install(map.clockAt === undefined ? undefined : { time: map.clockAt })
  if (map.heldPosition) await page.addInitScript(HOLD_POSITION)
  const url = map.url.replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? `{${name}}`)
  if (map.cart) {
    // stored from a plain file of the app's origin before the page first opens: a page opened first could
    // start its flow (and send the requests the map holds) once more, from a cart stored under it
    await page.goto(new URL('/favicon.svg', baseUrl).toString())
    await storeCart(page, map.cart.alias, await modeOf(baseUrl, map.cart.alias, map.cart.mode))
  }
  await page.goto(new URL(url, baseUrl).toString())
  await page.locator('#root[data-app="ready"]').waitFor({ state: 'attached' })
  const where = { baseUrl, params, sockets: socketsOf.get(held), ready: readyOf(map) }
  for (const step of [...(map.setup ?? []), ...firstCauses])
    await cause(page, held, step, { type: 'setup' }, where)
  return held
}

/**
 * Walks the path on the page; `report` hears every line (checks and causes) with its outcome. Throws on the
 * first step that fails, naming it.
 */
export async function replayOnUi(
  page: Page,
  baseUrl: string,
  map: UiMap,
  path: ModelPath,
  report: (step: StepReport) => void = () => {},
  params: Record<string, string> = {},
  notices: readonly string[][] = [],
  /** what a shard checks beyond the screen after every step (storage, the page's own styles) */
  afterStep?: (page: Page, snapshot: AnyMachineSnapshot) => Promise<unknown>,
  recorder?: StepRecorder,
) {
  const first = setupOf(map, path)
  const held = await openForMap(page, baseUrl, map, params, first)
  // numbered as scriptOf numbers them (line 1 opens the page; a check true before a step keeps its
  // number but is checked again after every step)
  let number = 1 + (map.cart ? 1 : 0) + (map.setup?.length ?? 0) + first.length
  let before = new Set<string>()
  let index = 0
  const run = async (line: string, act: () => Promise<unknown>, repeated = false) => {
    if (!repeated) number++
    const start = performance.now()
    const ms = () => Math.round(performance.now() - start)
    try {
      await act()
      if (!repeated) {
        report({ number, line, ok: true, step: index, ms: ms() })
        recorder?.line({ number, line, ok: true, step: index, ms: ms() })
      }
    } catch (error) {
      const message = error instanceof Error ? error.message.split('\n')[0] : String(error)
      const failed = { number, line, ok: false, error: message, step: index, ms: ms() }
      report(failed)
      if (recorder) {
        recorder.line({ ...failed, seen: await visibleText(page) })
        await recorder.screen(index, page)
      }
      throw new Error(`${map.machine}: step ${number} «${line}» failed: ${message}`)
    }
  }
  for (const [at, step] of path.steps.entries()) {
    index = at
    const from = path.steps[index - 1]?.state
    if (from) {
      const entry = entryFor(map, from, step.event)
      if (!entry?.cause) throw new Error(`${map.machine}: no way to cause ${step.event.type} on the UI`)
      for (const c of entry.cause.map((c) => causeAt(c, from, step.event)))
        await run(describeCause(map, c, step.event), () =>
          cause(page, held, c, step.event, {
            baseUrl,
            params,
            sockets: socketsOf.get(held),
            ready: readyOf(map),
          }),
        )
    }
    for (const text of notices[index] ?? [])
      await run(noticeLine(text), () => noticeShown(page, text, map.clock))
    for (const c of from ? (entryFor(map, from, step.event)?.shows ?? []) : [])
      await run(describeCheck(c, step.state), () => check(page, c, step.state))
    const now = checksFor(map, step.state).map((c) => [c, describeCheck(c, step.state)] as const)
    for (const [c, line] of now) await run(line, () => check(page, c, step.state, params), before.has(line))
    before = new Set(now.map(([, line]) => line))
    if (map.clock && index === 0) await stopTime(page)
    if (afterStep)
      await run(`(${map.machine}) after step ${index + 1}`, () => afterStep(page, step.state), true)
    await recorder?.screen(index, page)
  }
}
