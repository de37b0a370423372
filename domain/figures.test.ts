import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { feeMessage, formatAddress, formatCount, joinAddressParts } from './figures'
import { moneyFormatOf } from './money'

describe('counts and points', () => {
  it('carry the country’s thousands separator', () => {
    expect(formatCount(5000)).toBe('5.000')
    expect(formatCount(4557)).toBe('4.557')
    expect(formatCount(1234567)).toBe('1.234.567')
    expect(formatCount(999)).toBe('999')
    expect(formatCount(0)).toBe('0')
    expect(formatCount(-12000)).toBe('-12.000')
    expect(formatCount(5000, moneyFormatOf({ thousandsSeparator: ',' }))).toBe('5,000')
  })

  it('are whole and refuse what is not a number', () => {
    expect(formatCount(1500.9)).toBe('1.500')
    expect(() => formatCount(Number.NaN)).toThrow(RangeError)
  })
})

describe('fees', () => {
  it('read Gratis when nothing is charged and the amount otherwise', () => {
    expect(feeMessage(0)).toEqual({ key: 'common.free' })
    expect(feeMessage(1500)).toEqual({ key: 'common.amount', params: { amount: { money: 1500 } } })
  })
})

describe('addresses', () => {
  it('write each part once, whatever its case or accents', () => {
    expect(
      formatAddress(
        'Av. Santa Fe 3500, C1425, Ciudad Autónoma de Buenos Aires, Ciudad Autónoma de Buenos Aires',
      ),
    ).toBe('Av. Santa Fe 3500, C1425, Ciudad Autónoma de Buenos Aires')
    expect(joinAddressParts(['Corrientes 1000', 'CABA', 'caba', ' Caba '])).toBe('Corrientes 1000, CABA')
    expect(joinAddressParts(['Ciudad Autonoma de Buenos Aires', 'Ciudad Autónoma de Buenos Aires'])).toBe(
      'Ciudad Autonoma de Buenos Aires',
    )
  })

  it('leave out blanks and keep distinct parts in their order', () => {
    expect(joinAddressParts(['Gorriti 4800', '', null, undefined, 'Palermo', 'Buenos Aires'])).toBe(
      'Gorriti 4800, Palermo, Buenos Aires',
    )
    expect(formatAddress('Gorriti 4800,  Palermo ,')).toBe('Gorriti 4800, Palermo')
    expect(formatAddress(null)).toBe('')
  })
})

describe('figures, for any value', () => {
  it('a count reads back as the whole number, in groups of three', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), fc.constantFrom('.', ',', ' '), (n, separator) => {
        const text = formatCount(n, { thousandsSeparator: separator })
        expect(Number(text.split(separator).join(''))).toBe(n)
        const groups = text.replace(/^-/, '').split(separator)
        expect(groups[0]?.length).toBeGreaterThanOrEqual(1)
        expect(groups[0]?.length).toBeLessThanOrEqual(3)
        for (const group of groups.slice(1)) expect(group).toMatch(/^\d{3}$/)
      }),
    )
  })

  it('an address is shown with each part once, and showing it again changes nothing', () => {
    const part = fc.constantFrom(
      'Av. Santa Fe 3500',
      'C1425',
      'CABA',
      'caba',
      'Ciudad Autónoma de Buenos Aires',
      'Ciudad Autonoma de Buenos  Aires',
      ' ',
      '',
    )
    fc.assert(
      fc.property(fc.array(part, { maxLength: 8 }), (parts) => {
        const shown = formatAddress(parts.join(','))
        expect(formatAddress(shown)).toBe(shown)
        const keys =
          shown === ''
            ? []
            : shown
                .split(', ')
                .map((p) => p.normalize('NFD').replace(/\p{M}/gu, '').replace(/\s+/g, ' ').toLowerCase())
        expect(new Set(keys).size).toBe(keys.length)
      }),
    )
  })
})
