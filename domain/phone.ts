import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js'
import { cleanPhone } from './phone-dial'
import { DEFAULT_PHONE_COUNTRY, isPhoneCountry, type PhoneCountry } from './phone-input'

// The light half (countries in phone-input.ts, cleaning and dialling links in phone-dial.ts) lives apart, so
// a page that only shows a phone never loads libphonenumber's metadata; it is re-exported here for the
// callers that validate.
export { cleanPhone } from './phone-dial'
export {
  DEFAULT_PHONE_COUNTRY,
  isPhoneCountry,
  PHONE_COUNTRIES,
  PHONE_LOOKUP_DEBOUNCE_MS,
  type PhoneCountry,
} from './phone-input'

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
 * The key a phone is stored and looked up by (customers, orders, loyalty, abandoned carts, riders). Argentine
 * mobiles are dialled with or without the '9' after the country code ('11 2345-6789' and '+54 9 11 2345-6789'
 * are the same diner), so the key drops it; every other number is its international form. The country is
 * read case-blind ('AR' as a local stores it, 'ar' as the phone input picks it) and one the phone input does
 * not offer reads as Argentina. Undefined for an invalid number.
 */
export function phoneKey(raw: string, countryCode: string = DEFAULT_PHONE_COUNTRY): string | undefined {
  const country = countryCode.toLowerCase()
  const e164 = toE164(raw, isPhoneCountry(country) ? country : DEFAULT_PHONE_COUNTRY)
  if (!e164) return undefined
  const mobile = AR_MOBILE.exec(e164)
  return mobile ? `+54${mobile[1]}` : e164
}

/** The same function under its earlier name, kept so the machines and pages that call it need not change. */
export const customerPhoneKey: (raw: string, country?: PhoneCountry) => string | undefined = phoneKey

/**
 * A phone as every screen shows it: the national format of its country ('011 3028-1830' for
 * +541130281830), as a person dials it there. A number libphonenumber cannot read is shown as it came,
 * never hidden.
 */
export function formatPhone(raw: string, country: PhoneCountry = DEFAULT_PHONE_COUNTRY): string {
  const phone = parse(raw, country)
  return phone?.isValid() ? phone.formatNational() : raw
}
