import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { type ConsoleStackEmitted, consoleStackMachine, type StackRequest } from './console-stack.machine'
import { boardOrders, consoleStackModel, secondDispatched } from './console-stack.model'
import { describeModel } from './graph/describe-model'

const notices = (emitted: { type: string; message?: { key: string } }[]) =>
  emitted.filter((e) => e.type === 'notify').map((e) => e.message?.key)

describeModel(consoleStackModel, {
  eachStep: ({ event, snapshot, emitted }) => {
    // only ready delivery orders are ever picked, each once
    expect(snapshot.context.selected).not.toContain(3)
    expect(new Set(snapshot.context.selected).size).toBe(snapshot.context.selected.length)
    if (event.type === 'stack.confirmed' && snapshot.matches('sending'))
      expect(snapshot.context.selected.length).toBeGreaterThanOrEqual(2)
    const expected: Record<string, (string | undefined)[]> = {
      'xstate.done.actor.createStack': ['consoleStack.created'],
      'xstate.error.actor.createStack':
        'error' in event && (event.error as { status: number }).status === 409
          ? ['consoleStack.conflict']
          : ['consoleStack.failed'],
    }
    if (event.type === 'stack.confirmed')
      expect(notices(emitted)).toHaveLength(snapshot.matches('sending') ? 0 : 1)
    else expect(notices(emitted)).toEqual(expected[event.type] ?? [])
  },
})

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

function run(answer: (input: StackRequest) => Promise<{ id: number }>) {
  const sent: StackRequest[] = []
  const emitted: ConsoleStackEmitted[] = []
  const actor = createActor(
    consoleStackMachine.provide({
      actors: {
        createStack: fromPromise(async ({ input }: { input: StackRequest }) => {
          sent.push(input)
          return answer(input)
        }),
      },
    }),
    { input: { orders: boardOrders } },
  )
  actor.on('*', (e) => emitted.push(e as ConsoleStackEmitted))
  actor.start()
  return { actor, sent, emitted }
}

describe('console stack', () => {
  it('sends the picked orders in the order picked, with the return trip, then clears and refreshes', async () => {
    const { actor, sent, emitted } = run(async () => ({ id: 4 }))
    actor.send({ type: 'stack.orderToggled', orderId: 2 })
    actor.send({ type: 'stack.orderToggled', orderId: 1 })
    actor.send({ type: 'stack.returnTripToggled' })
    actor.send({ type: 'stack.confirmed' })
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    await settle()
    expect(sent).toEqual([{ orderIds: [2, 1], returnTrip: true }])
    expect(actor.getSnapshot().context).toMatchObject({ selected: [], returnTrip: false })
    expect(emitted.slice(-2)).toEqual([
      { type: 'notify', level: 'success', message: { key: 'consoleStack.created' } },
      { type: 'refresh' },
    ])
  })

  it('does not pick a take-away order and refuses a stack of one with the rule’s reason', () => {
    const { actor, sent, emitted } = run(async () => ({ id: 1 }))
    actor.send({ type: 'stack.orderToggled', orderId: 3 })
    actor.send({ type: 'stack.orderToggled', orderId: 1 })
    expect(actor.getSnapshot().context.selected).toEqual([1])
    actor.send({ type: 'stack.confirmed' })
    expect(actor.getSnapshot().matches('picking')).toBe(true)
    expect(emitted.at(-1)).toMatchObject({ message: { key: 'consoleStack.size' } })
    expect(sent).toEqual([])
  })

  it('drops a picked order another staff member dispatched meanwhile', () => {
    const { actor } = run(async () => ({ id: 1 }))
    actor.send({ type: 'stack.orderToggled', orderId: 1 })
    actor.send({ type: 'stack.orderToggled', orderId: 2 })
    actor.send({ type: 'stack.ordersUpdated', orders: secondDispatched })
    expect(actor.getSnapshot().context.selected).toEqual([1])
  })

  it('on a 409 keeps the selection, tells staff and asks the board to read again', async () => {
    const { actor, emitted } = run(async () => {
      throw { status: 409 }
    })
    actor.send({ type: 'stack.orderToggled', orderId: 1 })
    actor.send({ type: 'stack.orderToggled', orderId: 2 })
    actor.send({ type: 'stack.confirmed' })
    await settle()
    expect(actor.getSnapshot().context.selected).toEqual([1, 2])
    expect(emitted.slice(-2)).toEqual([
      { type: 'notify', level: 'error', message: { key: 'consoleStack.conflict' } },
      { type: 'refresh' },
    ])
  })
})
