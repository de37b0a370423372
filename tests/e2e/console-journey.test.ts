import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { components } from '../../contract/schema'
import { chromiumPerFile } from './browser'
import { dinerOrdersDelivery } from './storefront-fixtures'

type Schemas = components['schemas']

const browser = chromiumPerFile()
const ALIAS = 'pizzeria-demo-palermo'
const DESKTOP = { width: 1400, height: 900 }
/** The demo rider of shared/demo-tenant.md: 11 5555-0001, shift code 1234, registered at Palermo. */
const DEMO_RIDER = { phone: '+541155550001', code: '1234' }

async function call<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(new URL(path, browser.baseUrl), {
    ...init,
    headers: { 'content-type': 'application/json', ...init.headers },
  })
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`)
  return (await response.json()) as T
}

const column = (page: Page, name: string) => page.getByRole('region', { name, exact: true })

/** The staff sign-in of tests/e2e/console.test.ts. */
async function signIn(page: Page) {
  await page.getByRole('heading', { name: 'Ingreso del personal' }).waitFor()
  await page.getByLabel('Usuario').fill('encargado')
  await page.getByLabel('Contraseña').fill('palermo1234')
  await page.getByRole('button', { name: 'Ingresar' }).click()
}

/**
 * The diner coming back to the follow-up: a reload reads the order afresh and answers the tracker's
 * current step (the page also changes live on its own, which tests/e2e/delivery-loop.test.ts shows).
 */
async function followUpStep(page: Page, code: string): Promise<string | null> {
  await page.reload()
  await page.getByRole('heading', { level: 1, name: `Pedido ${code}` }).waitFor()
  return page
    .getByRole('region', { name: 'Estado del pedido' })
    .locator('li[aria-current="step"]')
    .textContent()
}

/**
 * The open offers the demo rider's shipment list reads (GET /api/shipments, LOOKING_FOR_DRIVER, own
 * fleet), with the shift the rider screens start with code 1234; the shift ends again afterwards so the
 * demo rider is left as seeded (not on shift).
 */
async function offersToDemoRider(): Promise<Schemas['Shipment'][]> {
  const contact = await call<Schemas['BranchContact']>(`/api/diner/branchcontacts/${ALIAS}`)
  const rider = await call<{ id: number }>(
    `/api/rider/bc/phone?branchContactId=${contact.id}&phone=${encodeURIComponent(DEMO_RIDER.phone)}`,
  )
  const shift = (active: boolean) =>
    call<{ token: string }>(`/api/rider/${rider.id}/updatewithcode`, {
      method: 'PUT',
      body: JSON.stringify({ id: rider.id, active, securityCode: DEMO_RIDER.code }),
    })
  const { token } = await shift(true)
  try {
    const now = Date.now()
    const query = new URLSearchParams({
      page: '0',
      pageSize: '50',
      sort: 'ASC',
      branchContactId: String(contact.id),
      startDate: new Date(now - 3_600_000).toISOString(),
      endDate: new Date(now + 60_000).toISOString(),
      status: 'LOOKING_FOR_DRIVER',
      providerName: 'OWN_FLEET',
    })
    const { shipments } = await call<{ shipments: Schemas['Shipment'][] }>(`/api/shipments?${query}`, {
      headers: { authorization: `Bearer ${token}` },
    })
    return shipments
  } finally {
    await shift(false)
  }
}

describe('orders console journey (two browser contexts)', () => {
  it("a diner's delivery order reaches the live console with no reload; staff accept, ready and dispatch it; the follow-up shows each step; the demo rider is offered the shipment", async () => {
    // Staff: the console, signed in and live before the order exists.
    const staff = await browser.open(`/consola/${ALIAS}`, DESKTOP)
    const console_ = staff.page
    await signIn(console_)
    await console_.getByRole('heading', { name: 'Consola de pedidos' }).waitFor()
    await console_.getByText('En vivo').waitFor()
    let navigations = 0
    console_.on('framenavigated', (frame) => {
      if (frame === console_.mainFrame()) navigations++
    })

    // Diner: another browser context places the order through the storefront.
    const diner = await dinerOrdersDelivery(browser, { name: 'Ana Recorrido', phone: '11 3000-0008' })
    const { code } = diner

    // The card arrives through the live socket: the console page never navigated.
    const card = console_.locator(`[data-order-code="${code}"]`)
    await column(console_, 'Nuevos').locator(`[data-order-code="${code}"]`).waitFor()
    expect(navigations).toBe(0)
    await card.getByText('1 × Pizza Muzzarella (Grande)').waitFor()
    await card.getByText(/^Ana Recorrido · .* · Av\. Santa Fe 3500/).waitFor()
    expect(await followUpStep(diner.page, code)).toBe('Recibido')

    await card.getByRole('button', { name: 'Aceptar' }).click()
    await card.getByLabel('Demora estimada (minutos)').fill('25')
    await card.getByRole('button', { name: 'Confirmar' }).click()
    await column(console_, 'Aceptados').locator(`[data-order-code="${code}"]`).waitFor()
    await card.getByText('Demora: 25 min').waitFor()
    expect(await followUpStep(diner.page, code)).toBe('Aceptado')

    // A delivery's third step is 'En camino' (domain/order-status trackerOf): ready and dispatched alike.
    await card.getByRole('button', { name: 'Marcar listo' }).click()
    await column(console_, 'Listos').locator(`[data-order-code="${code}"]`).waitFor()
    expect(await followUpStep(diner.page, code)).toBe('En camino')

    await card.getByRole('button', { name: 'Despachar a flota propia' }).click()
    await column(console_, 'Despachados / retirados').locator(`[data-order-code="${code}"]`).waitFor()
    expect(await followUpStep(diner.page, code)).toBe('En camino')
    const done = diner.page
      .getByRole('region', { name: 'Estado del pedido' })
      .locator('li[data-state="done"]')
    expect(await done.allTextContents()).toEqual(['Recibido', 'Aceptado'])
    expect(navigations).toBe(0)

    // The demo rider's list offers the shipment, looking for a driver and taken by nobody yet.
    const offers = (await offersToDemoRider()).filter((s) => s.logisticsOrder?.orderCode === code)
    expect(offers).toHaveLength(1)
    expect(offers[0]?.status).toBe('LOOKING_FOR_DRIVER')
    expect(offers[0]?.riderInfo ?? null).toBeNull()

    // Chromium logs the 401 of the console's session check before signing in, and the checkout's 404
    // look-up of a phone the local does not know; nothing else may fail.
    expect(staff.consoleErrors.filter((e) => !/status of 401/.test(e))).toEqual([])
    expect(diner.consoleErrors.filter((e) => !/status of 404/.test(e))).toEqual([])
  })
})
