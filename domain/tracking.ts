/**
 * The customer's live tracking page (3-delivery.md §2.6, §4.3, §5): what of the tracking data may be
 * shown, where the map looks, and the live channel it listens to.
 */
import { type Id, normalizeShipmentStatus, type ShipmentStatus } from './shipment'

/** The page subscribes to the live channel this long after the data first loads. */
export const TRACKING_SUBSCRIBE_DELAY_MS = 1000
export const TRACKING_INITIAL_ZOOM = 5
/**
 * Once something can be placed, the map closes in to street level around the spec's centre: at the
 * initial zoom a whole country fits on a phone and a rider's progress is invisible. Later moves only pan,
 * so a diner who zoomed keeps their zoom.
 */
export const TRACKING_PLACED_ZOOM = 15
export const MARKER_ICON_SIZE = 36
/**
 * Latitude added to the average of the markers when the map is not centred on the rider: the overlay
 * covers the lower part of the screen, so the centre sits a little south and the markers show above it.
 */
export const TRACKING_CENTRE_LAT_OFFSET = -0.003
/** Name of the realtime event whose payload replaces the tracking data. */
export const TRACKING_UPDATE_EVENT = 'logistics-tracking-update'

export const trackingChannel = (trackingId: Id) => `tracking-${trackingId}`
/** The diner's follow-up of one order (issue 18): the code is the order's unguessable key. */
export const orderChannel = (orderCode: string) => `order-${orderCode}`
/** The riders' list of a local: an offer appeared or was taken (the list is read with the rider's token). */
export const offersChannel = (localId: Id) => `offers-${localId}`

export interface LatLng {
  lat?: number | null
  lng?: number | null
}

export interface TrackingRider {
  name?: string | null
  phone?: string | null
  lastLocation?: LatLng | null
}

/** GET /api/logisticsorder/tracking/{alias}/{orderCode}; every field may be missing (a failed fetch is {}). */
export interface TrackingInfo {
  /** names the live channel */
  id?: Id | null
  status?: string | null
  rider?: TrackingRider | null
  eta?: string | number | null
  securityCode?: string | number | null
  orderCode?: string | null
  timestamp?: { date?: string | null; time?: string | null } | null
  branchAddress?: LatLng | null
  destinationAddress?: LatLng | null
  branch?: { id?: Id | null; customLogoUrl?: string | null } | null
}

export const trackingStatus = (info: TrackingInfo): ShipmentStatus => normalizeShipmentStatus(info.status)

/** The rider is on the way to the customer: the only state with a rider marker and an ETA. */
export const isTrackingInProgress = (info: TrackingInfo) => trackingStatus(info) === 'ON_ROUTE_TO_DROP_OFF'

const filled = (value: string | null | undefined): value is string =>
  typeof value === 'string' && value.trim() !== ''

/** A rider counts only with both a name and a phone. */
export const isValidTrackingRider = (
  rider: TrackingRider | null | undefined,
): rider is TrackingRider & {
  name: string
  phone: string
} => filled(rider?.name) && filled(rider?.phone)

export interface Position {
  lat: number
  lng: number
}

const coordinate = (n: number | null | undefined): n is number =>
  typeof n === 'number' && Number.isFinite(n) && n !== 0

/** A point is drawn only with a non-zero latitude and longitude. */
export const positionOf = (point: LatLng | null | undefined): Position | null =>
  coordinate(point?.lat) && coordinate(point?.lng) ? { lat: point.lat, lng: point.lng } : null

export type MarkerType = 'rider' | 'branch' | 'destination'

export interface MapMarker extends Position {
  type: MarkerType
}

/** The rider (only while on the way to the customer), the venue and the destination; unplaceable ones dropped. */
export function trackingMarkers(info: TrackingInfo): MapMarker[] {
  const candidates: [MarkerType, LatLng | null | undefined][] = [
    ['rider', isTrackingInProgress(info) ? info.rider?.lastLocation : null],
    ['branch', info.branchAddress],
    ['destination', info.destinationAddress],
  ]
  return candidates.flatMap(([type, point]) => {
    const position = positionOf(point)
    return position ? [{ type, ...position }] : []
  })
}

/**
 * Where the map looks: the rider when the rider marker is shown, otherwise the average of the markers
 * shifted by the fixed latitude offset. Null when nothing can be placed (the view keeps its default).
 */
export function trackingCentre(info: TrackingInfo): Position | null {
  const markers = trackingMarkers(info)
  const rider = markers.find((m) => m.type === 'rider')
  if (rider) return { lat: rider.lat, lng: rider.lng }
  if (markers.length === 0) return null
  const sum = markers.reduce((acc, m) => ({ lat: acc.lat + m.lat, lng: acc.lng + m.lng }), { lat: 0, lng: 0 })
  return { lat: sum.lat / markers.length + TRACKING_CENTRE_LAT_OFFSET, lng: sum.lng / markers.length }
}

/** 'Entrega estimada: {eta}' only on the way to the customer and only with a non-empty ETA. */
export function trackingEta(info: TrackingInfo): string | null {
  if (!isTrackingInProgress(info)) return null
  const { eta } = info
  if (typeof eta === 'number') return Number.isFinite(eta) ? String(eta) : null
  return filled(eta) ? eta.trim() : null
}

/** A delivery security code is 4 to 6 digits; anything else is not shown as a code to share. */
export const isValidSecurityCode = (code: string | number | null | undefined) =>
  (typeof code === 'string' || typeof code === 'number') && /^\d{4,6}$/.test(String(code).trim())

/** WhatsApp and phone-call links to the rider, from the rider's phone. */
export function riderContactLinks(phone: string) {
  const digits = phone.replace(/\D/g, '')
  return {
    whatsApp: `https://wa.me/${digits}`,
    call: `tel:${phone.trim().startsWith('+') ? '+' : ''}${digits}`,
  }
}
