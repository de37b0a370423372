import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { branchContact, orderMode } from '../../server/db/schema'
import { preferredCoding } from '../../server/services/compression'
import { createTestApp, type TestApp } from './helpers/test-app'

let t: TestApp
let url = ''

beforeAll(async () => {
  t = await createTestApp()
  const [row] = await t.db
    .select({ id: orderMode.id })
    .from(orderMode)
    .innerJoin(branchContact, eq(branchContact.id, orderMode.branchContactId))
    .where(eq(branchContact.alias, 'pizzeria-demo-palermo'))
  url = `/api/diner/pizzeria-demo-palermo/menu/${row?.id}`
})
afterAll(() => t?.close())

describe('menu content coding', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(preferredCoding('gzip, deflate, br, zstd')).toBe('br')
    expect(preferredCoding('gzip')).toBe('gzip')
    expect(preferredCoding('br;q=0, gzip;q=0.5')).toBe('gzip')
    expect(preferredCoding('identity')).toBeUndefined()
    expect(preferredCoding(undefined)).toBeUndefined()
  })

  it('sends the same menu compressed to a browser, with a weak validator that still answers 304', async () => {
    const plain = await t.app.inject({ method: 'GET', url })
    const br = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, br' } })
    const gzip = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(br.headers['content-encoding']).toBe('br')
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(br.headers.vary).toContain('accept-encoding')
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body)
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body)
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3)
    expect(br.headers.etag).toBe(`W/${plain.headers.etag}`)
    const again = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) },
    })
    expect(again.statusCode).toBe(304)
  })
})
