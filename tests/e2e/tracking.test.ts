import type { APIRequestContext, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { chromiumPerFile } from './browser'

const browser = chromiumPerFile()
const ALIAS = 'pizzeria-demo-palermo'
// a demo offer of its own: the rider journey (rider.test.ts) takes the others
const ORDER = 'DEMO-ENV-5'
const at = (path: string) => new URL(path, browser.baseUrl).toString()

async function json<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(response.ok(), `${response.url()}: ${response.status()} ${await response.text()}`).toBe(true)
  return (await response.json()) as T
}

/** A new rider of Palermo, registered with the local's code through the API of the rider's browser. */
async function registerRider(request: APIRequestContext) {
  const local = await json<{ info: { id: number } }>(await request.get(at(`/api/diner/${ALIAS}`)))
  const phone = `11555${String(Date.now()).slice(-5)}`
  const session = await json<{ rider: { id: number }; token: string }>(
    await request.post(at('/api/rider/createwithcode'), {
      data: {
        name: 'Rider Seguimiento',
        phone,
        securityCode: '1234',
        riderUser: { branchContactId: local.info.id },
        active: true,
      },
    }),
  )
  const headers = { authorization: `Bearer ${session.token}` }
  const offers = await json<{ shipments: { id: number; logisticsOrder: { orderCode: string } }[] }>(
    await request.get(
      at(
        `/api/shipments?branchContactId=${local.info.id}&status=LOOKING_FOR_DRIVER&providerName=OWN_FLEET&pageSize=99`,
      ),
      { headers },
    ),
  )
  const offer = offers.shipments.find((s) => s.logisticsOrder.orderCode === ORDER)
  if (!offer) throw new Error(`${ORDER} is not offered`)
  const step = async (status: string) =>
    json(
      await request.put(at(`/api/shipments/${offer.id}`), {
        headers,
        // DEMO-ENV-5's delivery key, which the step to DELIVERED carries
        data: { id: offer.id, status, rider_id: session.rider.id, securityCode: '5913' },
      }),
    )
  return { shipmentId: offer.id, step }
}

const status = (page: Page) => page.getByTestId('tracking-status')
const riderMarker = (page: Page) => page.locator('img.leaflet-marker-icon[alt="Repartidor"]')

describe('customer live tracking', () => {
  it('follows the status and the rider marker live, without a reload, and shows the delivery key', async () => {
    const rider = await browser.open(`/logistics/${ALIAS}/rider/phoneIntake`)
    const { shipmentId, step } = await registerRider(rider.page.request)

    const { page } = await browser.open(`/logistics/tracking/order/${ALIAS}/${ORDER}`)
    const subscribed = new Promise<void>((resolve) => {
      page.on('websocket', (socket) =>
        socket.on('framereceived', ({ payload }) => {
          if (String(payload).includes('"subscribed"')) resolve()
        }),
      )
    })

    // the delivery key modal greets the customer
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('heading', { name: 'Comparte la clave 5913' }).waitFor()
    await dialog
      .getByText('El repartidor confirmará la entrega del pedido con la clave de entrega.')
      .waitFor()
    await dialog.getByText('¡Espera a recibir el pedido para compartirla!').waitFor()
    await dialog.getByRole('button', { name: 'Continuar' }).click()
    await dialog.waitFor({ state: 'detached' })

    await page.getByRole('heading', { name: `Pedido ${ORDER}` }).waitFor()
    await page.getByText('Clave de entrega').waitFor()
    await page.getByText('El repartidor te solicitará esta clave al entregar el pedido').waitFor()
    expect(await page.getByText('5913', { exact: true }).isVisible()).toBe(true)
    expect(await page.getByText(/^\d\d:\d\d hs/).isVisible()).toBe(true)
    expect(await status(page).textContent()).toBe('Buscando repartidor')
    expect(await page.getByRole('button', { name: 'Actualizar' }).isVisible()).toBe(true)
    // the map places the local and the destination, not a rider yet
    await page.locator('img.leaflet-marker-icon[alt="Local"]').waitFor()
    await page.locator('img.leaflet-marker-icon[alt="Destino"]').waitFor()
    expect(await riderMarker(page).count()).toBe(0)
    await page.evaluate(() => {
      ;(window as unknown as { sameDocument: boolean }).sameDocument = true
    })
    await subscribed

    await step('ON_ROUTE_TO_PICK_UP')
    await status(page).getByText('Repartidor en camino al local').waitFor()
    await step('IN_STORE')
    await status(page).getByText('Repartidor en el local').waitFor()
    await step('ON_ROUTE_TO_DROP_OFF')
    await status(page).getByText('En camino').waitFor()
    await page.getByText('Rider Seguimiento').waitFor()
    await page.getByText(/^Entrega estimada: \d\d:\d\d/).waitFor()
    expect(await page.getByRole('link', { name: 'Llamar al repartidor' }).getAttribute('href')).toMatch(
      /^tel:\+54/,
    )

    // the rider's shipment page reports the phone's position while on the way
    const riderContext = rider.page.context()
    await riderContext.grantPermissions(['geolocation'])
    await riderContext.setGeolocation({ latitude: -34.585, longitude: -58.415 })
    await rider.page.goto(
      new URL(`/logistics/${ALIAS}/shipments/simple/${shipmentId}`, browser.baseUrl).toString(),
    )
    await riderMarker(page).waitFor()
    const before = await riderMarker(page).evaluate((img) => (img as HTMLElement).style.transform)
    // about 150 m further along: plausible, and more than the 50 m the reporter waits for
    await riderContext.setGeolocation({ latitude: -34.5838, longitude: -58.4162 })
    await page.waitForFunction(
      (previous) => {
        const img = document.querySelector<HTMLElement>('img.leaflet-marker-icon[alt="Repartidor"]')
        return img !== null && img.style.transform !== previous
      },
      before,
      { timeout: 15_000 },
    )

    await step('DELIVERED')
    await status(page).getByText('Entregado').waitFor()
    await riderMarker(page).waitFor({ state: 'detached' })
    // the key was the diner's to give: once delivered the card no longer shows it
    await page.getByText('Clave de entrega').waitFor({ state: 'detached' })
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    )
  })

  it('answers an unknown order code with the 404 page', async () => {
    const { page } = await browser.open(`/logistics/tracking/order/${ALIAS}/NO-EXISTE-1`)
    await page.getByRole('heading', { level: 1, name: 'Acceso denegado o link expirado' }).waitFor()
  })
})
