import { eq } from 'drizzle-orm'
import type { Tx } from '../db/client'
import { branchContact, logisticsOrder, shipment, shipmentStack } from '../db/schema'

/** Palermo keeps the demo's open offers; its rider and registration code are in demo-tenant.json. */
const palermoAlias = 'pizzeria-demo-palermo'

interface SeedDelivery {
  orderCode: string
  customerName: string
  customerPhone: string
  address: string
  details?: string
  betweenStreets?: string
  lat: number
  lng: number
  securityCode: string
  returnShipment?: boolean
}

/** Palermo's open offers: two single shipments, and a stack of two (one of them with a return trip). */
export const demoSingles: SeedDelivery[] = [
  {
    orderCode: 'DEMO-ENV-1',
    customerName: 'Cliente Demo',
    customerPhone: '+541123456789',
    address: 'Av. Santa Fe 3500, Palermo, CABA',
    details: 'Piso 4, depto B',
    betweenStreets: 'Gurruchaga y Godoy Cruz',
    lat: -34.5866,
    lng: -58.4136,
    securityCode: '4821',
  },
  {
    orderCode: 'DEMO-ENV-2',
    customerName: 'Lucía Fernández',
    customerPhone: '+541144445555',
    address: 'Plaza Italia, Palermo, CABA',
    lat: -34.581,
    lng: -58.421,
    securityCode: '7350',
  },
  // followed live by the customer's tracking page in the e2e journey (tests/e2e/tracking.test.ts)
  {
    orderCode: 'DEMO-ENV-5',
    customerName: 'Cliente Demo',
    customerPhone: '+541123456789',
    address: 'Av. Santa Fe 3500, Palermo, CABA',
    lat: -34.5866,
    lng: -58.4136,
    securityCode: '5913',
  },
]

export const demoStacked: SeedDelivery[] = [
  {
    orderCode: 'DEMO-ENV-3',
    customerName: 'Martín Gómez',
    customerPhone: '+541166667777',
    address: 'Güemes 4200, Palermo, CABA',
    lat: -34.5853,
    lng: -58.4177,
    securityCode: '1597',
  },
  {
    orderCode: 'DEMO-ENV-4',
    customerName: 'Sofía Ruiz',
    customerPhone: '+541188889999',
    address: 'Charcas 3900, Palermo, CABA',
    lat: -34.5874,
    lng: -58.4168,
    securityCode: '2468',
    returnShipment: true,
  },
]

/**
 * The demo's open offers, written once (keyed by order code), so a second run leaves shipments a rider
 * has moved alone.
 */
export async function writeDemoLogistics(tx: Tx): Promise<void> {
  const [local] = await tx
    .select({ id: branchContact.id })
    .from(branchContact)
    .where(eq(branchContact.alias, palermoAlias))
  if (!local) throw new Error(`Demo local ${palermoAlias} is missing`)
  const palermo = local.id

  const [existing] = await tx
    .select({ id: logisticsOrder.id })
    .from(logisticsOrder)
    .where(eq(logisticsOrder.orderCode, demoSingles[0]?.orderCode ?? ''))
  if (existing) return

  for (const delivery of demoSingles) {
    const orderId = await writeLogisticsOrder(tx, palermo, delivery)
    await tx.insert(shipment).values(shipmentValues(palermo, orderId, delivery))
  }
  const [stack] = await tx
    .insert(shipmentStack)
    .values({ branchContactId: palermo, status: 'LOOKING_FOR_DRIVER' })
    .returning({ id: shipmentStack.id })
  if (!stack) throw new Error('Demo stack was not written')
  let stackingOrder = 0
  for (const delivery of demoStacked) {
    const orderId = await writeLogisticsOrder(tx, palermo, delivery)
    await tx.insert(shipment).values({
      ...shipmentValues(palermo, orderId, delivery),
      stackId: stack.id,
      stackingOrder: stackingOrder++,
    })
  }
}

async function writeLogisticsOrder(tx: Tx, branchContactId: number, d: SeedDelivery): Promise<number> {
  const [row] = await tx
    .insert(logisticsOrder)
    .values({
      branchContactId,
      orderCode: d.orderCode,
      customerName: d.customerName,
      customerPhone: d.customerPhone,
      destinationAddress: d.address,
      destinationDetails: d.details ?? null,
      betweenStreets: d.betweenStreets ?? null,
      destinationLat: d.lat,
      destinationLng: d.lng,
    })
    .returning({ id: logisticsOrder.id })
  if (!row) throw new Error(`Demo logistics order ${d.orderCode} was not written`)
  return row.id
}

const shipmentValues = (branchContactId: number, logisticsOrderId: number, d: SeedDelivery) => ({
  branchContactId,
  logisticsOrderId,
  status: 'LOOKING_FOR_DRIVER',
  providerName: 'OWN_FLEET',
  securityCode: d.securityCode,
  returnShipment: d.returnShipment ?? false,
  minEta: 30,
  maxEta: 45,
})
