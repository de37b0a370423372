import { describe, expect, it } from 'vitest'
import { type AnyEventObject, createActor, SimulatedClock } from 'xstate'
import { KIOSK_IDLE_AFTER_MS, KIOSK_ORDER_SHOWN_MS } from '../domain/kiosk'
import { message } from '../domain/message'
import { describeModel } from './graph/describe-model'
import { kioskSessionMachine } from './kiosk-session.machine'
import { kioskSessionModel } from './kiosk-session.model'

const RESET = [{ type: 'cart.clear' }, { type: 'customer.clear' }, { type: 'page.reset' }]
const FIRST_TOUCH = [{ type: 'cart.clear' }, { type: 'customer.clear' }]

describeModel(kioskSessionModel, {
  eachStep: ({ event, snapshot, emitted }) => {
    const { context } = snapshot
    // a reset happens exactly when the session goes back to the attract screen
    const connectionOnly =
      event.type === 'kiosk.wentOffline' ||
      event.type === 'kiosk.wentOnline' ||
      event.type === 'kiosk.accessibilityToggled'
    if (event.type !== 'xstate.init' && !connectionOnly && snapshot.matches('attract'))
      expect(emitted).toEqual(RESET)
    // a diner's first touch clears what a kiosk restarted mid-order may still hold
    else if (event.type === 'kiosk.touched') expect(emitted).toEqual(FIRST_TOUCH)
    else expect(emitted).toEqual([])
    // the table is never lost
    expect(context.tableNumber).toBe('12')
    expect(context.mode).toBe('table')
    if (snapshot.matches('attract')) {
      expect(context.notice).toEqual(message('kiosk.tableTouchToStart', { table: '12' }))
      expect(context.orderNumber).toBeNull()
    }
    if (snapshot.hasTag('idleWarning')) {
      expect(context.secondsLeft).toBeGreaterThanOrEqual(1)
      expect(context.secondsLeft).toBeLessThanOrEqual(15)
      expect(context.notice).toEqual(message('kiosk.idleWarning', { seconds: context.secondsLeft }))
    }
    if (snapshot.matches('orderPlaced'))
      expect(context.notice).toEqual(message('kiosk.orderPlaced', { orderNumber: 'A-042' }))
    if (snapshot.matches('ordering') || snapshot.matches('submitting')) expect(context.notice).toBeNull()
    if (event.type === 'kiosk.wentOffline' || event.type === 'kiosk.wentOnline')
      expect(context.online).toBe(event.type === 'kiosk.wentOnline')
    // the next diner never inherits the accessibility mode
    if (snapshot.matches('attract') && !connectionOnly) expect(context.accessible).toBe(false)
  },
})

function start(tableNumber?: string) {
  const clock = new SimulatedClock()
  const emitted: AnyEventObject[] = []
  const actor = createActor(kioskSessionMachine, { input: { tableNumber }, clock })
  actor.on('*', (e) => emitted.push(e))
  actor.start()
  return { actor, clock, emitted }
}

