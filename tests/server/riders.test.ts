import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rider as texts } from '../../i18n/es/rider'
import { authThrottle, rider, riderShift } from '../../server/db/schema'
import { CODE_LOCK_MINUTES, MAX_CODE_ATTEMPTS, RIDER_COOKIE } from '../../server/services/riders'
import { bearer, localId, problemOf, riderOnShift } from './helpers/riders'
import { createTestApp, type TestApp } from './helpers/test-app'

let t: TestApp
let palermo = 0
let belgrano = 0

beforeAll(async () => {
  t = await createTestApp()
  palermo = await localId(t, 'pizzeria-demo-palermo')
  belgrano = await localId(t, 'pizzeria-demo-belgrano')
})
afterAll(() => t?.close())

const lookUp = (phone: string, local = palermo) =>
  t.app.inject({
    method: 'GET',
    url: `/api/rider/bc/phone?branchContactId=${local}&phone=${encodeURIComponent(phone)}`,
  })

describe('getRiderByPhone', () => {
  it('finds the demo rider by any spelling of the phone, inactive and without the code', async () => {
    for (const phone of ['1155550001', '+5491155550001', '+541155550001']) {
      const response = await lookUp(phone)
      expect(response.statusCode, response.body).toBe(200)
      const body = response.json()
      expect(body).toMatchObject({
        name: 'Rider Demo',
        active: false,
        riderUser: { branchContactId: palermo },
      })
      expect(body.shipmentsUrl).toBe(`/logistics/pizzeria-demo-palermo/rider/${body.id}/shipments`)
      expect(JSON.stringify(body)).not.toMatch(/securityCode|scrypt/)
    }
  })

  it('answers 404 for an unknown phone, for a rider of another local and for an unknown local', async () => {
    expect(problemOf(await lookUp('1155550002'), 404).detail).toBe(texts.apiUnknownRider)
    expect(problemOf(await lookUp('1155550001', belgrano), 404).detail).toBe(texts.apiUnknownRider)
    expect(problemOf(await lookUp('1155550001', 999_999), 404).detail).toBe(texts.apiUnknownLocal)
  })

  it('refuses what is not a phone', async () => {
    problemOf(await lookUp('12'), 400)
    expect(problemOf(await lookUp('123456789'), 400).detail).toBe(texts.invalidPhone)
  })
})

describe('createRiderWithCode', () => {
  const create = (body: Record<string, unknown>, ip = '10.0.0.1') =>
    t.app.inject({ method: 'POST', url: '/api/rider/createwithcode', payload: body, remoteAddress: ip })

  it('registers with the local code, starts the shift and sets a signed httpOnly cookie', async () => {
    const response = await create({
      name: '  Nueva Repartidora ',
      phone: '1155550002',
      securityCode: '1234',
      riderUser: { branchContactId: palermo },
      active: true,
    })
    expect(response.statusCode, response.body).toBe(201)
    const body = response.json()
    expect(body.rider).toMatchObject({ name: 'Nueva Repartidora', phone: '+541155550002', active: true })
    const cookie = response.cookies.find((c) => c.name === RIDER_COOKIE)
    expect(cookie?.httpOnly).toBe(true)
    expect(cookie?.sameSite).toBe('Strict')
    expect(cookie?.value).not.toBe(body.token) // signed
    const shifts = await t.db.select().from(riderShift).where(eq(riderShift.riderId, body.rider.id))
    expect(shifts).toHaveLength(1)
    expect(shifts[0]?.endedAt).toBeNull()
    const [stored] = await t.db.select().from(rider).where(eq(rider.id, body.rider.id))
    expect(stored?.securityCodeHash).toMatch(/^scrypt\$/)
    expect(stored?.securityCodeHash).not.toContain('1234')

    // the cookie alone identifies the rider
    const who = await t.app.inject({
      method: 'GET',
      url: '/api/whoami',
      cookies: { [RIDER_COOKIE]: cookie?.value ?? '' },
    })
    expect(who.json()).toEqual({ riderId: body.rider.id, name: 'Nueva Repartidora', phone: '+541155550002' })
  })

  it('refuses a second registration of the same phone at the local', async () => {
    const again = await create({
      name: 'Otra',
      phone: '+5491155550002',
      securityCode: '1234',
      riderUser: { branchContactId: palermo },
    })
    expect(problemOf(again, 409).detail).toBe(texts.apiAlreadyRegistered)
  })

  it('answers 400 for a wrong local code and writes nothing', async () => {
    const before = await t.db.select().from(rider)
    const wrong = await create({
      name: 'X',
      phone: '1155550003',
      securityCode: '0000',
      riderUser: { branchContactId: palermo },
    })
    expect(problemOf(wrong, 400).detail).toBe(texts.wrongSecurityCode)
    expect(await t.db.select().from(rider)).toHaveLength(before.length)
  })

  it('locks registration from a client after repeated wrong codes', async () => {
    const body = {
      name: 'X',
      phone: '1155550004',
      securityCode: '9999',
      riderUser: { branchContactId: palermo },
    }
    for (let i = 0; i < MAX_CODE_ATTEMPTS; i++) problemOf(await create(body, '10.9.9.9'), 400)
    problemOf(await create({ ...body, securityCode: '1234' }, '10.9.9.9'), 429)
    // another client is not locked out
    expect((await create({ ...body, securityCode: '1234' }, '10.9.9.8')).statusCode).toBe(201)
  })

  it('refuses invalid phones, blank names, unknown locals and unknown fields', async () => {
    const base = {
      name: 'X',
      phone: '1155550005',
      securityCode: '1234',
      riderUser: { branchContactId: palermo },
    }
    expect(problemOf(await create({ ...base, phone: '123456789' }), 400).detail).toBe(texts.invalidPhone)
    expect(problemOf(await create({ ...base, name: '   ' }), 400).detail).toBe(texts.missingFields)
    problemOf(await create({ ...base, riderUser: { branchContactId: 999_999 } }), 404)
    problemOf(await create({ ...base, isAdmin: true }), 400)
  })
})

