/**
 * Rider registration and shift rules (3-delivery.md §2.2, §4.4, §5): the phone a rider is known by, the
 * page variants, what each form needs before it is sent, and the bodies of the rider calls.
 */
import { type Message, message } from './message'
import { cleanPhone, isValidPhone, phoneKey } from './phone'
import { httpStatusOf, type Id } from './shipment'

// The page variants live apart so the route tree can check one without loading the phone rules.
export {
  isRiderPageVariant,
  RIDER_PAGE_VARIANTS,
  type RiderPageVariant,
  riderPagePath,
} from './rider-page'

export interface RiderForm {
  initPhone: string
  registerPhone: string
  name: string
  securityCode: string
}

export const EMPTY_RIDER_FORM: RiderForm = { initPhone: '', registerPhone: '', name: '', securityCode: '' }

/**
 * The phone a rider is stored and looked up by: the same key customers use, so '11 5555-0001' and
 * '+54 9 11 5555-0001' name the same rider. What is not a valid number is kept as its digits.
 */
export const riderPhoneKey = (raw: string) => phoneKey(raw) ?? cleanPhone(raw)

const blank = (value: string) => value.trim().length === 0

/** Phone intake: a phone is required and must be a valid number. */
export function validatePhoneIntake(phone: string): Message | null {
  if (blank(phone)) return message('rider.missingFields')
  if (!isValidPhone(phone)) return message('rider.invalidPhone')
  return null
}

/**
 * Registration: every field is required, both phone entries must name the same number, and that number
 * must be valid, in this order (the first failing rule is the one shown).
 */
export function validateRegistration(form: RiderForm): Message | null {
  if ([form.initPhone, form.registerPhone, form.name, form.securityCode].some(blank))
    return message('rider.missingFields')
  if (riderPhoneKey(form.initPhone) !== riderPhoneKey(form.registerPhone))
    return message('rider.phonesDontMatch')
  if (!isValidPhone(form.registerPhone)) return message('rider.invalidPhone')
  return null
}

/** Starting or ending a shift needs the rider's security code. */
export const validateShiftCode = (securityCode: string): Message | null =>
  blank(securityCode) ? message('rider.missingFields') : null

export interface Rider {
  id: Id
  name: string
  phone: string
  active: boolean
  [field: string]: unknown
}

/** Look-up answered 404: the phone is not registered with this venue. */
export const isUnknownRider = (error: unknown) => httpStatusOf(error) === 404

/** What a failed create or update says: 400 is a wrong security code, anything else the generic error. */
export const riderWriteError = (error: unknown): Message =>
  httpStatusOf(error) === 400 ? message('rider.wrongSecurityCode') : message('common.genericError')

/** Body of POST /api/rider/createwithcode: a new rider starts on shift. */
export const createRiderBody = (form: RiderForm, branchContactId: Id) => ({
  name: form.name.trim(),
  phone: riderPhoneKey(form.registerPhone),
  securityCode: form.securityCode.trim(),
  riderUser: { branchContact: { id: branchContactId } },
  active: true,
})

/** Body of PUT /api/rider/{id}/updatewithcode: the rider with the shift started (active) or ended. */
export const shiftBody = (rider: Rider, active: boolean, securityCode: string) => ({
  ...rider,
  active,
  securityCode: securityCode.trim(),
})
