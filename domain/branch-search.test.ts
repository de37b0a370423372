import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  appendPage,
  BRANCH_PAGE_SIZE,
  BRANCH_SEARCH_DEBOUNCE_MS,
  nextOffset,
  replacePage,
  shouldOpenSingleLocal,
} from './branch-search'

const local = (id: number) => ({ id, alias: `local-${id}` })

describe('branch paging', () => {
  it('uses pages of 99 and waits 500 ms after typing', () => {
    expect(BRANCH_PAGE_SIZE).toBe(99)
    expect(BRANCH_SEARCH_DEBOUNCE_MS).toBe(500)
  })

  it('replaces the list with success or empty', () => {
    expect(replacePage([local(1)])).toEqual({ items: [local(1)], outcome: 'success' })
    expect(replacePage([])).toEqual({ items: [], outcome: 'empty' })
  })

  it('appends new items with success, and reaches the end when none are new', () => {
    expect(appendPage([local(1)], [local(2)])).toEqual({ items: [local(1), local(2)], outcome: 'success' })
    expect(appendPage([local(1)], [])).toEqual({ items: [local(1)], outcome: 'end' })
    expect(appendPage([local(1)], [local(1)])).toEqual({ items: [local(1)], outcome: 'end' })
  })

  it('never lists an item twice and keeps the order', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(20)), fc.array(fc.nat(20)), (first, second) => {
        const start = replacePage([...new Set(first)].map(local)).items
        const { items, outcome } = appendPage(start, second.map(local))
        const ids = items.map((i) => i.id)
        expect(new Set(ids).size).toBe(ids.length)
        expect(ids.slice(0, start.length)).toEqual(start.map((i) => i.id))
        expect(outcome).toBe(items.length > start.length ? 'success' : 'end')
      }),
    )
  })

  it('asks the next page from what is listed', () => {
    expect(nextOffset([local(1), local(2)])).toBe(2)
  })

  it('opens a single local only when nothing was searched', () => {
    expect(shouldOpenSingleLocal([local(1)], '')).toBe(true)
    expect(shouldOpenSingleLocal([local(1)], ' ')).toBe(true)
    expect(shouldOpenSingleLocal([local(1)], 'centro')).toBe(false)
    expect(shouldOpenSingleLocal([local(1), local(2)], '')).toBe(false)
  })
})
