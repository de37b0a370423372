import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { chromiumPerFile } from './browser'

const browser = chromiumPerFile()
const ALIAS = 'pizzeria-demo-palermo'
const DESKTOP = { width: 1400, height: 900 }
const PLATE = 'Flan Casero'

async function signIn(page: Page) {
  await page.getByRole('heading', { name: 'Ingreso del personal' }).waitFor()
  await page.getByLabel('Usuario').fill('encargado')
  await page.getByLabel('Contraseña').fill('palermo1234')
  await page.getByRole('button', { name: 'Ingresar' }).click()
  await page.getByRole('heading', { name: 'Consola de pedidos' }).waitFor()
}

/** The diner's take-away menu after a reload: waits for the menu to show, then says whether the plate is on it. */
async function dinerSees(page: Page, name: string): Promise<boolean> {
  await page.reload()
  await page
    .getByRole('link', { name: /Tiramisú/ })
    .first()
    .waitFor()
  return (await page.getByRole('link', { name: new RegExp(name) }).count()) > 0
}

describe('availability (86)', () => {
  // Two browser contexts and four menu loads: more than the usual minute on a busy machine.
  it('staff mark a plate unavailable for today and the diner’s menu no longer shows it after a reload; offering it again brings it back', async () => {
    const diner = await browser.open(`/menu/${ALIAS}/take-away`)
    expect(await dinerSees(diner.page, PLATE)).toBe(true)

    const staff = await browser.open(`/consola/${ALIAS}`, DESKTOP)
    const { page } = staff
    await signIn(page)
    try {
      await page.getByText('Disponibilidad', { exact: true }).click()
      const row = page
        .getByRole('region', { name: 'Postres' })
        .getByRole('listitem')
        .filter({ hasText: PLATE })
      await row.getByText('Disponible', { exact: true }).waitFor()
      await row.getByRole('button', { name: 'Agotar por hoy' }).click()
      await page.getByText(`${PLATE} no se ofrece hasta mañana`).waitFor()
      await row.getByText('Agotado por hoy', { exact: true }).waitFor()

      expect(await dinerSees(diner.page, PLATE)).toBe(false)

      await row.getByRole('button', { name: 'Volver a ofrecer' }).click()
      await page.getByText(`${PLATE} se ofrece otra vez`).waitFor()
      await row.getByText('Disponible', { exact: true }).waitFor()
      expect(await dinerSees(diner.page, PLATE)).toBe(true)
    } finally {
      // Other files share the database: never leave the demo's plate 86'd.
      const plates = (await (
        await page.request.get(new URL(`/api/console/${ALIAS}/availability`, browser.baseUrl).toString())
      ).json()) as { id: number; name: string; available: boolean }[]
      const flan = plates.find((p) => p.name === PLATE)
      if (flan && !flan.available)
        await page.request.put(new URL(`/api/console/${ALIAS}/availability`, browser.baseUrl).toString(), {
          data: { entityType: 'PLATE', entityId: flan.id, available: true },
        })
    }
    // Chromium logs the 401 of the session check made before signing in; nothing else may fail.
    expect(staff.consoleErrors.filter((e) => !/status of 401/.test(e))).toEqual([])
    expect(diner.consoleErrors).toEqual([])
  }, 120_000)
})
