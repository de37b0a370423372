import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  addItem,
  buildCartItem,
  type CartExtrasGroup,
  type CartItem,
  cartLineKey,
  checkMaxQuantity,
  DEFAULT_MAX_QUANTITY,
  isSameLine,
  itemCount,
  itemsSubtotal,
  lineTotal,
  maxQuantityOf,
  type PlateForCart,
  plateUnitPrice,
  quantityHash,
  quantityOfPlate,
  removeItem,
  setQuantity,
  unitPriceWithExtras,
} from './cart'

const group = (groupId: number, items: [number, number, number?][]): CartExtrasGroup => ({
  groupId,
  groupName: `Grupo ${groupId}`,
  minGarnishAmount: 0,
  maxGarnishAmount: 6,
  multipleSelection: true,
  mandatory: false,
  groupItems: items.map(([referenceId, quantity, price = 0]) => ({
    referenceId,
    referenceType: 'GARNISH',
    name: `Guarnición ${referenceId}`,
    price,
    quantity,
  })),
})

const item = (overrides: Partial<CartItem> = {}): CartItem => ({
  referenceId: 1,
  referenceType: 'PLATE',
  name: 'Hamburguesa Completa',
  notes: '',
  quantity: 1,
  price: 11000,
  originalPrice: 11000,
  priceWithoutModifiers: 11000,
  sizeId: null,
  categoryId: 10,
  categoryShowName: 'Hamburguesas',
  plate: null,
  discount: null,
  source: null,
  maxQuantity: null,
  upsell: false,
  extras: [],
  ...overrides,
})

describe('the merge rule', () => {
  it('merges equal lines by adding quantities', () => {
    const first = addItem([], item({ quantity: 2 }))
    expect(first.ok).toBe(true)
    if (!first.ok) return
    const second = addItem(first.items, item({ quantity: 3 }))
    expect(second).toEqual({ ok: true, items: [item({ quantity: 5 })] })
  })

  it.each([
    ['referenceId', { referenceId: 2 }],
    ['notes', { notes: 'sin sal' }],
    ['name', { name: 'Hamburguesa Simple' }],
    ['size', { sizeId: 7 }],
    ['extras group', { extras: [group(1, [[100, 1]])] }],
  ])('keeps apart lines that differ in %s', (_, change) => {
    expect(isSameLine(item(), item(change))).toBe(false)
  })

  it('compares garnish quantities, not just which garnishes', () => {
    expect(
      isSameLine(item({ extras: [group(1, [[100, 1]])] }), item({ extras: [group(1, [[100, 2]])] })),
    ).toBe(false)
  })

  it('ignores the order of groups and garnishes, and garnishes at quantity 0', () => {
    const a = item({
      extras: [
        group(1, [
          [100, 1],
          [101, 2],
        ]),
        group(2, [[200, 1]]),
      ],
    })
    const b = item({
      extras: [
        group(2, [[200, 1]]),
        group(1, [
          [101, 2],
          [100, 1],
          [102, 0],
        ]),
        group(3, []),
      ],
    })
    expect(isSameLine(a, b)).toBe(true)
  })

  it('treats surrounding blanks in notes as the same note', () => {
    expect(isSameLine(item({ notes: 'sin sal ' }), item({ notes: 'sin sal' }))).toBe(true)
  })

  it('does not merge on price or other display fields', () => {
    expect(isSameLine(item({ price: 1 }), item({ categoryShowName: 'otra', upsell: true }))).toBe(true)
  })
})

