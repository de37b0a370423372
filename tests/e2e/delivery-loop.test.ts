import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { components } from '../../contract/schema'
import { chromiumPerFile } from './browser'
import { ALIAS, getJson, placeDeliveryOrder } from './console-fixtures'
import { deliveryKey, identify, recordVibrations, slideWithKeys, vibrations } from './rider-fixtures'
import { dinerOrdersDelivery } from './storefront-fixtures'

type Schemas = components['schemas']

/**
 * Issue 18: every party sees the order close the loop, live, in four browser contexts — the diner's
 * follow-up (390×844), the orders console (1280×800), a rider (390×844) and the diner's tracking page.
 * Nothing is reloaded after it opened: each page changes from its live channel.
 */
const browser = chromiumPerFile()
const CONSOLE = { width: 1280, height: 800 }

let riders = 0

/** A new rider of the local, registered with the local's code (1234) through the rider screens. */
async function riderOnShift(): Promise<Page> {
  riders += 1
  const phone = `11 5555-0${String(180 + riders).padStart(3, '0')}`
  const { page } = await browser.open(`/logistics/${ALIAS}/rider/phoneIntake`)
  await recordVibrations(page)
  await identify(page, phone)
  await page.getByLabel('Confirma tu teléfono').fill(phone)
  await page.getByLabel('Nombre y Apellido').fill(`Repartidor ${riders}`)
  await page.getByLabel('Código de seguridad').fill('1234')
  await page.getByRole('button', { name: 'Iniciar turno' }).click()
  await page.getByRole('link', { name: 'Ver envíos' }).click()
  await page.getByRole('heading', { name: 'Envíos' }).waitFor()
  // the vibration recorder is installed for the next document: the list is read again live from here
  await page.reload()
  await page.getByRole('heading', { name: 'Envíos' }).waitFor()
  return page
}

async function staffConsole(): Promise<Page> {
  const { page } = await browser.open(`/consola/${ALIAS}`, CONSOLE)
  await page.getByRole('heading', { name: 'Ingreso del personal' }).waitFor()
  await page.getByLabel('Usuario').fill('encargado')
  await page.getByLabel('Contraseña').fill('palermo1234')
  await page.getByRole('button', { name: 'Ingresar' }).click()
  await page.getByText('En vivo').waitFor()
  return page
}

/** Counts the page's own navigations: a page that changes live never navigates. */
function navigationsOf(page: Page) {
  const count = { value: 0 }
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) count.value += 1
  })
  return count
}

const column = (page: Page, name: string, code: string) =>
  page.getByRole('region', { name, exact: true }).locator(`[data-order-code="${code}"]`)

const currentStep = (page: Page) =>
  page.getByRole('region', { name: 'Estado del pedido' }).locator('li[aria-current="step"]')

/** The diner's follow-up of an order placed through the API, opened once. */
async function dinerFollowUp(code: string) {
  const { page } = await browser.open(`/menu/${ALIAS}/order/${code}`)
  await page.getByRole('heading', { level: 1, name: `Pedido ${code}` }).waitFor()
  return page
}

async function staffAct(card: ReturnType<typeof column>, action: string, detail?: [string, string]) {
  await card.getByRole('button', { name: action }).click()
  if (detail) {
    await card.getByLabel(detail[0]).fill(detail[1])
    await card.getByRole('button', { name: 'Confirmar' }).click()
  }
}

