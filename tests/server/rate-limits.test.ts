import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { effectivePolicy, rateLimitPolicy } from '../../server/plugins/rate-limits'
import { buildOrder, demoIds } from './helpers/ordering'
import { createTestApp, type TestApp } from './helpers/test-app'

let t: TestApp

beforeAll(async () => {
  // An empty override means the shipped policy.
  t = await createTestApp({ RATE_LIMITS: '' })
})

afterAll(async () => {
  await t?.close()
})

const lookUp = (phone: string, remoteAddress: string) =>
  t.app.inject({ url: `/api/orderingcustomer/${phone}?branchId=1`, remoteAddress })

describe('rate limits', () => {
  it('limits look-ups of one phone, whatever the address, with a 429 problem and Retry-After', async () => {
    const perPhone = rateLimitPolicy.getOrderingCustomer?.perPhone ?? 0
    for (let i = 0; i < perPhone; i++) {
      const response = await lookUp('5491100000001', `10.0.0.${i + 1}`)
      expect(response.statusCode).not.toBe(429)
    }
    // The same phone spelled without the mobile 9 shares the key.
    const refused = await lookUp('541100000001', '10.0.1.1')
    expect(refused.statusCode).toBe(429)
    expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/)
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    expect(refused.json()).toMatchObject({ status: 429, detail: expect.any(String) })
    // Another phone is not affected.
    expect((await lookUp('5491100000002', '10.0.1.1')).statusCode).not.toBe(429)
  })

  it('limits one address across phones', async () => {
    const perIp = rateLimitPolicy.getOrderingCustomer?.perIp ?? 0
    const statuses: number[] = []
    for (let i = 0; i <= perIp; i++) {
      statuses.push((await lookUp(`54911000${String(1000 + i)}`, '10.9.9.9')).statusCode)
    }
    expect(statuses.slice(0, perIp)).not.toContain(429)
    expect(statuses.at(-1)).toBe(429)
    // Another address still gets through.
    expect((await lookUp('5491100009999', '10.9.9.10')).statusCode).not.toBe(429)
  })

  it('counts every spelling of one phone under the customer key (domain/phone.ts)', async () => {
    const perPhone = rateLimitPolicy.getOrderingCustomer?.perPhone ?? 0
    const spellings = ['1123450001', '+5491123450001', '+541123450001']
    const statuses: number[] = []
    for (let i = 0; i <= perPhone; i++)
      statuses.push(
        (await lookUp(encodeURIComponent(spellings[i % spellings.length] ?? ''), `10.3.0.${i}`)).statusCode,
      )
    expect(statuses.slice(0, perPhone), String(statuses)).not.toContain(429)
    expect(statuses.at(-1), String(statuses)).toBe(429)
  })

  it('limits one branch’s phone look-ups, whatever addresses and phones they come from', async () => {
    const perPlace = rateLimitPolicy.listCustomerOrders?.perPlace ?? 0
    const read = (i: number) =>
      t.app.inject({
        url: `/api/orders?phone=${5491160000000 + i}&branchContactId=2&offset=0&pageSize=10`,
        remoteAddress: `10.4.${Math.floor(i / 200)}.${i % 200}`,
      })
    const statuses: number[] = []
    for (let i = 0; i <= perPlace; i++) statuses.push((await read(i)).statusCode)
    expect(statuses.slice(0, perPlace)).not.toContain(429)
    expect(statuses.at(-1)).toBe(429)
  })

  it('limits staff sign-ins from one address (signInStaff), with Retry-After', async () => {
    const perIp = rateLimitPolicy.signInStaff?.perIp ?? 0
    expect(perIp).toBeGreaterThan(0)
    const attempt = (i: number) =>
      t.app.inject({
        method: 'POST',
        // every local a different one, so the per-account and per-address lockouts never come into it
        url: `/api/console/local-${i}/session`,
        payload: { name: 'encargado', password: 'x' },
        remoteAddress: '10.5.5.5',
      })
    for (let i = 0; i < perIp; i++) expect((await attempt(i)).statusCode).not.toBe(429)
    const refused = await attempt(perIp)
    expect(refused.statusCode).toBe(429)
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
  })

  it('limits the orders one local takes in a minute, whatever addresses they come from', async () => {
    const perPlace = rateLimitPolicy.createOrder?.perPlace ?? 0
    const { payload } = await buildOrder(t, await demoIds(t.db), {
      mode: 'TAKE_AWAY',
      lines: [{ plate: 'Pizza Muzzarella', size: 'Grande' }],
    })
    const place = (i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/order',
        payload,
        remoteAddress: `10.6.${Math.floor(i / 200)}.${i % 200}`,
      })
    const statuses: number[] = []
    for (let i = 0; i <= perPlace; i++) statuses.push((await place(i)).statusCode)
    expect(statuses.slice(0, perPlace)).not.toContain(429)
    expect(statuses.at(-1)).toBe(429)
  })

  it('leaves operations outside the policy alone', async () => {
    for (let i = 0; i < 40; i++) {
      const response = await t.app.inject({ url: '/api/country/AR', remoteAddress: '10.7.7.7' })
      expect(response.statusCode).toBe(200)
    }
  })
})

describe('RATE_LIMITS override', () => {
  it('lifts every limit with off', () => {
    expect(effectivePolicy('off')).toEqual({})
  })

  it('changes or lifts single operations', () => {
    const policy = effectivePolicy('createOrder=1000,validateDiscountCode=off')
    expect(policy.createOrder).toEqual({ perIp: 1000, perPhone: 1000, perPlace: 1000 })
    expect(policy.validateDiscountCode).toBeUndefined()
    expect(policy.getOrderingCustomer).toEqual(rateLimitPolicy.getOrderingCustomer)
  })
})
