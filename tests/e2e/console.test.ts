import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { components } from '../../contract/schema'
import { expectAccessible } from './axe'
import { chromiumPerFile } from './browser'
import { ALIAS, getJson as fixtureGetJson, placeDeliveryOrder as placeOrderByApi } from './console-fixtures'

type Schemas = components['schemas']

const browser = chromiumPerFile()
const DESKTOP = { width: 1400, height: 900 }
const getJson = <T>(path: string) => fixtureGetJson<T>(browser, path)
const placeDeliveryOrder = (customerName: string) => placeOrderByApi(browser, customerName)

const followUpStatus = async (code: string) =>
  (await getJson<Schemas['Order']>(`/api/diner/${ALIAS}/order/${code}`)).status

const column = (page: Page, name: string) => page.getByRole('region', { name, exact: true })

async function signIn(page: Page, password = 'palermo1234') {
  await page.getByRole('heading', { name: 'Ingreso del personal' }).waitFor()
  await page.getByLabel('Usuario').fill('encargado')
  await page.getByLabel('Contraseña').fill(password)
  await page.getByRole('button', { name: 'Ingresar' }).click()
}

describe('orders console', () => {
  it('staff sign in, see a new delivery order, accept it with an ETA, mark it ready and dispatch it; the follow-up moves with each step', async () => {
    const { page, consoleErrors } = await browser.open(`/consola/${ALIAS}`, DESKTOP)
    const boardRead = (request: { url(): string }) =>
      new URL(request.url()).pathname === `/api/console/${ALIAS}/orders`
    const boardReads = { started: 0, finished: 0 }
    page.on('request', (request) => {
      if (boardRead(request)) boardReads.started++
    })
    page.on('requestfinished', (request) => {
      if (boardRead(request)) boardReads.finished++
    })
    await signIn(page)
    await page.getByRole('heading', { name: 'Consola de pedidos' }).waitFor()
    await page.getByText('En vivo').waitFor()
    // The subscription that shows 'En vivo' also starts a board read (unless the first one is still under
    // way); the board is busy until it lands. Then every read of the first load and the subscription is done.
    await page.locator('[data-testid="order-board"][aria-busy="false"]').waitFor()
    await expect.poll(() => boardReads.started > 0 && boardReads.finished === boardReads.started).toBe(true)
    const readsBefore = boardReads.started

    // Created after the board is open: the live socket brings it in, with no reload and no board read.
    let navigations = 0
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations++
    })
    const order = await placeDeliveryOrder('Ana Consola')
    const card = page.locator(`[data-order-code="${order.code}"]`)
    await column(page, 'Nuevos').locator(`[data-order-code="${order.code}"]`).waitFor()
    expect(boardReads.started).toBe(readsBefore)
    expect(navigations).toBe(0)
    await card.getByText('Delivery', { exact: true }).waitFor()
    await card.getByText('1 × Pizza Muzzarella (Grande)').waitFor()
    await card.getByText('Notas: Bien cocida').waitFor()
    await card.getByText(/^Ana Consola · 011 (15-)?5555-0123 · Av\. Santa Fe 3500$/).waitFor()
    await card.getByText('Efectivo · Pago pendiente').waitFor()
    expect(await followUpStatus(order.code)).toBe('GENERATED')

    await card.getByRole('button', { name: 'Aceptar' }).click()
    // No ETA yet: the machine asks for one and sends nothing.
    await card.getByRole('button', { name: 'Confirmar' }).click()
    await page.getByText('Indica una demora entre 1 y 240 minutos').waitFor()
    await card.getByLabel('Demora estimada (minutos)').fill('25')
    await card.getByRole('button', { name: 'Confirmar' }).click()
    await column(page, 'Aceptados').locator(`[data-order-code="${order.code}"]`).waitFor()
    await card.getByText('Demora: 25 min').waitFor()
    expect(await followUpStatus(order.code)).toBe('ACCEPTED')

    await card.getByRole('button', { name: 'Marcar listo' }).click()
    await column(page, 'Listos').locator(`[data-order-code="${order.code}"]`).waitFor()
    expect(await followUpStatus(order.code)).toBe('READY')
    expect(await card.getByRole('button', { name: 'Entregar al cliente' }).count()).toBe(0)

    await card.getByRole('button', { name: 'Despachar a flota propia' }).click()
    await column(page, 'Despachados / retirados').locator(`[data-order-code="${order.code}"]`).waitFor()
    const transitions = /^(Aceptar|Rechazar|Marcar listo|Entregar al cliente|Despachar a flota propia)$/
    expect(await card.getByRole('button', { name: transitions }).count()).toBe(0)
    // the rider has it now: staff can only close it or cancel it by hand, with a reason
    await card.getByRole('button', { name: 'Marcar entregado' }).waitFor()
    await card.getByRole('button', { name: 'Cancelar' }).waitFor()

    // Chromium logs the 401 of the session check made before signing in; nothing else may fail.
    expect(consoleErrors.filter((e) => !/status of 401/.test(e))).toEqual([])
  })

  it('rings and shows a badge for an order that arrives while the board is open, and prints its ticket alone', async () => {
    const { page } = await browser.open(`/consola/${ALIAS}`, DESKTOP)
    await page.addInitScript(() => {
      ;(window as unknown as { printed: number }).printed = 0
    })
    await signIn(page)
    await page.getByRole('heading', { name: 'Consola de pedidos' }).waitFor()
    // Let the first read land and the live socket subscribe (it announces nothing), then an order arrives.
    await page.getByText('En vivo').waitFor()
    await page.locator('[data-testid="order-board"][aria-busy="false"]').waitFor()
    await page.evaluate(() => {
      window.print = () => {
        ;(window as unknown as { printed: number }).printed = 1
      }
    })
    const order = await placeDeliveryOrder('Beto Badge')
    const card = page.locator(`[data-order-code="${order.code}"]`)
    await card.waitFor()
    const badge = column(page, 'Nuevos').getByRole('button', { name: /^(1 nuevo|\d+ nuevos) · Visto$/ })
    await badge.waitFor()
    await page.waitForFunction(() => /^\(\d+\) Consola de pedidos$/.test(document.title))
    await badge.click()
    // The title follows the badge once the board has rendered the click.
    await page.waitForFunction(() => document.title === 'Consola de pedidos')

    await card.getByRole('button', { name: 'Imprimir comanda' }).click()
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1)
    expect(await card.getAttribute('data-printing')).toBe('true')
    await page.emulateMedia({ media: 'print' })
    expect(await page.getByRole('heading', { name: 'Consola de pedidos' }).isVisible()).toBe(false)
    expect(await card.getByText('1 × Pizza Muzzarella (Grande)').isVisible()).toBe(true)
    expect(await card.getByRole('button', { name: 'Aceptar' }).isVisible()).toBe(false)
  })

  it('closes a local temporarily and reopens it from the console header', async () => {
    const belgrano = 'pizzeria-demo-belgrano'
    const closedByHand = async () =>
      (
        await getJson<Schemas['BranchContact']>(`/api/diner/branchcontacts/${belgrano}`)
      ).deliveryConfig.orderModes.map((mode) => mode.manuallyClosed)
    const { page } = await browser.open(`/consola/${belgrano}`, DESKTOP)
    await signIn(page, 'belgrano1234')
    await page.getByRole('button', { name: 'Cerrar temporalmente' }).click()
    await page.getByText('Cerrado temporalmente', { exact: true }).waitFor()
    expect(new Set(await closedByHand())).toEqual(new Set([true]))
    await expectAccessible(page)
    await page.getByRole('button', { name: 'Reabrir el local' }).click()
    await page.getByRole('button', { name: 'Cerrar temporalmente' }).waitFor()
    expect(new Set(await closedByHand())).toEqual(new Set([false]))
  })

  it('keeps the board behind the sign-in: a wrong password is refused in Spanish', async () => {
    const { page } = await browser.open(`/consola/${ALIAS}`, DESKTOP)
    await signIn(page, 'equivocada')
    await page.getByRole('alert').getByText('Usuario o contraseña incorrectos').waitFor()
    expect(await page.getByRole('heading', { name: 'Consola de pedidos' }).count()).toBe(0)
    await expectAccessible(page)
  })
})
