import type { LoyaltyProgramme } from '../domain/loyalty'
import { defineModel } from './graph/model'
import type { LoyaltyHistoryRow } from './loyalty-redemption.machine'
import { loyaltyRedemptionMachine } from './loyalty-redemption.machine'

/** 'Puntos Demo' of the demo tenant */
export const puntosDemo: LoyaltyProgramme = {
  active: true,
  name: 'Puntos Demo',
  orderPercentage: 5,
  minRedeemedPoints: 500,
  maxRedeemedPoints: 10_000,
  maxRedeemedPercentage: 50,
  branchContactIds: [10],
}

const row = (i: number): LoyaltyHistoryRow => ({
  orderCode: `A${1000 + i}`,
  createdAt: '2025-03-01T12:00:00.000Z',
  amount: 250,
  postBalance: 5000,
})
export const fullPage = { history: Array.from({ length: 20 }, (_, i) => row(i)), loyaltyPointsBalance: 5000 }
export const lastPage = { history: [row(20), row(21)], loyaltyPointsBalance: 5000 }

const validForm = { name: 'Cliente Demo', phone: '11 2345-6789', email: 'cliente@demo.com' }

export const loyaltyRedemptionModel = defineModel({
  name: 'loyalty-redemption',
  description:
    "Loyalty modal 'Mis {name}': info with paged history, redeem with the four limits after the phone's one-time code, and the sign-up that claims the link's reward once.",
  machine: loyaltyRedemptionMachine,
  input: {
    programme: puntosDemo,
    branchId: 1,
    branchContactId: 10,
    phone: '+541123456789',
    balance: 5000,
    orderAmount: 20_000,
    rewardId: 7,
  },
  events: [
    { type: 'loyalty.pointsChanged', points: 100 },
    { type: 'loyalty.pointsChanged', points: 6000 },
    { type: 'loyalty.orderChanged', orderAmount: 4000 },
    { type: 'loyalty.customerChanged', phone: null, balance: 0 },
    { type: 'xstate.done.actor.history', output: fullPage },
    { type: 'xstate.done.actor.history', output: lastPage },
    { type: 'xstate.error.actor.history', error: { status: 500 } },
    { type: 'xstate.done.actor.requestCode', output: { required: true, sandboxCode: '482913' } },
    { type: 'xstate.done.actor.requestCode', output: { required: false, sandboxCode: null } },
    { type: 'xstate.error.actor.requestCode', error: { status: 503 } },
    { type: 'loyalty.codeChanged', code: '48' },
    { type: 'loyalty.codeChanged', code: '482 913' },
    { type: 'xstate.done.actor.confirmCode', output: { phone: '+541123456789' } },
    { type: 'xstate.error.actor.confirmCode', error: { status: 400 } },
    { type: 'loyalty.signUpChanged', form: { ...validForm, phone: '12' } },
    { type: 'loyalty.signUpChanged', form: validForm },
    {
      type: 'xstate.done.actor.claimReward',
      output: { id: 7, rewardAmount: 1000, done: true },
    },
    { type: 'xstate.error.actor.claimReward', error: { message: 'Loyalty reward already exists' } },
    { type: 'xstate.error.actor.claimReward', error: { message: 'Service unavailable' } },
  ],
  // Explored up to: a second history page, the order shrinking, the phone changing. Past those the
  // graph would only repeat the same rules with other numbers.
  stopWhen: (snapshot) =>
    snapshot.context.history.length > 20 ||
    snapshot.context.orderAmount !== 20_000 ||
    snapshot.context.phone === null,
})
