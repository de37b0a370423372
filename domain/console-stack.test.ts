import { describe, expect, it } from 'vitest'
import {
  decideStack,
  isStackable,
  MAX_STACK_ORDERS,
  type StackCandidate,
  stackRefusal,
} from './console-stack'

const ready = (id: number, over: Partial<StackCandidate> = {}): StackCandidate => ({
  id,
  displayNumber: id + 100,
  localId: 1,
  status: 'READY',
  type: 'DELIVERY',
  dispatched: false,
  ...over,
})

describe('stacking from the console', () => {
  it('places the orders in the order picked; a return trip rides on the last drop-off', () => {
    expect(decideStack([ready(3), ready(1), ready(2)], true)).toEqual({
      ok: true,
      placements: [
        { orderId: 3, stackingOrder: 0, returnShipment: false },
        { orderId: 1, stackingOrder: 1, returnShipment: false },
        { orderId: 2, stackingOrder: 2, returnShipment: true },
      ],
    })
    const plain = decideStack([ready(1), ready(2)], false)
    expect(plain.ok && plain.placements.map((p) => p.returnShipment)).toEqual([false, false])
  })

  it('takes only what the console could dispatch alone: ready, delivery, not dispatched', () => {
    expect(stackRefusal(ready(1))).toBeNull()
    expect(stackRefusal(ready(1, { status: 'ACCEPTED' }))).toEqual({
      key: 'consoleStack.notReady',
      params: { number: 101 },
    })
    expect(stackRefusal(ready(1, { type: 'TAKE_AWAY' }))?.key).toBe('consoleStack.notDelivery')
    expect(stackRefusal(ready(1, { dispatched: true }))?.key).toBe('consoleStack.alreadyDispatched')
    expect(isStackable(ready(1, { status: 'CANCELED' }))).toBe(false)
  })

  it('names the first order that cannot go, and refuses sizes, repeats and mixed locals', () => {
    const refused = decideStack(
      [ready(1), ready(2, { status: 'ACCEPTED' }), ready(3, { type: 'TABLE' })],
      false,
    )
    expect(refused).toEqual({ ok: false, reason: { key: 'consoleStack.notReady', params: { number: 102 } } })
    expect(decideStack([ready(1)], false)).toMatchObject({ ok: false, reason: { key: 'consoleStack.size' } })
    const many = Array.from({ length: MAX_STACK_ORDERS + 1 }, (_, i) => ready(i + 1))
    expect(decideStack(many, false)).toMatchObject({ ok: false, reason: { key: 'consoleStack.size' } })
    expect(decideStack([ready(1), ready(1)], false)).toMatchObject({
      ok: false,
      reason: { key: 'consoleStack.duplicated' },
    })
    expect(decideStack([ready(1), ready(2, { localId: 2 })], false)).toMatchObject({
      ok: false,
      reason: { key: 'consoleStack.otherLocal' },
    })
  })
})
