import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { expectAccessible } from './axe'
import { appReady, chromiumPerFile, PHONE } from './browser'
import { ownServer } from './e2e-server'

// Prices change on every menu of the branch: this file's menus are its own.
const browser = chromiumPerFile({ server: ownServer('the back office changes the branch’s prices') })
const DESKTOP = { width: 1280, height: 900 }
const MENU = '/menu/pizzeria-demo-palermo/delivery'
const OWNER = { email: 'duena@demo-gastronomia.example', password: 'duena1234' }
const MANAGER = { email: 'palermo@demo-gastronomia.example', password: 'palermo-admin1234' }
/**
 * A diner's open menu shows a back-office change live, over its menu channel, without a reload. How fast
 * (1 s, issue 36) is a bench's figure (guide: no timed tests); the wait here only bounds a lost notice.
 */
const SLOW_TEST_MS = 180_000

async function signIn(page: Page, account: { email: string; password: string }) {
  await page.getByRole('heading', { name: 'Ingreso a la administración' }).waitFor()
  await page.getByLabel('E-mail').fill(account.email)
  await page.getByLabel('Contraseña').fill(account.password)
  await page.getByRole('button', { name: 'Ingresar' }).click()
}

async function adminAt(path: string, account = OWNER, viewport = DESKTOP) {
  const opened = await browser.open(path, viewport)
  await signIn(opened.page, account)
  return opened
}

/** The price list's first menu ('Carta principal'): a plate sits in both of the local's menus. */
const firstMenu = (page: Page) => page.getByRole('region', { name: 'Carta principal', exact: true })

/** A diner's menu, once its live channel listens (the first 'subscribed' frame on menu-{localId}). */
async function openDinerMenu() {
  const { page, consoleErrors } = await browser.open('about:blank', PHONE)
  const listening = new Promise<void>((resolve) => {
    page.on('websocket', (socket) => {
      if (!socket.url().includes('channel=menu-')) return
      socket.on('framereceived', (frame) => {
        if (String(frame.payload).includes('"subscribed"')) resolve()
      })
    })
  })
  await page.goto(new URL(MENU, browser.baseUrl).toString())
  await appReady(page)
  await listening
  return { page, consoleErrors }
}

/** The diner's open menu shows the plate with the text, live (fails past a few seconds: a lost notice). */
async function shownLive(diner: Page, plate: string, text: string) {
  await diner
    .getByRole('link', { name: new RegExp(`${plate}.*${text.replace(/[$.]/g, '\\$&')}`) })
    .first()
    .waitFor({ timeout: 5000 })
}

