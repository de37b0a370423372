import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { appReady, chromiumPerFile, PHONE } from './browser'
import { e2eServer } from './e2e-server'

const browser = chromiumPerFile()
const ALIAS = 'pizzeria-demo-palermo'
const MENU = `/menu/${ALIAS}/delivery`
const SANTA_FE_3500 = { fullAddress: 'Av. Santa Fe 3500', lat: -34.5866, lng: -58.4136, geocoded: true }

/**
 * What covers the element at its centre (elementFromPoint), described for the failure message; null when
 * nothing does. An element whose centre is off the screen is reported as such: the screens below must
 * show their headings and primary action where the diner is looking.
 */
function coverOf(target: Locator): Promise<string | null> {
  return target.evaluate((element) => {
    const box = element.getBoundingClientRect()
    const x = box.left + box.width / 2
    const y = box.top + box.height / 2
    if (y < 0 || y > window.innerHeight || x < 0 || x > window.innerWidth) return `off screen at y=${y}`
    const top = document.elementFromPoint(x, y)
    if (!top || element.contains(top)) return null
    const owner = top.closest('[role], button, a, dialog, section, aside, header, nav, li') ?? top
    return `${owner.tagName.toLowerCase()}${owner.getAttribute('role') ? `[role=${owner.getAttribute('role')}]` : ''} «${(owner.textContent ?? '').trim().slice(0, 40)}»`
  })
}

/**
 * Every h1/h2 whose centre is on the screen, and the primary action, uncovered. A full-width bar fixed or
 * stuck to the bottom ('Ver mi pedido', 'Realizar pedido') is the screen's lower edge: the page scrolls
 * under it, and what lies there is below the fold, not covered (the check at the end of the page shows the
 * last content clears it; the primary action is checked against the bar itself). Likewise the full-width
 * bars stuck at the top once the menu scrolls (the compact header, the categories) are its upper edge.
 */
async function expectNothingCovers(page: Page, primary: Locator | null, where: string) {
  const headings = page.locator('h1:visible, h2:visible')
  const failures: string[] = []
  const edges = await page.evaluate(() => {
    let fold = window.innerHeight
    let top = 0
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      const { position, visibility } = getComputedStyle(element)
      if ((position !== 'fixed' && position !== 'sticky') || visibility === 'hidden') continue
      const box = element.getBoundingClientRect()
      if (box.width < window.innerWidth * 0.8 || box.height === 0) continue
      if (box.bottom >= window.innerHeight - 1 && box.top > 0) fold = Math.min(fold, box.top)
      else if (box.top <= 1 + top && box.bottom > top && box.bottom < window.innerHeight / 3) top = box.bottom
    }
    return { fold, top }
  })
  for (const heading of await headings.all()) {
    const onScreen = await heading.evaluate((element, { fold, top }) => {
      const box = element.getBoundingClientRect()
      const y = box.top + box.height / 2
      return y >= top && y <= fold
    }, edges)
    if (!onScreen) continue
    const cover = await coverOf(heading)
    if (cover) failures.push(`${where}: heading «${await heading.textContent()}» covered by ${cover}`)
  }
  if (primary) {
    const cover = await coverOf(primary)
    if (cover) failures.push(`${where}: «${await primary.textContent()}» covered by ${cover}`)
  }
  expect(failures).toEqual([])
}

/** The same check as the screen opens and once scrolled to its end (where fixed bars could sit on it). */
async function checkScreen(page: Page, primary: () => Locator | null, name: string) {
  await expectNothingCovers(page, primary(), `${name} (top)`)
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  await page.waitForTimeout(100)
  await expectNothingCovers(page, null, `${name} (end)`)
  if (primary()) {
    await primary()?.scrollIntoViewIfNeeded()
    await expectNothingCovers(page, primary(), `${name} (action)`)
  }
}

