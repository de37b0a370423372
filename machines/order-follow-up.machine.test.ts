import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, SimulatedClock } from 'xstate'
import type { CardPaymentRequest, CardSubmission, CardToken } from '../domain/card'
import { describeModel } from './graph/describe-model'
import { type FetchedOrder, orderFollowUpMachine } from './order-follow-up.machine'
import { orderFollowUpModel, readyCard, samples } from './order-follow-up.model'

const notices = (emitted: { type: string; message?: { key: string } }[]) =>
  emitted.filter((e) => e.type === 'notify').map((e) => e.message?.key)
const logs = (emitted: { type: string }[]) => emitted.filter((e) => e.type === 'log')

const expectedPrompt = new Map<FetchedOrder, string>([
  [samples.payNow, 'pay'],
  [samples.payExpired, 'expired'],
  [samples.paid, 'none'],
  [samples.cash, 'none'],
  [samples.linkPayNow, 'pay'],
  [samples.processing, 'processing'],
])

describeModel(orderFollowUpModel, {
  eachStep: ({ event, snapshot, emitted }) => {
    const { context } = snapshot
    if (event.type === 'xstate.done.actor.fetchOrder' || event.type === 'xstate.done.actor.refreshOrder') {
      expect(context.paymentPrompt).toBe(expectedPrompt.get(event.output))
      expect(context.fetchedAt).toBe(event.output.now)
    }
    if (event.type === 'xstate.error.actor.fetchOrder') {
      expect(snapshot.hasTag('orderError')).toBe(true)
      expect(logs(emitted)).toHaveLength(1)
    }
    if (event.type === 'xstate.error.actor.refreshOrder') {
      // a failed refresh keeps the order on screen and is only logged
      expect(snapshot.matches({ loaded: 'idle' })).toBe(true)
      expect(context.order).not.toBeNull()
      expect(logs(emitted)).toHaveLength(1)
    }
    const expectedNotices: Record<string, string[]> = {
      'xstate.error.actor.createCardToken': ['checkout.cardTokenFailed'],
      'xstate.error.actor.sendCardPayment': ['checkout.cardPaymentFailed'],
      'xstate.error.actor.createPaymentUrl': ['checkout.paymentLinkFailed'],
    }
    expect(notices(emitted)).toEqual(expectedNotices[event.type] ?? [])
    // the card form opens only on a card order's pay prompt; a payment is sent only with a complete card
    if (snapshot.matches({ loaded: 'payingByCard' })) {
      expect(context.paymentPrompt).toBe('pay')
      expect(context.order?.paymentMethod).toBe('ONLINE_CARD')
    }
    if (snapshot.matches({ loaded: { payingByCard: 'creatingToken' } }))
      expect(context.card?.providerReady).toBe(true)
    if (snapshot.matches({ loaded: 'requestingLink' }))
      expect(context.order?.paymentMethod).toBe('PAYMENT_LINK')
    const redirects = emitted.filter((e) => e.type === 'payment.redirect')
    expect(redirects).toEqual(
      event.type === 'xstate.done.actor.createPaymentUrl'
        ? [{ type: 'payment.redirect', url: '/pago-sandbox/ws_1' }]
        : [],
    )
    if (event.type === 'xstate.done.actor.sendCardPayment') {
      expect(snapshot.matches({ loaded: 'waitingToRefresh' })).toBe(true)
      expect(context.outcomeAwaited).toBe(true)
    }
  },
})

const input = { alias: 'pizzeria-demo-palermo', orderCode: 'PD-1001' }
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

function harness(answers: FetchedOrder[]) {
  const calls = { fetch: 0, payments: [] as CardPaymentRequest[] }
  const machine = orderFollowUpMachine.provide({
    actors: {
      fetchOrder: fromPromise(async () => {
        const answer = answers[Math.min(calls.fetch, answers.length - 1)] as FetchedOrder
        calls.fetch += 1
        return answer
      }),
      createCardToken: fromPromise<CardToken, CardSubmission>(async () => ({
        token: 'tok_9',
        paymentMethodId: 'visa',
      })),
      sendCardPayment: fromPromise(async ({ input }) => {
        calls.payments.push(input)
      }),
    },
  })
  const clock = new SimulatedClock()
  const actor = createActor(machine, { input, clock }).start()
  return { actor, clock, calls }
}

