import { describe, expect, it } from 'vitest'
import { type AnyEventObject, createActor, fromPromise, SimulatedClock } from 'xstate'
import {
  CODE_TIME_LIMIT_MS,
  type CodeDiscount,
  codeDiscountAmount,
  conditionFailure,
} from '../domain/discount-code'
import { discountCodeMachine, type ValidateCodeRequest } from './discount-code.machine'
import { bigCart, discountCodeModel, FLASH, MINIMO20, PARTNER, smallCart } from './discount-code.model'
import { describeModel } from './graph/describe-model'

const notices = (emitted: AnyEventObject[]) =>
  emitted.filter((e) => e.type === 'notify').map((e) => (e.message as { key: string }).key)

describeModel(discountCodeModel, {
  eachStep: ({ event, snapshot, emitted }) => {
    const { context } = snapshot
    // exactly one button label, and the button is disabled while loading or with no code
    const labels = ['labelApply', 'labelApplying', 'labelContinue'].filter((t) => snapshot.hasTag(t))
    expect(labels).toHaveLength(1)
    expect(snapshot.hasTag('buttonDisabled')).toBe(
      snapshot.matches('loading') || (snapshot.matches('initial') && context.code.trim() === ''),
    )
    if (snapshot.matches({ success: 'allowed' }) && context.applied) {
      expect(context.amount).toBe(codeDiscountAmount(context.applied, context.cart))
      expect(context.notice).toBeNull()
    }
    if (snapshot.matches({ success: 'notAllowed' }) && context.applied) {
      expect(context.amount).toBe(0)
      expect(context.notice).toEqual(conditionFailure(context.applied, context.cart))
    }
    if (!snapshot.matches('success')) expect(context.amount).toBe(0)
    if (event.type === 'xstate.error.actor.validateCode') {
      expect(snapshot.matches('failed')).toBe(true)
      expect(notices(emitted)).toEqual(['discount.notFound'])
    }
    if (event.type.startsWith('xstate.after.')) {
      expect(notices(emitted)).toEqual(['discount.expired'])
      expect(snapshot.matches({ initial: 'empty' })).toBe(true)
    }
    const paymentChanges = emitted.filter((e) => e.type === 'discount.paymentChanged')
    if (paymentChanges.length > 0)
      expect(['discount.paymentChangeRequested', 'discount.paymentChangeAccepted']).toContain(event.type)
    if (event.type === 'discount.paymentChangeAccepted') {
      expect(paymentChanges).toEqual([{ type: 'discount.paymentChanged', paymentId: 2 }])
      expect(context.applied).toBeNull()
    }
    // a partner's benefit survives everything but an order-mode change
    if (context.applied && snapshot.matches('success') && event.type !== 'discount.externalBenefitReceived')
      expect(snapshot.can({ type: 'discount.deletePressed' })).toBe(
        context.applied.externalBenefitType == null,
      )
    if (snapshot.hasTag('confirmingPaymentChange'))
      expect(context.confirmation).toEqual({ key: 'discount.paymentChangeWarning' })
  },
})

function start(validate: (request: ValidateCodeRequest) => CodeDiscount | undefined = () => MINIMO20) {
  const clock = new SimulatedClock()
  const requests: ValidateCodeRequest[] = []
  const machine = discountCodeMachine.provide({
    actors: {
      validateCode: fromPromise(async ({ input }) => {
        requests.push(input)
        const found = validate(input)
        if (!found) throw new Error('404')
        return found
      }),
    },
  })
  const actor = createActor(machine, { input: { cart: smallCart }, clock }).start()
  const emitted: AnyEventObject[] = []
  actor.on('*', (e) => emitted.push(e))
  return { actor, clock, requests, emitted }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))
const ready = {
  type: 'discount.buttonPressed',
  paymentId: 1,
  phone: '+54 9 11 2345-6789',
  dataValid: true,
} as const