describe('back office: prices (issue 36)', () => {
  it(
    'an owner changes a price in the list by keyboard only; a diner’s open menu shows it live',
    async () => {
      const diner = await openDinerMenu()
      await diner.page
        .getByRole('link', { name: /Hamburguesa Completa.*\$11\.000/ })
        .first()
        .waitFor()
      const { page, consoleErrors } = await adminAt('/admin')
      await page.getByRole('link', { name: 'Precios · Pizzería Demo Palermo' }).click()
      await firstMenu(page).getByLabel('Precio de Hamburguesa Completa').waitFor()

      // Tab to the price, type, Escape puts it back; type again, Enter saves.
      const focusedLabel = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))
      for (let i = 0; i < 80 && (await focusedLabel()) !== 'Precio de Hamburguesa Completa'; i++)
        await page.keyboard.press('Tab')
      expect(await focusedLabel()).toBe('Precio de Hamburguesa Completa')
      const price = firstMenu(page).getByLabel('Precio de Hamburguesa Completa')
      await page.keyboard.press('ControlOrMeta+A')
      await page.keyboard.type('99')
      await page.keyboard.press('Escape')
      expect(await price.inputValue()).toBe('11000')
      await page.keyboard.press('ControlOrMeta+A')
      await page.keyboard.type('11.500')
      const saved = page.waitForResponse((r) => r.url().includes('/price') && r.request().method() === 'PUT')
      await page.keyboard.press('Enter')
      expect((await saved).status()).toBe(200)
      await shownLive(diner.page, 'Hamburguesa Completa', '$11.500')
      await firstMenu(page)
        .getByRole('row', { name: /Hamburguesa Completa/ })
        .getByText('Guardado')
        .waitFor()
      expect(await price.inputValue()).toBe('11500')
      // the same plate in the take-away menu follows
      expect(
        await page
          .getByRole('region', { name: 'Carta para retirar', exact: true })
          .getByLabel('Precio de Hamburguesa Completa')
          .inputValue(),
      ).toBe('11500')

      // A text that is not a price is refused before any call.
      await price.fill('once mil')
      await price.press('Enter')
      await page
        .getByRole('alert')
        .getByText('Escribe el precio en pesos enteros, por ejemplo 12.500')
        .waitFor()
      await price.press('Escape')
      expect(await price.inputValue()).toBe('11500')

      await expectAccessible(page)
      await page.setViewportSize(PHONE)
      await expectAccessible(page)
      expect(consoleErrors).toEqual([])
      expect(diner.consoleErrors).toEqual([])
    },
    SLOW_TEST_MS,
  )

  it(
    'an owner raises Pizzas 10 % rounded to $100 in bulk, previewed first; the diner’s menu shows it live',
    async () => {
      const diner = await openDinerMenu()
      await diner.page
        .getByRole('link', { name: /Pizza Muzzarella.*\$9\.000/ })
        .first()
        .waitFor()
      const { page, consoleErrors } = await adminAt('/admin/precios/masivo?local=pizzeria-demo-palermo')
      await page.getByRole('heading', { name: 'Cambio masivo de precios' }).waitFor()
      expect(await page.getByRole('combobox', { name: 'Categoría' }).inputValue()).toBe('Pizzas')
      expect(await page.getByLabel('Redondear a').inputValue()).toBe('100')
      await page.getByLabel('Cuánto').fill('10')
      await page.getByRole('button', { name: 'Ver vista previa' }).click()
      const preview = page.getByRole('region', { name: 'Vista previa' })
      // 9.000 → 9.900; 13.500 → 14.850 → 14.900 (halves up)
      const muzza = preview.getByRole('row', { name: /Pizza Muzzarella/ })
      await muzza.first().waitFor()
      expect(await muzza.allInnerTexts()).toEqual([
        expect.stringMatching(/Chica\s+\$9\.000\s+\$9\.900/),
        expect.stringMatching(/Grande\s+\$13\.500\s+\$14\.900/),
      ])
      await expectAccessible(page)
      await page.setViewportSize(PHONE)
      await expectAccessible(page)

      const apply = page.getByRole('button', { name: /^Aplicar a \d+ precios$/ })
      const count = Number((await apply.textContent())?.match(/\d+/)?.[0])
      const applied = page.waitForResponse(
        (r) => r.url().includes('/prices/bulk') && r.request().method() === 'POST',
      )
      await apply.click()
      expect((await applied).status()).toBe(200)
      await shownLive(diner.page, 'Pizza Muzzarella', '$9.900')
      await page.getByRole('status').getByText(`Listo: cambiaste ${count} precios.`).waitFor()

      await page.goto(new URL('/admin/precios?local=pizzeria-demo-palermo', browser.baseUrl).toString())
      expect(await firstMenu(page).getByLabel('Precio de Pizza Muzzarella, Grande').inputValue()).toBe(
        '14900',
      )
      expect(consoleErrors).toEqual([])
      expect(diner.consoleErrors).toEqual([])
    },
    SLOW_TEST_MS,
  )

  it(
    'two owners edit the same plate: one wins, the other sees the 409 with the current price and keeps theirs',
    async () => {
      const first = await adminAt('/admin/precios?local=pizzeria-demo-palermo')
      const second = await adminAt('/admin/precios?local=pizzeria-demo-palermo')
      const flanOf = (page: Page) => firstMenu(page).getByLabel('Precio de Flan Casero')
      await flanOf(first.page).waitFor()
      await flanOf(second.page).waitFor()
      expect(await flanOf(second.page).inputValue()).toBe('4500')

      await flanOf(first.page).fill('4800')
      await flanOf(first.page).press('Enter')
      await firstMenu(first.page)
        .getByRole('row', { name: /Flan Casero/ })
        .getByText('Guardado')
        .waitFor()

      await flanOf(second.page).fill('5000')
      await flanOf(second.page).press('Enter')
      const conflict = firstMenu(second.page)
        .getByRole('alert')
        .filter({ hasText: 'Otra persona cambió este plato' })
      await conflict.waitFor()
      await conflict.getByText('Ahora: $4.800').waitFor()
      await conflict.getByText('Lo tuyo: $5.000').waitFor()
      await expectAccessible(second.page)
      await conflict.getByRole('button', { name: 'Guardar lo mío' }).click()
      await firstMenu(second.page)
        .getByRole('row', { name: /Flan Casero/ })
        .getByText('Guardado')
        .waitFor()
      expect(await flanOf(second.page).inputValue()).toBe('5000')

      // the first owner's next edit is told of the second's, and can start again from it
      await flanOf(first.page).fill('4900')
      await flanOf(first.page).press('Enter')
      const told = firstMenu(first.page)
        .getByRole('alert')
        .filter({ hasText: 'Otra persona cambió este plato' })
      await told.getByText('Ahora: $5.000').waitFor()
      await told.getByRole('button', { name: 'Editar desde lo actual' }).click()
      expect(await flanOf(first.page).inputValue()).toBe('5000')

      // nothing lost: both writes are in the log, each with who and before/after
      await first.page.goto(new URL('/admin/auditoria', browser.baseUrl).toString())
      const flanRows = first.page.getByRole('row', { name: /Flan Casero · Precio/ })
      await flanRows.first().waitFor()
      const texts = await flanRows.allInnerTexts()
      expect(texts.slice(0, 2)).toEqual([
        expect.stringMatching(/Dueña Demo.*\$4\.800.*\$5\.000/s),
        expect.stringMatching(/Dueña Demo.*\$4\.500.*\$4\.800/s),
      ])
      // and the other changes of this file, newest first
      await first.page
        .getByRole('row', { name: /Hamburguesa Completa · Precio/ })
        .getByText('$11.500')
        .waitFor()
      await first.page
        .getByRole('row', { name: /Pizza Muzzarella · Precio/ })
        .getByText(/Grande \$14\.900/)
        .waitFor()
      await expectAccessible(first.page)
      await first.page.setViewportSize(PHONE)
      await expectAccessible(first.page)
      expect(first.consoleErrors).toEqual([])
      expect(second.consoleErrors).toEqual([])
    },
    SLOW_TEST_MS,
  )

  it(
    'a console account cannot open /admin, and a manager gets 403 for another branch and reads their prices only',
    async () => {
      const { page, consoleErrors } = await browser.open('/consola/pizzeria-demo-palermo', DESKTOP)
      await page.getByLabel('Usuario').fill('encargado')
      await page.getByLabel('Contraseña').fill('palermo1234')
      await page.getByRole('button', { name: 'Ingresar' }).click()
      await page.getByRole('heading', { name: 'Consola de pedidos' }).waitFor()
      await page.goto(new URL('/admin/precios', browser.baseUrl).toString())
      await page.getByRole('heading', { name: 'Sin acceso' }).waitFor()
      await page.getByText('no tiene acceso a la administración').waitFor()
      expect(
        (await page.request.get(new URL('/api/admin/locals', browser.baseUrl).toString())).status(),
      ).toBe(403)

      const manager = await adminAt('/admin/precios?local=cafe-demo-centro', MANAGER)
      await manager.page.getByRole('alert').getByText('Tu cuenta no administra Café Demo Centro.').waitFor()
      const refused = await manager.page.request.get(
        new URL('/api/admin/locals/cafe-demo-centro/prices', browser.baseUrl).toString(),
      )
      expect(refused.status()).toBe(403)
      await manager.page.goto(new URL('/admin/precios', browser.baseUrl).toString())
      await manager.page.getByText('Los precios son de toda la marca: puedes verlos').waitFor()
      expect(await firstMenu(manager.page).getByRole('textbox').count()).toBe(0)
      await expectAccessible(manager.page)
      // the console's own sign-in page (now the shared form) keeps working
      expect(consoleErrors).toEqual([])
      expect(manager.consoleErrors).toEqual([])
    },
    SLOW_TEST_MS,
  )
})
