import type { Address, AddressFields, Coordinates } from './address'

/**
 * The diner's address as the storefront keeps it between visits: local storage key `userLocation`
 * (1-storefront.md §3). Read back defensively: storage is user-editable and outlives releases.
 */
export const USER_LOCATION_KEY = 'userLocation'

export interface UserLocation {
  street: string | null
  number: string | null
  city: string | null
  /** the province */
  locality: string | null
  country: string | null
  postalCode: string | null
  /** the point came from a geocoder, the device or the map, not only from words */
  geocoded: boolean
  fullAddress: string
  lat: number | null
  lng: number | null
  betweenStreets: string | null
  details: string | null
  /** set when read back from storage */
  fromLocalStorage: boolean
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim())

/** 'Av. Santa Fe 3500' → street 'Av. Santa Fe', number '3500'; no trailing number keeps it all as street. */
export function splitStreet(direccion: string): { street: string; number: string | null } {
  const text = direccion.trim().replace(/\s+/g, ' ')
  const match = /^(.*\D)\s+(\d+[a-zA-Z]?)$/.exec(text)
  return match
    ? { street: (match[1] as string).trim(), number: match[2] as string }
    : { street: text, number: null }
}

/** What the address modal confirmed, in the stored shape. */
export function toUserLocation(address: Address): UserLocation {
  const { street, number } = splitStreet(address.direccion)
  const hasPoint = address.lat !== null && address.lng !== null
  return {
    street: orNull(street),
    number,
    city: orNull(address.city),
    locality: orNull(address.province),
    country: null,
    postalCode: orNull(address.postalCode),
    geocoded: hasPoint,
    fullAddress: address.formatted_address,
    lat: hasPoint ? address.lat : null,
    lng: hasPoint ? address.lng : null,
    betweenStreets: orNull(address.entrecalles),
    details: orNull(address.aclaraciones),
    fromLocalStorage: false,
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const text = (value: unknown, max: number) =>
  typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, max) : null
const latitude = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= 90 ? value : null
const longitude = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= 180 ? value : null

/** The stored location, or null when nothing usable is stored (no address text, or not an object). */
export function readUserLocation(stored: unknown): UserLocation | null {
  if (!isRecord(stored)) return null
  const fullAddress = text(stored.fullAddress, 300)
  if (fullAddress === null) return null
  const lat = latitude(stored.lat)
  const lng = longitude(stored.lng)
  const hasPoint = lat !== null && lng !== null
  return {
    street: text(stored.street, 200),
    number: text(stored.number, 20),
    city: text(stored.city, 120),
    locality: text(stored.locality, 120),
    country: text(stored.country, 80),
    postalCode: text(stored.postalCode, 20),
    geocoded: hasPoint && stored.geocoded !== false,
    fullAddress,
    lat: hasPoint ? lat : null,
    lng: hasPoint ? lng : null,
    betweenStreets: text(stored.betweenStreets, 200),
    details: text(stored.details, 200),
    fromLocalStorage: true,
  }
}

/** The modal opens on the stored address, to edit it. */
export function modalInitialOf(location: UserLocation): {
  fields: AddressFields
  coordinates: Coordinates | null
} {
  const direccion = [location.street, location.number].filter(Boolean).join(' ') || location.fullAddress
  return {
    fields: {
      direccion,
      postalCode: location.postalCode ?? '',
      city: location.city ?? '',
      province: location.locality ?? '',
      entrecalles: location.betweenStreets ?? '',
      aclaraciones: location.details ?? '',
    },
    coordinates:
      location.lat !== null && location.lng !== null ? { lat: location.lat, lng: location.lng } : null,
  }
}

/** The short line the storefront shows for the address: street and number, else the full address. */
export const userLocationLine = (location: UserLocation) =>
  [location.street, location.number].filter(Boolean).join(' ') || location.fullAddress
