import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { chromiumPerFile } from './browser'
import { ALIAS, placeDeliveryOrder } from './console-fixtures'

// Issue 32: the support chat between the diner (follow-up 'Ayuda', /soporte) and the local's console.
const browser = chromiumPerFile()
const DESKTOP = { width: 1400, height: 900 }

async function signIn(page: Page, password = 'palermo1234') {
  await page.getByRole('heading', { name: 'Ingreso del personal' }).waitFor()
  await page.getByLabel('Usuario').fill('encargado')
  await page.getByLabel('Contraseña').fill(password)
  await page.getByRole('button', { name: 'Ingresar' }).click()
}

async function staffCookieOf(local: string, password: string): Promise<string> {
  const response = await fetch(new URL(`/api/console/${local}/session`, browser.baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'encargado', password }),
  })
  if (!response.ok) throw new Error(`staff sign-in: ${response.status}`)
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')
}

describe('support chat (support-chat, support-inbox machines)', () => {
  it('the diner writes from the follow-up with the preset message, the console rings, staff answer, the diner sees it live', async () => {
    const order = await placeDeliveryOrder(browser, 'Ana Soporte')
    const staff = await browser.open(`/consola/${ALIAS}`, DESKTOP)
    await signIn(staff.page)
    const inbox = staff.page.getByRole('region', { name: /^Mensajes/ })
    await inbox.waitFor()
    // the chime, counted: an AudioContext that only counts its tones
    await staff.page.evaluate(() => {
      const counter = window as unknown as { tones: number; AudioContext: unknown }
      counter.tones = 0
      counter.AudioContext = class {
        currentTime = 0
        destination = {}
        createGain() {
          return { gain: { value: 0 }, connect() {} }
        }
        createOscillator() {
          counter.tones += 1
          return { frequency: { value: 0 }, connect() {}, start() {}, stop() {} }
        }
        close() {
          return Promise.resolve()
        }
      }
    })
    // the panel's socket subscribed and read once: only then can a new message ring
    await staff.page.waitForTimeout(1500)

    const diner = await browser.open(`/menu/${ALIAS}/order/${order.code}?open_follow_up_support=true`)
    const dialog = diner.page.getByRole('dialog')
    await dialog.waitFor()
    const box = dialog.getByLabel('Tu mensaje')
    await expect.poll(() => box.inputValue()).toBe(`Hola, necesito ayuda con mi pedido ${order.code}`)
    await dialog.getByRole('button', { name: 'Enviar' }).click()
    const thread = dialog.getByTestId('support-messages')
    await thread.getByText(`Hola, necesito ayuda con mi pedido ${order.code}`).waitFor()
    // a message with markup is text, on both sides
    await box.fill('<script>window.pwned = 1</script><b>¿Cuánto falta?</b>')
    await dialog.getByRole('button', { name: 'Enviar' }).click()
    await thread.getByText('<script>window.pwned = 1</script><b>¿Cuánto falta?</b>').waitFor()
    expect(await thread.locator('script, b').count()).toBe(0)
    // the diner's side never shows the record's phone or email
    expect(await dialog.textContent()).not.toMatch(/Comensal|@/)

    const badge = inbox.getByTestId('support-unread')
    await badge.waitFor()
    await expect.poll(async () => Number(await badge.locator('[aria-hidden="true"]').textContent())).toBe(2)
    await expect
      .poll(() => staff.page.evaluate(() => (window as unknown as { tones: number }).tones))
      .toBeGreaterThan(0)

    await inbox.getByRole('button', { name: new RegExp(order.code) }).click()
    const record = inbox.getByRole('definition')
    await inbox.getByText('Comensal').waitFor()
    const recordText = await inbox.locator('dl').textContent()
    expect(recordText).toContain('Ana Soporte')
    expect(recordText).toContain(order.code)
    expect(recordText).toContain(`/soporte?referenceId=${order.code}`)
    expect(await record.count()).toBeGreaterThan(5)
    const staffThread = inbox.getByTestId('support-thread')
    await staffThread.getByText('<script>window.pwned = 1</script><b>¿Cuánto falta?</b>').waitFor()
    expect(await staffThread.locator('script, b').count()).toBe(0)
    expect(await staff.page.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined()
    // read once open: the badge goes
    await badge.waitFor({ state: 'detached' })

    await inbox.getByLabel('Tu respuesta').fill('Sale en 10 minutos')
    await inbox.getByRole('button', { name: 'Enviar' }).click()
    await staffThread.getByText('Sale en 10 minutos').waitFor()
    // live: the diner's open chat reads the answer without a reload
    await thread.getByText('Sale en 10 minutos').waitFor()
    expect(await diner.page.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined()

    // the same chat on /soporte?referenceId=
    const page = await browser.open(`/soporte?referenceId=${order.code}`)
    await page.page.getByTestId('support-messages').getByText('Sale en 10 minutos').waitFor()

    // another local's staff cannot read it
    const list = await fetch(new URL(`/api/console/${ALIAS}/support`, browser.baseUrl), {
      headers: { cookie: await staffCookieOf(ALIAS, 'palermo1234') },
    })
    const conversation = ((await list.json()) as { id: number; orderCode: string }[]).find(
      (c) => c.orderCode === order.code,
    )
    const belgrano = 'pizzeria-demo-belgrano'
    const foreign = await fetch(
      new URL(`/api/console/${belgrano}/support/${conversation?.id}`, browser.baseUrl),
      { headers: { cookie: await staffCookieOf(belgrano, 'belgrano1234') } },
    )
    expect(foreign.status).toBe(403)
    expect(staff.consoleErrors.filter((e) => !/status of 401/.test(e))).toEqual([])
    staff.consoleErrors.length = 0
  })
})
