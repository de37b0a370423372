import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authThrottle, rider, staffSession } from '../../server/db/schema'
import { MAX_SIGN_IN_FAILURES } from '../../server/services/console-auth'
import { MAX_CODE_ATTEMPTS } from '../../server/services/riders'
import { localId, riderOnShift } from './helpers/riders'
import { createTestApp, type TestApp } from './helpers/test-app'

// Issue 19: the lock used to be read before the slow scrypt check and written after it, so a burst of
// guesses sent at once was evaluated whole and a right guess inside it got through.
let t: TestApp

beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t?.close())

const BURST = 200
const RIGHT_AT = 150

function statusCounts(statuses: number[]): Record<number, number> {
  const counts: Record<number, number> = {}
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1
  return counts
}

describe('a burst of guesses evaluates at most the limit', () => {
  it(`console: ${BURST} concurrent wrong passwords, the right one at ${RIGHT_AT}, is refused while locked`, async () => {
    const sessionsBefore = (await t.db.select().from(staffSession)).length
    const responses = await Promise.all(
      Array.from({ length: BURST }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/console/pizzeria-demo-palermo/session',
          payload: { name: 'encargado', password: i === RIGHT_AT ? 'palermo1234' : `mal-${i}` },
          remoteAddress: `10.19.${Math.floor(i / 250)}.${i % 250}`,
        }),
      ),
    )
    const counts = statusCounts(responses.map((r) => r.statusCode))
    // every answer is a wrong password (evaluated) or a lockout (not evaluated), nothing else
    expect(Object.keys(counts).sort()).toEqual(['401', '429'])
    expect(counts[401]).toBeLessThanOrEqual(MAX_SIGN_IN_FAILURES)
    expect(responses[RIGHT_AT]?.statusCode).toBe(429)
    expect((await t.db.select().from(staffSession)).length).toBe(sessionsBefore)
    for (const refused of responses.filter((r) => r.statusCode === 429))
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
  })

  it(`rider shift: ${BURST} concurrent wrong codes from as many addresses, the right one at ${RIGHT_AT}, is refused`, async () => {
    const palermo = await localId(t, 'pizzeria-demo-palermo')
    const { id } = await riderOnShift(t, palermo, { code: '2468', active: false })
    const responses = await Promise.all(
      Array.from({ length: BURST }, (_, i) =>
        t.app.inject({
          method: 'PUT',
          url: `/api/rider/${id}/updatewithcode`,
          payload: { active: true, securityCode: i === RIGHT_AT ? '2468' : String(1000 + i) },
          remoteAddress: `10.20.${Math.floor(i / 250)}.${i % 250}`,
        }),
      ),
    )
    const counts = statusCounts(responses.map((r) => r.statusCode))
    expect(Object.keys(counts).sort()).toEqual(['400', '429'])
    expect(counts[400]).toBeLessThanOrEqual(MAX_CODE_ATTEMPTS)
    expect(responses[RIGHT_AT]?.statusCode).toBe(429)
    const [stored] = await t.db.select().from(rider).where(eq(rider.id, id))
    expect(stored?.active).toBe(false)
    for (const refused of responses.filter((r) => r.statusCode === 429))
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
  })

  it('rider registration: a burst of wrong local codes from many addresses is cut at the local’s limit', async () => {
    const palermo = await localId(t, 'pizzeria-demo-palermo')
    const responses = await Promise.all(
      Array.from({ length: BURST }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/rider/createwithcode',
          payload: {
            name: 'Intruso',
            phone: '1155550777',
            securityCode: i === RIGHT_AT ? '1234' : String(2000 + i),
            riderUser: { branchContactId: palermo },
          },
          remoteAddress: `10.21.${Math.floor(i / 250)}.${i % 250}`,
        }),
      ),
    )
    const counts = statusCounts(responses.map((r) => r.statusCode))
    expect(Object.keys(counts).sort()).toEqual(['400', '429'])
    expect(counts[400]).toBeLessThanOrEqual(2 * MAX_CODE_ATTEMPTS)
    expect(responses[RIGHT_AT]?.statusCode).toBe(429)
  })

  it('keeps the count in the database, where every process on it sees the same lock', async () => {
    const rows = await t.db.select().from(authThrottle)
    expect(rows.some((row) => row.key.startsWith('staff:') && row.attempts > MAX_SIGN_IN_FAILURES)).toBe(true)
  })
})
