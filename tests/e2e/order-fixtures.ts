import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { Database } from '../../server/db/client'
import { dinerOrder } from '../../server/db/schema'
import type { Env } from '../../server/env'
import { buildOrder, demoIds, type Schemas } from '../server/helpers/ordering'

export interface OrderFixtures {
  /** a delivery order to Av. Santa Fe 3500, paid cash with change, just placed */
  followUpOrderCode: string
  /** the same kind of order, then marked delivered (no endpoint moves an order there for a diner) */
  deliveredOrderCode: string
}

/** Orders placed through POST /api/order on the e2e server, before the browsers start. */
export async function placeOrders(app: FastifyInstance, db: Database, env: Env): Promise<OrderFixtures> {
  const t = { app, db, env, close: async () => undefined }
  const ids = await demoIds(db)
  const place = async () => {
    const { payload } = await buildOrder(t, ids, {
      mode: 'DELIVERY',
      lines: [
        { plate: 'Pizza Muzzarella', size: 'Grande', notes: 'bien cocida' },
        { plate: 'Hamburguesa Completa', garnishes: { Extras: { Cheddar: 1, Huevo: 1 } } },
      ],
      change: 5000,
    })
    const answer = await app.inject({ method: 'POST', url: '/api/order', payload })
    if (answer.statusCode !== 201)
      throw new Error(`e2e: placing an order answered ${answer.statusCode}: ${answer.body}`)
    return answer.json() as Schemas['OrderCreated']
  }
  const followUp = await place()
  const delivered = await place()
  await db.update(dinerOrder).set({ status: 'DELIVERED' }).where(eq(dinerOrder.id, delivered.id))
  return { followUpOrderCode: followUp.code, deliveredOrderCode: delivered.code }
}
