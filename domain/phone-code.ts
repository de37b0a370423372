import { type Message, message } from './message'

/**
 * The one-time code that proves a diner owns a phone before its points are spent (issue 19): six digits,
 * as the server sends them (openapi.yaml PhoneCodeConfirmation.code).
 */
export const PHONE_CODE_LENGTH = 6

/** Digits only, at most six: what the code field keeps of what is typed or pasted. */
export const cleanPhoneCode = (raw: string) => raw.replace(/\D/g, '').slice(0, PHONE_CODE_LENGTH)

export const isPhoneCode = (code: string) => new RegExp(`^\\d{${PHONE_CODE_LENGTH}}$`).test(code)

/** What to tell the diner when the code could not be confirmed or sent, by the answer's status. */
export function phoneCodeError(status: number | undefined): Message {
  if (status === 400) return message('phoneCode.wrongCode')
  if (status === 429) return message('phoneCode.tooManyChecks')
  return message('phoneCode.sendFailed')
}
