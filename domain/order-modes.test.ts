import { describe, expect, it } from 'vitest'
import { t } from '../i18n/t'
import type { OrderModeType } from './order-mode'
import { defaultModeLabel, type OfferableMode, offeredModes } from './order-modes'

const mode = (id: number, type: OrderModeType, name: string, active = true): OfferableMode => ({
  id,
  type,
  name,
  active,
})

const palermo = [
  mode(1, 'DELIVERY', 'delivery'),
  mode(2, 'TAKE_AWAY', 'take-away'),
  mode(3, 'TABLE', 'table'),
  mode(4, 'SELF_SERVICE', 'self-service', false),
]

describe('offered modes', () => {
  it('offers the active modes in the order the local lists them', () => {
    expect(offeredModes(palermo, {}).map((m) => m.id)).toEqual([1, 2, 3])
  })

  it('narrows them to allowedOM by name, type or id', () => {
    expect(offeredModes(palermo, { allowedOM: ['TABLE'] }).map((m) => m.id)).toEqual([3])
    expect(offeredModes(palermo, { allowedOM: ['take-away', '1'] }).map((m) => m.id)).toEqual([1, 2])
    expect(offeredModes(palermo, { allowedOM: ['self-service'] })).toEqual([])
  })

  it('locks a kiosk to its own kind unless allowedOM names others', () => {
    expect(offeredModes(palermo, { tableNumber: '7' }).map((m) => m.type)).toEqual(['TABLE'])
    expect(offeredModes(palermo, { kiosk: true }).map((m) => m.type)).toEqual([])
    expect(offeredModes(palermo, { tableNumber: '7', kiosk: false }).map((m) => m.id)).toEqual([1, 2, 3])
    expect(
      offeredModes(palermo, { tableNumber: '7', allowedOM: ['take-away', 'table'] }).map((m) => m.id),
    ).toEqual([2, 3])
  })

  it('keeps the shape it was given (the checkout passes its own modes)', () => {
    const withPayments = palermo.map((m) => ({ ...m, paymentTypes: [m.id] }))
    expect(offeredModes(withPayments, { allowedOM: ['delivery'] })).toEqual([withPayments[0]])
  })
})

describe('default mode labels', () => {
  it('names each kind of mode in Spanish', () => {
    const types: OrderModeType[] = ['DELIVERY', 'TAKE_AWAY', 'TABLE', 'SELF_SERVICE']
    expect(types.map((type) => t(defaultModeLabel(type)))).toEqual([
      'Delivery',
      'Retiro en local',
      'En la mesa',
      'Autoservicio',
    ])
  })
})
