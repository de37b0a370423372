import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { branchContact, orderMode } from '../../server/db/schema'
import { BIG_BODY, encode } from '../../server/services/compression'
import { servedMenu } from '../../server/services/menu'
import { bigTenant } from '../../server/tenant-file/big-tenant'
import { importTenantFile } from '../../server/tenant-file/import'
import { createTestApp, type TestApp } from './helpers/test-app'

let t: TestApp
let url = ''
let orderModeId = 0
const dir = mkdtempSync(join(tmpdir(), 'big-menu-'))

beforeAll(async () => {
  t = await createTestApp()
  const file = join(dir, 'tenant.json')
  writeFileSync(file, JSON.stringify(bigTenant(3000)))
  const outcome = await importTenantFile(t.db, file, dir)
  expect(outcome.ok).toBe(true)
  const [row] = await t.db
    .select({ id: orderMode.id })
    .from(orderMode)
    .innerJoin(branchContact, eq(branchContact.id, orderMode.branchContactId))
    .where(eq(branchContact.alias, 'gran-carta-centro'))
  orderModeId = row?.id ?? 0
  url = `/api/diner/gran-carta-centro/menu/${orderModeId}`
}, 180_000)

afterAll(async () => {
  await t?.close()
  rmSync(dir, { recursive: true, force: true })
})

/** The longest the event loop went without running a 5 ms timer while `work` ran. */
async function longestBlock(work: () => Promise<unknown>): Promise<number> {
  let last = performance.now()
  let longest = 0
  const timer = setInterval(() => {
    const at = performance.now()
    longest = Math.max(longest, at - last)
    last = at
  }, 5)
  try {
    await work()
  } finally {
    clearInterval(timer)
  }
  return Math.max(longest, performance.now() - last)
}

describe("a big menu's compression", () => {
  it('does not hold the event loop on the first read, and answers a decodable body that 304s', async () => {
    let br: Awaited<ReturnType<typeof t.app.inject>> | undefined
    const blocked = await longestBlock(async () => {
      br = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } })
    })
    const plain = await t.app.inject({ method: 'GET', url })
    expect(plain.rawPayload.length).toBeGreaterThan(BIG_BODY)
    expect(br?.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(br?.rawPayload ?? Buffer.alloc(0)).toString()).toBe(plain.body)
    // brotli 11 of this body held the loop for seconds; what is left is reading and serializing the menu
    // (PGlite runs its queries on this thread too), so the bound is generous for a loaded machine.
    expect(blocked).toBeLessThan(1500)
    const again = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'br', 'if-none-match': String(br?.headers.etag) },
    })
    expect(again.statusCode).toBe(304)
  }, 60_000)

  it('swaps in tighter forms built in the background, still decodable, the ETag unchanged', async () => {
    const served = await servedMenu(t.db, orderModeId)
    await served?.encodings.final
    const tight = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } })
    const gzip = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } })
    const plain = await t.app.inject({ method: 'GET', url })
    expect(tight.rawPayload.equals(served?.encodings.forms.br ?? Buffer.alloc(0))).toBe(true)
    expect(brotliDecompressSync(tight.rawPayload).toString()).toBe(plain.body)
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body)
    expect(tight.headers.etag).toBe(`W/${plain.headers.etag}`)
  }, 120_000)

  it('answers a big body with fast forms at once, then tighter ones; a small shared one tight at once', async () => {
    const body = (await servedMenu(t.db, orderModeId))?.bytes ?? Buffer.alloc(0)
    expect(body.length).toBeGreaterThan(BIG_BODY)
    const big = await encode(body, 'shared')
    const first = big.forms
    await big.final
    expect(big.forms).not.toBe(first)
    expect(big.forms.br?.length).toBeLessThan(first.br?.length ?? 0)
    expect(brotliDecompressSync(big.forms.br ?? Buffer.alloc(0)).equals(body)).toBe(true)
    expect(gunzipSync(big.forms.gzip ?? Buffer.alloc(0)).equals(body)).toBe(true)
    const small = await encode(body.subarray(0, 20_000), 'shared')
    const formsAtOnce = small.forms
    await small.final
    expect(small.forms).toBe(formsAtOnce)
    expect((await encode(body.subarray(0, 500), 'shared')).forms).toEqual({})
  }, 120_000)
})
