import { describe, expect, it } from 'vitest'
import { type AnyEventObject, createActor, fromPromise } from 'xstate'
import { initialRedemption, LOYALTY_HISTORY_PAGE_SIZE, redemptionError } from '../domain/loyalty'
import { describeModel } from './graph/describe-model'
import {
  type LoyaltyHistoryPage,
  loyaltyRedemptionMachine,
  type PhoneCodeSent,
} from './loyalty-redemption.machine'
import { fullPage, lastPage, loyaltyRedemptionModel, puntosDemo } from './loyalty-redemption.model'

const notices = (emitted: AnyEventObject[]) =>
  emitted.filter((e) => e.type === 'notify').map((e) => (e.message as { key: string }).key)

describeModel(loyaltyRedemptionModel, {
  eachStep: ({ event, snapshot, emitted }) => {
    const { context } = snapshot
    if (event.type === 'loyalty.redeemOpened' && snapshot.matches('redeem'))
      expect(context.points).toBe(
        context.redeemed > 0
          ? context.redeemed
          : initialRedemption(context.programme, context.balance, context.orderAmount),
      )
    if (event.type === 'loyalty.redeemConfirmed' && snapshot.matches('redeem'))
      expect(context.error).toEqual(
        redemptionError(context.programme, context.balance, context.orderAmount, context.points),
      )
    for (const e of emitted.filter((e) => e.type === 'loyalty.pointsRedeemed')) {
      expect(e.amount).toBe(e.points)
      expect(e.points).toBe(context.redeemed)
    }
    // the history asks page n after n pages arrived, 20 rows each
    if (snapshot.matches({ info: 'loading' }))
      expect(context.history.length).toBe(context.page * LOYALTY_HISTORY_PAGE_SIZE)
    if (event.type === 'xstate.error.actor.claimReward') {
      const error = (event as unknown as { error: { message: string } }).error
      expect(notices(emitted)).toEqual([
        error.message.includes('already exists')
          ? 'loyalty.rewardAlreadyClaimed'
          : 'loyalty.rewardClaimFailed',
      ])
    }
    // points are spent only for the phone whose one-time code was confirmed
    if (snapshot.matches('redeem')) expect(context.verifiedPhone).toBe(context.phone)
    if (event.type === 'xstate.error.actor.confirmCode')
      expect(context.error).toEqual({ key: 'phoneCode.wrongCode' })
    if (event.type === 'xstate.error.actor.requestCode')
      expect(context.error).toEqual({ key: 'phoneCode.sendFailed' })
    if (snapshot.hasTag('codeEntry')) expect(context.code).toMatch(/^\d{0,6}$/)
    // a history page that failed leaves the spinner and says so; any other page clears it
    if (snapshot.matches({ info: 'failed' })) expect(context.error).toEqual({ key: 'loyalty.historyFailed' })
    else if (!snapshot.matches('redeem') && !snapshot.matches('signUp') && !snapshot.matches('verify'))
      expect(context.error).toBeNull()
  },
})

