import type { CodeDiscount, DiscountCart } from '../domain/discount-code'
import { discountCodeMachine } from './discount-code.machine'
import { defineModel } from './graph/model'

export const MINIMO20: CodeDiscount = {
  id: 2,
  code: 'MINIMO20',
  type: 'PERCENT',
  value: 20,
  minimumOrderAmount: 20_000,
}
export const FLASH: CodeDiscount = { id: 5, code: 'FLASH', type: 'PERCENT', value: 10, limitedUsage: true }
export const PARTNER: CodeDiscount = {
  id: 9,
  code: 'SOCIO',
  type: 'PERCENT',
  value: 15,
  externalBenefitType: 'PARTNER',
}

export const smallCart: DiscountCart = {
  subtotal: 10_000,
  deliveryFee: 1_500,
  plateIds: [101],
  categoryIds: [7],
  isFirstPurchase: true,
}
export const bigCart: DiscountCart = { ...smallCart, subtotal: 25_000 }

export const discountCodeModel = defineModel({
  name: 'discount-code',
  description:
    'Discount-code modal and applied code: prerequisites, validation, conditions re-checked on cart changes, 180 s expiry of limited codes, payment-change confirmation, partner benefit locked.',
  machine: discountCodeMachine,
  input: { cart: smallCart },
  events: [
    { type: 'discount.codeChanged', code: 'MINIMO20' },
    { type: 'discount.codeChanged', code: '' },
    { type: 'discount.buttonPressed', paymentId: null, phone: '11 2345-6789', dataValid: true },
    { type: 'discount.buttonPressed', paymentId: 1, phone: '12', dataValid: true },
    { type: 'discount.buttonPressed', paymentId: 1, phone: '11 2345-6789', dataValid: true },
    { type: 'xstate.done.actor.validateCode', output: MINIMO20 },
    { type: 'xstate.done.actor.validateCode', output: FLASH },
    { type: 'xstate.error.actor.validateCode', error: { status: 404 } },
    { type: 'discount.cartChanged', cart: bigCart },
    { type: 'discount.paymentChangeRequested', paymentId: 2 },
    { type: 'discount.externalBenefitReceived', benefit: PARTNER },
  ],
})
