import { fromPromise } from 'xstate'
import type { components } from '../../../../contract/schema'
import type { createRiderBody, Rider } from '../../../../domain/rider'
import type { RawShipment, ShipmentUpdate } from '../../../../domain/shipment'
import { type CurrentRider, type Id, lostAuction, normalizeShipment } from '../../../../domain/shipment'
import { normalizeStack, type RawStack, type StackUpdate, stackLostAuction } from '../../../../domain/stack'
import type { RiderShiftUpdate } from '../../../../machines/rider-shift.machine'
import type { AvailableWork } from '../../../../machines/shipment-list.machine'
import { api } from '../../../api/client'
import { unwrap } from '../../../api/errors'

type ShipmentStatus = components['schemas']['ShipmentStatus']
type Shipment = components['schemas']['Shipment']
type ShipmentStack = components['schemas']['ShipmentStack']

/*
 * The edge of the rider flows: each machine actor is one call of openapi.yaml. The rider's token travels
 * in the signed httpOnly cookie the server set, so no call here handles it.
 */

const toId = (id: Id) => Number(id)
// the contract's Shipment types its ids and status tighter than domain/shipment's RawShipment (any spelling,
// string or number ids), and TypeScript finds the optional fields' types too far apart to relate
const rawShipment = (s: Shipment): RawShipment => s as unknown as RawShipment

/** GET /api/rider/bc/phone — 404 (not registered) reaches the machine as an ApiError with status 404. */
export const lookUpRider = fromPromise<Rider, { branchContactId: Id; phone: string }>(
  async ({ input, signal }) =>
    unwrap(
      await api.GET('/api/rider/bc/phone', {
        params: { query: { branchContactId: toId(input.branchContactId), phone: input.phone } },
        signal,
      }),
    ),
)

export const createRider = fromPromise<Rider, ReturnType<typeof createRiderBody>>(
  async ({ input, signal }) => {
    const session = unwrap(
      await api.POST('/api/rider/createwithcode', {
        body: {
          name: input.name,
          phone: input.phone,
          securityCode: input.securityCode,
          riderUser: { branchContactId: toId(input.riderUser.branchContact.id) },
          active: input.active,
        },
        signal,
      }),
    )
    return session.rider
  },
)

/** PUT /api/rider/{id}/updatewithcode — only what a shift change needs leaves the device. */
export const updateRider = fromPromise<Rider, RiderShiftUpdate>(async ({ input, signal }) => {
  const session = unwrap(
    await api.PUT('/api/rider/{riderId}/updatewithcode', {
      params: { path: { riderId: toId(input.id) } },
      body: { id: toId(input.id), active: input.rider.active, securityCode: input.rider.securityCode },
      signal,
    }),
  )
  return session.rider
})

export const fetchWhoAmI = fromPromise<CurrentRider>(async ({ signal }) =>
  unwrap(await api.GET('/api/whoami', { signal })),
)

/** The list's window: the last three days, up to now (3-delivery.md §7). */
export const LIST_WINDOW_MS = 3 * 24 * 3_600_000
export const LIST_PAGE_SIZE = 50

export const fetchAvailable = (branchContactId: number) =>
  fromPromise<AvailableWork>(async ({ signal }) => {
    const now = Date.now()
    const [shipments, stacks] = await Promise.all([
      api.GET('/api/shipments', {
        params: {
          query: {
            page: 0,
            pageSize: LIST_PAGE_SIZE,
            sort: 'ASC',
            branchContactId,
            startDate: new Date(now - LIST_WINDOW_MS).toISOString(),
            endDate: new Date(now).toISOString(),
            status: 'LOOKING_FOR_DRIVER',
            providerName: 'OWN_FLEET',
          },
        },
        signal,
      }),
      api.GET('/api/shipmentstacks', {
        params: {
          query: { status: 'LOOKING_FOR_DRIVER', delivery_provider_name: 'OWN_FLEET', branchContactId },
        },
        signal,
      }),
    ])
    return {
      shipments: unwrap(shipments).shipments.map(rawShipment),
      stacks: unwrap(stacks).stacks.map((s) => ({ ...s, shipments: s.shipments.map(rawShipment) })),
    }
  })

const getShipment = async (id: Id, signal?: AbortSignal) =>
  rawShipment(
    unwrap(
      await api.GET('/api/shipments/{shipmentId}', { params: { path: { shipmentId: toId(id) } }, signal }),
    ),
  )

export const fetchShipment = fromPromise<RawShipment, { shipmentId: Id }>(async ({ input, signal }) =>
  getShipment(input.shipmentId, signal),
)

/**
 * PUT /api/shipments/{id}. A 409 because another rider took the shipment hands the shipment as it now is
 * back to the machine, whose rules read the lost auction from it; any other refusal stays an error.
 */
export const updateShipment = fromPromise<RawShipment, ShipmentUpdate>(async ({ input, signal }) => {
  const result = await api.PUT('/api/shipments/{shipmentId}', {
    params: { path: { shipmentId: toId(input.id) } },
    body: {
      id: toId(input.id),
      status: input.status as ShipmentStatus,
      rider_id: toId(input.rider_id),
      ...(input.securityCode === undefined ? {} : { securityCode: input.securityCode }),
    },
    signal,
  })
  if (result.response.status === 409) {
    const now = normalizeShipment(await getShipment(input.id, signal))
    if (lostAuction(now, input.rider_id)) return now
  }
  return rawShipment(unwrap(result))
})

const rawStack = (s: ShipmentStack): RawStack => ({ ...s, shipments: s.shipments.map(rawShipment) })

const getStack = async (id: Id, signal?: AbortSignal) =>
  rawStack(
    unwrap(await api.GET('/api/stacking/{stackId}', { params: { path: { stackId: toId(id) } }, signal })),
  )

export const fetchStack = fromPromise<RawStack, { stackId: Id }>(async ({ input, signal }) =>
  getStack(input.stackId, signal),
)

export const updateStack = fromPromise<RawStack, StackUpdate>(async ({ input, signal }) => {
  const result = await api.PUT('/api/stacking/{stackId}', {
    params: { path: { stackId: toId(input.id) } },
    body: {
      id: toId(input.id),
      status: input.status as ShipmentStatus,
      shipments: input.shipments.map((s) => ({ id: toId(s.id), status: s.status as ShipmentStatus })),
      rider_id: toId(input.rider_id),
      ...(input.securityCode === undefined ? {} : { securityCode: input.securityCode }),
    },
    signal,
  })
  if (result.response.status === 409) {
    const now = await getStack(input.id, signal)
    if (stackLostAuction(normalizeStack(now), input.rider_id)) return now
  }
  return rawStack(unwrap(result))
})

/** GET /api/shipments/rider: the rider's shipment on its way, or null. */
export async function fetchShipmentInProgress(): Promise<Shipment | null> {
  return unwrap(await api.GET('/api/shipments/rider', {})).shipment
}