describe('discount-code', () => {
  it('asks for a payment method first, then for valid data', () => {
    const { actor, requests, emitted } = start()
    actor.send({ type: 'discount.codeChanged', code: 'MINIMO20' })
    actor.send({ ...ready, paymentId: null })
    actor.send({ ...ready, dataValid: false })
    actor.send({ ...ready, phone: '12' })
    expect(notices(emitted)).toEqual([
      'discount.paymentRequired',
      'discount.dataRequired',
      'discount.dataRequired',
    ])
    expect(requests).toEqual([])
    expect(actor.getSnapshot().matches({ initial: 'filled' })).toBe(true)
  })

  it('validates the trimmed code with the customer key of the phone', async () => {
    const { actor, requests } = start()
    actor.send({ type: 'discount.codeChanged', code: ' MINIMO20 ' })
    actor.send(ready)
    expect(actor.getSnapshot().hasTag('labelApplying')).toBe(true)
    await settle()
    expect(requests).toEqual([{ code: 'MINIMO20', paymentId: 1, phone: '+541123456789' }])
  })

  it("reads 'No aplicado' below the minimum and 'Aplicado' once the cart reaches it", async () => {
    const { actor } = start()
    actor.send({ type: 'discount.codeChanged', code: 'MINIMO20' })
    actor.send(ready)
    await settle()
    expect(actor.getSnapshot().hasTag('notCounted')).toBe(true)
    expect(actor.getSnapshot().context.notice).toEqual({
      key: 'discount.minimumAmount',
      params: { amount: { money: 20_000 } },
    })
    actor.send({ type: 'discount.cartChanged', cart: bigCart })
    expect(actor.getSnapshot().hasTag('counts')).toBe(true)
    expect(actor.getSnapshot().context.amount).toBe(5_000)
    actor.send({ type: 'discount.cartChanged', cart: smallCart })
    expect(actor.getSnapshot().hasTag('notCounted')).toBe(true)
    expect(actor.getSnapshot().context.amount).toBe(0)
  })

  it('fails with the not-found text and lets the diner type again', async () => {
    const { actor, emitted } = start(() => undefined)
    actor.send({ type: 'discount.codeChanged', code: 'NOEXISTE' })
    actor.send(ready)
    await settle()
    expect(actor.getSnapshot().matches('failed')).toBe(true)
    expect(notices(emitted)).toEqual(['discount.notFound'])
    actor.send({ type: 'discount.codeChanged', code: 'NOEXIST' })
    expect(actor.getSnapshot().matches({ initial: 'filled' })).toBe(true)
    expect(actor.getSnapshot().context.notice).toBeNull()
  })

  it('removes a limited-usage code 180 s after it was applied, cart changes notwithstanding', async () => {
    const { actor, clock, emitted } = start(() => FLASH)
    actor.send({ type: 'discount.codeChanged', code: 'FLASH' })
    actor.send(ready)
    await settle()
    clock.increment(CODE_TIME_LIMIT_MS / 2)
    actor.send({ type: 'discount.cartChanged', cart: bigCart })
    clock.increment(CODE_TIME_LIMIT_MS / 2 - 1)
    expect(actor.getSnapshot().hasTag('applied')).toBe(true)
    clock.increment(1)
    expect(actor.getSnapshot().matches({ initial: 'empty' })).toBe(true)
    expect(notices(emitted)).toEqual(['discount.expired'])
  })

  it('keeps an ordinary code without a time limit', async () => {
    const { actor, clock } = start()
    actor.send({ type: 'discount.codeChanged', code: 'MINIMO20' })
    actor.send(ready)
    await settle()
    clock.increment(CODE_TIME_LIMIT_MS * 2)
    expect(actor.getSnapshot().hasTag('applied')).toBe(true)
  })

  it('asks before a payment change deletes the code; cancel changes nothing', async () => {
    const { actor, emitted } = start()
    actor.send({ type: 'discount.codeChanged', code: 'MINIMO20' })
    actor.send(ready)
    await settle()
    actor.send({ type: 'discount.paymentChangeRequested', paymentId: 3 })
    expect(actor.getSnapshot().hasTag('confirmingPaymentChange')).toBe(true)
    actor.send({ type: 'discount.paymentChangeCancelled' })
    expect(actor.getSnapshot().context.applied).toEqual(MINIMO20)
    expect(emitted.filter((e) => e.type === 'discount.paymentChanged')).toEqual([])
    actor.send({ type: 'discount.paymentChangeRequested', paymentId: 3 })
    actor.send({ type: 'discount.paymentChangeAccepted' })
    expect(actor.getSnapshot().context.applied).toBeNull()
    expect(emitted.filter((e) => e.type === 'discount.paymentChanged')).toEqual([
      { type: 'discount.paymentChanged', paymentId: 3 },
    ])
  })

  it('changes the payment without asking when the code stays valid for it', async () => {
    const { actor, emitted } = start(() => ({ ...MINIMO20, paymentTypeIds: [1, 3] }))
    actor.send({ type: 'discount.codeChanged', code: 'MINIMO20' })
    actor.send(ready)
    await settle()
    actor.send({ type: 'discount.paymentChangeRequested', paymentId: 3 })
    expect(actor.getSnapshot().hasTag('applied')).toBe(true)
    expect(emitted.filter((e) => e.type === 'discount.paymentChanged')).toHaveLength(1)
  })

  it("keeps a partner's benefit through deletes, typing, schedule and phone changes, not a mode change", () => {
    const { actor } = start()
    actor.send({ type: 'discount.externalBenefitReceived', benefit: PARTNER })
    for (const type of [
      'discount.deletePressed',
      'discount.scheduleChanged',
      'discount.phoneChanged',
    ] as const)
      actor.send({ type })
    actor.send({ type: 'discount.codeChanged', code: 'OTRO' })
    expect(actor.getSnapshot().context.applied).toEqual(PARTNER)
    actor.send({ type: 'discount.orderModeChanged' })
    expect(actor.getSnapshot().context.applied).toBeNull()
    expect(actor.getSnapshot().matches({ initial: 'empty' })).toBe(true)
  })

  it('clears an ordinary code on a switch to or from scheduled', async () => {
    const { actor } = start()
    actor.send({ type: 'discount.codeChanged', code: 'MINIMO20' })
    actor.send(ready)
    await settle()
    actor.send({ type: 'discount.scheduleChanged' })
    expect(actor.getSnapshot().context.applied).toBeNull()
  })

  it('Continuar closes the modal', async () => {
    const { actor, emitted } = start()
    actor.send({ type: 'discount.codeChanged', code: 'MINIMO20' })
    actor.send(ready)
    await settle()
    expect(actor.getSnapshot().hasTag('labelContinue')).toBe(true)
    actor.send(ready)
    expect(emitted.map((e) => e.type)).toContain('discount.dismissed')
  })
})
