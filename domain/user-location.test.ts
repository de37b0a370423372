import { describe, expect, it } from 'vitest'
import { buildAddress, EMPTY_ADDRESS } from './address'
import {
  modalInitialOf,
  readUserLocation,
  splitStreet,
  toUserLocation,
  userLocationLine,
} from './user-location'

describe('splitStreet', () => {
  it('takes a trailing house number off the street', () => {
    expect(splitStreet('Av. Santa Fe 3500')).toEqual({ street: 'Av. Santa Fe', number: '3500' })
    expect(splitStreet('  Florida   500B ')).toEqual({ street: 'Florida', number: '500B' })
  })
  it('keeps words without a number as the street', () => {
    expect(splitStreet('Plaza Italia')).toEqual({ street: 'Plaza Italia', number: null })
    expect(splitStreet('Calle 13')).toEqual({ street: 'Calle', number: '13' })
  })
})

describe('toUserLocation and readUserLocation', () => {
  const confirmed = buildAddress(
    { ...EMPTY_ADDRESS, direccion: 'Av. Santa Fe 3500', city: 'CABA', aclaraciones: '3° B', entrecalles: '' },
    { lat: -34.5866, lng: -58.4136 },
  )

  it('stores what the modal confirmed, with the point as geocoded', () => {
    expect(toUserLocation(confirmed)).toEqual({
      street: 'Av. Santa Fe',
      number: '3500',
      city: 'CABA',
      locality: null,
      country: null,
      postalCode: null,
      geocoded: true,
      fullAddress: 'Av. Santa Fe 3500, CABA',
      lat: -34.5866,
      lng: -58.4136,
      betweenStreets: null,
      details: '3° B',
      fromLocalStorage: false,
    })
  })

  it('reads back what it stored, marked as from storage, and opens the modal on it', () => {
    const stored = JSON.parse(JSON.stringify(toUserLocation(confirmed)))
    const read = readUserLocation(stored)
    expect(read).toEqual({ ...toUserLocation(confirmed), fromLocalStorage: true })
    expect(userLocationLine(read as NonNullable<typeof read>)).toBe('Av. Santa Fe 3500')
    expect(modalInitialOf(read as NonNullable<typeof read>)).toEqual({
      fields: {
        direccion: 'Av. Santa Fe 3500',
        postalCode: '',
        city: 'CABA',
        province: '',
        entrecalles: '',
        aclaraciones: '3° B',
      },
      coordinates: { lat: -34.5866, lng: -58.4136 },
    })
  })

  it('refuses what cannot be an address and drops a broken point', () => {
    expect(readUserLocation(null)).toBeNull()
    expect(readUserLocation('Av. Santa Fe')).toBeNull()
    expect(readUserLocation({ street: 'x' })).toBeNull()
    const read = readUserLocation({ fullAddress: 'Plaza Italia', lat: 120, lng: -58, geocoded: true })
    expect(read).toMatchObject({ fullAddress: 'Plaza Italia', lat: null, lng: null, geocoded: false })
  })
})
