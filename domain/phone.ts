import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js'

/** The countries a diner can pick in the phone input (1-storefront.md §5), in the order offered. */
export const PHONE_COUNTRIES = [
  'ar',
  'uy',
  'cl',
  'co',
  'pe',
  'br',
  've',
  'py',
  'mx',
  'ec',
  'bo',
  'us',
] as const
export type PhoneCountry = (typeof PHONE_COUNTRIES)[number]
export const DEFAULT_PHONE_COUNTRY: PhoneCountry = 'ar'

/** The customer look-up fires this long after the diner stops typing the phone (2-checkout.md §4). */
export const PHONE_LOOKUP_DEBOUNCE_MS = 500

export const isPhoneCountry = (value: string): value is PhoneCountry =>
  (PHONE_COUNTRIES as readonly string[]).includes(value)

/**
 * What a person types around a phone (spaces, dashes, dots, parentheses, letters) is dropped before use;
 * a leading '+' survives because it says the number already carries its country code.
 */
export function cleanPhone(raw: string): string {
  const trimmed = raw.trim()
  const digits = trimmed.replace(/\D/g, '')
  return trimmed.startsWith('+') && digits.length > 0 ? `+${digits}` : digits
}

const parse = (raw: string, country: PhoneCountry) => {
  const cleaned = cleanPhone(raw)
  if (cleaned.length === 0) return undefined
  return parsePhoneNumberFromString(cleaned, country.toUpperCase() as CountryCode)
}

/** A number is valid when it is a real number of the chosen country (or of the one its '+' prefix names). */
export function isValidPhone(raw: string, country: PhoneCountry = DEFAULT_PHONE_COUNTRY): boolean {
  return parse(raw, country)?.isValid() ?? false
}

/** The international form (+5491123456789) of a valid number, or undefined. */
export function toE164(raw: string, country: PhoneCountry = DEFAULT_PHONE_COUNTRY): string | undefined {
  const phone = parse(raw, country)
  return phone?.isValid() ? phone.number : undefined
}

const AR_MOBILE = /^\+549(\d{10})$/

/**
 * The key a customer is known by (look-up, orders, loyalty). Argentine mobiles are dialled with or without
 * the '9' after the country code ('11 2345-6789' and '+54 9 11 2345-6789' are the same diner), so the key
 * drops it; every other number is its international form. Undefined for an invalid number.
 */
export function customerPhoneKey(
  raw: string,
  country: PhoneCountry = DEFAULT_PHONE_COUNTRY,
): string | undefined {
  const e164 = toE164(raw, country)
  if (!e164) return undefined
  const mobile = AR_MOBILE.exec(e164)
  return mobile ? `+54${mobile[1]}` : e164
}
