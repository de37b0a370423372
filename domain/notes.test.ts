import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { DEFAULT_NOTES_LIMIT, limitNotes, notesCounter, notesLength, notesLimitOf } from './notes'

describe('notes limit', () => {
  it('is 250 by default and when the configured value is not a positive whole number', () => {
    expect(DEFAULT_NOTES_LIMIT).toBe(250)
    expect(notesLimitOf()).toBe(250)
    expect(notesLimitOf({ hasLimit: true, limit: 0 })).toBe(250)
    expect(notesLimitOf({ limit: 80 })).toBe(80)
  })

  it('is off only when the local turns it off', () => {
    expect(notesLimitOf({ hasLimit: false, limit: 80 })).toBeNull()
    expect(notesLimitOf({ hasLimit: null })).toBe(250)
  })

  it('drops what goes beyond the limit, counting accented letters once', () => {
    expect(limitNotes('sin cebolla', 3)).toBe('sin')
    expect(limitNotes('ñandú', 4)).toBe('ñand')
    expect(notesLength('ñandú')).toBe(5)
    expect(limitNotes('x'.repeat(300), null)).toHaveLength(300)
  })

  it('shows a used/limit counter', () => {
    expect(notesCounter('sin sal', 250)).toEqual({
      key: 'cart.notesCounter',
      params: { used: 7, limit: 250 },
    })
    expect(notesCounter('sin sal', null)).toBeNull()
  })

  it('never keeps more than the limit and keeps text within it untouched', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', maxLength: 40 }),
        fc.integer({ min: 1, max: 30 }),
        (text, limit) => {
          const kept = limitNotes(text, limit)
          expect(notesLength(kept)).toBeLessThanOrEqual(limit)
          expect(text.startsWith(kept)).toBe(true)
          if (notesLength(text) <= limit) expect(kept).toBe(text)
        },
      ),
    )
  })
})
