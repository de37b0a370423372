import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  availabilityDay,
  endOfLocalDay,
  holdsAt,
  nothingUnavailable,
  offeredPlate,
  type Unavailable,
} from './availability'

const BUENOS_AIRES = 'America/Argentina/Buenos_Aires'
const MADRID = 'Europe/Madrid'

describe('the day an 86 holds for', () => {
  it('is the local calendar day, not the UTC one', () => {
    // 01:30 UTC on the 26th is 22:30 on the 25th in Buenos Aires (UTC−3).
    expect(availabilityDay(Date.parse('2026-11-26T01:30:00Z'), BUENOS_AIRES)).toBe('2026-11-25')
    expect(availabilityDay(Date.parse('2026-11-26T01:30:00Z'), MADRID)).toBe('2026-11-26')
  })

  it('holds until the local midnight and not a moment after', () => {
    const madeAt = Date.parse('2026-11-25T14:00:00-03:00')
    const day = availabilityDay(madeAt, BUENOS_AIRES)
    expect(holdsAt(day, madeAt, BUENOS_AIRES)).toBe(true)
    expect(holdsAt(day, Date.parse('2026-11-25T23:59:59-03:00'), BUENOS_AIRES)).toBe(true)
    expect(holdsAt(day, Date.parse('2026-11-26T00:00:00-03:00'), BUENOS_AIRES)).toBe(false)
    expect(holdsAt(day, Date.parse('2026-11-24T23:00:00-03:00'), BUENOS_AIRES)).toBe(false)
  })

  it('ends at the next local midnight', () => {
    const end = endOfLocalDay(Date.parse('2026-11-25T14:00:00-03:00'), BUENOS_AIRES)
    expect(new Date(end).toISOString()).toBe('2026-11-26T03:00:00.000Z')
  })

  it('ends at the local midnight on a daylight-saving change (a 23-hour day)', () => {
    // Madrid moves its clocks forward on 2026-03-29: that local day lasts 23 hours.
    const end = endOfLocalDay(Date.parse('2026-03-29T10:00:00+02:00'), MADRID)
    expect(new Date(end).toISOString()).toBe('2026-03-29T22:00:00.000Z')
  })

  it('holds exactly for instants before the end of the local day it was made on', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.parse('2020-01-01'), max: Date.parse('2030-01-01') }),
        fc.integer({ min: 0, max: 3 * 86_400_000 }),
        fc.constantFrom(BUENOS_AIRES, MADRID, 'UTC'),
        (madeAt, later, timeZone) => {
          const day = availabilityDay(madeAt, timeZone)
          const at = madeAt + later
          expect(holdsAt(day, at, timeZone)).toBe(at < endOfLocalDay(madeAt, timeZone))
        },
      ),
    )
  })
})

const garnish = (id: number, visible = true) => ({ id, name: `g${id}`, visible })
const plate = {
  id: 7,
  name: 'Milanesa',
  garnishGroups: [
    { id: 70, mandatory: true, garnishes: [garnish(701), garnish(702)] },
    { id: 71, mandatory: false, garnishes: [garnish(711)] },
  ],
}
const unavailable = (plates: number[], garnishes: number[]): Unavailable => ({
  plates: new Set(plates),
  garnishes: new Set(garnishes),
})

describe('the plate the menu offers today', () => {
  it('is the plate itself when nothing is 86’d', () => {
    expect(offeredPlate(plate, nothingUnavailable)).toBe(plate)
  })

  it('is gone when the plate is 86’d', () => {
    expect(offeredPlate(plate, unavailable([7], []))).toBeNull()
    expect(offeredPlate(plate, unavailable([8], []))).toBe(plate)
  })

  it('leaves out 86’d garnishes and keeps the rest', () => {
    const offered = offeredPlate(plate, unavailable([], [702, 711]))
    expect(offered?.garnishGroups.map((g) => g.garnishes.map((x) => x.id))).toEqual([[701], []])
    expect(offered?.name).toBe('Milanesa')
  })

  it('is gone when a mandatory group is left without a garnish the diner can pick', () => {
    expect(offeredPlate(plate, unavailable([], [701, 702]))).toBeNull()
    const withHidden = {
      ...plate,
      garnishGroups: [{ id: 70, mandatory: true, garnishes: [garnish(701), garnish(702, false)] }],
    }
    expect(offeredPlate(withHidden, unavailable([], [701]))).toBeNull()
  })
})
