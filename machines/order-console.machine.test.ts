import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { describeModel } from './graph/describe-model'
import {
  type ConsoleCardOrder,
  type OrderConsoleEmitted,
  orderConsoleMachine,
  type TransitionRequest,
} from './order-console.machine'
import {
  ARRIVED_AT,
  acceptedDelivery,
  newDelivery,
  orderConsoleModel,
  readyTakeAway,
} from './order-console.model'

const notices = (emitted: { type: string; message?: { key: string } }[]) =>
  emitted.filter((e) => e.type === 'notify').map((e) => e.message?.key)

describeModel(orderConsoleModel, {
  eachStep: ({ event, snapshot, emitted }) => {
    if (snapshot.matches('sending')) expect(snapshot.context.pending).not.toBeNull()
    if (snapshot.matches('idle')) expect(snapshot.context.pending).toBeNull()
    const expected: Record<string, (string | undefined)[]> = {
      'xstate.done.actor.transition': [],
      'xstate.error.actor.transition':
        'error' in event && (event.error as { status: number }).status === 409
          ? ['orderConsole.conflict']
          : ['orderConsole.transitionFailed'],
    }
    if (event.type === 'console.confirmed' && snapshot.matches('askingDetails'))
      expect(notices(emitted)).toHaveLength(1)
    else expect(notices(emitted)).toEqual(expected[event.type] ?? [])
  },
})

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

function run(order: ConsoleCardOrder, answer: (input: TransitionRequest) => Promise<ConsoleCardOrder>) {
  const sent: TransitionRequest[] = []
  const emitted: OrderConsoleEmitted[] = []
  const actor = createActor(
    orderConsoleMachine.provide({
      actors: {
        transition: fromPromise(async ({ input }: { input: TransitionRequest }) => {
          sent.push(input)
          return answer(input)
        }),
      },
    }),
    { input: { order, now: ARRIVED_AT } },
  )
  actor.on('*', (e) => emitted.push(e as OrderConsoleEmitted))
  actor.start()
  return { actor, sent, emitted }
}

describe('order console card', () => {
  it('accepts only with a valid ETA, then sends it and takes the server’s order', async () => {
    const { actor, sent, emitted } = run(newDelivery, async () => acceptedDelivery)
    actor.send({ type: 'console.actionChosen', action: 'accept' })
    actor.send({ type: 'console.confirmed' })
    expect(emitted.at(-1)).toMatchObject({ message: { key: 'orderConsole.etaRequired' } })
    actor.send({ type: 'console.etaChanged', minutes: 35 })
    actor.send({ type: 'console.confirmed' })
    await settle()
    expect(sent).toEqual([{ orderId: 7, action: 'accept', etaMinutes: 35 }])
    expect(actor.getSnapshot().context.order.status).toBe('ACCEPTED')
    expect(emitted.at(-1)).toEqual({ type: 'refresh' })
  })

  it('rejects with the trimmed reason', async () => {
    const { actor, sent } = run(newDelivery, async () => ({ ...newDelivery, status: 'CANCELED' }))
    actor.send({ type: 'console.actionChosen', action: 'reject' })
    actor.send({ type: 'console.reasonChanged', reason: '  Cerramos antes ' })
    actor.send({ type: 'console.confirmed' })
    await settle()
    expect(sent).toEqual([{ orderId: 7, action: 'reject', reason: 'Cerramos antes' }])
  })

  it('ignores an action the order’s state does not allow', () => {
    const { actor, sent } = run(newDelivery, async () => newDelivery)
    for (const action of ['ready', 'handOver', 'dispatch', 'cancel'] as const) {
      actor.send({ type: 'console.actionChosen', action })
      expect(actor.getSnapshot().matches('idle')).toBe(true)
    }
    expect(sent).toEqual([])
  })

  it('hands a ready take-away order over without a dialog', async () => {
    const { actor, sent } = run(readyTakeAway, async () => ({ ...readyTakeAway, status: 'DELIVERED' }))
    actor.send({ type: 'console.actionChosen', action: 'handOver' })
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    await settle()
    expect(sent).toEqual([{ orderId: 7, action: 'handOver' }])
    expect(actor.getSnapshot().context.order.status).toBe('DELIVERED')
  })

  it('on a 409 tells staff the order moved and asks the board to read it again', async () => {
    const { actor, emitted } = run(newDelivery, async () => {
      throw { status: 409 }
    })
    actor.send({ type: 'console.actionChosen', action: 'accept' })
    actor.send({ type: 'console.etaChanged', minutes: 10 })
    actor.send({ type: 'console.confirmed' })
    await settle()
    expect(emitted.slice(-2)).toEqual([
      { type: 'notify', level: 'error', message: { key: 'orderConsole.conflict' } },
      { type: 'refresh' },
    ])
    expect(actor.getSnapshot().matches('idle')).toBe(true)
  })

  it('moves its clock on each tick of the edge and turns late past the accepted estimate', async () => {
    const minutes = (n: number) => ARRIVED_AT + n * 60_000
    const { actor } = run(newDelivery, async () => acceptedDelivery)
    expect(actor.getSnapshot().context.timing).toEqual({ elapsedMinutes: 0, lateness: 'onTime' })
    actor.send({ type: 'console.tick', now: minutes(6) })
    expect(actor.getSnapshot().context.timing).toEqual({ elapsedMinutes: 6, lateness: 'soon' })
    // accepted at minute 2 for 20 min: due at 22, amber from 16.5
    actor.send({ type: 'console.actionChosen', action: 'accept' })
    actor.send({ type: 'console.etaChanged', minutes: 20 })
    actor.send({ type: 'console.confirmed' })
    await settle()
    expect(actor.getSnapshot().context.timing?.lateness).toBe('onTime')
    actor.send({ type: 'console.tick', now: minutes(17) })
    expect(actor.getSnapshot().context.timing).toEqual({ elapsedMinutes: 17, lateness: 'soon' })
    actor.send({ type: 'console.tick', now: minutes(23) })
    expect(actor.getSnapshot().context.timing).toEqual({ elapsedMinutes: 23, lateness: 'late' })
    actor.send({ type: 'console.orderUpdated', order: { ...acceptedDelivery, status: 'DELIVERED' } })
    expect(actor.getSnapshot().context.timing).toBeNull()
  })
})
