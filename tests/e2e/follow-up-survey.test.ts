import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { chromiumPerFile } from './browser'
import { e2eServer } from './e2e-server'

const browser = chromiumPerFile()
const followUpCode = e2eServer().followUpOrderCode
// A toast, by sonner's element: an open dialog repeats it in its live region, so its bare text is there twice.
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]', { hasText: text })
const deliveredCode = e2eServer().deliveredOrderCode
const FOLLOW_UP = `/menu/pizzeria-demo-palermo/order/${followUpCode}`

describe('order follow-up (order-follow-up, error-report machines)', () => {
  it('shows the order placed through POST /api/order: code, type, tracker, items and every total line', async () => {
    const { page, consoleErrors } = await browser.open(FOLLOW_UP)
    await page.getByRole('heading', { level: 1, name: `Pedido ${followUpCode}` }).waitFor()
    const main = page.getByRole('main')
    expect(await main.textContent()).toContain('Delivery')

    const tracker = page.getByRole('region', { name: 'Estado del pedido' }).getByRole('listitem')
    expect(await tracker.allTextContents()).toEqual(['Recibido', 'Aceptado', 'En camino', 'Entregado'])
    expect(await tracker.first().getAttribute('aria-current')).toBe('step')

    const rows = page.getByRole('table').getByRole('row')
    const items = await rows.allTextContents()
    expect(items.some((row) => row.includes('Pizza Muzzarella (Grande)') && row.includes('$13.500'))).toBe(
      true,
    )
    expect(
      items.some(
        (row) => row.includes('Hamburguesa Completa') && row.includes('Cheddar') && row.includes('$12.800'),
      ),
    ).toBe(true)

    const totals = await page.locator('article dl').first().textContent()
    // goods 13.500 + 12.800; delivery 1.500 below the free-delivery 30.000; service 200 + 2 % of 26.300
    expect(totals).toContain('Subtotal$26.300')
    expect(totals).toContain('Envío$1.500')
    expect(totals).toContain('Tasa de Servicio$726')
    expect(totals).toContain('Total$28.526')
    expect(await main.textContent()).toContain('Abona con $33.526')
    expect(await main.textContent()).toContain('Av. Santa Fe 3500')
    // not delivered: nothing to report yet
    expect(await page.getByRole('button', { name: 'Reportar un problema' }).count()).toBe(0)
    expect(consoleErrors).toEqual([])
  })

  it('reads the order again when the page becomes visible and 5 s after a payment update', async () => {
    const isOrderRead = (url: string) =>
      url.includes(`/api/diner/pizzeria-demo-palermo/order/${followUpCode}`)
    // Reads are counted from the first one: the live channel's resync on subscribing may come before the
    // heading shows, and a live change while the page waits reads at once instead of 5 s later.
    const { page } = await browser.open('about:blank')
    let reads = 0
    page.on('response', (response) => {
      if (isOrderRead(response.url())) reads += 1
    })
    await page.goto(new URL(`${FOLLOW_UP}?refreshAfterUpdate=true`, browser.baseUrl).toString())
    await page.getByRole('heading', { level: 1, name: `Pedido ${followUpCode}` }).waitFor()
    await expect.poll(() => reads, { timeout: 9000 }).toBeGreaterThanOrEqual(2)
    // a read in flight absorbs a visibility change; let it land first
    await page.waitForLoadState('networkidle')

    const onVisible = page.waitForRequest((request) => isOrderRead(request.url()))
    // the diner switches away and back
    await page.evaluate(() => {
      const show = (state: 'hidden' | 'visible') => {
        Object.defineProperty(document, 'visibilityState', { value: state, configurable: true })
        document.dispatchEvent(new Event('visibilitychange'))
      }
      show('hidden')
      show('visible')
    })
    await onVisible
  })

  it('offers the order in progress from the branch header, in a new tab', async () => {
    const { page } = await browser.open(FOLLOW_UP)
    await page.getByRole('heading', { level: 1, name: `Pedido ${followUpCode}` }).waitFor()
    await page.goto(new URL('/menu/pizzeria-demo-palermo/delivery', browser.baseUrl).toString())
    const button = page.getByRole('link', { name: 'Ver mi pedido en curso' })
    await button.waitFor()
    expect(await button.getAttribute('href')).toBe(FOLLOW_UP)
    expect(await button.getAttribute('target')).toBe('_blank')
  })

  it('takes one error report for a delivered order', async () => {
    const { page } = await browser.open(`/menu/pizzeria-demo-palermo/order/${deliveredCode}`)
    const tracker = page.getByRole('region', { name: 'Estado del pedido' }).getByRole('listitem')
    await tracker.first().waitFor()
    expect(await tracker.last().getAttribute('data-state')).toBe('done')
    await page.getByRole('button', { name: 'Reportar un problema' }).click()
    const dialog = page.getByRole('dialog', { name: 'Reportar un problema' })
    await dialog.getByRole('button', { name: 'Continuar' }).click()
    await toast(page, 'Seleccione un motivo para continuar').waitFor()
    await dialog.getByRole('radio', { name: 'Llegó frío' }).check()
    await dialog.getByRole('button', { name: 'Continuar' }).click()
    await toast(page, 'Recibimos tu reporte, el local se comunicará contigo').waitFor()
    await page.reload()
    await page.getByRole('heading', { level: 1, name: `Pedido ${deliveredCode}` }).waitFor()
    expect(await page.getByRole('button', { name: 'Reportar un problema' }).count()).toBe(0)
  })
})

