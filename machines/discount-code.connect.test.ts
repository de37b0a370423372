import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import type { CodeDiscount } from '../domain/discount-code'
import { connectDiscountCode } from './discount-code.connect'
import { type DiscountCodeEvent, discountCodeMachine } from './discount-code.machine'
import { bigCart, MINIMO20, smallCart } from './discount-code.model'

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))
const press = {
  type: 'discount.buttonPressed',
  paymentId: 1,
  phone: '11 2345-6789',
  dataValid: true,
} as const

/** The machine with the server's answer (a code, or a 404), and the view over it. */
function viewed(answer: CodeDiscount | Error) {
  const machine = discountCodeMachine.provide({
    actors: {
      validateCode: fromPromise(async () => {
        if (answer instanceof Error) throw answer
        return answer
      }),
    },
  })
  const actor = createActor(machine, { input: { cart: smallCart } }).start()
  const sent: DiscountCodeEvent[] = []
  const send = (event: DiscountCodeEvent) => {
    sent.push(event)
    actor.send(event)
  }
  return { actor, sent, view: () => connectDiscountCode(actor.getSnapshot(), send) }
}

describe('connectDiscountCode', () => {
  it("starts empty: 'Aplicar' disabled, nothing applied", () => {
    const { view } = viewed(MINIMO20)
    expect(view()).toMatchObject({
      code: '',
      readOnly: false,
      notice: null,
      applied: null,
      buttonLabel: { key: 'discount.apply' },
      buttonDisabled: true,
      paymentChange: { asking: false },
    })
  })

  it("a typed code enables 'Aplicar'; while validated it reads 'Aplicando' and the field waits", () => {
    const { actor, view, sent } = viewed(MINIMO20)
    view().changeCode('MINIMO20')
    expect(sent).toEqual([{ type: 'discount.codeChanged', code: 'MINIMO20' }])
    expect(view()).toMatchObject({ code: 'MINIMO20', buttonDisabled: false })
    actor.send(press)
    expect(view()).toMatchObject({
      readOnly: true,
      buttonLabel: { key: 'discount.applying' },
      buttonDisabled: true,
    })
  })

  it("an applied code under its minimum reads 'No aplicado' with 'Continuar'; a bigger cart counts it", async () => {
    const { actor, view } = viewed(MINIMO20)
    view().changeCode('MINIMO20')
    actor.send(press)
    await settle()
    expect(view()).toMatchObject({
      applied: { counts: false },
      buttonLabel: { key: 'discount.continue' },
      buttonDisabled: false,
    })
    expect(view().notice).not.toBeNull()
    actor.send({ type: 'discount.cartChanged', cart: bigCart })
    expect(view()).toMatchObject({ applied: { counts: true, amount: 5000 }, notice: null })
  })

  it('a code the server does not know says so and offers Aplicar again', async () => {
    const { actor, view } = viewed(new Error('404'))
    view().changeCode('NADA')
    actor.send(press)
    await settle()
    expect(view()).toMatchObject({
      notice: { key: 'discount.notFound' },
      applied: null,
      buttonLabel: { key: 'discount.apply' },
      buttonDisabled: false,
    })
  })

  it('asks before a payment change deletes the code, and either answer sends its event', async () => {
    const { actor, view, sent } = viewed(MINIMO20)
    view().changeCode('MINIMO20')
    actor.send(press)
    await settle()
    actor.send({ type: 'discount.paymentChangeRequested', paymentId: 2 })
    expect(view().paymentChange).toMatchObject({
      asking: true,
      question: { key: 'discount.paymentChangeWarning' },
    })
    view().paymentChange.cancel()
    expect(view().paymentChange.asking).toBe(false)
    actor.send({ type: 'discount.paymentChangeRequested', paymentId: 2 })
    view().paymentChange.accept()
    expect(view()).toMatchObject({ code: '', applied: null, paymentChange: { asking: false } })
    expect(sent.map((e) => e.type)).toEqual([
      'discount.codeChanged',
      'discount.paymentChangeCancelled',
      'discount.paymentChangeAccepted',
    ])
  })
})
