/**
 * Whether a position a rider's phone reports can be true (issue 9, reportRiderPosition's x-decision):
 * a delivery happens near its local, and a rider on a motorbike in a city does not teleport.
 */
import { distanceInMetres, type Point } from './distance'
import { normalizeShipmentStatus } from './shipment'

/** No delivery of a local's own fleet goes farther than this from the local. */
export const MAX_DISTANCE_FROM_LOCAL_METRES = 50_000
/** Faster than this between two reports is a glitch or a lie. */
export const MAX_RIDER_SPEED_KMH = 150
/** GPS jitter: two fixes this close are never too fast, however little time passed. */
const JITTER_METRES = 200
/** The web app reports at most this often; the server ignores nothing, it only refuses the implausible. */
export const POSITION_REPORT_INTERVAL_MS = 10_000
/** The web app also reports when the rider moved this far since the last report, whatever the time. */
export const POSITION_REPORT_MIN_MOVE_METRES = 50

export type ImplausibleReason = 'tooFarFromLocal' | 'tooFast'

export interface PreviousReport extends Point {
  at: Date
}

export function implausiblePosition(
  position: Point,
  local: Point,
  previous: PreviousReport | null,
  now: Date,
): ImplausibleReason | null {
  if (distanceInMetres(position, local) > MAX_DISTANCE_FROM_LOCAL_METRES) return 'tooFarFromLocal'
  if (previous) {
    const moved = distanceInMetres(position, previous)
    if (moved > JITTER_METRES) {
      const hours = Math.max(now.getTime() - previous.at.getTime(), 1000) / 3_600_000
      if ((moved - JITTER_METRES) / 1000 / hours > MAX_RIDER_SPEED_KMH) return 'tooFast'
    }
  }
  return null
}

/** Whether the web app should send a new fix: enough time passed, or the rider moved enough. */
export function shouldReportPosition(
  position: Point,
  last: (Point & { atMs: number }) | null,
  nowMs: number,
): boolean {
  if (!last) return true
  if (nowMs - last.atMs >= POSITION_REPORT_INTERVAL_MS) return true
  return distanceInMetres(position, last) >= POSITION_REPORT_MIN_MOVE_METRES
}

/** The shipments whose position the rider's page reports: those on their way to the customer. */
export function shipmentsReportingPosition(
  shipments: readonly { id: number | string; status?: string | null }[],
  assignedToMe: boolean,
): number[] {
  if (!assignedToMe) return []
  return shipments
    .filter((s) => normalizeShipmentStatus(s.status) === 'ON_ROUTE_TO_DROP_OFF')
    .map((s) => Number(s.id))
    .filter((id) => Number.isInteger(id) && id > 0)
}
