import { randomUUID } from 'node:crypto'
import { count, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dinerOrder, idempotencyKey } from '../../server/db/schema'
import { buildOrder, type DemoIds, demoIds, type Schemas } from './helpers/ordering'
import { createTestApp, type TestApp } from './helpers/test-app'

let t: TestApp
let ids: DemoIds

beforeAll(async () => {
  t = await createTestApp()
  ids = await demoIds(t.db)
})
afterAll(() => t?.close())

/** A seeded coin, so a failing run can be replayed. */
function coin(seed: number) {
  let s = seed
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2 ** 31
    return s / 2 ** 31
  }
}

describe('POST /api/order retried with Idempotency-Key', () => {
  it('stores exactly 200 orders when 20 % of the answers are lost and retried, each answer identical to its first', async () => {
    const { payload } = await buildOrder(t, ids, {
      mode: 'TAKE_AWAY',
      lines: [{ plate: 'Pizza Muzzarella', size: 'Grande' }],
    })
    const [before] = await t.db.select({ n: count() }).from(dinerOrder)
    const lost = coin(20_251_125)
    const keys = Array.from({ length: 200 }, () => randomUUID())
    const answers = new Map<string, { status: number; body: string }[]>()
    let retries = 0

    const attempt = async (key: string, notes: string) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/order',
        payload: { ...payload, notes },
        headers: { 'idempotency-key': key },
      })
      answers.get(key)?.push({ status: response.statusCode, body: response.body })
    }

    // Ten clients at a time; a lost answer is retried, half of the time while the first is still in flight.
    for (let i = 0; i < keys.length; i += 10) {
      await Promise.all(
        keys.slice(i, i + 10).map(async (key, j) => {
          answers.set(key, [])
          const notes = `pedido ${i + j}`
          const first = attempt(key, notes)
          while (lost() < 0.2) {
            retries++
            if (lost() < 0.5) await Promise.all([attempt(key, notes)])
            else {
              await first
              await attempt(key, notes)
            }
          }
          await first
        }),
      )
    }

    expect(retries).toBeGreaterThan(20)
    const [after] = await t.db.select({ n: count() }).from(dinerOrder)
    expect((after?.n ?? 0) - (before?.n ?? 0)).toBe(200)
    const codes = new Set<string>()
    for (const key of keys) {
      const list = answers.get(key) ?? []
      expect(list.length).toBeGreaterThanOrEqual(1)
      expect(list[0]?.status).toBe(201)
      for (const answer of list) expect(answer).toEqual(list[0])
      codes.add((JSON.parse(list[0]?.body ?? '{}') as Schemas['OrderCreated']).code)
    }
    expect(codes.size).toBe(200)
    const kept = await t.db
      .select({ n: count() })
      .from(idempotencyKey)
      .where(inArray(idempotencyKey.key, keys))
    expect(kept[0]?.n).toBe(200)
  }, 120_000)
})
