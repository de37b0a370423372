import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { components } from '../../contract/schema'
import { chromiumPerFile } from './browser'
import { ALIAS, getJson, placeDeliveryOrder, readyDeliveryOrder, staffTransition } from './console-fixtures'

type Schemas = components['schemas']

const browser = chromiumPerFile()
const DESKTOP = { width: 1400, height: 900 }

const column = (page: Page, name: string) => page.getByRole('region', { name, exact: true })

/** The demo rider (11 5555-0001, code 1234) starts a shift through the API and lists the open stacks. */
async function demoRiderStacks() {
  const contact = await getJson<Schemas['BranchContact']>(browser, `/api/diner/branchcontacts/${ALIAS}`)
  const rider = await getJson<{ id: number }>(
    browser,
    `/api/rider/bc/phone?branchContactId=${contact.id}&phone=${encodeURIComponent('+541155550001')}`,
  )
  const started = await fetch(new URL(`/api/rider/${rider.id}/updatewithcode`, browser.baseUrl), {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ active: true, securityCode: '1234' }),
  })
  if (!started.ok) throw new Error(`start shift: ${started.status} ${await started.text()}`)
  const { token } = (await started.json()) as { token: string }
  const stacks = await fetch(
    new URL(
      '/api/shipmentstacks?status=LOOKING_FOR_DRIVER&delivery_provider_name=OWN_FLEET',
      browser.baseUrl,
    ),
    { headers: { authorization: `Bearer ${token}` } },
  )
  try {
    if (!stacks.ok) throw new Error(`stacks: ${stacks.status}`)
    return ((await stacks.json()) as { stacks: { shipments: Schemas['Shipment'][] }[] }).stacks
  } finally {
    // off shift again, as seeded: the rider journeys start the demo rider's shift themselves
    await fetch(new URL(`/api/rider/${rider.id}/updatewithcode`, browser.baseUrl), {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ active: false, securityCode: '1234' }),
    })
  }
}

async function readyOnBoard(page: Page, code: string) {
  const card = page.locator(`[data-order-code="${code}"]`)
  await card.getByRole('button', { name: 'Aceptar' }).click()
  await card.getByLabel('Demora estimada (minutos)').fill('20')
  await card.getByRole('button', { name: 'Confirmar' }).click()
  await column(page, 'Aceptados').locator(`[data-order-code="${code}"]`).waitFor()
  await card.getByRole('button', { name: 'Marcar listo' }).click()
  await column(page, 'Listos').locator(`[data-order-code="${code}"]`).waitFor()
}

describe('stacking on the orders console', () => {
  it('staff stack two ready delivery orders with a return trip; the demo rider sees them as one stack', async () => {
    const first = await placeDeliveryOrder(browser, 'Carla Pila')
    const second = await placeDeliveryOrder(browser, 'Dario Pila')
    const { page } = await browser.open(`/consola/${ALIAS}`, DESKTOP)
    await page.getByLabel('Usuario').fill('encargado')
    await page.getByLabel('Contraseña').fill('palermo1234')
    await page.getByRole('button', { name: 'Ingresar' }).click()
    await page.getByRole('heading', { name: 'Consola de pedidos' }).waitFor()
    await readyOnBoard(page, first.code)
    await readyOnBoard(page, second.code)

    const panel = page.getByRole('region', { name: 'Armar pila de envíos' })
    const numbers = async (code: string) =>
      (await getJson<Schemas['Order']>(browser, `/api/diner/${ALIAS}/order/${code}`)).displayNumber
    await panel.getByLabel(`N.º ${await numbers(second.code)} · Av. Santa Fe 3500`).check()
    await panel.getByLabel(`N.º ${await numbers(first.code)} · Av. Santa Fe 3500`).check()
    await panel.getByLabel('Con regreso al local').check()
    await panel.getByRole('button', { name: 'Armar pila (2)' }).click()
    await page.getByText('Pila armada: los repartidores ya la ven.').waitFor()
    const dispatched = column(page, 'Despachados / retirados')
    await dispatched.locator(`[data-order-code="${first.code}"]`).waitFor()
    await dispatched.locator(`[data-order-code="${second.code}"]`).waitFor()

    const ours = (await demoRiderStacks()).filter((stack) =>
      stack.shipments.some((s) => [first.code, second.code].includes(s.logisticsOrder?.orderCode ?? '')),
    )
    expect(ours).toHaveLength(1)
    expect(ours[0]?.shipments.map((s) => [s.logisticsOrder?.orderCode, s.returnShipment])).toEqual([
      [second.code, false],
      [first.code, true],
    ])
    const followUp = await getJson<Schemas['Order']>(browser, `/api/diner/${ALIAS}/order/${first.code}`)
    expect(followUp.logisticsOrderId).toBeGreaterThan(0)
  })

  it('a stack refused because an order moved meanwhile reads the board again: the moved order leaves the panel', async () => {
    const first = await readyDeliveryOrder(browser, 'Elena Pila')
    const second = await readyDeliveryOrder(browser, 'Fabio Pila')
    try {
      const { page } = await browser.open('about:blank', DESKTOP)
      // the board's live socket loses every pushed order (as a flaky link would): only a read shows a change
      await page.routeWebSocket(/\/api\/console\/[^/]+\/live$/, (ws) => {
        const server = ws.connectToServer()
        server.onMessage((data) => {
          if ((JSON.parse(String(data)) as { type: string }).type !== 'order') ws.send(data)
        })
      })
      await page.goto(new URL(`/consola/${ALIAS}`, browser.baseUrl).toString())
      await page.getByLabel('Usuario').fill('encargado')
      await page.getByLabel('Contraseña').fill('palermo1234')
      await page.getByRole('button', { name: 'Ingresar' }).click()
      const panel = page.getByRole('region', { name: 'Armar pila de envíos' })
      const box = (order: { displayNumber: number }) =>
        panel.getByRole('checkbox', { name: `N.º ${order.displayNumber} · Av. Santa Fe 3500`, exact: true })
      await box(first).check()
      await box(second).check()
      // another console dispatches the second order: this board does not hear of it
      await staffTransition(browser, second.code, { action: 'dispatch' })
      await panel.getByRole('button', { name: 'Armar pila (2)' }).click()
      await page.getByText('Algún pedido cambió mientras tanto. Actualizamos el tablero.').waitFor()
      // as the notice says, the board is read again: the second order shows dispatched and leaves the panel
      await column(page, 'Despachados / retirados').locator(`[data-order-code="${second.code}"]`).waitFor()
      await box(second).waitFor({ state: 'detached' })
      expect(await box(first).isChecked()).toBe(true)
    } finally {
      // the dispatched order's offer goes with it: no rider of another file is offered it
      for (const order of [first, second])
        await staffTransition(browser, order.code, { action: 'cancel', reason: 'Fin de la prueba' })
    }
  })
})
