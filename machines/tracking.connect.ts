import type { SnapshotFrom } from 'xstate'
import type { Message } from '../domain/message'
import { type ShipmentStatus, type StatusTone, statusTone } from '../domain/shipment'
import {
  isValidSecurityCode,
  isValidTrackingRider,
  type MapMarker,
  type Position,
  riderContactLinks,
  trackingCentre,
  trackingEta,
  trackingMarkers,
  trackingStatus,
} from '../domain/tracking'
import type { TrackingEvent, trackingMachine } from './tracking.machine'

type Snapshot = SnapshotFrom<typeof trackingMachine>
type Send = (event: TrackingEvent) => void

export interface TrackingView {
  /** the order's code, null while the answer names none ('sin código') */
  orderCode: string | null
  time: string | null
  date: string | null
  logoUrl: string | null
  status: ShipmentStatus
  /** the coloured status label, null before the first answer */
  statusLabel: Message | null
  tone: StatusTone
  markers: MapMarker[]
  centre: Position | null
  /** only while the rider is on the way to the customer */
  eta: string | null
  /** a rider with a name and a phone, and the links to reach them */
  rider: { name: string; whatsApp: string; call: string } | null
  /** the code the diner gives the rider, when the answer has a valid one */
  securityCode: string | null
  /** a fetch is on its way: the refresh button waits */
  loading: boolean
  refresh: () => void
}

/** The customer's live tracking (3-delivery.md §2.6): the map's markers, the overlay's facts and 'Actualizar'. */
export function connectTracking(snapshot: Snapshot, send: Send): TrackingView {
  const { data, statusLabel } = snapshot.context
  const status = trackingStatus(data)
  const { rider } = data
  const code = data.securityCode === null || data.securityCode === undefined ? '' : String(data.securityCode)
  return {
    orderCode: data.orderCode ?? null,
    time: data.timestamp?.time ?? null,
    date: data.timestamp?.date ?? null,
    logoUrl: data.branch?.customLogoUrl ?? null,
    status,
    statusLabel,
    tone: statusTone(status),
    markers: trackingMarkers(data),
    centre: trackingCentre(data),
    eta: trackingEta(data),
    rider: isValidTrackingRider(rider) ? { name: rider.name, ...riderContactLinks(rider.phone) } : null,
    securityCode: isValidSecurityCode(code) ? code : null,
    loading: snapshot.hasTag('loading'),
    refresh: () => send({ type: 'tracking.refresh' }),
  }
}
