import { describe, expect, it } from 'vitest'
import { ALWAYS, hoursInEffect, isOpenAt, scheduleConfigOf, slotsOf, type WeekHours } from './opening'

const lunchAndDinner: WeekHours = {
  WEDNESDAY: [
    { startAt: '11:00', endAt: '15:00' },
    { startAt: '19:00', endAt: '23:30' },
  ],
}
const tz = 'America/Argentina/Buenos_Aires'

describe('opening', () => {
  it('is open inside a range, in the local time zone', () => {
    expect(isOpenAt(lunchAndDinner, Date.parse('2026-11-25T15:00:00Z'), tz)).toBe(true) // 12:00
    expect(isOpenAt(lunchAndDinner, Date.parse('2026-11-25T20:00:00Z'), tz)).toBe(false) // 17:00
    expect(isOpenAt(lunchAndDinner, Date.parse('2026-11-26T02:29:00Z'), tz)).toBe(true) // 23:29
    expect(isOpenAt(lunchAndDinner, Date.parse('2026-11-26T15:00:00Z'), tz)).toBe(false) // Thursday
    expect(isOpenAt(ALWAYS, Date.parse('2026-11-26T02:59:30Z'), tz)).toBe(true) // 23:59
  })

  it('takes the local, the own or the overlapping hours as the policy says', () => {
    const own: WeekHours = { WEDNESDAY: [{ startAt: '14:00', endAt: '20:00' }] }
    const mode = { useSchedule: true, localHours: lunchAndDinner, modeHours: own }
    expect(hoursInEffect({ ...mode, hoursPolicy: 'BRANCH_HOURS' })).toBe(lunchAndDinner)
    expect(hoursInEffect({ ...mode, hoursPolicy: 'OWN_HOURS' })).toBe(own)
    expect(hoursInEffect({ ...mode, hoursPolicy: 'WITHIN_BRANCH_HOURS' }).WEDNESDAY).toEqual([
      { startAt: '14:00', endAt: '15:00' },
      { startAt: '19:00', endAt: '20:00' },
    ])
    expect(hoursInEffect({ ...mode, useSchedule: false, hoursPolicy: 'OWN_HOURS' })).toBe(ALWAYS)
  })

  it('offers half-hour slots that start before a range ends, over the next week', () => {
    expect(slotsOf([{ startAt: '11:00', endAt: '12:15' }])).toEqual(['11:00', '11:30', '12:00'])
    const config = scheduleConfigOf(lunchAndDinner, Date.parse('2026-11-25T15:00:00Z'), tz)
    expect(config.schedulerDaysInfo.map((d) => d.dayOfWeek)).toEqual(['WEDNESDAY'])
    expect(config.datesBetween[0]).toBe('2026-11-25')
    expect(config.datesBetween).toHaveLength(7)
  })
})
