import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { Database } from '../../server/db/client'
import { branchContact, dinerOrder, logisticsOrder, shipment } from '../../server/db/schema'
import type { Env } from '../../server/env'
import { buildOrder, demoIds, type Schemas } from '../server/helpers/ordering'

export interface OrderFixtures {
  /** a delivery order to Av. Santa Fe 3500, paid cash with change, just placed */
  followUpOrderCode: string
  /** the same kind of order, then marked delivered (no endpoint moves an order there for a diner) */
  deliveredOrderCode: string
  /**
   * a shipment the tracking page shows with its delivery key ('Comparte la clave'), for files that only
   * look at it (axe, phone layout): tracking.test.ts takes DEMO-ENV-5 to Entregado, after which no key is
   * shown, so a reader sharing it would depend on running first. In the store with no rider, so no
   * rider's list or offers show it.
   */
  trackingOrderCode: string
  /** a delivery order by card left unpaid, placed 49 hours ago: past the pay window (issue 32) */
  expiredCardOrderCode: string
  /** a delivery order by card, of yesterday, whose payment is under way (PROCESSING) */
  processingCardOrderCode: string
}

/** Orders placed through POST /api/order on the e2e server, before the browsers start. */
export async function placeOrders(app: FastifyInstance, db: Database, env: Env): Promise<OrderFixtures> {
  const t = { app, db, env, close: async () => undefined }
  const ids = await demoIds(db)
  const place = async (payment: 'CASH' | 'ONLINE_CARD' = 'CASH') => {
    const { payload } = await buildOrder(t, ids, {
      mode: 'DELIVERY',
      payment,
      lines: [
        { plate: 'Pizza Muzzarella', size: 'Grande', notes: 'bien cocida' },
        { plate: 'Hamburguesa Completa', garnishes: { Extras: { Cheddar: 1, Huevo: 1 } } },
      ],
      ...(payment === 'CASH' ? { change: 5000 } : {}),
    })
    const answer = await app.inject({ method: 'POST', url: '/api/order', payload })
    if (answer.statusCode !== 201)
      throw new Error(`e2e: placing an order answered ${answer.statusCode}: ${answer.body}`)
    return answer.json() as Schemas['OrderCreated']
  }
  const followUp = await place()
  const delivered = await place()
  await db.update(dinerOrder).set({ status: 'DELIVERED' }).where(eq(dinerOrder.id, delivered.id))
  const expired = await place('ONLINE_CARD')
  await db
    .update(dinerOrder)
    .set({ orderedAt: new Date(Date.now() - 49 * 60 * 60 * 1000) })
    .where(eq(dinerOrder.id, expired.id))
  const processing = await place('ONLINE_CARD')
  // yesterday's: off today's console board, which other files count; the label does not depend on the window
  await db
    .update(dinerOrder)
    .set({ paymentStatus: 'PROCESSING', orderedAt: new Date(Date.now() - 30 * 60 * 60 * 1000) })
    .where(eq(dinerOrder.id, processing.id))
  return {
    expiredCardOrderCode: expired.code,
    processingCardOrderCode: processing.code,
    followUpOrderCode: followUp.code,
    deliveredOrderCode: delivered.code,
    trackingOrderCode: await writeTrackedShipment(db),
  }
}

const TRACKED = 'E2E-ENV-LOOK'

async function writeTrackedShipment(db: Database): Promise<string> {
  const [palermo] = await db
    .select({ id: branchContact.id })
    .from(branchContact)
    .where(eq(branchContact.alias, 'pizzeria-demo-palermo'))
  if (!palermo) throw new Error('e2e: the demo local is missing')
  const [order] = await db
    .insert(logisticsOrder)
    .values({
      branchContactId: palermo.id,
      orderCode: TRACKED,
      customerName: 'Cliente Mirada',
      customerPhone: '+541123456780',
      destinationAddress: 'Av. Santa Fe 3500, Palermo, CABA',
      destinationLat: -34.5866,
      destinationLng: -58.4136,
    })
    .returning({ id: logisticsOrder.id })
  if (!order) throw new Error('e2e: the tracked shipment was not written')
  await db.insert(shipment).values({
    branchContactId: palermo.id,
    logisticsOrderId: order.id,
    status: 'IN_STORE',
    providerName: 'OWN_FLEET',
    securityCode: '4321',
    returnShipment: false,
    minEta: 30,
    maxEta: 45,
  })
  return TRACKED
}
