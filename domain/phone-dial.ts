// The menu's call and WhatsApp links dial the venue's numbers: these two rules travel with the menu, apart
// from the phone input's (domain/phone-input.ts), which only the checkout and the account show.

/**
 * What a person types around a phone (spaces, dashes, dots, parentheses, letters) is dropped before use;
 * a leading '+' survives because it says the number already carries its country code.
 */
export function cleanPhone(raw: string): string {
  const trimmed = raw.trim()
  const digits = trimmed.replace(/\D/g, '')
  return trimmed.startsWith('+') && digits.length > 0 ? `+${digits}` : digits
}

/** E.164 allows at most 15 digits; the shortest numbers in use have 8 with their country code. */
const DIALLABLE = /^\+\d{8,15}$/

/**
 * The number a tel: or wa.me link dials, for a number the venue configured (its call and WhatsApp phones):
 * the international form without validating against the numbering plan, which would need libphonenumber's
 * metadata on the menu's first load. A number written with its '+' keeps its digits; one written the
 * national way gets the country's calling code after its trunk '0'. Undefined when it cannot be dialled.
 */
export function dialNumber(raw: string, callingCode = '54'): string | undefined {
  const cleaned = cleanPhone(raw)
  const international = cleaned.startsWith('+') ? cleaned : `+${callingCode}${cleaned.replace(/^0/, '')}`
  return cleaned.length > 0 && DIALLABLE.test(international) ? international : undefined
}