describe('a delivered order is delivered, for every party, live', () => {
  it('diner, console, rider and tracking page follow one delivery from order to rating without a reload', async () => {
    const staff = await staffConsole()
    const rider = await riderOnShift()
    const riderNavigations = navigationsOf(rider)

    // the diner orders delivery on their phone and stays on the follow-up the checkout leads to
    const { page: diner, code } = await dinerOrdersDelivery(browser, {
      name: 'Diego Lazo',
      phone: '11 3000-0181',
    })
    const order = { code }
    const dinerNavigations = navigationsOf(diner)
    expect(await currentStep(diner).textContent()).toBe('Recibido')

    const card = staff.locator(`[data-order-code="${order.code}"]`)
    await column(staff, 'Nuevos', order.code).waitFor()
    await staffAct(card, 'Aceptar', ['Demora estimada (minutos)', '25'])
    await column(staff, 'Aceptados', order.code).waitFor()
    await currentStep(diner).getByText('Aceptado').waitFor()
    // staff's 25 minutes, in the local's time zone
    const eta = diner.getByTestId('order-eta')
    await eta.getByText(/^Entrega estimada: \d\d:\d\d hs$/).waitFor()
    const promised = (await eta.textContent()) ?? ''

    await staffAct(card, 'Marcar listo')
    await currentStep(diner).getByText('En camino').waitFor()
    await column(staff, 'Listos', order.code).waitFor()
    await staffAct(card, 'Despachar a flota propia')
    await column(staff, 'Despachados / retirados', order.code).waitFor()

    // the offer reaches the rider's list without 'Actualizar', with the offer vibration
    const offer = rider.getByRole('link', { name: new RegExp(`Pedido ${order.code}`) })
    await offer.waitFor()
    expect(await vibrations(rider)).toContainEqual([100])

    // the follow-up leads to the live tracking page, which shows the whole code on the phone
    await diner.getByRole('link', { name: 'Seguir el envío en vivo' }).waitFor()
    const { page: tracking } = await browser.open(`/logistics/tracking/order/${ALIAS}/${order.code}`)
    const keyDialog = tracking.getByRole('dialog')
    const shared = (await keyDialog.getByRole('heading', { name: /^Comparte la clave / }).textContent()) ?? ''
    const key = /(\d{4,6})$/.exec(shared)?.[1] ?? ''
    expect(key).toMatch(/^\d{4}$/)
    await keyDialog.getByRole('button', { name: 'Continuar' }).click()
    const heading = tracking.getByRole('heading', { name: `Pedido ${order.code}` })
    const status = tracking.getByTestId('tracking-status')
    const [codeBox, statusBox] = [await heading.boundingBox(), await status.boundingBox()]
    // the status pill never covers the code
    expect(
      codeBox && statusBox
        ? statusBox.y >= codeBox.y + codeBox.height || statusBox.x >= codeBox.x + codeBox.width
        : false,
    ).toBe(true)

    await offer.click()
    await slideWithKeys(rider, 'Aceptar envío')
    await rider.getByTestId('shipment-status').getByText('Repartidor en camino al local').waitFor()
    await status.getByText('Repartidor en camino al local').waitFor()
    await slideWithKeys(rider, 'Llegué al local')
    await rider.getByTestId('shipment-status').getByText('Repartidor en el local').waitFor()
    await slideWithKeys(rider, 'En camino al cliente')
    await rider.getByTestId('shipment-status').getByText('En camino').waitFor()
    await status.getByText('En camino').waitFor()
    // the tracking page's ETA is the follow-up's: staff's 25 minutes
    await tracking.getByText(promised).waitFor()

    await slideWithKeys(rider, 'Entregado')
    await deliveryKey(rider, key)
    await rider.getByText('Envío finalizado').waitFor()

    await currentStep(diner).waitFor({ state: 'detached' })
    expect(
      await diner
        .getByRole('region', { name: 'Estado del pedido' })
        .locator('li[data-state="done"]')
        .allTextContents(),
    ).toEqual(['Recibido', 'Aceptado', 'En camino', 'Entregado'])
    await column(staff, 'Entregados', order.code).waitFor()
    await status.getByText('Entregado').waitFor()
    await tracking.getByText('Clave de entrega').waitFor({ state: 'detached' })
    await diner.getByRole('button', { name: 'Reportar un problema' }).waitFor()
    expect(dinerNavigations.value).toBe(0)
    expect(riderNavigations.value).toBeGreaterThan(0) // the rider opened the offer, as a rider does

    // the diner rates the order from the follow-up
    await diner.getByRole('link', { name: 'Califica tu pedido' }).click()
    await diner.getByRole('heading', { level: 1, name: 'Califica tu pedido' }).waitFor()
    await diner.getByText(`Pedido ${order.code} en Pizzería Demo Palermo`).waitFor()
    const stars = diner.getByRole('radiogroup', { name: '¿Cómo calificarías tu pedido?' })
    await stars.getByRole('radio', { name: '5 de 5 estrellas' }).click()
    await diner.getByRole('button', { name: 'Enviar' }).click()
    await diner.getByText('¡Gracias por tu calificación!').waitFor()
  })

  it('a rider who gives the shipment up puts it back on the console; staff re-dispatch it to another rider', async () => {
    const staff = await staffConsole()
    const first = await riderOnShift()
    const second = await riderOnShift()
    const { page: diner, code } = await dinerOrdersDelivery(browser, {
      name: 'Rita Vuelta',
      phone: '11 3000-0182',
    })
    const order = { code }
    const card = staff.locator(`[data-order-code="${order.code}"]`)
    await column(staff, 'Nuevos', order.code).waitFor()
    await staffAct(card, 'Aceptar', ['Demora estimada (minutos)', '30'])
    await staffAct(card, 'Marcar listo')
    await column(staff, 'Listos', order.code).waitFor()
    await staffAct(card, 'Despachar a flota propia')

    const offerTo = (page: Page) => page.getByRole('link', { name: new RegExp(`Pedido ${order.code}`) })
    await offerTo(first).click()
    await slideWithKeys(first, 'Aceptar envío')
    await first.getByTestId('shipment-status').getByText('Repartidor en camino al local').waitFor()
    // taken: the other rider's list no longer offers it
    await offerTo(second).waitFor({ state: 'detached' })
    await first.getByRole('button', { name: 'Cancelar envío' }).click()
    await first.getByRole('alertdialog').getByRole('button', { name: 'Continuar' }).click()
    await first.waitForURL(`**/logistics/${ALIAS}/shipments`)

    // back in 'Listos', where staff dispatch it again; the second rider is offered it live
    await column(staff, 'Listos', order.code).waitFor()
    await staffAct(card, 'Despachar a flota propia')
    await column(staff, 'Despachados / retirados', order.code).waitFor()
    await offerTo(second).click()
    await slideWithKeys(second, 'Aceptar envío')
    await slideWithKeys(second, 'Llegué al local')
    await slideWithKeys(second, 'En camino al cliente')
    await second.getByTestId('shipment-status').getByText('En camino').waitFor()
    await slideWithKeys(second, 'Entregado')
    // a wrong key is refused; the diner's key (read from their tracking page) delivers it
    await deliveryKey(second, '000000')
    await second
      .getByRole('dialog')
      .getByText('La clave de entrega no es correcta. Revísala con el cliente')
      .waitFor()
    const { page: tracking } = await browser.open(`/logistics/tracking/order/${ALIAS}/${order.code}`)
    const shared = (await tracking.getByRole('dialog').getByRole('heading').textContent()) ?? ''
    await deliveryKey(second, /(\d{4,6})$/.exec(shared)?.[1] ?? '')
    await second.getByText('Envío finalizado').waitFor()

    await column(staff, 'Entregados', order.code).waitFor()
    await diner.getByRole('link', { name: 'Califica tu pedido' }).waitFor()
  })

  it('staff close a dispatched order by hand, with a reason, when no rider can', async () => {
    const staff = await staffConsole()
    const { page: diner, code } = await dinerOrdersDelivery(browser, {
      name: 'Tomás Mano',
      phone: '11 3000-0183',
    })
    const order = { code }
    const card = staff.locator(`[data-order-code="${order.code}"]`)
    await column(staff, 'Nuevos', order.code).waitFor()
    await staffAct(card, 'Aceptar', ['Demora estimada (minutos)', '20'])
    await staffAct(card, 'Marcar listo')
    await staffAct(card, 'Despachar a flota propia')
    await column(staff, 'Despachados / retirados', order.code).waitFor()
    await card.getByRole('button', { name: 'Marcar entregado' }).click()
    // the reason is required: the rider still holds the shipment
    await card.getByRole('button', { name: 'Confirmar' }).click()
    await staff.getByText('Indica el motivo: el pedido ya está con un repartidor').waitFor()
    await card
      .getByLabel('Motivo (el repartidor no pudo cerrarlo)')
      .fill('El cliente dio la clave por teléfono')
    await card.getByRole('button', { name: 'Confirmar' }).click()
    await column(staff, 'Entregados', order.code).waitFor()
    await diner.getByRole('link', { name: 'Califica tu pedido' }).waitFor()
    await diner.getByRole('button', { name: 'Reportar un problema' }).waitFor()
  })

  it('a stack with a return trip closes each order at its own drop-off', async () => {
    const staff = await staffConsole()
    const rider = await riderOnShift()
    // the first diner orders on their phone; the second order comes in through the API, as the checkout sends it
    const first = await dinerOrdersDelivery(browser, { name: 'Pía Primera', phone: '11 3000-0184' })
    const second = await placeDeliveryOrder(browser, 'Sol Segunda')
    const orders = [{ code: first.code }, { code: second.code }]
    const diners = [first.page, await dinerFollowUp(second.code)]
    for (const order of orders) {
      const card = staff.locator(`[data-order-code="${order.code}"]`)
      await column(staff, 'Nuevos', order.code).waitFor()
      await staffAct(card, 'Aceptar', ['Demora estimada (minutos)', '40'])
      await staffAct(card, 'Marcar listo')
      await column(staff, 'Listos', order.code).waitFor()
    }
    // staff stack both in this route order, with the return trip
    const panel = staff.getByRole('region', { name: 'Armar pila de envíos' })
    for (const order of orders) {
      const { displayNumber } = await getJson<Schemas['Order']>(
        browser,
        `/api/diner/${ALIAS}/order/${order.code}`,
      )
      await panel.getByLabel(`N.º ${displayNumber} · Av. Santa Fe 3500`).check()
    }
    await panel.getByLabel('Con regreso al local').check()
    await panel.getByRole('button', { name: 'Armar pila (2)' }).click()
    for (const order of orders) await column(staff, 'Despachados / retirados', order.code).waitFor()

    const keys: string[] = []
    for (const order of orders) {
      const { page } = await browser.open(`/logistics/tracking/order/${ALIAS}/${order.code}`)
      const shared = (await page.getByRole('dialog').getByRole('heading').textContent()) ?? ''
      keys.push(/(\d{4,6})$/.exec(shared)?.[1] ?? '')
    }

    await rider
      .getByRole('link', { name: /Multi-entrega · 2 envíos/ })
      .filter({ hasText: 'Av. Santa Fe 3500' })
      .last() // the list is oldest first: ours is the newest
      .click()
    await slideWithKeys(rider, 'Aceptar envío')
    await slideWithKeys(rider, 'Llegué al local')
    await slideWithKeys(rider, 'En camino al cliente')
    await rider.getByTestId('shipment-status').getByText('En camino').waitFor()
    await slideWithKeys(rider, 'Entregado')
    await deliveryKey(rider, keys[0] ?? '')
    await rider.getByText(`Pedido ${orders[0]?.code} · Entregado`).waitFor()
    await column(staff, 'Entregados', orders[0]?.code ?? '').waitFor()
    await diners[0]?.getByRole('link', { name: 'Califica tu pedido' }).waitFor()
    expect(await currentStep(diners[1] as Page).textContent()).toBe('En camino')

    await slideWithKeys(rider, 'Entregado')
    await deliveryKey(rider, keys[1] ?? '')
    await rider.getByText(`Pedido ${orders[1]?.code} · Entregado`).waitFor()
    await slideWithKeys(rider, 'Regresé al local')
    await rider.getByText('Envío finalizado').waitFor()
    await column(staff, 'Entregados', orders[1]?.code ?? '').waitFor()
    await diners[1]?.getByRole('link', { name: 'Califica tu pedido' }).waitFor()
  })
})
