import type { Page } from 'playwright-core'

// What the rider suites share: the phone's vibrations, the shift screen's phone, the slider and the key.

/** Records what the app asks the phone to vibrate, in order (from the next document on). */
export async function recordVibrations(page: Page) {
  await page.addInitScript(() => {
    const calls: unknown[] = []
    ;(window as unknown as { vibrations: unknown[] }).vibrations = calls
    Object.defineProperty(navigator, 'vibrate', {
      configurable: true,
      value: (pattern: unknown) => {
        calls.push(pattern)
        return true
      },
    })
  })
}

export const vibrations = (page: Page) =>
  page.evaluate(() => (window as unknown as { vibrations: unknown[] }).vibrations)

export async function identify(page: Page, phone: string) {
  await page.getByRole('heading', { name: 'Repartidores' }).waitFor()
  await page.getByLabel('Ingresa con tu teléfono').fill(phone)
  await page.getByRole('button', { name: 'Siguiente' }).click()
}

/** Slides with the keyboard: the arrows move 5 at a time, Enter lets go. */
export async function slideWithKeys(page: Page, label: string) {
  const slider = page.getByRole('slider', { name: label })
  await slider.focus()
  for (let i = 0; i < 18; i++) await slider.press('ArrowRight')
  await slider.press('Enter')
}

/** Types the diner's key in the rider's 'Clave de entrega' dialog and confirms it. */
export async function deliveryKey(page: Page, key: string) {
  const dialog = page.getByRole('dialog', { name: 'Clave de entrega' })
  await dialog.getByLabel('Clave de entrega').fill(key)
  await dialog.getByRole('button', { name: 'Confirmar entrega' }).click()
}
