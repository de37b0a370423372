/**
 * Shipment rules of the delivery side (3-delivery.md §4.1): statuses, what a rider may do in each, who
 * sees the customer's details, and the vibration patterns of the rider's interactions (§2.5, §9).
 */

export const SHIPMENT_STATUSES = [
  'PENDING',
  'LOOKING_FOR_DRIVER',
  'STACKING',
  'ON_ROUTE_TO_PICK_UP',
  'IN_STORE',
  'ON_ROUTE_TO_DROP_OFF',
  'DELIVERED',
  'RETURNED',
  'DRIVER_CANCELED',
  'CANCELED',
] as const

export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number]

/**
 * The sources spell the drop-off leg both ON_ROUTE_TO_DROP_OFF and ON_ROUTE_TO_DROP_OFFS. Both are read;
 * the singular is the one the product writes and compares against.
 */
export const DROP_OFF_ALIASES: readonly string[] = ['ON_ROUTE_TO_DROP_OFF', 'ON_ROUTE_TO_DROP_OFFS']

/**
 * Reads any status the API or a realtime event carries. Missing or unknown statuses read as the default
 * PENDING; any other status containing CANCELED (a venue or a system cancelling) reads as CANCELED,
 * because every such status means the same to a rider and a diner: the shipment is off.
 */
export function normalizeShipmentStatus(raw: string | null | undefined): ShipmentStatus {
  const status = (raw ?? '').trim().toUpperCase()
  if (DROP_OFF_ALIASES.includes(status)) return 'ON_ROUTE_TO_DROP_OFF'
  if ((SHIPMENT_STATUSES as readonly string[]).includes(status)) return status as ShipmentStatus
  if (status.includes('CANCELED')) return 'CANCELED'
  return 'PENDING'
}

export const isCanceled = (status: ShipmentStatus) => status === 'DRIVER_CANCELED' || status === 'CANCELED'

export type Id = string | number

export interface RiderInfo {
  /** the assignment's id: a shipment "has a rider" when this is set */
  id?: Id | null
  /** the rider's own id, compared with who-am-I's riderId */
  riderId?: Id | null
  name?: string | null
  phone?: string | null
  lastLat?: number | null
  lastLng?: number | null
}

/** The facts of a shipment the rules read; a real shipment carries more (logisticsOrder, ETA…). */
export interface ShipmentFacts {
  id: Id
  status: ShipmentStatus
  returnShipment?: boolean | null
  riderInfo?: RiderInfo | null
  stackingOrder?: number | null
  shipmentStackId?: Id | null
  createdAt?: string | null
  updatedAt?: string | null
}

/** A shipment as screens show it: the rule facts plus whatever else the API sent (customer, route…). */
export type Shipment = ShipmentFacts & { [field: string]: unknown }

/** A shipment as the API answers it: the status is any spelling, the rest is kept as it came. */
export type RawShipment = Omit<ShipmentFacts, 'status'> & { status?: string | null }

export const normalizeShipment = <T extends RawShipment>(raw: T): Omit<T, 'status'> & ShipmentFacts => ({
  ...raw,
  status: normalizeShipmentStatus(raw.status),
})

const present = (id: Id | null | undefined): id is Id => id !== null && id !== undefined && String(id) !== ''

export const sameId = (a: Id | null | undefined, b: Id | null | undefined) =>
  present(a) && present(b) && String(a) === String(b)

/** The rider the shipment is assigned to: riderInfo.riderId, or riderInfo.id when the API sends only that. */
export const assignedRiderId = (info: RiderInfo | null | undefined): Id | null =>
  present(info?.riderId) ? info.riderId : present(info?.id) ? info.id : null

/** A shipment has a rider once it left LOOKING_FOR_DRIVER and its rider info carries an id. */
export const hasRider = (s: Pick<ShipmentFacts, 'status' | 'riderInfo'>) =>
  s.status !== 'LOOKING_FOR_DRIVER' && present(s.riderInfo?.id)

