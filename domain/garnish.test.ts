import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  chooseGarnish,
  decrementGarnish,
  firstUnsatisfiedGroup,
  type GarnishGroup,
  type GroupSelection,
  groupTotal,
  incrementGarnish,
  isGroupSatisfied,
} from './garnish'

const flavours = ['Carne', 'Pollo', 'Jamón y queso', 'Humita', 'Verdura'].map((name, i) => ({
  id: i + 1,
  name,
  price: 0,
  visible: true,
}))

/** 'Sabores' of the half dozen of empanadas: mandatory, multiple, exactly 6 */
const sabores: GarnishGroup = {
  id: 1,
  name: 'Sabores',
  mandatory: true,
  multipleSelection: true,
  minGarnishAmount: 6,
  maxGarnishAmount: 6,
  garnishes: flavours,
}

/** 'Sabor' of the soda: mandatory, single */
const sabor: GarnishGroup = {
  id: 2,
  name: 'Sabor',
  mandatory: true,
  multipleSelection: false,
  minGarnishAmount: 1,
  maxGarnishAmount: 1,
  garnishes: [
    { id: 21, name: 'Cola', price: 0, visible: true },
    { id: 22, name: 'Lima-limón', price: 0, visible: true },
    { id: 23, name: 'Naranja', price: 0, visible: false },
  ],
}

/** 'Extras' of the burger: optional, multiple, at most 3 */
const extras: GarnishGroup = {
  id: 3,
  name: 'Extras',
  mandatory: false,
  multipleSelection: true,
  minGarnishAmount: 0,
  maxGarnishAmount: 3,
  garnishes: [
    { id: 31, name: 'Cheddar', price: 1000, visible: true },
    { id: 32, name: 'Panceta', price: 1500, visible: true },
  ],
}

describe('multiple selection', () => {
  it('needs the total between min and max', () => {
    expect(isGroupSatisfied(sabores, { 1: 4, 2: 1 })).toBe(false)
    expect(isGroupSatisfied(sabores, { 1: 4, 2: 2 })).toBe(true)
  })

  it('refuses passing the group maximum with the group message', () => {
    expect(incrementGarnish(sabores, { 1: 6 }, 2)).toEqual({
      ok: false,
      error: { key: 'cart.garnishGroupMaximum' },
    })
    expect(incrementGarnish(sabores, { 1: 5 }, 2)).toEqual({ ok: true, selection: { 1: 5, 2: 1 } })
  })

  it('lets an optional group stay empty but not pass its maximum', () => {
    expect(isGroupSatisfied(extras, {})).toBe(true)
    expect(isGroupSatisfied(extras, { 31: 4 })).toBe(false)
  })
})

describe('single selection', () => {
  it('needs a choice reaching the minimum', () => {
    expect(isGroupSatisfied(sabor, {})).toBe(false)
    expect(isGroupSatisfied(sabor, { 21: 1 })).toBe(true)
    expect(isGroupSatisfied({ ...sabor, minGarnishAmount: 2, maxGarnishAmount: 3 }, { 21: 1 })).toBe(false)
  })

  it('replaces the choice with another garnish', () => {
    expect(chooseGarnish(sabor, { 21: 1 }, 22)).toEqual({ 22: 1 })
    expect(incrementGarnish(sabor, { 21: 1 }, 22)).toEqual({ ok: true, selection: { 22: 1 } })
  })

  it('refuses more of the chosen garnish than the maximum with the item message', () => {
    expect(incrementGarnish(sabor, { 21: 1 }, 21)).toEqual({
      ok: false,
      error: { key: 'cart.garnishMaximum' },
    })
    const twoAllowed = { ...sabor, maxGarnishAmount: 2 }
    expect(incrementGarnish(twoAllowed, { 21: 1 }, 21)).toEqual({ ok: true, selection: { 21: 2 } })
  })

  it('ignores garnishes that are hidden or not in the group', () => {
    expect(chooseGarnish(sabor, { 21: 1 }, 23)).toEqual({ 21: 1 })
    expect(incrementGarnish(sabor, {}, 99)).toEqual({ ok: true, selection: {} })
  })
})

describe('groups of a plate', () => {
  it('names the first group that is not right', () => {
    expect(firstUnsatisfiedGroup([extras, sabor, sabores], { 2: { 21: 1 } })).toBe(1)
    expect(firstUnsatisfiedGroup([extras, sabor], { 2: { 21: 1 } })).toBeNull()
  })

  it('removes a garnish when its quantity reaches 0', () => {
    expect(decrementGarnish({ 1: 2, 2: 1 }, 2)).toEqual({ 1: 2 })
    expect(decrementGarnish({ 1: 2 }, 1)).toEqual({ 1: 1 })
    expect(decrementGarnish({}, 1)).toEqual({})
  })

  it('never lets a group pass its maximum by increments', () => {
    const arbGroup = fc.record({
      multipleSelection: fc.boolean(),
      minGarnishAmount: fc.integer({ min: 0, max: 3 }),
      maxGarnishAmount: fc.integer({ min: 1, max: 6 }),
    })
    fc.assert(
      fc.property(arbGroup, fc.array(fc.constantFrom(1, 2, 3, 4, 5)), (rules, clicks) => {
        const group = { ...sabores, mandatory: true, ...rules }
        let selection: GroupSelection = {}
        for (const garnishId of clicks) {
          const change = incrementGarnish(group, selection, garnishId)
          if (change.ok) selection = change.selection
          const totalOrChoice = group.multipleSelection
            ? groupTotal(selection)
            : Math.max(0, ...Object.values(selection))
          expect(totalOrChoice).toBeLessThanOrEqual(group.maxGarnishAmount)
          if (!group.multipleSelection) expect(Object.keys(selection).length).toBeLessThanOrEqual(1)
        }
      }),
    )
  })
})
