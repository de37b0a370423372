import { describe, expect, it } from 'vitest'
import { type AnyEventObject, createActor, fromPromise } from 'xstate'
import type { CardPaymentRequest, CardSubmission, CardToken } from '../domain/card'
import { validateCheckout } from '../domain/checkout-validation'
import type { Message } from '../domain/message'
import { t } from '../i18n/t'
import {
  type CreatedOrder,
  checkoutSubmissionMachine,
  type OrderPayload,
  type PaymentMethodChangeRequest,
  type PlacedOrder,
} from './checkout-submission.machine'
import {
  checkoutSubmissionModel,
  invalidDrafts,
  placedOrder,
  requests,
  retriedCards,
  submissionInput,
  validDraft,
} from './checkout-submission.model'
import { describeModel } from './graph/describe-model'

const notices = (emitted: AnyEventObject[]) =>
  emitted.filter((e) => e.type === 'notify').map((e) => (e.message as Message).key)
const typesOf = (emitted: AnyEventObject[]) => emitted.map((e) => e.type)
const FOLLOW_UP = '/menu/pizzeria-demo-palermo/order/PD-1001?invalidCustomRedirect=true'

describeModel(checkoutSubmissionModel, {
  eachStep: ({ event, snapshot, emitted }) => {
    for (const e of emitted) if (e.type === 'notify') expect(t(e.message)).not.toMatch(/\{\w+\}/)
    expect(snapshot.hasTag('canSubmit')).toBe(snapshot.matches('idle'))
    if (event.type === 'checkout.submitted') {
      const failure = validateCheckout(event.request.draft)
      if (failure) {
        // the sample named after a check shows that check's message
        const name = Object.entries(invalidDrafts).find(
          ([, over]) => validateCheckout({ ...validDraft, ...over })?.key === failure.key,
        )?.[0]
        expect(failure.key).toBe(`checkout.${name}`)
        expect(notices(emitted)).toEqual([failure.key])
        expect(snapshot.matches('idle')).toBe(true)
      } else {
        expect(emitted).toEqual([])
        expect(snapshot.matches('creatingOrder')).toBe(true)
      }
    }
    if (event.type === 'xstate.error.actor.createOrder') {
      expect(snapshot.matches('idle')).toBe(true)
      expect(snapshot.context.request).toBeNull()
      if (event.error.errors) expect(typesOf(emitted)).toEqual(['checkout.revalidate'])
      else expect(notices(emitted)).toEqual(['checkout.orderFailed'])
    }
    if (event.type === 'xstate.done.actor.createOrder') {
      const request = snapshot.context.request
      expect(typesOf(emitted).slice(0, 1)).toEqual(['order.placed'])
      expect(typesOf(emitted).includes('payment.orderRecorded')).toBe(request?.paymentUpload === 'API')
    }
    const expectedNotice: Record<string, string> = {
      'xstate.error.actor.createPaymentUrl': 'checkout.paymentLinkFailed',
      'xstate.error.actor.createCardToken': 'checkout.cardTokenFailed',
      'xstate.error.actor.sendCardPayment': 'checkout.cardPaymentFailed',
    }
    const kiosk = snapshot.context.request?.kiosk === true
    if (expectedNotice[event.type]) {
      // a kiosk tells the failed card on its own screen (paymentError), not in a toast, and waits
      if (kiosk) {
        expect(notices(emitted)).toEqual([])
        expect(snapshot.matches('paymentRejected')).toBe(true)
        expect(snapshot.context.paymentError?.key).toBe(expectedNotice[event.type])
      } else expect(notices(emitted)).toEqual([expectedNotice[event.type]])
    }
    // the number (navigate) comes only after a paid card or 'Pagar en caja', never straight from a rejection
    if (snapshot.matches('paymentRejected')) {
      expect(kiosk).toBe(true)
      expect(typesOf(emitted)).not.toContain('navigate')
      expect(snapshot.hasTag('submitting')).toBe(false)
    }
    if (event.type === 'checkout.paymentRetried' && snapshot.matches('creatingCardToken')) {
      expect(snapshot.context.request?.card).toEqual(event.card)
      expect(snapshot.context.paymentError).toBeNull()
    }
    if (event.type === 'checkout.paymentRetried' && snapshot.matches('paymentRejected'))
      expect(notices(emitted)).toEqual(['checkout.cardFieldsRequired'])
    if (event.type === 'checkout.payAtCounterChosen') {
      expect(snapshot.matches('changingPaymentMethod')).toBe(true)
      expect(typesOf(emitted)).not.toContain('navigate')
    }
    if (event.type === 'xstate.done.actor.changePaymentMethod')
      expect(snapshot.matches('submitted')).toBe(true)
    if (event.type === 'xstate.error.actor.changePaymentMethod') {
      expect(snapshot.matches('paymentRejected')).toBe(true)
      expect(snapshot.context.paymentError?.key).toBe('kiosk.payAtCounterFailed')
    }
    if (snapshot.matches('submitted')) {
      const request = snapshot.context.request
      const effects = typesOf(emitted).filter((type) => type !== 'notify' && !type.startsWith('order.placed'))
      // an order not read back opens no WhatsApp: the follow-up offers the message instead
      const readBack = event.type !== 'xstate.error.actor.fetchPlacedOrder'
      const delivery = request?.consoleActive
        ? ['order-code.store', 'console.notify']
        : readBack
          ? ['open-external']
          : []
      expect(effects.filter((type) => type !== 'payment.orderRecorded')).toEqual([...delivery, 'navigate'])
      // a payment link obtained is where the diner goes; the provider returns them to the follow-up
      const link = request?.consoleActive ? snapshot.context.paymentUrl : null
      expect(emitted.find((e) => e.type === 'navigate')).toEqual(
        link
          ? { type: 'navigate', to: link, external: true, back: FOLLOW_UP }
          : { type: 'navigate', to: FOLLOW_UP },
      )
    }
    // a payment URL is asked for only for a payment link, a card token only for a ready card
    if (snapshot.matches('requestingPaymentUrl'))
      expect(snapshot.context.request?.draft.paymentMethod).toBe('PAYMENT_LINK')
    if (snapshot.matches('creatingCardToken'))
      expect(snapshot.context.request?.card?.providerReady).toBe(true)
  },
})

