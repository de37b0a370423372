import { describe, expect, it } from 'vitest'
import type { CartItem } from './cart'
import { DEFAULT_MONEY_FORMAT } from './money'
import { buildOrderPayload, idempotencyKeyOf, type OrderPayloadInput } from './order-payload'
import { computeTotals } from './totals'

const item: CartItem = {
  referenceId: 7,
  referenceType: 'PLATE',
  name: 'Pizza Muzzarella (Grande)',
  notes: '',
  quantity: 2,
  price: 13_500,
  originalPrice: 13_500,
  priceWithoutModifiers: 13_500,
  sizeId: 3,
  categoryId: 1,
  categoryShowName: 'Pizzas',
  plate: { id: 7, name: 'pizza-muzzarella', showName: 'Pizza Muzzarella' },
  discount: null,
  source: null,
  maxQuantity: null,
  upsell: false,
  extras: [],
}

const totals = computeTotals({
  items: [item],
  surcharges: [],
  discounts: [],
  codeDiscount: 2_700,
  loyaltyPoints: 1_000,
  serviceFee: null,
  delivery: null,
  payingCash: true,
})

const input: OrderPayloadInput = {
  items: [item],
  type: 'TAKE_AWAY',
  orderModeId: 2,
  branchContactId: 1,
  paymentTypeId: 5,
  paymentMethod: 'CASH',
  totals,
  pricing: { lineDiscounts: [0], discountLines: [], surchargeLines: [] },
  menuDiscounts: [],
  phone: '+541123456789',
  customerName: ' Cliente Demo ',
  customerEmail: '',
  customerDocument: '30.123.456',
  tableNumber: '4',
  notes: '',
  optIn: true,
  paysWith: 25_000,
  address: null,
  scheduledAt: null,
  code: { code: 'BIENVENIDA', id: 9, type: 'PERCENT', value: 10 },
  loyaltyPoints: 1_000,
  minDelayInMinutes: null,
  maxDelayInMinutes: null,
}

describe('the order payload', () => {
  const payload = buildOrderPayload(input, DEFAULT_MONEY_FORMAT)

  it('carries the totals the server recomputes, the code line and the redeemed points', () => {
    expect(payload).toMatchObject({
      price: 23_300,
      userServiceFee: 0,
      deliveryFee: 0,
      paysWith: 25_000,
      discounts: [{ name: 'BIENVENIDA', code: 'BIENVENIDA', amount: 2_700, discountReferenceId: 9 }],
      loyaltyInfo: { redeemedPoints: 1_000 },
      paymentInfo: { status: 'PENDING', amount: 23_300 },
    })
  })

  it("sends a partner's benefit as its general discount, by reference, with no code", () => {
    const benefit = { code: 'Beneficio Club Demo', id: 12, type: 'PERCENT' as const, value: 15 }
    const sent = buildOrderPayload(
      { ...input, code: { ...benefit, externalBenefitType: 'CLUB' } },
      DEFAULT_MONEY_FORMAT,
    )
    expect(sent.discounts).toEqual([
      {
        name: 'Beneficio Club Demo',
        type: 'PERCENT',
        value: 15,
        amount: 2_700,
        discountReferenceId: 12,
        externalBenefitType: 'CLUB',
      },
    ])
  })

  it('cleans the data: document without dots, trimmed name, empty fields as null, no table outside dine-in', () => {
    expect(payload).toMatchObject({
      document: '30123456',
      customerName: 'Cliente Demo',
      customerEmail: null,
      notes: null,
      tableUid: null,
      destination: null,
    })
  })

  it('sends cart lines as the contract takes them, without the view-only plate reference', () => {
    expect(payload.items[0]).not.toHaveProperty('plate')
    expect(payload.items[0]).not.toHaveProperty('source')
    expect(payload.items[0]).toMatchObject({ referenceId: 7, sizeId: 3, quantity: 2, notes: null })
  })

  it('gives the same body the same key within a visit, and another body or visit another key', () => {
    const again = buildOrderPayload(input, DEFAULT_MONEY_FORMAT)
    const other = buildOrderPayload({ ...input, notes: 'sin cebolla' }, DEFAULT_MONEY_FORMAT)
    expect(idempotencyKeyOf('v1', payload)).toBe(idempotencyKeyOf('v1', again))
    expect(idempotencyKeyOf('v1', payload)).not.toBe(idempotencyKeyOf('v1', other))
    expect(idempotencyKeyOf('v1', payload)).not.toBe(idempotencyKeyOf('v2', payload))
  })
})
