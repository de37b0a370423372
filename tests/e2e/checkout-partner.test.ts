import { describe, expect, it } from 'vitest'
import type { components } from '../../contract/schema'
import { PARTNER_COOKIES } from '../../src/features/checkout/lib/partner-session'
import { chromiumPerFile } from './browser'
import { ALIAS, checkoutFixtures } from './checkout-fixtures'

const browser = chromiumPerFile()
const { getJson, cartFor, openCheckoutWith } = checkoutFixtures(browser)

describe("checkout of an external loyalty partner's user", () => {
  it("applies the partner's benefit by itself, offers no way to delete it, and the server prices it the same", async () => {
    const { stored } = await cartFor('TAKE_AWAY', 1)
    const { page, consoleErrors } = await openCheckoutWith(stored, async (page) => {
      // what the partner 'club-demo' leaves on the diner's browser
      await page.context().addCookies(
        [
          [PARTNER_COOKIES.partner, 'club-demo'],
          [PARTNER_COOKIES.externalUserId, 'socio-42'],
          [PARTNER_COOKIES.session, 's3ss10n'],
        ].map(([name, value]) => ({ name: name as string, value: value as string, url: browser.baseUrl })),
      )
    })
    await page.getByText('Beneficio Club Demo · Aplicado').waitFor()
    await expect(page.getByRole('button', { name: 'Eliminar código' }).count()).resolves.toBe(0)
    // 13.500 − 15 %
    await expect(page.getByTestId('checkout-total').textContent()).resolves.toBe('$11.475')

    await page.getByLabel('Nombre', { exact: true }).fill('Socia Club')
    await page.getByLabel('Teléfono', { exact: true }).fill('11 3000-0042')
    await page.getByLabel('¿Con cuánto abonas?').fill('12000')
    await page.getByRole('button', { name: /Realizar pedido/ }).click()
    await page.waitForURL(new RegExp(`/menu/${ALIAS}/order/`))
    const code = /\/order\/([A-Za-z0-9-]+)/.exec(page.url())?.[1] ?? ''
    const placed = await getJson<components['schemas']['Order']>(`/api/diner/${ALIAS}/order/${code}`)
    expect(placed.total).toBe(11_475)
    expect(placed.discounts).toEqual([
      expect.objectContaining({ name: 'Beneficio Club Demo', amount: 2_025 }),
    ])
    expect(consoleErrors.filter((text) => !text.includes('status of 404'))).toEqual([])
  })
})
