import { describe, expect, it } from 'vitest'
import type { Category, Menu, Plate } from '../api/menu'
import { FIRST_LOAD_PLATES, firstPlates, isMenuFirstPart, menuFirstPart, plateCount } from './menu-first-part'

const plate = (id: number): Plate => ({ id, name: `Plato ${id}` }) as Plate
const category = (id: number, plates: number): Category => ({
  id,
  name: `Categoría ${id}`,
  showName: `Categoría ${id}`,
  indicators: [],
  plates: Array.from({ length: plates }, (_, i) => plate(id * 1000 + i)),
})
const menuOf = (...sizes: number[]): Menu => ({
  id: 1,
  hash: 'h',
  orderModeId: 1,
  categories: sizes.map((size, i) => category(i + 1, size)),
  remarkeds: [plate(1000)],
  upselleds: [],
  discounts: [{ id: 1, name: '2x1', type: 'MULTIPLE', plates: [3001] }],
})

describe('a menu’s first part', () => {
  it('is the whole menu when it has no more plates than a first load draws', () => {
    const menu = menuOf(9, 6, 4, 6, 5, 3, 5, 7)
    expect(firstPlates(menu.categories)).toEqual([9, 6, 4, 6, 5, 3, 5, 7])
    expect(menuFirstPart(menu)).toBe(menu)
    expect(isMenuFirstPart(menu)).toBe(false)
  })

  it('carries the first plates in order, cutting a category in two, and names every category with its count', () => {
    const menu = menuOf(30, 30, 30)
    expect(firstPlates(menu.categories)).toEqual([30, FIRST_LOAD_PLATES - 30, 0])
    const part = menuFirstPart(menu)
    expect(part.categories.map((c) => c.plates.length)).toEqual([30, FIRST_LOAD_PLATES - 30, 0])
    expect(part.categories.map(plateCount)).toEqual([30, 30, 30])
    expect(part.categories.map((c) => c.name)).toEqual(menu.categories.map((c) => c.name))
    expect(part.categories[0]).toBe(menu.categories[0])
    expect(part.remarkeds).toBe(menu.remarkeds)
    expect(part.discounts).toBe(menu.discounts)
    expect(isMenuFirstPart(part)).toBe(true)
    // The browser draws the same plates first from the part as the server did from the whole menu.
    expect(firstPlates(part.categories)).toEqual(firstPlates(menu.categories))
  })

  it('keeps a 5,000-plate menu’s first part as small as a first load', () => {
    const part = menuFirstPart(menuOf(...Array.from({ length: 50 }, () => 100)))
    expect(part.categories.reduce((n, c) => n + c.plates.length, 0)).toBe(FIRST_LOAD_PLATES)
    expect(part.categories.reduce((n, c) => n + plateCount(c), 0)).toBe(5000)
  })
})