describe("survey 'Califica tu pedido' (survey machine)", () => {
  it('asks the mandatory rating, shows reasons below 5 stars, cuts text at 180 and thanks once', async () => {
    const { page, consoleErrors } = await browser.open(`/encuesta/pizzeria-demo-palermo/${deliveredCode}`)
    await page.getByRole('heading', { level: 1, name: 'Califica tu pedido' }).waitFor()
    await page.getByRole('button', { name: 'Enviar' }).click()
    await page.getByText('La pregunta ¿Cómo calificarías tu pedido? es obligatoria').waitFor()

    const stars = page.getByRole('radiogroup', { name: '¿Cómo calificarías tu pedido?' })
    await stars.getByRole('radio', { name: '5 de 5 estrellas' }).click()
    expect(await page.getByRole('button', { name: 'Demora' }).count()).toBe(0)
    await stars.getByRole('radio', { name: '3 de 5 estrellas' }).click()
    await page.getByRole('button', { name: 'Demora' }).click()
    expect(await page.getByRole('button', { name: 'Demora' }).getAttribute('aria-pressed')).toBe('true')

    const text = page.getByRole('textbox', { name: '¿Algo más que quieras contarnos?' })
    await text.fill('a'.repeat(200))
    expect((await text.inputValue()).length).toBe(180)
    await page.getByText('180/180').waitFor()

    await page.getByRole('button', { name: 'Enviar' }).click()
    await page.getByText('¡Gracias por tu calificación!').waitFor()
    await page.reload()
    await page.getByText('¡Gracias por tu calificación!').waitFor()
    expect(await page.getByRole('button', { name: 'Enviar' }).count()).toBe(0)
    expect(consoleErrors).toEqual([])
  })
})

describe('unknown order codes', () => {
  it('say so on the follow-up (with a retry) and on the survey', async () => {
    const { page } = await browser.open('/menu/pizzeria-demo-palermo/order/NOEXISTE0000')
    await page
      .getByText('No pudimos cargar tu pedido. Revisa el enlace o vuelve a intentarlo en unos minutos.')
      .waitFor()
    await page.getByRole('button', { name: 'Reintentar' }).waitFor()
    const survey = await browser.open('/encuesta/pizzeria-demo-palermo/NOEXISTE0000')
    await survey.page.getByText('Esta encuesta no está disponible.').waitFor()
  })
})