/** Another rider won the shipment: it has a rider and that rider is not the one looking at it. */
export const lostAuction = (
  s: Pick<ShipmentFacts, 'status' | 'riderInfo'>,
  currentRiderId: Id | null | undefined,
) => hasRider(s) && !sameId(assignedRiderId(s.riderInfo), currentRiderId)

const OPEN_TO_EVERY_RIDER: readonly ShipmentStatus[] = ['LOOKING_FOR_DRIVER', 'DRIVER_CANCELED', 'STACKING']

/**
 * Rider view (the shipment detail): the customer's name and phone show while the shipment is still open
 * to every rider, or to the rider who won it. Only the assigned rider sees an assigned shipment's customer.
 */
export const riderSeesCustomerDetails = (
  s: Pick<ShipmentFacts, 'status' | 'riderInfo'>,
  currentRiderId: Id | null | undefined,
) => OPEN_TO_EVERY_RIDER.includes(s.status) || !lostAuction(s, currentRiderId)

/**
 * What the API hands a rider: the customer's name and phone go only to the rider the shipment is assigned
 * to (3-delivery.md §4.1, 'Only the assigned rider sees the customer details'); an open offer shows the
 * route, not who ordered it.
 */
export const riderReceivesCustomerContact = (
  s: Pick<ShipmentFacts, 'status' | 'riderInfo'>,
  currentRiderId: Id | null | undefined,
) => hasRider(s) && sameId(assignedRiderId(s.riderInfo), currentRiderId)

/**
 * Customer view (the customer block of a shipment card and of the tracking overlay): shown only on the way
 * to the customer, and never to a rider who lost the auction.
 */
export const customerDetailsShown = (
  s: Pick<ShipmentFacts, 'status' | 'riderInfo'>,
  currentRiderId: Id | null | undefined,
) => s.status === 'ON_ROUTE_TO_DROP_OFF' && !lostAuction(s, currentRiderId)

/** The steps of a delivery in which the rider may still advance it or give it up. */
export const IN_PROGRESS_STATUSES: readonly ShipmentStatus[] = [
  'LOOKING_FOR_DRIVER',
  'ON_ROUTE_TO_PICK_UP',
  'IN_STORE',
  'ON_ROUTE_TO_DROP_OFF',
]

export const CANCELABLE_STATUSES: readonly ShipmentStatus[] = [
  'ON_ROUTE_TO_PICK_UP',
  'IN_STORE',
  'ON_ROUTE_TO_DROP_OFF',
]

export const canCancelShipment = (s: Pick<ShipmentFacts, 'status'>) => CANCELABLE_STATUSES.includes(s.status)

/** A delivered return shipment still has its way back to the venue ahead of it. */
export const canUpdateShipment = (s: Pick<ShipmentFacts, 'status' | 'returnShipment'>) =>
  IN_PROGRESS_STATUSES.includes(s.status) || (s.status === 'DELIVERED' && s.returnShipment === true)

/**
 * The step the slider offers from each status: accept the shipment, at the store, on the way to the
 * customer, delivered, and (return shipments only) back at the store. Null when nothing is left to do.
 */
export function nextShipmentStatus(
  s: Pick<ShipmentFacts, 'status' | 'returnShipment'>,
): ShipmentStatus | null {
  switch (s.status) {
    case 'LOOKING_FOR_DRIVER':
      return 'ON_ROUTE_TO_PICK_UP'
    case 'ON_ROUTE_TO_PICK_UP':
      return 'IN_STORE'
    case 'IN_STORE':
      return 'ON_ROUTE_TO_DROP_OFF'
    case 'ON_ROUTE_TO_DROP_OFF':
      return 'DELIVERED'
    case 'DELIVERED':
      return s.returnShipment === true ? 'RETURNED' : null
    default:
      return null
  }
}

/** The status a rider's cancel writes: the shipment goes back to the venue's pool. */
export const CANCEL_STATUS: ShipmentStatus = 'DRIVER_CANCELED'

