import { describe, expect, it } from 'vitest'
import { toE164 } from './phone'
import { dialNumber } from './phone-dial'

describe('dialNumber', () => {
  it('dials what libphonenumber would for numbers written with their country code', () => {
    for (const raw of [
      '+54 11 4000-0001',
      '+54 9 11 4000-0001',
      '+598 2 600 0000',
      '+56 2 2345 6789',
      '+52 55 1234 5678',
      '+1 (212) 555-0100',
    ]) {
      expect(dialNumber(raw), raw).toBe(toE164(raw))
    }
  })

  it('adds the Argentine calling code to a national number, after its trunk 0', () => {
    expect(dialNumber('11 4000-0001')).toBe(toE164('11 4000-0001'))
    expect(dialNumber('(011) 4000-0001')).toBe(toE164('(011) 4000-0001'))
    expect(dialNumber('2 600 0000', '598')).toBe('+59826000000')
  })

  it('gives no link for what cannot be dialled', () => {
    expect(dialNumber('')).toBeUndefined()
    expect(dialNumber('abc')).toBeUndefined()
    expect(dialNumber('+54 11')).toBeUndefined()
    expect(dialNumber('+54 11 4000 0001 2345 678')).toBeUndefined()
  })
})