const input = {
  programme: puntosDemo,
  branchId: 1,
  branchContactId: 10,
  phone: '+541123456789',
  balance: 5000,
  orderAmount: 20_000,
  rewardId: 7,
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

/** A branch that does not ask for the one-time code: the redeem box opens after one round trip. */
const withoutCode = loyaltyRedemptionMachine.provide({
  actors: {
    requestCode: fromPromise<PhoneCodeSent, { branchId: number; phone: string }>(async () => ({
      required: false,
      sandboxCode: null,
    })),
  },
})

describe('loyalty-redemption', () => {
  it('starts the demo customer at 5.000 points and redeems them as 5.000 pesos', async () => {
    const actor = createActor(withoutCode, { input }).start()
    const emitted: AnyEventObject[] = []
    actor.on('*', (e) => emitted.push(e))
    actor.send({ type: 'loyalty.redeemOpened' })
    await settle()
    expect(actor.getSnapshot().context.points).toBe(5000)
    actor.send({ type: 'loyalty.redeemConfirmed' })
    expect(emitted).toEqual([{ type: 'loyalty.pointsRedeemed', points: 5000, amount: 5000 }])
    expect(actor.getSnapshot().matches('closed')).toBe(true)
  })

  it('refuses each limit with its own text', async () => {
    const actor = createActor(withoutCode, {
      input: { ...input, balance: 50_000, orderAmount: 14_000 },
    }).start()
    actor.send({ type: 'loyalty.redeemOpened' })
    await settle()
    const tryPoints = (points: number) => {
      actor.send({ type: 'loyalty.pointsChanged', points })
      actor.send({ type: 'loyalty.redeemConfirmed' })
      return actor.getSnapshot().context.error
    }
    expect(tryPoints(60_000)).toEqual({
      key: 'loyalty.overBalance',
      params: { name: 'Puntos Demo', n: '50.000' },
    })
    expect(tryPoints(12_000)).toEqual({
      key: 'loyalty.overProgrammeMax',
      params: { name: 'Puntos Demo', n: '10.000' },
    })
    expect(tryPoints(499)).toEqual({
      key: 'loyalty.underProgrammeMin',
      params: { name: 'Puntos Demo', n: '500' },
    })
    expect(tryPoints(9_000)).toEqual({
      key: 'loyalty.overOrderMax',
      params: { name: 'Puntos Demo', n: '7.000' },
    })
  })

  it('removes redeemed points the order no longer allows, saying why', async () => {
    const actor = createActor(withoutCode, { input }).start()
    const emitted: AnyEventObject[] = []
    actor.send({ type: 'loyalty.redeemOpened' })
    await settle()
    actor.send({ type: 'loyalty.redeemConfirmed' })
    actor.on('*', (e) => emitted.push(e))
    actor.send({ type: 'loyalty.orderChanged', orderAmount: 12_000 })
    expect(actor.getSnapshot().context.redeemed).toBe(5000)
    actor.send({ type: 'loyalty.orderChanged', orderAmount: 4_000 })
    expect(actor.getSnapshot().context.redeemed).toBe(0)
    expect(emitted).toEqual([
      {
        type: 'notify',
        level: 'info',
        message: { key: 'loyalty.overOrderMax', params: { name: 'Puntos Demo', n: '2.000' } },
      },
      { type: 'loyalty.pointsRedeemed', points: 0, amount: 0 },
    ])
  })

  it('a new phone drops the redeemed points', async () => {
    const actor = createActor(withoutCode, { input }).start()
    actor.send({ type: 'loyalty.redeemOpened' })
    await settle()
    actor.send({ type: 'loyalty.redeemConfirmed' })
    actor.send({ type: 'loyalty.customerChanged', phone: '+541155550002', balance: 0 })
    expect(actor.getSnapshot().context).toMatchObject({ redeemed: 0, balance: 0, phone: '+541155550002' })
  })

  it('pages the history 20 at a time while scrolling and stops at a short page', async () => {
    const asked: { offset: number; limit: number }[] = []
    const pages: LoyaltyHistoryPage[] = [fullPage, lastPage]
    const machine = loyaltyRedemptionMachine.provide({
      actors: {
        fetchHistory: fromPromise(async ({ input }) => {
          asked.push({ offset: input.offset, limit: input.limit })
          const page = pages.shift()
          if (!page) throw new Error('no more pages')
          return page
        }),
      },
    })
    const actor = createActor(machine, { input }).start()
    actor.send({ type: 'loyalty.infoOpened' })
    expect(actor.getSnapshot().hasTag('historyLoading')).toBe(true)
    await settle()
    expect(actor.getSnapshot().matches({ info: 'success' })).toBe(true)
    actor.send({ type: 'loyalty.historyEndReached' })
    await settle()
    expect(actor.getSnapshot().hasTag('historyComplete')).toBe(true)
    actor.send({ type: 'loyalty.historyEndReached' })
    expect(asked).toEqual([
      { offset: 0, limit: 20 },
      { offset: 20, limit: 20 },
    ])
    expect(actor.getSnapshot().context.history).toHaveLength(22)
  })

  it('validates the sign-up before claiming the reward with the customer key', async () => {
    const claims: unknown[] = []
    const machine = loyaltyRedemptionMachine.provide({
      actors: {
        claimReward: fromPromise(async ({ input }) => {
          claims.push(input)
          throw new Error('Loyalty reward already exists for this customer')
        }),
      },
    })
    const actor = createActor(machine, { input }).start()
    const emitted: AnyEventObject[] = []
    actor.on('*', (e) => emitted.push(e))
    actor.send({ type: 'loyalty.signUpOpened' })
    actor.send({ type: 'loyalty.signUpSubmitted' })
    expect(actor.getSnapshot().context.error).toEqual({ key: 'loyalty.allFieldsRequired' })
    actor.send({ type: 'loyalty.signUpChanged', form: { name: 'Ana', phone: '123', email: 'ana@demo.com' } })
    actor.send({ type: 'loyalty.signUpSubmitted' })
    expect(actor.getSnapshot().context.error).toEqual({ key: 'loyalty.invalidPhone' })
    actor.send({
      type: 'loyalty.signUpChanged',
      form: { name: 'Ana', phone: '9 11 2345-6789', email: 'ana@demo.com' },
    })
    actor.send({ type: 'loyalty.signUpSubmitted' })
    await settle()
    expect(claims).toEqual([
      {
        name: 'Ana',
        phone: '+541123456789',
        email: 'ana@demo.com',
        rewardId: 7,
        branchId: 1,
        branchContactId: 10,
      },
    ])
    expect(notices(emitted)).toEqual(['loyalty.rewardAlreadyClaimed'])
    expect(actor.getSnapshot().matches('closed')).toBe(true)
  })

  it('asks for the one-time code before the points, and spends them only once it is confirmed', async () => {
    const sent: unknown[] = []
    const confirmed: unknown[] = []
    const machine = loyaltyRedemptionMachine.provide({
      actors: {
        requestCode: fromPromise(async ({ input }) => {
          sent.push(input)
          return { required: true, sandboxCode: '482913' }
        }),
        confirmCode: fromPromise(async ({ input }) => {
          confirmed.push(input)
          if (input.code !== '482913') throw { status: 400 }
          return { phone: input.phone }
        }),
      },
    })
    const actor = createActor(machine, { input }).start()
    actor.send({ type: 'loyalty.redeemOpened' })
    expect(actor.getSnapshot().hasTag('verifyMode')).toBe(true)
    await settle()
    expect(sent).toEqual([{ branchId: 1, phone: '+541123456789' }])
    expect(actor.getSnapshot().context.sandboxCode).toBe('482913')
    actor.send({ type: 'loyalty.codeChanged', code: '48' })
    actor.send({ type: 'loyalty.codeSubmitted' })
    expect(actor.getSnapshot().context.error).toEqual({ key: 'phoneCode.codeFormat' })
    actor.send({ type: 'loyalty.codeChanged', code: '111 111' })
    actor.send({ type: 'loyalty.codeSubmitted' })
    await settle()
    expect(actor.getSnapshot().context.error).toEqual({ key: 'phoneCode.wrongCode' })
    expect(actor.getSnapshot().matches('redeem')).toBe(false)
    actor.send({ type: 'loyalty.codeChanged', code: '482-913' })
    actor.send({ type: 'loyalty.codeSubmitted' })
    await settle()
    expect(confirmed.at(-1)).toEqual({ branchId: 1, phone: '+541123456789', code: '482913' })
    expect(actor.getSnapshot().matches('redeem')).toBe(true)
    // proven once for this phone: closing and opening again goes straight to the points
    actor.send({ type: 'loyalty.closed' })
    actor.send({ type: 'loyalty.redeemOpened' })
    expect(actor.getSnapshot().matches('redeem')).toBe(true)
    // another phone is another owner: the code again
    actor.send({ type: 'loyalty.customerChanged', phone: '+541155550002', balance: 800 })
    actor.send({ type: 'loyalty.redeemOpened' })
    expect(actor.getSnapshot().hasTag('verifyMode')).toBe(true)
  })

  it('lets the diner ask again when the code did not go out', async () => {
    let calls = 0
    const machine = loyaltyRedemptionMachine.provide({
      actors: {
        requestCode: fromPromise<PhoneCodeSent, { branchId: number; phone: string }>(async () => {
          calls += 1
          if (calls === 1) throw { status: 503 }
          return { required: true, sandboxCode: null }
        }),
      },
    })
    const actor = createActor(machine, { input }).start()
    actor.send({ type: 'loyalty.redeemOpened' })
    await settle()
    expect(actor.getSnapshot().matches({ verify: 'failed' })).toBe(true)
    expect(actor.getSnapshot().context.error).toEqual({ key: 'phoneCode.sendFailed' })
    actor.send({ type: 'loyalty.codeResent' })
    await settle()
    expect(actor.getSnapshot().matches({ verify: 'entering' })).toBe(true)
    expect(actor.getSnapshot().context).toMatchObject({ error: null, sandboxCode: null })
  })

  it('opens nothing without a customer or a reward', () => {
    const actor = createActor(loyaltyRedemptionMachine, {
      input: { ...input, phone: null, rewardId: null },
    }).start()
    for (const type of ['loyalty.infoOpened', 'loyalty.redeemOpened', 'loyalty.signUpOpened'] as const)
      actor.send({ type })
    expect(actor.getSnapshot().matches('closed')).toBe(true)
  })
})
