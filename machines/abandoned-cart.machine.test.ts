import { describe, expect, it } from 'vitest'
import { type AnyEventObject, createActor, fromPromise } from 'xstate'
import type { AbandonedCartCancel, AbandonedCartNotice, RecoveredCart } from '../domain/abandoned-cart'
import { abandonedCartMachine } from './abandoned-cart.machine'
import { abandonedCartModel, cartWithPhone, flan, recoveryLink } from './abandoned-cart.model'
import { describeModel } from './graph/describe-model'

const restorable = { orderModeId: 101, items: [flan] }

describeModel(abandonedCartModel, {
  eachStep: ({ event, snapshot, emitted }) => {
    const visibility = snapshot.value.visibility as string
    expect(snapshot.context.reported !== null).toBe(visibility !== 'watching')
    if (
      event.type === 'xstate.done.actor.fetchRecoveryCart' ||
      event.type === 'xstate.error.actor.fetchRecoveryCart'
    ) {
      const restored =
        event.type.startsWith('xstate.done') && JSON.stringify(event.output) === JSON.stringify(restorable)
      expect(emitted).toEqual(
        restored
          ? [
              { type: 'order-mode.select', orderModeId: 101 },
              { type: 'cart.refill', items: [flan] },
              { type: 'navigate', to: '/menu/pizzeria-demo-palermo/preview' },
            ]
          : [{ type: 'log', text: 'Cart not found' }],
      )
    } else if (!event.type.startsWith('xstate.error')) expect(emitted).toEqual([])
    if (snapshot.matches({ recovery: 'fetching' })) expect(snapshot.context.link?.phone).toBeTruthy()
  },
})

const settle = async () => {
  for (let i = 0; i < 4; i++) await new Promise((resolve) => setTimeout(resolve, 0))
}

function harness(found: RecoveredCart | null = restorable) {
  const calls = {
    reports: [] as AbandonedCartNotice[],
    cancels: [] as AbandonedCartCancel[],
    fetches: [] as unknown[],
  }
  let finishReport: () => void = () => {}
  const machine = abandonedCartMachine.provide({
    actors: {
      reportAbandonedCart: fromPromise<void, AbandonedCartNotice>(
        ({ input }) =>
          new Promise<void>((resolve) => {
            calls.reports.push(input)
            finishReport = resolve
          }),
      ),
      cancelAbandonedCart: fromPromise<void, AbandonedCartCancel>(async ({ input }) => {
        calls.cancels.push(input)
      }),
      fetchRecoveryCart: fromPromise<RecoveredCart | null, { phone: string; branchContactId: number }>(
        async ({ input }) => {
          calls.fetches.push(input)
          return found
        },
      ),
    },
  })
  const emitted: AnyEventObject[] = []
  const actor = createActor(machine, { input: { alias: 'pizzeria-demo-palermo' } })
  actor.on('*', (e) => emitted.push(e))
  actor.start()
  return { actor, calls, emitted, finish: () => finishReport() }
}

describe('abandoned cart', () => {
  it('reports on hide and cancels on show, with the stored phone and email', async () => {
    const { actor, calls, finish } = harness()
    actor.send({ type: 'page.hidden', cart: cartWithPhone })
    finish()
    await settle()
    actor.send({ type: 'page.visible' })
    await settle()
    expect(calls.reports.map((r) => [r.phone, r.email, r.items.length, r.navigationEvent])).toEqual([
      ['+541123456789', 'cliente@demo.com', 1, 'PAGE_HIDDEN'],
    ])
    expect(calls.cancels).toEqual([
      {
        email: 'cliente@demo.com',
        phone: '+541123456789',
        branchContactId: 10,
        branchId: 1,
        navigationEvent: 'PAGE_VISIBLE',
      },
    ])
  })

  it('cancels a report the diner came back during, once it has gone', async () => {
    const { actor, calls, finish } = harness()
    actor.send({ type: 'page.hidden', cart: cartWithPhone })
    actor.send({ type: 'page.visible' })
    await settle()
    expect(calls.cancels).toHaveLength(0)
    finish()
    await settle()
    expect(calls.cancels).toHaveLength(1)
    expect(actor.getSnapshot().matches({ visibility: 'watching' })).toBe(true)
  })

  it('reports nothing without a stored phone or with an empty cart', () => {
    const { actor, calls } = harness()
    actor.send({ type: 'page.hidden', cart: { ...cartWithPhone, phone: null } })
    actor.send({ type: 'page.hidden', cart: { ...cartWithPhone, items: [] } })
    expect(calls.reports).toHaveLength(0)
  })

  it('recovers the cart of the link and opens the cart page', async () => {
    const { actor, calls, emitted } = harness()
    actor.send({ type: 'recovery.linkOpened', link: { ...recoveryLink, phone: '+54 11 2345-6789' } })
    await settle()
    expect(calls.fetches).toEqual([{ phone: '+541123456789', branchContactId: 10 }])
    expect(emitted.map((e) => e.type)).toEqual(['order-mode.select', 'cart.refill', 'navigate'])
  })

  it('only logs when the cart is gone or its mode is no longer offered', async () => {
    const { actor, emitted } = harness({ orderModeId: 5, items: [flan] })
    actor.send({ type: 'recovery.linkOpened', link: recoveryLink })
    await settle()
    expect(emitted).toEqual([{ type: 'log', text: 'Cart not found' }])
  })

  it('ignores a link without the abandoned flag', () => {
    const { actor, calls } = harness()
    actor.send({ type: 'recovery.linkOpened', link: { ...recoveryLink, abandoned: false } })
    expect(calls.fetches).toHaveLength(0)
  })
})

describe('abandoned cart recovery with lines no longer on the menu', () => {
  it('restores the rest and says how many were left out', async () => {
    const { actor, emitted } = harness({ orderModeId: 101, items: [flan], unavailableItems: 2 })
    actor.send({ type: 'recovery.linkOpened', link: recoveryLink })
    await settle()
    expect(emitted.map((e) => e.type)).toEqual(['order-mode.select', 'cart.refill', 'navigate', 'notify'])
    expect(emitted[3]).toEqual({
      type: 'notify',
      level: 'info',
      message: { key: 'engagement.someItemsUnavailable', params: { count: 2 } },
    })
  })

  it('tells the diner when nothing could come back, and logs it as not found', async () => {
    const { actor, emitted } = harness({ orderModeId: 101, items: [], unavailableItems: 1 })
    actor.send({ type: 'recovery.linkOpened', link: recoveryLink })
    await settle()
    expect(emitted).toEqual([
      { type: 'log', text: 'Cart not found' },
      { type: 'notify', level: 'info', message: { key: 'engagement.allItemsUnavailable' } },
    ])
  })
})
