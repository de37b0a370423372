import { message } from '../../../domain/message'
import type { Cause } from '../ui-map'

/**
 * What the replay answers for the rider's screens (shipment-list, shipment, stack), shaped as the API
 * answers them (openapi.yaml: Shipment, ShipmentStack): Palermo's pick-up and drop-offs on the route, so
 * the screens show a real route. Given by the replay, so no other file's offers or riders are touched.
 */

export const PICK_UP = {
  name: 'Pizzería Demo Palermo',
  fullAddress: 'Av. Córdoba 4500, Palermo, CABA',
  lat: -34.5882,
  lng: -58.4108,
}

const dropOff = (fullAddress: string, lat: number, lng: number) => ({
  fullAddress,
  details: 'Timbre 3B',
  betweenStreets: null,
  lat,
  lng,
})

export const ME = { riderId: 7, name: 'Rider Demo', phone: '+541155550001' }
export const MINE = { id: 70, riderId: 7, name: 'Rider Demo', phone: '+541155550001' }
export const OTHER = { id: 80, riderId: 8, name: 'Otro Repartidor', phone: '+541155550009' }

type RiderInfo = typeof MINE | null

export function shipmentAnswer(
  id: number,
  status: string,
  riderInfo: RiderInfo,
  extra: { returnShipment?: boolean; stackingOrder?: number; code?: string; customer?: string } = {},
) {
  const code = extra.code ?? `RECO-${id}`
  return {
    id,
    status,
    createdAt: '2026-11-27T20:00:00.000Z',
    returnShipment: extra.returnShipment ?? false,
    stackingOrder: extra.stackingOrder ?? null,
    riderInfo,
    logisticsOrder: {
      id: id + 1000,
      orderCode: code,
      // the API sends the customer only to the assigned rider
      ...(riderInfo?.riderId === ME.riderId
        ? { customerName: extra.customer ?? 'Cliente Recorridos', customerPhone: '+541123456789' }
        : {}),
      pickUp: PICK_UP,
      dropOff: dropOff('Av. Santa Fe 3500, Palermo, CABA', -34.5866, -58.4136),
    },
  }
}

export interface StackedShipment {
  id: number
  status: string
  riderInfo: RiderInfo
  stackingOrder: number
  returnShipment: boolean
}

const STACKED_CUSTOMERS = ['Cliente Uno', 'Cliente Dos']

/** A stack as the API answers it: its shipments to Santa Fe 3500 (first stop) and Güemes 4200. */
export function stackAnswer(id: number, status: string, shipments: readonly StackedShipment[]) {
  return {
    id,
    status,
    createdAt: '2026-11-27T20:05:00.000Z',
    shipments: shipments.map((s) => {
      const answer = shipmentAnswer(s.id, s.status, s.riderInfo, {
        stackingOrder: s.stackingOrder,
        returnShipment: s.returnShipment,
        customer: STACKED_CUSTOMERS[s.stackingOrder - 1] ?? 'Cliente Recorridos',
      })
      if (s.stackingOrder === 1) return answer
      const order = answer.logisticsOrder
      return {
        ...answer,
        logisticsOrder: { ...order, dropOff: dropOff('Güemes 4200, Palermo, CABA', -34.5851, -58.4189) },
      }
    }),
  }
}

/** The model's two stacked shipments (machines/stack.model.ts): the second one comes back to the local. */
export const stacked = (status: string, riderInfo: RiderInfo): StackedShipment[] => [
  { id: 601, status, riderInfo, stackingOrder: 1, returnShipment: false },
  { id: 602, status, riderInfo, stackingOrder: 2, returnShipment: true },
]

/** The shards' own rider (tests/e2e/ui-paths-rider-session.ts registers it and ends its shift). */
export const REPLAY_RIDER = { name: 'Repartidor Recorridos', phone: '1155550071', code: '1234' }

/** The rider's sign-in as a QA person does it, from the register page to the list of offers. */
export const riderSignIn: Cause[] = [
  { fill: { label: message('rider.phoneIntake') }, with: REPLAY_RIDER.phone },
  { tap: { role: 'button', name: message('rider.next') } },
  { fill: { label: message('rider.securityCode') }, with: REPLAY_RIDER.code },
  { tap: { role: 'button', name: message('rider.startShift') } },
  { tap: { role: 'link', name: message('rider.viewShipments') } },
]
