import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { expectAccessible } from './axe'
import { chromiumPerFile } from './browser'
import { deliveryKey, identify, recordVibrations, slideWithKeys, vibrations } from './rider-fixtures'

const browser = chromiumPerFile()
const ALIAS = 'pizzeria-demo-palermo'

async function slideWithPointer(page: Page, label: string) {
  const slider = page.getByRole('slider', { name: label })
  const box = await slider.boundingBox()
  if (!box) throw new Error('the slider is not on screen')
  const y = box.y + box.height / 2
  await page.mouse.move(box.x + 20, y)
  await page.mouse.down()
  for (let x = box.x + 20; x <= box.x + box.width; x += 8) await page.mouse.move(x, y)
  await page.mouse.move(box.x + box.width - 2, y)
  await page.mouse.up()
}

describe('rider shift and a delivery', () => {
  it('the demo rider starts a shift with 1234, takes a shipment, slides it to DELIVERED and ends the shift', async () => {
    const { page, consoleErrors } = await browser.open(`/logistics/${ALIAS}/rider/phoneIntake`)
    await recordVibrations(page)
    await page.reload()
    await page.getByText('Pizzería Demo Palermo').first().waitFor()
    await expectAccessible(page)
    await identify(page, '11 5555-0001')

    await page.waitForURL(`**/logistics/${ALIAS}/rider/logIn`)
    await page.getByText('Hola Rider Demo!').waitFor()
    await page.getByRole('button', { name: 'Iniciar turno' }).click()
    await page.getByText('Debe completar todos los campos para continuar').waitFor()
    await page.getByLabel('Código de seguridad').fill('9999')
    await page.getByRole('button', { name: 'Iniciar turno' }).click()
    await page.getByText('El código de seguridad es erróneo').waitFor()
    await page.getByLabel('Código de seguridad').fill('1234')
    await page.getByRole('button', { name: 'Iniciar turno' }).click()
    await page.getByText('Turno iniciado con éxito').waitFor()
    await page.waitForURL(`**/logistics/${ALIAS}/rider/success`)

    await page.getByRole('link', { name: 'Ver envíos' }).click()
    await page.waitForURL(`**/logistics/${ALIAS}/shipments`)
    await page.getByRole('heading', { name: 'Envíos' }).waitFor()
    await page.getByRole('button', { name: 'Actualizar' }).click()
    await page.getByRole('link', { name: /Pedido DEMO-ENV-1/ }).click()
    await page.waitForURL(/\/shipments\/simple\/\d+$/)

    // an open offer shows the route, not the customer
    await page.getByRole('heading', { name: 'Envío', exact: true }).waitFor()
    await page.getByRole('slider', { name: 'Aceptar envío' }).waitFor()
    await page.getByText('Pizzería Demo Palermo', { exact: true }).waitFor()
    await page.getByText('Av. Santa Fe 3500, Palermo, CABA').waitFor()
    expect(await page.getByText('Cliente Demo').count()).toBe(0)
    const map = page.getByRole('link', { name: 'Ver en mapa' })
    expect(await map.getAttribute('href')).toContain('destination=-34.5866%2C-58.4136')
    await expectAccessible(page)

    // a jump to the end is not a slide
    const accept = page.getByRole('slider', { name: 'Aceptar envío' })
    await accept.focus()
    await accept.press('End')
    await accept.press('Enter')
    expect(await accept.inputValue()).toBe('0')
    expect(await page.getByTestId('shipment-status').textContent()).toBe('Buscando repartidor')

    await slideWithPointer(page, 'Aceptar envío')
    await page.getByTestId('shipment-status').getByText('Repartidor en camino al local').waitFor()
    await page.getByText('Envío aceptado').waitFor()
    await page.getByText('Cliente: Cliente Demo').waitFor()
    expect(await page.getByRole('link', { name: '011 2345-6789' }).getAttribute('href')).toBe(
      'tel:+541123456789',
    )

    await slideWithKeys(page, 'Llegué al local')
    await page.getByTestId('shipment-status').getByText('Repartidor en el local').waitFor()
    await slideWithKeys(page, 'En camino al cliente')
    await page.getByTestId('shipment-status').getByText('En camino').waitFor()
    // the last step asks for the diner's delivery key: a wrong one is refused and said in the dialog
    await slideWithKeys(page, 'Entregado')
    await deliveryKey(page, '1111')
    await page
      .getByRole('dialog')
      .getByText('La clave de entrega no es correcta. Revísala con el cliente')
      .waitFor()
    await deliveryKey(page, '4821')
    await page.getByTestId('shipment-status').getByText('Entregado').waitFor()
    await page.getByText('Envío finalizado').waitFor()
    expect(await vibrations(page)).toEqual([[100], [100], [100], [100, 50, 100, 75, 100], [100]])

    // end the shift from the list
    await page.getByRole('link', { name: 'Volver a Envíos' }).click()
    await page.getByRole('link', { name: 'Finalizar turno' }).click()
    await identify(page, '+54 9 11 5555-0001')
    await page.waitForURL(`**/logistics/${ALIAS}/rider/logOut`)
    await page.getByText('Hola Rider Demo!').waitFor()
    await page.getByLabel('Código de seguridad').fill('1234')
    await page.getByRole('button', { name: 'Finalizar turno' }).click()
    await page.getByText('Turno finalizado con éxito').waitFor()
    expect(consoleErrors.filter((e) => !/status of 4\d\d/.test(e))).toEqual([])
  })

  it('an unknown phone registers, with the validations of the form', async () => {
    const { page } = await browser.open(`/logistics/${ALIAS}/rider/phoneIntake`)
    await identify(page, '123')
    await page.getByText('El número de teléfono es invalido').waitFor()
    await identify(page, '11 5555-0002')
    await page.waitForURL(`**/logistics/${ALIAS}/rider/register`)
    expect(await page.getByLabel('Teléfono', { exact: true }).isDisabled()).toBe(true)
    await page.getByRole('button', { name: 'Iniciar turno' }).click()
    await page.getByText('Debe completar todos los campos para continuar').waitFor()
    await page.getByLabel('Confirma tu teléfono').fill('11 5555-0003')
    await page.getByLabel('Nombre y Apellido').fill('Repartidor Nuevo')
    await page.getByLabel('Código de seguridad').fill('1234')
    await page.getByRole('button', { name: 'Iniciar turno' }).click()
    await page.getByText('Los números de teléfono no coinciden').waitFor()
    await page.getByLabel('Confirma tu teléfono').fill('11 5555-0002')
    await page.getByRole('button', { name: 'Iniciar turno' }).click()
    await page.getByText('Turno iniciado con éxito').waitFor()
  })

  it('a stack moves together, delivers point by point and returns; a cancel asks first', async () => {
    const { page } = await browser.open(`/logistics/${ALIAS}/rider/phoneIntake`)
    await identify(page, '11 5555-0004')
    await page.getByLabel('Confirma tu teléfono').fill('11 5555-0004')
    await page.getByLabel('Nombre y Apellido').fill('Repartidora Multi')
    await page.getByLabel('Código de seguridad').fill('1234')
    await page.getByRole('button', { name: 'Iniciar turno' }).click()
    await page.getByRole('link', { name: 'Ver envíos' }).click()

    // the seeded stack (Güemes 4200, Charcas 3900); the console's journeys may have stacked others
    await page
      .getByRole('link', { name: /Multi-entrega · 2 envíos/ })
      .filter({ hasText: 'Güemes 4200' })
      .click()
    await page.waitForURL(/\/shipments\/stack\/\d+$/)
    await page.getByRole('heading', { name: 'Multi-entrega', exact: true }).waitFor()
    await page.getByRole('slider', { name: 'Aceptar envío' }).waitFor()
    await page.getByText('Güemes 4200, Palermo, CABA').waitFor()
    // A is the local, B and C the drop-offs in route order
    const letters = await page.locator('ol > li > span[aria-hidden="true"]').allTextContents()
    expect(letters).toEqual(['A', 'B', 'C'])

    await slideWithKeys(page, 'Aceptar envío')
    await page.getByTestId('shipment-status').getByText('Repartidor en camino al local').waitFor()
    await page.getByText('Cliente: Martín Gómez').waitFor()
    await slideWithKeys(page, 'Llegué al local')
    await page.getByTestId('shipment-status').getByText('Repartidor en el local').waitFor()
    await slideWithKeys(page, 'En camino al cliente')
    await page.getByTestId('shipment-status').getByText('En camino').waitFor()
    await slideWithKeys(page, 'Entregado')
    await deliveryKey(page, '1597')
    await page.getByText('Pedido DEMO-ENV-3 · Entregado').waitFor()
    await slideWithKeys(page, 'Entregado')
    await deliveryKey(page, '2468')
    await page.getByText('Pedido DEMO-ENV-4 · Entregado').waitFor()
    await slideWithKeys(page, 'Regresé al local')
    await page.getByText('Pedido DEMO-ENV-4 · Devuelto al local').waitFor()
    await page.getByText('Envío finalizado').waitFor()

    await page.getByRole('link', { name: 'Volver a Envíos' }).click()
    await page.getByRole('link', { name: /Pedido DEMO-ENV-2/ }).click()
    await slideWithKeys(page, 'Aceptar envío')
    await page.getByTestId('shipment-status').getByText('Repartidor en camino al local').waitFor()
    await page.getByRole('button', { name: 'Cancelar envío' }).click()
    const dialog = page.getByRole('alertdialog')
    await dialog.getByText('Si continúas, se cancelará el envío').waitFor()
    await dialog.getByRole('button', { name: 'Volver' }).click()
    expect(await page.getByRole('alertdialog').count()).toBe(0)
    await page.getByRole('button', { name: 'Cancelar envío' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Continuar' }).click()
    await page.locator('[data-sonner-toast]', { hasText: 'Envío cancelado' }).waitFor()
    await page.waitForURL(`**/logistics/${ALIAS}/shipments`)
  })

  it('without a rider session the list is the 404 page', async () => {
    const { page } = await browser.open(`/logistics/${ALIAS}/shipments`)
    await page.getByRole('heading', { name: 'Acceso denegado o link expirado' }).waitFor()
  })
})
