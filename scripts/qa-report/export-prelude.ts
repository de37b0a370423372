/**
 * The helpers every exported Playwright file carries (export-playwright.ts), so it needs nothing of this
 * project: the requests the map holds until a step answers them, the page opened as the replay opens it,
 * the toasts read on a paused clock. The same behaviour as tests/ui-paths/harness.ts, in plain Playwright.
 */
export const EXPORT_PRELUDE = `
/** The running Tucán the paths are walked on. */
const BASE = process.env.TUCAN_URL ?? 'http://localhost:3000'

/** Requests the map holds until a step lets them go on, answers or fails them, in the order sent. */
class Held {
  private queues = new Map<string, Route[]>()
  private waiting = new Map<string, ((route: Route) => void)[]>()

  push(name: string, route: Route) {
    const next = this.waiting.get(name)?.shift()
    if (next) next(route)
    else this.queues.set(name, [...(this.queues.get(name) ?? []), route])
  }

  passOn(name: string) {
    for (const route of this.queues.get(name)?.splice(0) ?? []) void route.continue()
  }

  take(name: string): Promise<Route> {
    const queued = this.queues.get(name)?.shift()
    if (queued) return Promise.resolve(queued)
    return new Promise((resolve) => this.waiting.set(name, [...(this.waiting.get(name) ?? []), resolve]))
  }

  async answer(name: string, a: { status: number; title: string; json?: unknown; headers?: Record<string, string> }) {
    const route = await this.take(name)
    if (a.status === 204) return route.fulfill({ status: 204, headers: a.headers })
    if (a.json !== undefined)
      return route.fulfill({ status: a.status, headers: a.headers, contentType: 'application/json', body: JSON.stringify(a.json) })
    return route.fulfill({
      status: a.status,
      headers: a.headers,
      contentType: 'application/problem+json',
      body: JSON.stringify({ type: 'about:blank', title: a.title, status: a.status }),
    })
  }
}

async function openPage(page: Page, path: string) {
  await page.goto(new URL(path, page.url().startsWith('http') ? page.url() : BASE).toString())
  await page.locator('#root[data-app="ready"]').waitFor({ state: 'attached' })
}

/** The map's page, its requests held and its answers rewritten as the map says, its clock the test's. */
async function openMap(page: Page): Promise<Held> {
  const held = new Held()
  for (const rewrite of MAP.rewrite as readonly { method: string; path: string; json: Record<string, unknown> }[]) {
    const path = new RegExp(rewrite.path)
    await page.route((url) => path.test(url.pathname), async (route) => {
      if (route.request().method() !== rewrite.method) return route.fallback()
      const response = await route.fetch()
      await route.fulfill({ response, json: { ...((await response.json()) as object), ...rewrite.json } })
    })
  }
  for (const [name, request] of Object.entries(MAP.held as Record<string, { method: string; path: string; latest?: boolean }>)) {
    const path = new RegExp(request.path)
    await page.route((url) => path.test(url.pathname), async (route) => {
      if (route.request().method() !== request.method) return route.fallback()
      if (request.latest) held.passOn(name)
      held.push(name, route)
    })
  }
  const clockAt = (MAP as { clockAt?: number }).clockAt
  if (MAP.clock) await page.clock.install(clockAt === undefined ? undefined : { time: clockAt })
  if (MAP.heldPosition) await page.addInitScript(holdPosition)
  const cart = (MAP as { cart?: { alias: string; mode: string } }).cart
  if (cart) {
    // stored from a plain file of the site before the page first opens, as a diner's earlier visit left it
    await page.goto(new URL('/favicon.svg', BASE).toString())
    await storeCart(page, cart)
  }
  await openPage(page, new URL(MAP.url, BASE).toString())
  return held
}

/**
 * A one-line cart in the device's storage, as the storefront saves it: a Pizza Muzzarella (Grande) (or
 * another plate, in its 'Grande' when it has sizes) of this local and mode, priced from the menu the server
 * answers now, so the page's check against the menu keeps it.
 */
async function storeCart(page: Page, cart: { alias: string; mode: string; plate?: string }) {
  const read = async (path: string) => (await fetch(new URL(path, BASE))).json()
  type Plate = { id: number; name: string; showName?: string | null; price?: number | null; maxQuantity?: number | null; sizes?: { id: number; name: string; price: number }[] }
  const contact = (await read(\`/api/diner/branchcontacts/\${cart.alias}\`)) as { deliveryConfig: { orderModes: { id: number; type: string }[] } }
  const mode = contact.deliveryConfig.orderModes.find((m) => m.type === cart.mode)
  if (!mode) throw new Error(\`\${cart.alias} has no \${cart.mode} mode\`)
  const menu = (await read(\`/api/diner/\${cart.alias}/menu/\${mode.id}\`)) as { categories: { id: number; name: string; showName?: string | null; plates: Plate[] }[] }
  const name = cart.plate ?? 'Pizza Muzzarella'
  const category = menu.categories.find((c) => c.plates.some((p) => p.name === name))
  const plate = category?.plates.find((p) => p.name === name)
  if (!category || !plate) throw new Error(\`no \${name} on \${cart.alias}'s menu\`)
  const size = plate.sizes?.length ? plate.sizes.find((s) => s.name === 'Grande') : undefined
  const price = size?.price ?? plate.price ?? 0
  const shown = plate.showName || plate.name
  const item = {
    referenceId: plate.id, referenceType: 'PLATE', name: size ? \`\${shown} (\${size.name})\` : shown, notes: '', quantity: 1,
    price, originalPrice: price, priceWithoutModifiers: price, sizeId: size?.id ?? null,
    categoryId: category.id, categoryShowName: category.showName || category.name,
    plate: { id: plate.id, name: plate.name, showName: plate.showName || null },
    discount: null, source: 'MENU', maxQuantity: plate.maxQuantity ?? null, upsell: false, extras: [],
  }
  // the storefront keeps a cart six hours
  const stored = { alias: cart.alias, expiresAt: Date.now() + 6 * 3_600_000, cart: { items: [item], mode: { id: mode.id, type: mode.type }, paymentType: null } }
  await page.evaluate((value) => localStorage.setItem('cart', value), JSON.stringify(stored))
}

/** From the first screen on, time passes only when a step says so (once the service worker registered). */
async function stopTime(page: Page) {
  await page.waitForFunction(async () => (await navigator.serviceWorker?.getRegistration()) !== undefined, undefined, { polling: 100 })
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000)
}

/** A toast: on a paused clock, time moves on by small steps until it shows, as while a person looks. */
async function noticeShown(page: Page, text: string, paused: boolean) {
  const notice = page.getByText(text, { exact: true }).first()
  if (!paused) return expect(notice).toBeVisible()
  for (let tries = 0; !(await notice.isVisible()); tries++) {
    if (tries > 100) throw new Error(\`the notice «\${text}» did not show\`)
    await page.clock.runFor(100)
    await page.waitForTimeout(50)
  }
}

/** navigator.geolocation answered by the test: each request waits until a step answers it. */
function holdPosition() {
  const held: unknown[] = []
  Object.assign(window, { __positions: held })
  Object.defineProperty(navigator, 'geolocation', {
    value: { getCurrentPosition: (ok: unknown, fail: unknown) => held.push({ ok, fail }) },
  })
}

async function answerPosition(page: Page, position: { lat: number; lng: number } | 'denied') {
  await page.waitForFunction(() => (window as never as { __positions: unknown[] }).__positions.length > 0)
  await page.evaluate((answer) => {
    type Waiting = { ok: PositionCallback; fail?: PositionErrorCallback | null }
    for (const next of (window as never as { __positions: Waiting[] }).__positions.splice(0))
      if (answer === 'denied')
        next.fail?.({ code: 1, message: 'User denied Geolocation', PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 } as GeolocationPositionError)
      else
        next.ok({ coords: { latitude: answer.lat, longitude: answer.lng, accuracy: 10 }, timestamp: Date.now() } as GeolocationPosition)
  }, position)
}

/** The one slide-to-advance control slid to its end and let go, by keyboard: the arrows (5 each), then Enter. */
async function slideToEnd(page: Page) {
  const slider = page.getByRole('slider').first()
  await slider.focus()
  for (let i = 0; i < 20; i++) await slider.press('ArrowRight')
  await slider.press('Enter')
}

async function turnVisibility(page: Page, state: 'hidden' | 'visible') {
  await page.evaluate((s) => {
    Object.defineProperty(document, 'visibilityState', { value: s, configurable: true })
    Object.defineProperty(document, 'hidden', { value: s === 'hidden', configurable: true })
    document.dispatchEvent(new Event('visibilitychange'))
  }, state)
}
`