const settle = async () => {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0))
}

function harness(
  options: {
    paymentUrlFails?: boolean
    createOrderFails?: boolean
    rejectedPayments?: number
    methodChangeFails?: number
    readBackFails?: boolean
  } = {},
) {
  const calls = {
    methodChanges: [] as PaymentMethodChangeRequest[],
    orders: [] as OrderPayload[],
    payments: [] as CardPaymentRequest[],
    tokens: [] as CardSubmission[],
    urls: 0,
    readBacks: [] as { branchContactId: number; code: string }[],
  }
  let rejections = options.rejectedPayments ?? 0
  let methodChangeFailures = options.methodChangeFails ?? 0
  const machine = checkoutSubmissionMachine.provide({
    actors: {
      createOrder: fromPromise<CreatedOrder, OrderPayload>(async ({ input }) => {
        calls.orders.push(input)
        if (options.createOrderFails) throw new Error('500')
        return { id: 501, code: 'PD-1001' }
      }),
      createPaymentUrl: fromPromise(async () => {
        calls.urls += 1
        if (options.paymentUrlFails) throw new Error('502')
        return { url: 'https://pagos.example/l/PD-1001' }
      }),
      createCardToken: fromPromise<CardToken, CardSubmission>(async ({ input }) => {
        calls.tokens.push(input)
        return { token: 'tok_7', paymentMethodId: 'visa' }
      }),
      sendCardPayment: fromPromise<void, CardPaymentRequest>(async ({ input }) => {
        calls.payments.push(input)
        if (rejections-- > 0) throw Object.assign(new Error('402'), { status: 402 })
      }),
      fetchPlacedOrder: fromPromise<PlacedOrder, { branchContactId: number; code: string }>(
        async ({ input }) => {
          calls.readBacks.push(input)
          if (options.readBackFails) throw new Error('503')
          return placedOrder
        },
      ),
      changePaymentMethod: fromPromise<void, PaymentMethodChangeRequest>(async ({ input }) => {
        calls.methodChanges.push(input)
        if (methodChangeFailures-- > 0) throw Object.assign(new Error('409'), { status: 409 })
      }),
    },
  })
  const emitted: AnyEventObject[] = []
  const actor = createActor(machine, { input: submissionInput })
  actor.on('*', (e) => emitted.push(e))
  actor.start()
  return { actor, calls, emitted }
}

