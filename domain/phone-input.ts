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