describe('the maximum quantity', () => {
  it('defaults to 9999999 when the plate has no positive whole maximum', () => {
    expect(DEFAULT_MAX_QUANTITY).toBe(9999999)
    for (const value of [null, undefined, 0, -3, 1.5]) expect(maxQuantityOf(value)).toBe(DEFAULT_MAX_QUANTITY)
    expect(maxQuantityOf(2)).toBe(2)
  })

  it('names the cap in its message', () => {
    expect(checkMaxQuantity(3, 2)).toEqual({ key: 'cart.maxQuantity', params: { max: 2 } })
    expect(checkMaxQuantity(2, 2)).toBeNull()
    expect(checkMaxQuantity(DEFAULT_MAX_QUANTITY + 1, null)).toEqual({
      key: 'cart.maxQuantity',
      params: { max: DEFAULT_MAX_QUANTITY },
    })
  })

  it('counts every line of the plate when adding (Flan Casero, max 2)', () => {
    const flan = item({ referenceId: 5, name: 'Flan Casero', maxQuantity: 2 })
    const one = addItem([], flan)
    if (!one.ok) throw new Error('first flan refused')
    const withNotes = addItem(one.items, { ...flan, notes: 'con dulce' })
    if (!withNotes.ok) throw new Error('second flan refused')
    expect(addItem(withNotes.items, flan)).toEqual({
      ok: false,
      error: { key: 'cart.maxQuantity', params: { max: 2 } },
    })
  })

  it('refuses raising a line beyond the cap but lets it go down', () => {
    const items = [item({ maxQuantity: 3, quantity: 3 })]
    expect(setQuantity(items, 0, 4)).toEqual({
      ok: false,
      error: { key: 'cart.maxQuantity', params: { max: 3 } },
    })
    expect(setQuantity(items, 0, 2)).toEqual({ ok: true, items: [item({ maxQuantity: 3, quantity: 2 })] })
  })
})

describe('quantity changes', () => {
  const items = [item(), item({ referenceId: 2, quantity: 2 })]

  it('removes the line at quantity 0', () => {
    expect(setQuantity(items, 0, 0)).toEqual({ ok: true, items: [items[1]] })
  })

  it.each([-1, 1.5, Number.NaN])('refuses %d', (quantity) => {
    expect(setQuantity(items, 0, quantity)).toEqual({ ok: false, error: { key: 'cart.invalidQuantity' } })
  })

  it('refuses a line that is not there', () => {
    expect(setQuantity(items, 5, 1)).toEqual({ ok: false, error: { key: 'cart.itemNotFound' } })
    expect(removeItem(items, -1)).toEqual({ ok: false, error: { key: 'cart.itemNotFound' } })
  })

  it('refuses adding an item without a positive whole quantity', () => {
    expect(addItem([], item({ quantity: 0 }))).toEqual({ ok: false, error: { key: 'cart.invalidQuantity' } })
  })
})

describe('prices', () => {
  it('adds extras times their quantities to the base price', () => {
    expect(
      unitPriceWithExtras(11000, [
        group(1, [
          [1, 1, 1000],
          [2, 2, 800],
        ]),
      ]),
    ).toBe(13600)
  })

  it('totals lines as unit price times quantity', () => {
    const items = [item({ price: 2500, quantity: 3 }), item({ referenceId: 2, price: 4500, quantity: 2 })]
    expect(lineTotal(items[0] as CartItem)).toBe(7500)
    expect(itemsSubtotal(items)).toBe(16500)
    expect(itemCount(items)).toBe(5)
  })
})

describe('building an item from the plate detail', () => {
  const pizza: PlateForCart = {
    id: 1,
    name: 'Pizza Muzzarella',
    showName: null,
    price: null,
    sizes: [
      { id: 11, name: 'Chica', price: 9000 },
      { id: 12, name: 'Grande', price: 13500 },
    ],
    garnishGroups: [],
    maxQuantity: null,
    category: { id: 1, showName: 'Pizzas' },
  }
  const burger: PlateForCart = {
    id: 2,
    name: 'Hamburguesa Completa',
    showName: null,
    price: 11000,
    sizes: [],
    garnishGroups: [
      {
        id: 7,
        name: 'Extras',
        mandatory: false,
        multipleSelection: true,
        minGarnishAmount: 0,
        maxGarnishAmount: 3,
        garnishes: [
          { id: 71, name: 'Cheddar', price: 1000, visible: true },
          { id: 72, name: 'Panceta', price: 1500, visible: true },
          { id: 73, name: 'Huevo', price: 800, visible: true },
        ],
      },
    ],
    maxQuantity: null,
    category: { id: 3, showName: 'Hamburguesas' },
  }

  it('prices and names a plate by its size', () => {
    const item = buildCartItem(pizza, { sizeId: 12, selection: {}, notes: ' ', quantity: 2, source: 'MENU' })
    expect(item).toMatchObject({
      referenceId: 1,
      name: 'Pizza Muzzarella (Grande)',
      sizeId: 12,
      price: 13500,
      priceWithoutModifiers: 13500,
      quantity: 2,
      notes: '',
      extras: [],
    })
    expect(plateUnitPrice(pizza, { sizeId: null, selection: {} })).toBe(9000)
  })

  it('carries the chosen extras with their group rules and adds them to the price', () => {
    const item = buildCartItem(burger, {
      sizeId: null,
      selection: { 7: { 71: 1, 73: 2 } },
      notes: 'sin pepino',
      quantity: 1,
      source: null,
    })
    expect(item.price).toBe(11000 + 1000 + 1600)
    expect(item.priceWithoutModifiers).toBe(11000)
    expect(item.extras).toEqual([
      {
        groupId: 7,
        groupName: 'Extras',
        minGarnishAmount: 0,
        maxGarnishAmount: 3,
        multipleSelection: true,
        mandatory: false,
        groupItems: [
          { referenceId: 71, referenceType: 'GARNISH', name: 'Cheddar', price: 1000, quantity: 1 },
          { referenceId: 73, referenceType: 'GARNISH', name: 'Huevo', price: 800, quantity: 2 },
        ],
      },
    ])
  })

  it('builds equal lines for equal choices, so they merge', () => {
    const choice = { sizeId: null, selection: { 7: { 72: 1 } }, notes: '', quantity: 1, source: null }
    expect(isSameLine(buildCartItem(burger, choice), buildCartItem(burger, { ...choice, quantity: 3 }))).toBe(
      true,
    )
    expect(
      isSameLine(
        buildCartItem(pizza, { ...choice, sizeId: 11 }),
        buildCartItem(pizza, { ...choice, sizeId: 12 }),
      ),
    ).toBe(false)
  })
})