describe('updateRiderWithCode and whoAmI', () => {
  const demoId = async () => (await lookUp('1155550001')).json().id as number
  const shift = (id: number, body: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: `/api/rider/${id}/updatewithcode`, payload: body })

  it('starts and ends the demo rider shift with code 1234', async () => {
    const id = await demoId()
    const started = await shift(id, { id, active: true, securityCode: '1234' })
    expect(started.statusCode, started.body).toBe(200)
    expect(started.json().rider.active).toBe(true)
    const token = started.json().token as string
    const who = await t.app.inject({ method: 'GET', url: '/api/whoami', headers: bearer(token) })
    expect(who.json()).toEqual({ riderId: id, name: 'Rider Demo', phone: '+541155550001' })

    const ended = await shift(id, { active: false, securityCode: '1234' })
    expect(ended.json().rider.active).toBe(false)
    const shifts = await t.db.select().from(riderShift).where(eq(riderShift.riderId, id))
    expect(shifts.every((s) => s.endedAt !== null)).toBe(true)
  })

  it('answers 400 for a wrong code, locks after repeated ones, and leaves the shift alone', async () => {
    const { id } = await riderOnShift(t, palermo, { code: '5678', active: false })
    for (let i = 0; i < MAX_CODE_ATTEMPTS; i++)
      expect(problemOf(await shift(id, { active: true, securityCode: '0000' }), 400).detail).toBe(
        texts.wrongSecurityCode,
      )
    // even the right code waits for the lock to pass, and is told how long
    const locked = await shift(id, { active: true, securityCode: '5678' })
    problemOf(locked, 429)
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0)
    const [stored] = await t.db.select().from(rider).where(eq(rider.id, id))
    expect(stored?.active).toBe(false)
    // the window passes
    await t.db
      .update(authThrottle)
      .set({ windowStartedAt: new Date(Date.now() - CODE_LOCK_MINUTES * 60_000) })
    expect((await shift(id, { active: true, securityCode: '5678' })).statusCode).toBe(200)
  })

  it('refuses a body naming another rider or another phone, and unknown riders', async () => {
    const id = await demoId()
    problemOf(await shift(id, { id: id + 1, active: true, securityCode: '1234' }), 400)
    expect(
      problemOf(await shift(id, { phone: '1155550009', active: true, securityCode: '1234' }), 400).detail,
    ).toBe(texts.apiPhoneMismatch)
    problemOf(await shift(999_999, { active: true, securityCode: '1234' }), 404)
    problemOf(await shift(id, { active: true }), 400)
  })

  it('answers whoAmI 401 without a token, with a forged one, or with a tampered cookie', async () => {
    problemOf(await t.app.inject({ method: 'GET', url: '/api/whoami' }), 401)
    problemOf(await t.app.inject({ method: 'GET', url: '/api/whoami', headers: bearer('forged') }), 401)
    const { token } = await riderOnShift(t, palermo)
    const unsigned = await t.app.inject({
      method: 'GET',
      url: '/api/whoami',
      cookies: { [RIDER_COOKIE]: token },
    })
    problemOf(unsigned, 401)
  })
})