describe('kiosk session', () => {
  it('warns after a minute without a touch and resets fifteen seconds later', () => {
    const { actor, clock, emitted } = start()
    actor.send({ type: 'kiosk.touched' })
    clock.increment(KIOSK_IDLE_AFTER_MS - 1)
    expect(actor.getSnapshot().matches('ordering')).toBe(true)
    clock.increment(1)
    expect(actor.getSnapshot().context.secondsLeft).toBe(15)
    for (let i = 0; i < 14; i++) clock.increment(1000)
    expect(actor.getSnapshot().context.secondsLeft).toBe(1)
    expect(emitted).toEqual(FIRST_TOUCH)
    clock.increment(1000)
    expect(actor.getSnapshot().matches('attract')).toBe(true)
    expect(emitted).toEqual([...FIRST_TOUCH, ...RESET])
  })

  it('every touch while ordering starts the minute again', () => {
    const { actor, clock } = start()
    actor.send({ type: 'kiosk.touched' })
    clock.increment(50_000)
    actor.send({ type: 'kiosk.interacted' })
    clock.increment(50_000)
    expect(actor.getSnapshot().matches('ordering')).toBe(true)
    clock.increment(10_000)
    expect(actor.getSnapshot().hasTag('idleWarning')).toBe(true)
  })

  it('a touch during the warning goes back to ordering, cart intact', () => {
    const { actor, clock, emitted } = start('7')
    actor.send({ type: 'kiosk.touched' })
    clock.increment(KIOSK_IDLE_AFTER_MS + 5000)
    actor.send({ type: 'kiosk.interacted' })
    expect(actor.getSnapshot().matches('ordering')).toBe(true)
    clock.increment(30_000)
    expect(emitted).toEqual(FIRST_TOUCH)
  })

  it('shows the order number, then resets for the next diner; a table keeps its table', () => {
    const { actor, clock, emitted } = start('7')
    actor.send({ type: 'kiosk.touched' })
    actor.send({ type: 'kiosk.orderPlaced', orderNumber: 'B-101' })
    expect(actor.getSnapshot().context.orderNumber).toBe('B-101')
    clock.increment(KIOSK_ORDER_SHOWN_MS - 1)
    expect(actor.getSnapshot().matches('orderPlaced')).toBe(true)
    clock.increment(1)
    expect(actor.getSnapshot().matches('attract')).toBe(true)
    expect(actor.getSnapshot().context).toMatchObject({ tableNumber: '7', mode: 'table', orderNumber: null })
    expect(emitted).toEqual([...FIRST_TOUCH, ...RESET])
  })

  it('holds the idle reset while an order is being submitted, then shows its number', () => {
    const { actor, clock, emitted } = start()
    actor.send({ type: 'kiosk.touched' })
    clock.increment(KIOSK_IDLE_AFTER_MS + 5000)
    expect(actor.getSnapshot().hasTag('idleWarning')).toBe(true)
    actor.send({ type: 'kiosk.submissionStarted' })
    expect(actor.getSnapshot().hasTag('submitting')).toBe(true)
    expect(actor.getSnapshot().context.notice).toBeNull()
    // a long network blip: minutes pass, nothing is reset
    clock.increment(10 * KIOSK_IDLE_AFTER_MS)
    expect(actor.getSnapshot().matches('submitting')).toBe(true)
    expect(emitted).toEqual(FIRST_TOUCH)
    actor.send({ type: 'kiosk.orderPlaced', orderNumber: '42' })
    expect(actor.getSnapshot().context.orderNumber).toBe('42')
    clock.increment(KIOSK_ORDER_SHOWN_MS)
    expect(actor.getSnapshot().matches('attract')).toBe(true)
    expect(emitted).toEqual([...FIRST_TOUCH, ...RESET])
  })

  it('a submission that ends without an order goes back to ordering and its idle minute', () => {
    const { actor, clock } = start()
    actor.send({ type: 'kiosk.touched' })
    actor.send({ type: 'kiosk.submissionStarted' })
    actor.send({ type: 'kiosk.submissionEnded' })
    expect(actor.getSnapshot().matches('ordering')).toBe(true)
    clock.increment(KIOSK_IDLE_AFTER_MS)
    expect(actor.getSnapshot().hasTag('idleWarning')).toBe(true)
  })

  it("knows when the network is gone ('Sin conexión') and when it is back, in any state", () => {
    const { actor } = start()
    expect(actor.getSnapshot().context.online).toBe(true)
    actor.send({ type: 'kiosk.touched' })
    actor.send({ type: 'kiosk.wentOffline' })
    expect(actor.getSnapshot().context.online).toBe(false)
    expect(actor.getSnapshot().matches('ordering')).toBe(true)
    actor.send({ type: 'kiosk.wentOnline' })
    expect(actor.getSnapshot().context.online).toBe(true)
    const offlineAtStart = createActor(kioskSessionMachine, { input: { online: false } }).start()
    expect(offlineAtStart.getSnapshot().context.online).toBe(false)
  })

  it('accessibility mode toggles on and off and ends with the diner', () => {
    const { actor } = start()
    actor.send({ type: 'kiosk.accessibilityToggled' })
    expect(actor.getSnapshot().context.accessible).toBe(true)
    actor.send({ type: 'kiosk.touched' })
    actor.send({ type: 'kiosk.accessibilityToggled' })
    actor.send({ type: 'kiosk.accessibilityToggled' })
    expect(actor.getSnapshot().context.accessible).toBe(true)
    actor.send({ type: 'kiosk.orderPlaced', orderNumber: '9' })
    expect(actor.getSnapshot().context.accessible).toBe(true)
    actor.send({ type: 'kiosk.newOrder' })
    expect(actor.getSnapshot().context.accessible).toBe(false)
  })

  it('a self-service totem has no table', () => {
    const { actor } = start('  ')
    expect(actor.getSnapshot().context).toMatchObject({ mode: 'selfService', tableNumber: null })
    expect(actor.getSnapshot().context.notice).toEqual(message('kiosk.touchToStart'))
    actor.send({ type: 'kiosk.touched' })
    actor.send({ type: 'kiosk.orderPlaced', orderNumber: 'C-7' })
    actor.send({ type: 'kiosk.newOrder' })
    expect(actor.getSnapshot().context).toMatchObject({
      mode: 'selfService',
      tableNumber: null,
      orderNumber: null,
    })
  })
})
