/**
 * Stack (multi-delivery) rules (3-delivery.md §4.1): one rider takes several shipments at once, optionally
 * with a return trip to the venue. The stack moves through the shipment statuses as one until the
 * drop-offs, which are delivered one at a time in the route's order.
 */
import {
  CANCELABLE_STATUSES,
  type CurrentRider,
  type Id,
  IN_PROGRESS_STATUSES,
  isCanceled,
  lostAuction,
  nextShipmentStatus,
  normalizeShipment,
  normalizeShipmentStatus,
  type RawShipment,
  type RiderInfo,
  riderSeesCustomerDetails,
  type Shipment,
  type ShipmentFacts,
  type ShipmentStatus,
} from './shipment'

export interface StackFacts<S extends ShipmentFacts = ShipmentFacts> {
  id: Id
  status: ShipmentStatus
  shipments: S[]
  createdAt?: string | null
}

/** A stack as screens show it: its shipments, each with whatever the API sent. */
export type Stack = StackFacts<Shipment> & { [field: string]: unknown }

export type RawStack = {
  id: Id
  status?: string | null
  shipments?: RawShipment[] | null
  createdAt?: string | null
}

const present = (id: Id | null | undefined): id is Id => id !== null && id !== undefined && String(id) !== ''

export const normalizeStack = <T extends RawStack>(raw: T) => ({
  ...raw,
  status: normalizeShipmentStatus(raw.status),
  shipments: (raw.shipments ?? []).map(normalizeShipment),
})

const isDone = (s: ShipmentStatus) => s === 'DELIVERED' || s === 'RETURNED'

/** A shipment of the stack still to be delivered: neither done nor cancelled. */
export const isOpen = (s: Pick<ShipmentFacts, 'status'>) => !isDone(s.status) && !isCanceled(s.status)

export const returnShipments = <S extends ShipmentFacts>(stack: StackFacts<S>) =>
  stack.shipments.filter((s) => s.returnShipment === true)

const returnClosed = (s: ShipmentFacts) => s.status === 'RETURNED' || isCanceled(s.status)

/** Return trips still ahead: some return shipment is neither back at the venue nor cancelled. */
export const hasOpenReturns = (stack: StackFacts) => returnShipments(stack).some((s) => !returnClosed(s))

/**
 * A stack can be updated in the four in-progress statuses; once delivered it stays updatable while a
 * return trip is ahead, and stops when every return is RETURNED or cancelled.
 */
export const isStackUpdatable = (stack: StackFacts) =>
  IN_PROGRESS_STATUSES.includes(stack.status) || (stack.status === 'DELIVERED' && hasOpenReturns(stack))

/** Every shipment is DELIVERED, RETURNED or cancelled: no drop-off is left. */
export const isStackFinished = (stack: StackFacts) => stack.shipments.every((s) => !isOpen(s))

export const canCancelStack = (stack: Pick<StackFacts, 'status'>) =>
  CANCELABLE_STATUSES.includes(stack.status)

/**
 * When every shipment that was not cancelled has been delivered and a return shipment is among them, the
 * rider is back at the venue with the returns: they become RETURNED. Otherwise the stack is unchanged.
 */
export function settleReturns<S extends ShipmentFacts>(stack: StackFacts<S>): StackFacts<S> {
  const live = stack.shipments.filter((s) => !isCanceled(s.status))
  const allDelivered = live.length > 0 && live.every((s) => isDone(s.status))
  const returnDelivered = live.some((s) => s.returnShipment === true && s.status === 'DELIVERED')
  if (!allDelivered || !returnDelivered) return stack
  return {
    ...stack,
    status: 'RETURNED',
    shipments: stack.shipments.map((s) =>
      s.returnShipment === true && s.status === 'DELIVERED' ? { ...s, status: 'RETURNED' } : s,
    ),
  }
}

const rank = (s: ShipmentStatus) => (isDone(s) ? 0 : isCanceled(s) ? 2 : 1)
const timeOf = (iso: string | null | undefined) => {
  const t = iso ? Date.parse(iso) : Number.NaN
  return Number.isNaN(t) ? Number.NEGATIVE_INFINITY : t
}
const orderOf = (n: number | null | undefined) =>
  typeof n === 'number' && Number.isFinite(n) ? n : Number.POSITIVE_INFINITY

/**
 * The route's order: delivered first, cancelled last, the rest by stacking order; ties go to the most
 * recently updated, then to the id so the order never depends on how the API listed them.
 */
export function compareStackShipments(a: ShipmentFacts, b: ShipmentFacts): number {
  // a difference of two equal infinities is NaN, which || reads as a tie on that key
  return (
    rank(a.status) - rank(b.status) ||
    orderOf(a.stackingOrder) - orderOf(b.stackingOrder) ||
    timeOf(b.updatedAt) - timeOf(a.updatedAt) ||
    String(a.id).localeCompare(String(b.id), 'en', { numeric: true })
  )
}

export const sortStackShipments = <S extends ShipmentFacts>(shipments: readonly S[]): S[] =>
  [...shipments].sort(compareStackShipments)

/** Route points are lettered A, B, C… in the route's order. */
export const routePointLetter = (index: number) => String.fromCharCode(65 + (index % 26))

/** The shipment the next drop-off delivers: the first open one in the route's order. */
export const nextDropOff = <S extends ShipmentFacts>(stack: StackFacts<S>): S | null =>
  sortStackShipments(stack.shipments).find(isOpen) ?? null

