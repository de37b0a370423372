import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { branchContact } from '../../server/db/schema'
import { problem } from './helpers/ordering'
import { createTestApp, type TestApp } from './helpers/test-app'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t?.close())

const check = (alias: string, pin: string, remoteAddress = '10.0.9.1') =>
  t.app.inject({ method: 'POST', url: `/api/kiosk/${alias}/staff-pin`, payload: { pin }, remoteAddress })

describe('checkKioskStaffPin: the staff PIN of a local opens its kiosks’ set-up', () => {
  it('is kept as a scrypt hash from the seed, never in plain', async () => {
    const [row] = await t.db
      .select({ hash: branchContact.kioskPinHash })
      .from(branchContact)
      .where(eq(branchContact.alias, 'pizzeria-demo-palermo'))
    expect(row?.hash).toMatch(/^scrypt\$/)
    expect(row?.hash).not.toContain('2468')
  })

  it("accepts the local's PIN, refuses another local's, an unknown local and a malformed PIN", async () => {
    expect((await check('pizzeria-demo-palermo', '2468')).statusCode).toBe(204)
    expect(problem(await check('pizzeria-demo-belgrano', '2468'), 401).detail).toBe('PIN incorrecto')
    expect((await check('pizzeria-demo-belgrano', '1357')).statusCode).toBe(204)
    problem(await check('no-existe', '2468'), 404)
    problem(await check('pizzeria-demo-palermo', 'abcd'), 400)
  })

  it('locks out after five wrong PINs, even the right one, with Retry-After', async () => {
    for (const pin of ['0000', '1111', '2222', '3333', '4444'])
      problem(await check('cafe-demo-centro', pin, '10.0.9.2'), 401)
    const locked = await check('cafe-demo-centro', '8642', '10.0.9.2')
    expect(problem(locked, 429).detail).toMatch(/^Demasiados intentos\. Prueba de nuevo en \d+ minutos?\.$/)
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0)
  })
})
