import type { SnapshotFrom } from 'xstate'
import { type Message, message } from '../domain/message'
import type { DiscountCodeEvent, discountCodeMachine } from './discount-code.machine'

type Snapshot = SnapshotFrom<typeof discountCodeMachine>
type Send = (event: DiscountCodeEvent) => void

export interface DiscountCodeView {
  code: string
  /** the code is being validated: the field keeps what was sent */
  readOnly: boolean
  /** why the code failed, or why an applied one does not count */
  notice: Message | null
  /** 'Aplicado (-$500)' or 'No aplicado' once a code is applied; null before */
  applied: { counts: boolean; amount: number } | null
  /** the applied code's commercial terms (first purchase only, cap) */
  terms: readonly Message[]
  /** 'Aplicar', 'Aplicando' or 'Continuar' by state (2-checkout.md §4) */
  buttonLabel: Message
  buttonDisabled: boolean
  changeCode: (code: string) => void
  /** 'Si cambias el medio de pago…': asked before a payment change deletes the code */
  paymentChange: { asking: boolean; question: Message | null; accept: () => void; cancel: () => void }
}

const buttonLabelOf = (snapshot: Snapshot) =>
  snapshot.hasTag('labelApplying')
    ? message('discount.applying')
    : snapshot.hasTag('labelContinue')
      ? message('discount.continue')
      : message('discount.apply')

/**
 * The discount-code modal's view model: one field and one button whose label and state follow the code's
 * states. The button itself is the checkout's (it carries the payment and phone), so it is not here.
 */
export function connectDiscountCode(snapshot: Snapshot, send: Send): DiscountCodeView {
  const { context } = snapshot
  return {
    code: context.code,
    readOnly: snapshot.hasTag('busy'),
    notice: context.notice,
    applied: snapshot.hasTag('applied')
      ? { counts: snapshot.hasTag('counts'), amount: context.amount }
      : null,
    terms: context.terms,
    buttonLabel: buttonLabelOf(snapshot),
    buttonDisabled: snapshot.hasTag('buttonDisabled'),
    changeCode: (code) => send({ type: 'discount.codeChanged', code }),
    paymentChange: {
      asking: snapshot.hasTag('confirmingPaymentChange'),
      question: context.confirmation,
      accept: () => send({ type: 'discount.paymentChangeAccepted' }),
      cancel: () => send({ type: 'discount.paymentChangeCancelled' }),
    },
  }
}