describe('checkout submission', () => {
  it('creates one order however many times the button is pressed', async () => {
    const { actor, calls } = harness()
    actor.send({ type: 'checkout.submitted', request: requests.cashByWhatsApp })
    actor.send({ type: 'checkout.submitted', request: requests.cashByWhatsApp })
    await settle()
    actor.send({ type: 'checkout.submitted', request: requests.cashByWhatsApp })
    expect(calls.orders).toHaveLength(1)
    expect(actor.getSnapshot().status).toBe('done')
  })

  it('reads the order back, opens WhatsApp with the local phone and that answer, then the follow-up', async () => {
    const { actor, calls, emitted } = harness()
    actor.send({ type: 'checkout.submitted', request: requests.cashByWhatsApp })
    await settle()
    expect(calls.readBacks).toEqual([{ branchContactId: 10, code: 'PD-1001' }])
    expect(emitted.filter((e) => e.type !== 'order.placed')).toEqual([
      { type: 'open-external', target: 'whatsapp', phone: '+5491140000001', order: placedOrder },
      { type: 'navigate', to: FOLLOW_UP },
    ])
  })

  it('goes on to the follow-up without WhatsApp when the order cannot be read back', async () => {
    const { actor, emitted } = harness({ readBackFails: true })
    actor.send({ type: 'checkout.submitted', request: requests.cashByWhatsApp })
    await settle()
    expect(typesOf(emitted)).toEqual(['order.placed', 'navigate'])
  })

  it('reads nothing back for a local with the orders console', async () => {
    const { actor, calls } = harness()
    actor.send({ type: 'checkout.submitted', request: requests.cardInConsole })
    await settle()
    expect(calls.readBacks).toEqual([])
  })

  it('goes on without a link when the payment link fails', async () => {
    const { actor, calls, emitted } = harness({ paymentUrlFails: true })
    actor.send({ type: 'checkout.submitted', request: requests.linkInConsole })
    await settle()
    expect(calls.urls).toBe(1)
    expect(notices(emitted)).toEqual(['checkout.paymentLinkFailed'])
    expect(typesOf(emitted)).toContain('navigate')
    expect(emitted.find((e) => e.type === 'order-code.store')).toEqual({
      type: 'order-code.store',
      code: 'PD-1001',
    })
  })

  it('sends the diner to a payment link as soon as the order has one', async () => {
    const { actor, emitted } = harness()
    actor.send({ type: 'checkout.submitted', request: requests.linkInConsole })
    await settle()
    expect(emitted.at(-1)).toEqual({
      type: 'navigate',
      to: 'https://pagos.example/l/PD-1001',
      external: true,
      back: FOLLOW_UP,
    })
  })

  it('pays by card for the new order with the holder DNI', async () => {
    const { actor, calls } = harness()
    actor.send({ type: 'checkout.submitted', request: requests.cardInConsole })
    await settle()
    expect(calls.payments).toEqual([
      {
        token: 'tok_7',
        paymentMethodId: 'visa',
        orderCode: 'PD-1001',
        cardName: 'Ana Pérez',
        identificationType: 'DNI',
        identificationNumber: '30123456',
      },
    ])
  })

  it('lets the diner press again after a failed order', async () => {
    const { actor, calls, emitted } = harness({ createOrderFails: true })
    actor.send({ type: 'checkout.submitted', request: requests.cashByWhatsApp })
    await settle()
    expect(notices(emitted)).toEqual(['checkout.orderFailed'])
    actor.send({ type: 'checkout.submitted', request: requests.cashByWhatsApp })
    await settle()
    expect(calls.orders).toHaveLength(2)
  })

  it('sends nothing for an invalid draft', async () => {
    const { actor, calls, emitted } = harness()
    actor.send({
      type: 'checkout.submitted',
      request: { ...requests.cashByWhatsApp, draft: { ...validDraft, phone: '' } },
    })
    await settle()
    expect(calls.orders).toHaveLength(0)
    expect(notices(emitted)).toEqual(['checkout.phoneRequired'])
  })

  it('on a phone, a rejected card goes on to the follow-up, where the order stays payable', async () => {
    const { actor, emitted } = harness({ rejectedPayments: 1 })
    actor.send({ type: 'checkout.submitted', request: requests.cardInConsole })
    await settle()
    expect(notices(emitted)).toEqual(['checkout.cardPaymentFailed'])
    expect(emitted.find((e) => e.type === 'navigate')).toEqual({ type: 'navigate', to: FOLLOW_UP })
  })

  it('on a kiosk, a rejected card shows the error and no number; a retry that pays goes on', async () => {
    const { actor, calls, emitted } = harness({ rejectedPayments: 1 })
    actor.send({ type: 'checkout.submitted', request: requests.cardOnKiosk })
    await settle()
    expect(actor.getSnapshot().hasTag('paymentRejected')).toBe(true)
    expect(actor.getSnapshot().context.paymentError).toEqual({ key: 'checkout.cardPaymentFailed' })
    expect(typesOf(emitted)).not.toContain('navigate')
    // a second press of the order button creates no second order
    actor.send({ type: 'checkout.submitted', request: requests.cardOnKiosk })
    actor.send({ type: 'checkout.paymentRetried', card: retriedCards.ready })
    await settle()
    expect(calls.orders).toHaveLength(1)
    // the same order paid again, with the card typed in after the rejection
    expect(calls.payments.map((p) => p.orderCode)).toEqual(['PD-1001', 'PD-1001'])
    expect(calls.tokens.map((card) => card.paymentMethodId)).toEqual(['visa', 'master'])
    expect(actor.getSnapshot().context.paymentError).toBeNull()
    expect(emitted.find((e) => e.type === 'navigate')).toEqual({ type: 'navigate', to: FOLLOW_UP })
  })

  it("on a kiosk, 'Pagar en caja' after a rejected card places the order unpaid, without a new payment", async () => {
    const { actor, calls, emitted } = harness({ rejectedPayments: 2 })
    actor.send({ type: 'checkout.submitted', request: requests.cardOnKiosk })
    await settle()
    actor.send({ type: 'checkout.paymentRetried', card: retriedCards.unreadable })
    expect(notices(emitted)).toEqual(['checkout.cardFieldsRequired'])
    expect(calls.payments).toHaveLength(1)
    actor.send({ type: 'checkout.paymentRetried', card: retriedCards.ready })
    await settle()
    expect(actor.getSnapshot().hasTag('paymentRejected')).toBe(true)
    expect(calls.payments).toHaveLength(2)
    actor.send({ type: 'checkout.payAtCounterChosen' })
    await settle()
    expect(calls.payments).toHaveLength(2)
    // the same order becomes cash, unpaid, before its number shows
    expect(calls.methodChanges).toEqual([{ code: 'PD-1001', paymentMethod: 'CASH' }])
    expect(typesOf(emitted).slice(-3)).toEqual(['order-code.store', 'console.notify', 'navigate'])
    expect(actor.getSnapshot().status).toBe('done')
  })

  it("on a kiosk, a refused 'Pagar en caja' stays on the rejection with its reason; pressing again goes on", async () => {
    const { actor, calls, emitted } = harness({ rejectedPayments: 1, methodChangeFails: 1 })
    actor.send({ type: 'checkout.submitted', request: requests.cardOnKiosk })
    await settle()
    actor.send({ type: 'checkout.payAtCounterChosen' })
    await settle()
    expect(actor.getSnapshot().hasTag('paymentRejected')).toBe(true)
    expect(actor.getSnapshot().context.paymentError).toEqual({ key: 'kiosk.payAtCounterFailed' })
    expect(typesOf(emitted)).not.toContain('navigate')
    actor.send({ type: 'checkout.payAtCounterChosen' })
    await settle()
    expect(calls.methodChanges).toHaveLength(2)
    expect(actor.getSnapshot().status).toBe('done')
  })
})
