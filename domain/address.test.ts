import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  ADDRESS_SEARCH_DEBOUNCE_MS,
  type AddressFields,
  buildAddress,
  closeRefusal,
  EMPTY_ADDRESS,
  fieldsFromSuggestion,
  formattedAddress,
  SUGGESTION_COUNTRIES,
  shouldSearch,
  validateAddress,
} from './address'

const simple = { complexInputs: false, betweenStreetsRequired: false }
const complex = { complexInputs: true, betweenStreetsRequired: false }
const withBetweenStreets = { complexInputs: false, betweenStreetsRequired: true }

const full: AddressFields = {
  direccion: 'Av. Santa Fe 3500',
  postalCode: 'C1425',
  city: 'Palermo',
  province: 'CABA',
  entrecalles: 'Coronel Díaz y Bulnes',
  aclaraciones: '3° B',
}

const key = (fields: AddressFields, settings = simple, tab: 'address' | 'location' = 'address') =>
  validateAddress(fields, settings, tab)?.key ?? null

describe('address validation', () => {
  it('needs the address in simple mode', () => {
    expect(key(EMPTY_ADDRESS)).toBe('address.enterAddress')
    expect(key({ ...EMPTY_ADDRESS, direccion: '   ' })).toBe('address.enterAddress')
    expect(key({ ...EMPTY_ADDRESS, direccion: 'Plaza Italia' })).toBeNull()
  })

  it('needs postal code, province and locality with complex inputs', () => {
    expect(key({ ...full, postalCode: '' }, complex)).toBe('address.incomplete')
    expect(key({ ...full, direccion: '' }, complex)).toBe('address.enterAddress')
    expect(key(full, complex)).toBeNull()
  })

  it("asks for every required field at once on 'Mi ubicación' with complex inputs", () => {
    expect(key({ ...full, direccion: '' }, complex, 'location')).toBe('address.incomplete')
    expect(key({ ...EMPTY_ADDRESS, direccion: 'x' }, simple, 'location')).toBeNull()
  })

  it('needs between-streets only when the local requires them', () => {
    const noBetween = { ...full, entrecalles: '' }
    expect(key(noBetween, withBetweenStreets)).toBe('address.enterBetweenStreets')
    expect(key(noBetween, simple)).toBeNull()
  })

  it('never asks for the clarifications', () => {
    fc.assert(
      fc.property(fc.string(), (aclaraciones) => {
        expect(
          validateAddress(
            { ...full, aclaraciones },
            { complexInputs: true, betweenStreetsRequired: true },
            'location',
          ),
        ).toBeNull()
      }),
    )
  })

  it('refuses closing only while the address is mandatory', () => {
    expect(closeRefusal(true)).toEqual({ key: 'address.mustEnterAddress' })
    expect(closeRefusal(false)).toBeNull()
  })
})

describe('the address object', () => {
  it('joins street, postal code, city and province with commas', () => {
    expect(formattedAddress(full)).toBe('Av. Santa Fe 3500, C1425, Palermo, CABA')
  })

  it('writes a province named as its city once', () => {
    const caba = 'Ciudad Autónoma de Buenos Aires'
    expect(formattedAddress({ ...full, city: caba, province: caba })).toBe(
      `Av. Santa Fe 3500, C1425, ${caba}`,
    )
  })

  it('leaves blank parts out', () => {
    expect(formattedAddress({ ...EMPTY_ADDRESS, direccion: ' Plaza Italia ', city: 'Palermo' })).toBe(
      'Plaza Italia, Palermo',
    )
  })

  it('carries the fields trimmed and the point when there is one', () => {
    expect(buildAddress({ ...full, entrecalles: ' Bulnes ' }, { lat: -34.5866, lng: -58.4136 })).toEqual({
      ...full,
      entrecalles: 'Bulnes',
      formatted_address: 'Av. Santa Fe 3500, C1425, Palermo, CABA',
      lat: -34.5866,
      lng: -58.4136,
    })
    expect(buildAddress(full, null)).toMatchObject({ lat: null, lng: null })
  })
})

describe('suggestions', () => {
  it('are searched 500 ms after typing stops, in the countries of the specs', () => {
    expect(ADDRESS_SEARCH_DEBOUNCE_MS).toBe(500)
    expect([...SUGGESTION_COUNTRIES]).toEqual([
      'ar',
      'uy',
      'cl',
      'br',
      'pe',
      'co',
      've',
      'py',
      'mx',
      'ec',
      'bo',
    ])
  })

  it('need at least three characters', () => {
    expect(shouldSearch('Av')).toBe(false)
    expect(shouldSearch('  Av  ')).toBe(false)
    expect(shouldSearch('Av.')).toBe(true)
  })

  it('fill street and number and the place fields they know, keeping the rest', () => {
    const typed = { ...EMPTY_ADDRESS, postalCode: '1425', entrecalles: 'Bulnes', aclaraciones: 'PB' }
    expect(
      fieldsFromSuggestion(typed, {
        fullAddress: 'Av. Santa Fe 3500, Palermo, CABA',
        street: 'Av. Santa Fe',
        number: '3500',
        city: 'Palermo',
        locality: 'CABA',
        postalCode: null,
        lat: -34.5866,
        lng: -58.4136,
      }),
    ).toEqual({ ...typed, direccion: 'Av. Santa Fe 3500', city: 'Palermo', province: 'CABA' })
  })

  it('fall back to the full address when they have no street', () => {
    expect(
      fieldsFromSuggestion(EMPTY_ADDRESS, {
        fullAddress: 'Plaza Italia, Palermo',
        lat: -34.581,
        lng: -58.421,
      }),
    ).toEqual({
      ...EMPTY_ADDRESS,
      direccion: 'Plaza Italia, Palermo',
    })
  })
})