const STEP_KEYS: Partial<Record<ShipmentStatus, string>> = {
  ON_ROUTE_TO_PICK_UP: 'shipment.stepAccept',
  IN_STORE: 'shipment.stepInStore',
  ON_ROUTE_TO_DROP_OFF: 'shipment.stepOnRouteToDropOff',
  DELIVERED: 'shipment.stepDelivered',
  RETURNED: 'shipment.stepReturned',
}

/** Catalogue key of the slider label that leads to `next`. */
export const stepLabelKey = (next: ShipmentStatus): string => STEP_KEYS[next] ?? 'shipment.stepAccept'

const DONE_KEYS: Partial<Record<ShipmentStatus, string>> = {
  ON_ROUTE_TO_PICK_UP: 'shipment.updatedAccepted',
  IN_STORE: 'shipment.updatedInStore',
  ON_ROUTE_TO_DROP_OFF: 'shipment.updatedOnRouteToDropOff',
  DELIVERED: 'shipment.updatedDelivered',
  RETURNED: 'shipment.updatedReturned',
  DRIVER_CANCELED: 'shipment.updatedCanceled',
}

/** Catalogue key of the success message after a shipment (or a stack) reached `status`. */
export const updatedMessageKey = (status: ShipmentStatus): string => DONE_KEYS[status] ?? 'shipment.updated'

const STATUS_KEYS: Record<ShipmentStatus, string> = {
  PENDING: 'shipment.statusPending',
  LOOKING_FOR_DRIVER: 'shipment.statusLookingForDriver',
  STACKING: 'shipment.statusStacking',
  ON_ROUTE_TO_PICK_UP: 'shipment.statusOnRouteToPickUp',
  IN_STORE: 'shipment.statusInStore',
  ON_ROUTE_TO_DROP_OFF: 'shipment.statusOnRouteToDropOff',
  DELIVERED: 'shipment.statusDelivered',
  RETURNED: 'shipment.statusReturned',
  DRIVER_CANCELED: 'shipment.statusDriverCanceled',
  CANCELED: 'shipment.statusCanceled',
}

/** Catalogue key of a status's label (rider list, detail and the customer's tracking page). */
export const statusLabelKey = (status: ShipmentStatus): string => STATUS_KEYS[status]

export type StatusTone = 'waiting' | 'progress' | 'done' | 'canceled'

/** The colour family a status label takes. */
export function statusTone(status: ShipmentStatus): StatusTone {
  if (isCanceled(status)) return 'canceled'
  if (status === 'DELIVERED' || status === 'RETURNED') return 'done'
  if (status === 'ON_ROUTE_TO_PICK_UP' || status === 'IN_STORE' || status === 'ON_ROUTE_TO_DROP_OFF')
    return 'progress'
  return 'waiting'
}

/** Vibration patterns in milliseconds (3-delivery.md §2.5). */
export const SUCCESS_VIBRATION: readonly number[] = [100]
export const FAILURE_VIBRATION: readonly number[] = [100, 50, 100, 75, 100]

/** The who-am-I answer: the rider looking at the page, and what an update sends in the rider's name. */
export interface CurrentRider {
  riderId: Id
  name: string
  phone: string
}

/** Body of PUT /api/shipments/{id} (3-delivery.md §3); the step to DELIVERED carries the diner's key. */
export interface ShipmentUpdate {
  id: Id
  status: ShipmentStatus
  rider_id: Id
  rider_name: string
  rider_phone: string
  securityCode?: string
}

export const shipmentUpdate = (
  id: Id,
  status: ShipmentStatus,
  rider: CurrentRider,
  securityCode?: string,
): ShipmentUpdate => ({
  id,
  status,
  rider_id: rider.riderId,
  rider_name: rider.name,
  rider_phone: rider.phone,
  ...(securityCode === undefined ? {} : { securityCode }),
})

/** The rider's last step at the door asks for the diner's delivery key (issue 18). */
export const stepNeedsDeliveryKey = (next: ShipmentStatus | null) => next === 'DELIVERED'

/** The HTTP status an effect failed with (an ApiError, or any object carrying `status`). */
export function httpStatusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined
  const status = (error as { status?: unknown }).status
  return typeof status === 'number' ? status : undefined
}
