import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  cartChangeOnModeSwitch,
  defaultPaymentTypeOf,
  modeMenuPath,
  modePathOf,
  modeTypeOfPath,
  ORDER_MODE_TYPES,
  sameMenu,
} from './order-mode'

describe('mode path names', () => {
  it.each([
    ['DELIVERY', 'delivery'],
    ['TAKE_AWAY', 'take-away'],
    ['TABLE', 'table'],
    ['SELF_SERVICE', 'self-service'],
  ] as const)('%s reads %s and back', (type, path) => {
    expect(modePathOf(type)).toBe(path)
    expect(modeTypeOfPath(path)).toBe(type)
  })

  it('is not a mode for preview, checkout, order or a category', () => {
    for (const segment of ['preview', 'checkout', 'order', 'pizzas', ''])
      expect(modeTypeOfPath(segment)).toBeNull()
  })

  it('builds the menu path of a mode', () => {
    expect(modeMenuPath('pizzeria-demo-palermo', 'TAKE_AWAY')).toBe('/menu/pizzeria-demo-palermo/take-away')
  })

  it('round-trips every type', () => {
    for (const type of ORDER_MODE_TYPES) expect(modeTypeOfPath(modePathOf(type))).toBe(type)
  })
})

describe('default payment', () => {
  it('is the first active payment type', () => {
    expect(
      defaultPaymentTypeOf({
        id: 1,
        type: 'DELIVERY',
        paymentTypes: [
          { id: 1, paymentMethod: 'CASH', active: false, upload: 'APP' },
          { id: 2, paymentMethod: 'ONLINE_CARD', active: true, upload: 'API' },
        ],
      }),
    ).toEqual({ id: 2, paymentMethod: 'ONLINE_CARD', upload: 'API' })
  })

  it('is none when no payment is active', () => {
    expect(defaultPaymentTypeOf({ id: 1, type: 'TABLE', paymentTypes: [] })).toBeNull()
  })
})

describe('what a mode switch does to the cart', () => {
  const hashes = { 1: 'a', 2: 'b', 3: 'a' }

  it('keeps the cart between modes that share a menu', () => {
    expect(sameMenu(hashes, 1, 3)).toBe(true)
    expect(cartChangeOnModeSwitch({ hashes, fromModeId: 1, toModeId: 3, cartItemCount: 4 })).toBe('keep')
  })

  it('asks only when there are items to lose', () => {
    expect(cartChangeOnModeSwitch({ hashes, fromModeId: 1, toModeId: 2, cartItemCount: 1 })).toBe('confirm')
    expect(cartChangeOnModeSwitch({ hashes, fromModeId: 1, toModeId: 2, cartItemCount: 0 })).toBe('clear')
  })

  it('counts an unknown hash as a different menu, but a mode as its own menu', () => {
    expect(sameMenu({}, 1, 2)).toBe(false)
    expect(sameMenu({}, 2, 2)).toBe(true)
  })

  it('keeps the cart on the first choice', () => {
    expect(cartChangeOnModeSwitch({ hashes, fromModeId: null, toModeId: 2, cartItemCount: 3 })).toBe('keep')
  })

  it('never asks for an empty cart and never clears between equal hashes', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom('1', '2', '3'), fc.constantFrom('a', 'b')),
        fc.option(fc.integer({ min: 1, max: 3 }), { nil: null }),
        fc.integer({ min: 1, max: 3 }),
        fc.nat(5),
        (hashes, fromModeId, toModeId, cartItemCount) => {
          const outcome = cartChangeOnModeSwitch({ hashes, fromModeId, toModeId, cartItemCount })
          if (cartItemCount === 0) expect(outcome).not.toBe('confirm')
          if (
            fromModeId !== null &&
            hashes[fromModeId] !== undefined &&
            hashes[fromModeId] === hashes[toModeId]
          )
            expect(outcome).toBe('keep')
        },
      ),
    )
  })
})