// Property: whatever sequence of operations, lines stay distinct, quantities positive, the hash matches
// the lines, and no plate goes over its cap.
const arbItem = fc
  .record({
    referenceId: fc.integer({ min: 1, max: 3 }),
    notes: fc.constantFrom('', 'sin sal'),
    garnish: fc.constantFrom(0, 1, 2),
    quantity: fc.integer({ min: 1, max: 4 }),
  })
  .map(({ referenceId, notes, garnish, quantity }) =>
    item({
      referenceId,
      notes,
      quantity,
      maxQuantity: referenceId === 3 ? 5 : null,
      extras: garnish ? [group(1, [[100, garnish]])] : [],
    }),
  )

const arbOperation = fc.oneof(
  fc.record({ op: fc.constant('add' as const), item: arbItem }),
  fc.record({ op: fc.constant('set' as const), index: fc.nat(5), quantity: fc.integer({ min: -1, max: 7 }) }),
  fc.record({ op: fc.constant('remove' as const), index: fc.nat(5) }),
)

describe('properties', () => {
  it('keeps lines distinct, positive, within caps, and the hash consistent', () => {
    fc.assert(
      fc.property(fc.array(arbOperation, { maxLength: 25 }), (operations) => {
        let items: CartItem[] = []
        for (const operation of operations) {
          const before = items
          const result =
            operation.op === 'add'
              ? addItem(items, operation.item)
              : operation.op === 'set'
                ? setQuantity(items, operation.index, operation.quantity)
                : removeItem(items, operation.index)
          if (result.ok) items = result.items
          else expect(items).toBe(before)
          const keys = items.map(cartLineKey)
          expect(new Set(keys).size).toBe(keys.length)
          for (const line of items) expect(line.quantity).toBeGreaterThan(0)
          expect(quantityOfPlate(items, 3)).toBeLessThanOrEqual(5)
          const hash = quantityHash(items)
          expect(Object.values(hash).reduce((a, b) => a + b, 0)).toBe(itemCount(items))
          for (const [id, total] of Object.entries(hash))
            expect(quantityOfPlate(items, Number(id))).toBe(total)
        }
      }),
    )
  })

  it('adding an item grows the plate count by its quantity or refuses with the cap message', () => {
    fc.assert(
      fc.property(fc.array(arbItem, { maxLength: 10 }), arbItem, (existing, added) => {
        let items: CartItem[] = []
        for (const candidate of existing) {
          const result = addItem(items, candidate)
          if (result.ok) items = result.items
        }
        const result = addItem(items, added)
        const before = quantityOfPlate(items, added.referenceId)
        if (result.ok) expect(quantityOfPlate(result.items, added.referenceId)).toBe(before + added.quantity)
        else expect(result.error.key).toBe('cart.maxQuantity')
      }),
    )
  })
})