describe('order follow-up', () => {
  it('refreshes 5 s after a payment update, not before', async () => {
    const { actor, clock, calls } = harness([samples.payNow, samples.paid])
    await settle()
    actor.send({ type: 'order.paymentUpdated' })
    clock.increment(4999)
    expect(calls.fetch).toBe(1)
    clock.increment(1)
    await settle()
    expect(calls.fetch).toBe(2)
    expect(actor.getSnapshot().context.paymentPrompt).toBe('none')
  })

  it('refreshes at once when the page becomes visible', async () => {
    const { actor, calls } = harness([samples.payNow])
    await settle()
    actor.send({ type: 'page.visible' })
    await settle()
    expect(calls.fetch).toBe(2)
  })

  it('pays an unpaid card order with the DNI digits, then refreshes after 5 s', async () => {
    const { actor, clock, calls } = harness([samples.payNow, samples.paid])
    await settle()
    actor.send({ type: 'order.payOpened' })
    actor.send({ type: 'order.payRequested', card: readyCard })
    await settle()
    await settle()
    expect(calls.payments).toEqual([
      {
        token: 'tok_9',
        paymentMethodId: 'visa',
        orderCode: 'PD-1001',
        cardName: 'Ana Pérez',
        identificationType: 'DNI',
        identificationNumber: '30123456',
      },
    ])
    expect(actor.getSnapshot().matches({ loaded: 'waitingToRefresh' })).toBe(true)
    clock.increment(5000)
    await settle()
    expect(actor.getSnapshot().context.paymentPrompt).toBe('none')
    expect(actor.getSnapshot().context.paymentOutcome).toBe('approved')
  })

  it('tells the outcome of a return from the provider at the first read', async () => {
    const machine = orderFollowUpMachine.provide({
      actors: { fetchOrder: fromPromise(async () => samples.paid) },
    })
    const actor = createActor(machine, { input: { ...input, providerReturn: true } }).start()
    await settle()
    expect(actor.getSnapshot().context.paymentOutcome).toBe('approved')
    const plain = createActor(machine, { input }).start()
    await settle()
    expect(plain.getSnapshot().context.paymentOutcome).toBeNull()
  })

  it('asks a payment-link order for a fresh link with its own total and sends the diner there', async () => {
    const asked: unknown[] = []
    const machine = orderFollowUpMachine.provide({
      actors: {
        fetchOrder: fromPromise(async () => samples.linkPayNow),
        createPaymentUrl: fromPromise(async ({ input: request }) => {
          asked.push(request)
          return { url: '/pago-sandbox/ws_2' }
        }),
      },
    })
    const actor = createActor(machine, { input }).start()
    const redirects: string[] = []
    actor.on('payment.redirect', (event) => redirects.push(event.url))
    await settle()
    actor.send({ type: 'order.payOpened' })
    await settle()
    expect(asked).toEqual([{ code: 'PD-1001', branchContactId: 1, amount: 20700 }])
    expect(redirects).toEqual(['/pago-sandbox/ws_2'])
    expect(actor.getSnapshot().matches({ loaded: 'idle' })).toBe(true)
  })

  it('offers no payment once the window expired or without a ready provider', async () => {
    const expired = harness([samples.payExpired])
    await settle()
    expired.actor.send({ type: 'order.payOpened' })
    expect(expired.actor.getSnapshot().matches({ loaded: 'idle' })).toBe(true)
    const notReady = harness([samples.payNow])
    await settle()
    notReady.actor.send({ type: 'order.payOpened' })
    notReady.actor.send({ type: 'order.payRequested', card: { ...readyCard, providerReady: false } })
    expect(notReady.actor.getSnapshot().matches({ loaded: { payingByCard: 'entering' } })).toBe(true)
    notReady.actor.send({ type: 'order.payRequested', card: { ...readyCard, cardName: ' ' } })
    expect(notReady.actor.getSnapshot().matches({ loaded: { payingByCard: 'entering' } })).toBe(true)
  })
})
