import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  cleanPhone,
  customerPhoneKey,
  DEFAULT_PHONE_COUNTRY,
  formatPhone,
  isPhoneCountry,
  isValidPhone,
  PHONE_COUNTRIES,
  PHONE_LOOKUP_DEBOUNCE_MS,
  phoneKey,
  toE164,
} from './phone'

describe('phone', () => {
  it('offers the twelve countries of the spec, Argentina by default', () => {
    expect(PHONE_COUNTRIES).toEqual(['ar', 'uy', 'cl', 'co', 'pe', 'br', 've', 'py', 'mx', 'ec', 'bo', 'us'])
    expect(DEFAULT_PHONE_COUNTRY).toBe('ar')
    expect(isPhoneCountry('uy')).toBe(true)
    expect(isPhoneCountry('es')).toBe(false)
    expect(PHONE_LOOKUP_DEBOUNCE_MS).toBe(500)
  })

  it('cleans what people type around a number', () => {
    expect(cleanPhone(' 11 2345-6789 ')).toBe('1123456789')
    expect(cleanPhone('(011) 15.2345.6789')).toBe('0111523456789')
    expect(cleanPhone('+54 9 11 2345-6789')).toBe('+5491123456789')
    expect(cleanPhone('abc')).toBe('')
    expect(cleanPhone('+')).toBe('')
  })

  it('cleaning keeps only digits and an optional leading plus, and is idempotent', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const once = cleanPhone(raw)
        expect(once).toMatch(/^\+?\d*$/)
        expect(cleanPhone(once)).toBe(once)
      }),
    )
  })

  it('validates against the chosen country', () => {
    expect(isValidPhone('11 2345-6789')).toBe(true)
    expect(isValidPhone('9 11 2345-6789', 'ar')).toBe(true)
    expect(isValidPhone('123')).toBe(false)
    expect(isValidPhone('')).toBe(false)
    expect(isValidPhone('099 123 456', 'uy')).toBe(true)
    expect(isValidPhone('099 123 456', 'ar')).toBe(false)
    expect(isValidPhone('+598 99 123 456', 'ar')).toBe(true)
  })

  it('gives the international form of valid numbers only', () => {
    expect(toE164('11 2345-6789')).toBe('+541123456789')
    expect(toE164('011 15 2345-6789')).toBe('+5491123456789')
    expect(toE164('12')).toBeUndefined()
  })

  it('knows an Argentine mobile with or without the 9 as the same customer', () => {
    const key = customerPhoneKey('11 2345-6789')
    expect(key).toBe('+541123456789')
    expect(customerPhoneKey('+54 9 11 2345-6789')).toBe(key)
    expect(customerPhoneKey('011 15 2345-6789')).toBe(key)
    expect(customerPhoneKey('099 123 456', 'uy')).toBe('+59899123456')
    expect(customerPhoneKey('nope')).toBeUndefined()
  })
})

describe('the key a phone is stored by', () => {
  it('is read in Argentina unless told otherwise, and an invalid number has none (the server then answers 400)', () => {
    expect(phoneKey('11 2345-6789')).toBe('+541123456789')
    expect(phoneKey('+54 9 11 2345-6789')).toBe('+541123456789')
    expect(phoneKey('099 123 456')).toBeUndefined()
    expect(phoneKey('12-3')).toBeUndefined()
    expect(phoneKey('')).toBeUndefined()
  })

  it('reads the country as a local stores it, in capitals, and one the input does not offer as Argentina', () => {
    expect(phoneKey('099 123 456', 'UY')).toBe('+59899123456')
    expect(phoneKey('099 123 456', 'uy')).toBe('+59899123456')
    expect(phoneKey('11 2345-6789', 'ES')).toBe('+541123456789')
    expect(phoneKey('+598 99 123 456', 'AR')).toBe('+59899123456')
  })

  it('is the key customers had before it was one function', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^\+?[\d -]{0,16}$/),
        fc.constantFrom(...PHONE_COUNTRIES),
        (raw, country) => {
          expect(customerPhoneKey(raw, country)).toBe(phoneKey(raw, country.toUpperCase()))
          expect(phoneKey(raw, country) === undefined).toBe(!isValidPhone(raw, country))
        },
      ),
    )
  })
})

describe('a phone on screen', () => {
  it('reads in its country’s national format', () => {
    expect(formatPhone('+541130281830')).toBe('011 3028-1830')
    expect(formatPhone('+5491130281830')).toBe('011 15-3028-1830')
    expect(formatPhone('+59899123456', 'uy')).toBe('099 123 456')
  })

  it('is shown as it came when it cannot be read', () => {
    expect(formatPhone('123')).toBe('123')
    expect(formatPhone('')).toBe('')
  })
})
