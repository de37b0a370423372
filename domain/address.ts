import { joinAddressParts } from './figures'
import { type Message, message } from './message'

/**
 * The address modal '¿Dónde te encuentras?' (1-storefront.md §2 and §5, 2-checkout.md §3 and §5): a typed
 * address with optional clarifications, between-streets when the local asks for them, and for locals
 * with complex inputs postal code, province and locality too.
 */

export const ADDRESS_SEARCH_DEBOUNCE_MS = 500
/** Suggestions come only from these countries. */
export const SUGGESTION_COUNTRIES = [
  'ar',
  'uy',
  'cl',
  'br',
  'pe',
  'co',
  've',
  'py',
  'mx',
  'ec',
  'bo',
] as const
/** Fewer characters than this match too much to be worth a search. */
export const MIN_SEARCH_LENGTH = 3

export type SuggestionCountry = (typeof SUGGESTION_COUNTRIES)[number]

/** 'Mi dirección' (typed) or 'Mi ubicación' (coordinates). */
export type AddressTab = 'address' | 'location'

/** The form as the diner fills it; names as the address object of 2-checkout.md §3. */
export interface AddressFields {
  direccion: string
  postalCode: string
  /** locality */
  city: string
  province: string
  entrecalles: string
  aclaraciones: string
}

export type AddressField = keyof AddressFields

export const ADDRESS_FIELDS: readonly AddressField[] = [
  'direccion',
  'postalCode',
  'city',
  'province',
  'entrecalles',
  'aclaraciones',
]

export interface Coordinates {
  lat: number
  lng: number
}

export interface AddressSettings {
  /** the local asks for postal code, province and locality too */
  complexInputs: boolean
  /** deliveryConfig.betweenStreetsRequired */
  betweenStreetsRequired: boolean
}

/** The address object the modal hands over. */
export interface Address extends AddressFields {
  /** street, postal code, city and province joined by commas, the blanks left out */
  formatted_address: string
  lat: number | null
  lng: number | null
}

/** One prediction of the address search (GET /api/geocoding/search). */
export interface AddressSuggestion {
  fullAddress: string
  street?: string | null
  number?: string | null
  city?: string | null
  /** the province */
  locality?: string | null
  postalCode?: string | null
  lat: number
  lng: number
}

export const EMPTY_ADDRESS: AddressFields = {
  direccion: '',
  postalCode: '',
  city: '',
  province: '',
  entrecalles: '',
  aclaraciones: '',
}

const blank = (value: string) => value.trim() === ''

/**
 * The message that keeps the modal open, or null when the address can be used. Only one is shown, in this
 * order: the address itself (with complex inputs on 'Mi ubicación', every required field at once), the
 * other complex fields, then between-streets.
 */
export function validateAddress(
  fields: AddressFields,
  settings: AddressSettings,
  tab: AddressTab,
): Message | null {
  const complexMissing = [fields.postalCode, fields.city, fields.province].some(blank)
  if (settings.complexInputs && tab === 'location' && (blank(fields.direccion) || complexMissing))
    return message('address.incomplete')
  if (blank(fields.direccion)) return message('address.enterAddress')
  if (settings.complexInputs && complexMissing) return message('address.incomplete')
  if (settings.betweenStreetsRequired && blank(fields.entrecalles))
    return message('address.enterBetweenStreets')
  return null
}

/** The one-line address; a province named as its city (CABA) is written once. */
export const formattedAddress = (
  fields: Pick<AddressFields, 'direccion' | 'postalCode' | 'city' | 'province'>,
) => joinAddressParts([fields.direccion, fields.postalCode, fields.city, fields.province])

export function buildAddress(fields: AddressFields, coordinates: Coordinates | null): Address {
  // field by field, not a spread: an Address passed here brings its own formatted_address and point
  const trimmed: AddressFields = {
    direccion: fields.direccion.trim(),
    postalCode: fields.postalCode.trim(),
    city: fields.city.trim(),
    province: fields.province.trim(),
    entrecalles: fields.entrecalles.trim(),
    aclaraciones: fields.aclaraciones.trim(),
  }
  return {
    ...trimmed,
    formatted_address: formattedAddress(trimmed),
    lat: coordinates?.lat ?? null,
    lng: coordinates?.lng ?? null,
  }
}

export const shouldSearch = (query: string) => query.trim().length >= MIN_SEARCH_LENGTH

/** A chosen prediction fills the address and the place fields it knows; what the diner typed elsewhere stays. */
export function fieldsFromSuggestion(fields: AddressFields, suggestion: AddressSuggestion): AddressFields {
  const street = [suggestion.street, suggestion.number].filter((part) => part?.trim()).join(' ')
  return {
    ...fields,
    direccion: street || suggestion.fullAddress,
    postalCode: suggestion.postalCode?.trim() || fields.postalCode,
    city: suggestion.city?.trim() || fields.city,
    province: suggestion.locality?.trim() || fields.province,
  }
}

/** Closing without an address is refused while the address is mandatory. */
export const closeRefusal = (mandatory: boolean): Message | null =>
  mandatory ? message('address.mustEnterAddress') : null