async function screenshot(page: Page, name: string) {
  // Writing into docs/ on every run would leave the working tree dirty; ask for it explicitly.
  if (process.env.UPDATE_SCREENSHOT !== '1') return
  await page.evaluate(() => window.scrollTo(0, 0))
  // the picture shows the screen as it stays, not a toast passing over it
  await page.locator('[data-sonner-toast]').first().waitFor({ state: 'detached', timeout: 6000 })
  await page.waitForTimeout(300)
  await page.screenshot({ path: new URL(`../../docs/phone-${name}.png`, import.meta.url).pathname })
}

/** Lines a piece of text takes on screen (its text node's line boxes). */
function linesOf(target: Locator, text: string): Promise<number> {
  return target.evaluate((element, wanted) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.textContent?.trim() !== wanted) continue
      const range = document.createRange()
      range.selectNodeContents(node)
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size
    }
    return 0
  }, text)
}

describe('a 390×844 phone: nothing covers a heading or the primary action', () => {
  it('menu, plate, cart and checkout: the plate opens at the plate, the bars keep off the buttons', async () => {
    const { page, consoleErrors } = await browser.open(MENU, PHONE)
    await page.evaluate(
      (location) => localStorage.setItem('userLocation', JSON.stringify(location)),
      SANTA_FE_3500,
    )
    await page.reload()
    await appReady(page)

    // The first screen reaches the dishes: a plate's name shows without scrolling, even under the
    // delivery panel's figures for the address given.
    await page.getByRole('region', { name: 'Lo más destacado' }).waitFor()
    await page.getByText('$1.500').first().waitFor()
    const firstDish = page.getByRole('heading', { level: 3, name: 'Pizza Muzzarella' }).first()
    expect(await coverOf(firstDish)).toBeNull()
    // …with its drawn picture, sized before it loads (nothing shifts)
    const picture = page.getByRole('img', { name: 'Pizza Muzzarella' }).first()
    expect(await picture.getAttribute('src')).toBe('/demo/pictures/pizza-muzzarella.svg')
    await checkScreen(page, () => null, 'menu')

    // A plate opens at the plate: its name and 'Agregar' on the first screen, without scrolling.
    await page
      .getByRole('link', { name: /Docena de empanadas/ })
      .first()
      .click()
    await page.waitForURL(/\/delivery\/\d+\/\d+$/)
    const plateName = page.getByRole('heading', { level: 2, name: 'Docena de empanadas' })
    await plateName.waitFor()
    const add = page.getByRole('button', { name: /^Agregar / })
    await expect.poll(() => coverOf(plateName)).toBeNull()
    expect(await coverOf(add)).toBeNull()
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1)
    await screenshot(page, 'plate')
    for (const flavour of ['Carne cortada a cuchillo', 'Humita'])
      for (let i = 0; i < 6; i++)
        await page.getByRole('group', { name: flavour }).getByRole('button').last().click()
    await add.click()
    await page.waitForURL(new RegExp(`${MENU}$`))
    const viewOrder = page.getByRole('link', { name: /Ver mi pedido/ })
    await viewOrder.waitFor()
    // While 'Ítem agregado al pedido!' shows, it sits above 'Ver mi pedido', never over it.
    const added = page.locator('[data-sonner-toast]').filter({ hasText: 'Ítem agregado al pedido!' })
    await added.waitFor()
    const toastOverAction = async () => {
      const [toast, action] = await Promise.all([added.boundingBox(), viewOrder.boundingBox()])
      if (!toast || !action) return 'gone'
      return toast.y + toast.height <= action.y
        ? null
        : `toast bottom ${toast.y + toast.height} > ${action.y}`
    }
    await expect.poll(toastOverAction, { timeout: 1000 }).toBeNull()
    expect(await coverOf(viewOrder)).toBeNull()
    expect(await added.isVisible()).toBe(true)
    await checkScreen(page, () => null, 'menu with an order')
    await screenshot(page, 'menu')

    // With an order in the cart, 'Ver mi pedido' stays off another plate's 'Agregar'.
    await page
      .getByRole('link', { name: /Media docena de empanadas/ })
      .first()
      .click()
    await page.getByRole('heading', { level: 2, name: 'Media docena de empanadas' }).waitFor()
    await expect.poll(() => coverOf(page.getByRole('heading', { level: 2 }).first())).toBeNull()
    await checkScreen(page, () => page.getByRole('button', { name: /^Agregar / }), 'plate with an order')
    await page.goBack()
    await page.waitForURL(new RegExp(`${MENU}$`))

    await page.getByRole('link', { name: /Ver mi pedido/ }).click()
    await page.getByRole('heading', { level: 1, name: 'Mi pedido' }).waitFor()
    await checkScreen(page, () => page.getByRole('link', { name: 'Continuar' }), 'cart')
    await screenshot(page, 'cart')

    await page.getByRole('link', { name: 'Continuar' }).click()
    await page.getByRole('heading', { level: 1, name: 'Confirmación del pedido' }).waitFor()
    // 'MI DIRECCIÓN': the address given on the menu, with no empty search box above it
    await page.getByTestId('checkout-address').getByText('Av. Santa Fe 3500').waitFor()
    expect(await page.getByRole('textbox', { name: 'Dirección' }).count()).toBe(0)
    // 'Detalle del pedido' lists the chosen flavours
    await page.getByText('6x Carne cortada a cuchillo, 6x Humita').waitFor()
    await page.getByTestId('checkout-totals').getByText('$1.500').waitFor()
    await checkScreen(page, () => page.getByRole('button', { name: /Realizar pedido/ }), 'checkout')
    await screenshot(page, 'checkout')
    // 'Cambiar' opens the search again
    await page.getByRole('button', { name: 'Cambiar' }).click()
    await page.getByRole('textbox', { name: 'Dirección' }).waitFor()
    expect(consoleErrors).toEqual([])
  }, 120_000)

  it("checkout: a toast showing covers neither 'Realizar pedido' nor a field of the form", async () => {
    const { page, consoleErrors } = await browser.open(MENU, PHONE)
    await page.evaluate(
      (location) => localStorage.setItem('userLocation', JSON.stringify(location)),
      SANTA_FE_3500,
    )
    // The toaster's clock (it measures the bars every 150 ms) runs while a toast shows, never otherwise:
    // the page's 150 ms intervals are counted as they start and stop.
    await page.addInitScript(() => {
      const running = new Set<number>()
      const start = window.setInterval.bind(window)
      const stop = window.clearInterval.bind(window)
      Object.assign(window, {
        toasterClocks: () => running.size,
        setInterval: (handler: TimerHandler, ms?: number, ...rest: unknown[]) => {
          const id = start(handler, ms, ...rest)
          if (ms === 150) running.add(id)
          return id
        },
        clearInterval: (id?: number) => {
          if (id !== undefined) running.delete(id)
          stop(id)
        },
      })
    })
    const clocks = () =>
      page.evaluate(() => (window as unknown as { toasterClocks: () => number }).toasterClocks())
    await page.reload()
    await appReady(page)
    // two flans ($9.000): over the zone's $8.000 minimum, so the cart goes on to the checkout
    for (let i = 0; i < 2; i++) {
      await page
        .getByRole('link', { name: /Flan Casero/ })
        .first()
        .click()
      await page.getByRole('button', { name: /^Agregar / }).click()
      await page.waitForURL(new RegExp(`${MENU}$`))
    }
    await page.getByRole('link', { name: /Ver mi pedido/ }).click()
    await page.getByRole('link', { name: 'Continuar' }).click()
    await page.getByRole('heading', { level: 1, name: 'Confirmación del pedido' }).waitFor()
    const submit = page.getByRole('button', { name: /Realizar pedido/ })
    const toasts = page.locator('[data-sonner-toast]')
    const showing = page.locator('[data-sonner-toast][data-removed="false"]')

    // Every field whose centre is on screen above the fold, and 'Realizar pedido': what lies at the centre
    // must not be the toaster (elementFromPoint). As in expectNothingCovers, a full-width bar fixed to the
    // bottom is the screen's lower edge: a field scrolled under it is below the fold, not covered by a
    // toast standing on the bar. Names what is covered, for the failure message.
    const coveredByToast = () =>
      page.evaluate(() => {
        let fold = window.innerHeight
        for (const element of document.querySelectorAll<HTMLElement>('body *')) {
          if (element.closest('[data-sonner-toaster]')) continue
          const { position, visibility } = getComputedStyle(element)
          if ((position !== 'fixed' && position !== 'sticky') || visibility === 'hidden') continue
          const box = element.getBoundingClientRect()
          if (box.width < window.innerWidth * 0.8 || box.height === 0) continue
          if (box.bottom >= window.innerHeight - 1 && box.top > 0) fold = Math.min(fold, box.top)
        }
        const covered: string[] = []
        const fields = document.querySelectorAll<HTMLElement>(
          'input:not([type=hidden]), textarea, select, [role=radio], [role=combobox], [role=checkbox]',
        )
        const submitButton = [...document.querySelectorAll('button')].find((b) =>
          b.textContent?.includes('Realizar pedido'),
        )
        if (!submitButton) return ['no «Realizar pedido»']
        for (const element of [...fields, submitButton]) {
          const box = element.getBoundingClientRect()
          if (box.width === 0 || box.height === 0) continue
          const x = box.left + box.width / 2
          const y = box.top + box.height / 2
          const bottom = element === submitButton ? window.innerHeight : fold
          if (y < 0 || y > bottom || x < 0 || x > window.innerWidth) continue
          const top = document.elementFromPoint(x, y)
          if (top?.closest('[data-sonner-toaster]'))
            covered.push(
              `${element.tagName.toLowerCase()} «${element.getAttribute('aria-label') ?? element.getAttribute('name') ?? element.textContent?.trim().slice(0, 30)}» at y=${Math.round(y)}`,
            )
        }
        return covered
      })

    // No name, no phone: 'Realizar pedido' answers with an error toast. Checked at the top of the form, at
    // its end and at each screen between.
    const height = await page.evaluate(() => document.documentElement.scrollHeight)
    for (let y = 0; ; y += 500) {
      await page.evaluate((to) => window.scrollTo(0, to), y)
      // a fresh toast at each step (each lasts 3 s), so it still shows when measured
      await submit.click()
      await showing.first().waitFor()
      // the toaster measures the bars on its own clock: the placement settles within a few of its ticks
      await page.waitForTimeout(400)
      expect(await showing.first().isVisible()).toBe(true)
      expect(await coveredByToast(), `scrolled to ${y}`).toEqual([])
      if (y >= height) break
    }
    expect(await clocks()).toBe(1)
    // every toast asked for has gone (the last one lasts 3 s)
    await expect.poll(() => toasts.count(), { timeout: 10_000 }).toBe(0)
    await expect.poll(clocks).toBe(0)
    // with no toast the slot on the bar is closed again
    expect(
      await page.locator('[data-toast-slot]').evaluate((slot) => slot.getBoundingClientRect().height),
    ).toBe(0)
    expect(consoleErrors).toEqual([])
  }, 60_000)

  it('the menu header collapses as the page scrolls: a compact bar, the first dish in view and uncovered', async () => {
    const { page, consoleErrors } = await browser.open(MENU, PHONE)
    await appReady(page)
    const header = page.getByRole('banner')
    const compact = page.locator('[data-compact-header]')
    // the room the header takes at the top of the screen: the part of its own box on screen, or its
    // compact bar once that shows
    const heightOnScreen = () =>
      header.evaluate((element) => {
        const own = element.getBoundingClientRect()
        const bar = element.querySelector('[data-compact-header]')
        const barHeight =
          bar && getComputedStyle(bar).visibility !== 'hidden' ? bar.getBoundingClientRect().bottom : 0
        return Math.max(Math.min(own.bottom, window.innerHeight) - Math.max(own.top, 0), barHeight, 0)
      })
    const expanded = await heightOnScreen()
    expect(expanded).toBeGreaterThan(150)
    expect(await compact.isVisible()).toBe(false)

    // scrolled just past the tall header: the compact bar stands for it, with the name and the mode
    const headerEnd = await header.evaluate((element) => element.getBoundingClientRect().bottom)
    await page.mouse.wheel(0, headerEnd + 10)
    await compact.getByText('Pizzería Demo Palermo').waitFor()
    await compact.getByRole('button', { name: /Delivery.*Cambiar el modo o la dirección/ }).waitFor()
    await expect.poll(heightOnScreen).toBeLessThan(70)
    const firstDish = page.getByRole('heading', { level: 3, name: 'Pizza Muzzarella' }).first()
    expect(await coverOf(firstDish)).toBeNull()
    await expectNothingCovers(page, null, 'menu (collapsed)')
    // the categories stop under the compact bar, not under it
    const categories = page.getByRole('navigation', { name: 'Categorías' })
    await page.mouse.wheel(0, 1500)
    await expect
      .poll(async () => {
        const [bar, nav] = await Promise.all([compact.boundingBox(), categories.boundingBox()])
        return Math.round((nav?.y ?? 0) - ((bar?.y ?? 0) + (bar?.height ?? 0)))
      })
      .toBe(0)
    expect(await coverOf(categories.getByRole('link').first())).toBeNull()

    // the compact bar takes the diner back up, where the mode and the address are changed
    await compact.getByRole('button').click()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    await expect.poll(() => compact.isVisible()).toBe(false)
    expect(consoleErrors).toEqual([])
  })

  it("the mode picker keeps 'Autoservicio' on one line", async () => {
    const { page } = await browser.open(`/menu/${ALIAS}`, PHONE)
    const selfService = page.getByRole('link', { name: 'Autoservicio' })
    await selfService.waitFor()
    // polled: until the page's styles apply, the word may have no box yet (0 lines)
    await expect.poll(() => linesOf(selfService, 'Autoservicio')).toBe(1)
    await checkScreen(page, () => selfService, 'mode picker')
  })

  it("the follow-up: 'Cant.' and 'Producto' apart, nothing over the headings", async () => {
    const { page } = await browser.open(`/menu/${ALIAS}/order/${e2eServer().followUpOrderCode}`, PHONE)
    const quantity = page.getByRole('columnheader', { name: 'Cant.' })
    await quantity.waitFor()
    const gap = await page.evaluate(() => {
      const [first, second] = [...document.querySelectorAll('th')].map((th) => {
        const range = document.createRange()
        range.selectNodeContents(th)
        return range.getBoundingClientRect()
      })
      return (second?.left ?? 0) - (first?.right ?? 0)
    })
    expect(gap).toBeGreaterThanOrEqual(8)
    await checkScreen(page, () => null, 'follow-up')
    await screenshot(page, 'follow-up')
  })

  it('the tracking page: the order card and its delivery key uncovered once the key notice is read', async () => {
    const { page } = await browser.open(
      `/logistics/tracking/order/${ALIAS}/${e2eServer().trackingOrderCode}`,
      PHONE,
    )
    const notice = page.getByRole('dialog')
    await notice.waitFor()
    await notice.getByRole('button', { name: 'Continuar' }).click()
    await notice.waitFor({ state: 'detached' })
    const code = page.getByRole('heading', { name: new RegExp(`Pedido ${e2eServer().trackingOrderCode}`) })
    await code.waitFor()
    await checkScreen(page, () => code, 'tracking')
    await screenshot(page, 'tracking')
  })
})
