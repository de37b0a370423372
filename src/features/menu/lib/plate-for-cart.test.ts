import { describe, expect, it } from 'vitest'
import { plateUnitPrice } from '../../../../domain/cart'
import type { Menu, Plate } from '../api/menu'
import { menuPlatesForCart, plateForCart } from './plate-for-cart'

const burger: Plate = {
  id: 30,
  name: 'Hamburguesa Completa',
  showName: '',
  price: 11000,
  garnishGroups: [
    {
      id: 7,
      name: 'Extras',
      showName: 'Agregados',
      minGarnishAmount: 0,
      maxGarnishAmount: 3,
      multipleSelection: true,
      mandatory: false,
      garnishes: [
        { id: 71, name: 'Cheddar', showName: null, price: 1000, visible: true },
        { id: 72, name: 'Panceta', showName: 'Panceta ahumada', price: 1500, visible: false },
      ],
    },
  ],
  indicators: [],
  hasIndicators: false,
  withImage: false,
}

describe("the contract's plate as the cart reads it", () => {
  it('keeps ids, prices and rules, and names groups and garnishes as the diner reads them', () => {
    const plate = plateForCart(burger, { id: 3, name: 'Hamburguesas', showName: '' })
    expect(plate).toEqual({
      id: 30,
      name: 'Hamburguesa Completa',
      showName: null,
      price: 11000,
      sizes: [],
      garnishGroups: [
        {
          id: 7,
          name: 'Agregados',
          mandatory: false,
          multipleSelection: true,
          minGarnishAmount: 0,
          maxGarnishAmount: 3,
          garnishes: [
            { id: 71, name: 'Cheddar', price: 1000, visible: true },
            { id: 72, name: 'Panceta ahumada', price: 1500, visible: false },
          ],
        },
      ],
      maxQuantity: null,
      category: { id: 3, showName: 'Hamburguesas' },
    })
    expect(plateUnitPrice(plate, { sizeId: null, selection: { 7: { 71: 2 } } })).toBe(13000)
  })

  it('lists a plate shown in two categories once', () => {
    const menu = {
      categories: [
        { id: 1, name: 'A', showName: 'A', plates: [burger], indicators: [] },
        { id: 2, name: 'B', showName: 'B', plates: [burger], indicators: [] },
      ],
    } as unknown as Menu
    expect(menuPlatesForCart(menu).map((p) => [p.id, p.category.id])).toEqual([[30, 1]])
  })
})