/** The step the slider offers for the whole stack, or null when nothing is left to do. */
export function nextStackStatus(stack: StackFacts): ShipmentStatus | null {
  if (!isStackUpdatable(stack)) return null
  if (stack.status === 'DELIVERED') return settleReturns(stack) !== stack ? 'RETURNED' : null
  return nextShipmentStatus({ status: stack.status })
}

/**
 * The stack after the rider's next step: the first legs move every open shipment along with the stack;
 * on the way to the customers each step delivers one shipment, and the last one delivers the stack; back
 * at the venue the returns are settled. An impossible step leaves the stack as it is.
 */
export function advanceStack<S extends ShipmentFacts>(stack: StackFacts<S>): StackFacts<S> {
  const next = nextStackStatus(stack)
  if (next === null) return stack
  if (stack.status === 'ON_ROUTE_TO_DROP_OFF') {
    // with no drop-off left (the API already delivered them) the step only closes the stack
    const target = nextDropOff(stack)
    const shipments = stack.shipments.map((s) => (s === target ? { ...s, status: 'DELIVERED' as const } : s))
    return { ...stack, shipments, status: shipments.some(isOpen) ? stack.status : 'DELIVERED' }
  }
  if (next === 'RETURNED') return settleReturns(stack)
  return {
    ...stack,
    status: next,
    shipments: stack.shipments.map((s) => (isOpen(s) ? { ...s, status: next } : s)),
  }
}

/** The whole multi-delivery given up: the stack and every shipment not yet delivered. */
export const cancelStack = <S extends ShipmentFacts>(stack: StackFacts<S>): StackFacts<S> => ({
  ...stack,
  status: 'DRIVER_CANCELED',
  shipments: stack.shipments.map((s) => (isOpen(s) ? { ...s, status: 'DRIVER_CANCELED' as const } : s)),
})

/** The rider a stack is assigned to: every shipment of a taken stack carries the same rider. */
export const stackRiderInfo = (stack: StackFacts): RiderInfo | null =>
  stack.shipments.find((s) => s.riderInfo?.id !== null && s.riderInfo?.id !== undefined)?.riderInfo ?? null

export const stackLostAuction = (stack: StackFacts, currentRiderId: Id | null | undefined) =>
  lostAuction({ status: stack.status, riderInfo: stackRiderInfo(stack) }, currentRiderId)

export const riderSeesStackDetails = (stack: StackFacts, currentRiderId: Id | null | undefined) =>
  riderSeesCustomerDetails({ status: stack.status, riderInfo: stackRiderInfo(stack) }, currentRiderId)

/** On the way to the customers each step delivers a drop-off: its diner's key is asked for (issue 18). */
export const stackStepNeedsDeliveryKey = (stack: StackFacts) =>
  stack.status === 'ON_ROUTE_TO_DROP_OFF' && nextDropOff(stack) !== null

/**
 * Body of PUT /api/stacking/{id}: the stack's status, each shipment's, and who writes them; a step that
 * delivers a drop-off carries that diner's key.
 */
export interface StackUpdate {
  id: Id
  status: ShipmentStatus
  shipments: { id: Id; status: ShipmentStatus }[]
  rider_id: Id
  rider_name: string
  rider_phone: string
  securityCode?: string
}

export const stackUpdate = (stack: StackFacts, rider: CurrentRider, securityCode?: string): StackUpdate => ({
  id: stack.id,
  status: stack.status,
  shipments: stack.shipments.map((s) => ({ id: s.id, status: s.status })),
  rider_id: rider.riderId,
  rider_name: rider.name,
  rider_phone: rider.phone,
  ...(securityCode === undefined ? {} : { securityCode }),
})

/** One row of the rider's list of available work: a single shipment or a whole stack. */
export type ListEntry<S extends ShipmentFacts, T extends StackFacts<S>> =
  | { kind: 'simple'; id: Id; shipment: S }
  | { kind: 'stack'; id: Id; stack: T }

/**
 * The rider's list (3-delivery.md §2.4): single shipments and stacks, a shipment that belongs to a listed
 * stack shown only inside it, oldest first as the API pages them (sort=ASC).
 */
export function listEntries<S extends ShipmentFacts, T extends StackFacts<S>>(
  shipments: readonly S[],
  stacks: readonly T[],
): ListEntry<S, T>[] {
  const stackIds = new Set(stacks.map((t) => String(t.id)))
  const stacked = new Set(stacks.flatMap((t) => t.shipments.map((s) => String(s.id))))
  const single = shipments.filter(
    (s) =>
      !stacked.has(String(s.id)) && !(present(s.shipmentStackId) && stackIds.has(String(s.shipmentStackId))),
  )
  const entries: (ListEntry<S, T> & { at: number })[] = [
    ...single.map((shipment) => ({
      kind: 'simple' as const,
      id: shipment.id,
      shipment,
      at: timeOf(shipment.createdAt),
    })),
    ...stacks.map((stack) => ({ kind: 'stack' as const, id: stack.id, stack, at: timeOf(stack.createdAt) })),
  ]
  // undated rows go last: the API lists by creation, so they are the newest
  const key = (at: number) => (at === Number.NEGATIVE_INFINITY ? Number.POSITIVE_INFINITY : at)
  return entries
    .sort(
      (a, b) => key(a.at) - key(b.at) || String(a.id).localeCompare(String(b.id), 'en', { numeric: true }),
    )
    .map(({ at: _at, ...entry }) => entry as ListEntry<S, T>)
}
