import type { SnapshotFrom } from 'xstate'
import type { PhoneLookupEvent, phoneLookupMachine } from './phone-lookup.machine'

type Snapshot = SnapshotFrom<typeof phoneLookupMachine>
type Send = (event: PhoneLookupEvent) => void

export interface PhoneLookupView {
  /** the phone as typed */
  phone: string
  /** the opt-in box, sent with the order */
  optIn: boolean
  /** the venue is being asked about the phone (after the 500 ms pause in typing) */
  lookingUp: boolean
  changePhone: (phone: string) => void
  changeOptIn: (optIn: boolean) => void
}

/** The phone field of 'Mis datos' and its opt-in box (the checkout's phone look-up child). */
export function connectPhoneLookup(snapshot: Snapshot, send: Send): PhoneLookupView {
  return {
    phone: snapshot.context.phone,
    optIn: snapshot.context.optIn,
    lookingUp: snapshot.hasTag('busy'),
    changePhone: (phone) => send({ type: 'phone.changed', phone }),
    changeOptIn: (optIn) => send({ type: 'phone.optInChanged', optIn }),
  }
}
