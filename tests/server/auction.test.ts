import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { shipment as texts } from '../../i18n/es/shipment'
import { shipment, shipmentStack } from '../../server/db/schema'
import { bearer, localId, openOffer, openStack, riderOnShift } from './helpers/riders'
import { createTestApp, type TestApp } from './helpers/test-app'

const RIDERS = 50
const ROUNDS = 20

let t: TestApp
let riders: { id: number; token: string }[] = []
let palermo = 0

beforeAll(async () => {
  t = await createTestApp()
  palermo = await localId(t, 'pizzeria-demo-palermo')
  riders = []
  for (let i = 0; i < RIDERS; i++) riders.push(await riderOnShift(t, palermo))
}, 120_000)
afterAll(() => t?.close())

/** Every rider presses at the same moment; the answers say who won. */
async function race(url: string, id: number) {
  const answers = await Promise.all(
    riders.map((r) =>
      t.app.inject({
        method: 'PUT',
        url,
        headers: bearer(r.token),
        payload: { id, status: 'ON_ROUTE_TO_PICK_UP', rider_id: r.id },
      }),
    ),
  )
  const winners = answers.flatMap((a, i) => (a.statusCode === 200 ? [riders[i]?.id] : []))
  const losers = answers.filter((a) => a.statusCode === 409)
  for (const loser of losers) expect(loser.json().detail).toBe(texts.takenByAnotherRider)
  return { winners, losers: losers.length }
}

describe(`one winner per offer (${RIDERS} riders, ${ROUNDS} rounds)`, () => {
  it('gives each shipment to exactly one rider', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const id = await openOffer(t, palermo)
      const { winners, losers } = await race(`/api/shipments/${id}`, id)
      expect(winners).toHaveLength(1)
      expect(losers).toBe(RIDERS - 1)
      const [row] = await t.db.select().from(shipment).where(eq(shipment.id, id))
      expect(row?.riderId).toBe(winners[0])
      expect(row?.status).toBe('ON_ROUTE_TO_PICK_UP')
    }
  }, 120_000)

  it('gives each stack, with all its shipments, to exactly one rider', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { stackId, shipmentIds } = await openStack(t, palermo, 2)
      const { winners, losers } = await race(`/api/stacking/${stackId}`, stackId)
      expect(winners).toHaveLength(1)
      expect(losers).toBe(RIDERS - 1)
      const [stack] = await t.db.select().from(shipmentStack).where(eq(shipmentStack.id, stackId))
      expect(stack?.riderId).toBe(winners[0])
      for (const id of shipmentIds) {
        const [row] = await t.db.select().from(shipment).where(eq(shipment.id, id))
        expect(row?.riderId).toBe(winners[0])
      }
    }
  }, 120_000)
})
