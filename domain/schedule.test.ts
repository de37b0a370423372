import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  firstSlot,
  isOffered,
  keepOrFirst,
  localDate,
  MIN_SCHEDULE_LEAD_MINUTES,
  type ScheduleConfig,
  scheduleDays,
  scheduledAtOf,
  selectDay,
  slotInstant,
} from './schedule'

const config: ScheduleConfig = {
  schedulerDaysInfo: [
    { dayOfWeek: 'MONDAY', availableHours: ['20:00', '12:00', '12:30', '13:00'] },
    { dayOfWeek: 'TUESDAY', availableHours: ['12:00', '12:30'] },
  ],
  // Sunday, Monday, Tuesday, Wednesday (no hours on Sunday and Wednesday)
  datesBetween: ['2025-03-02', '2025-03-03', '2025-03-04', '2025-03-05'],
}
// Monday 3 March 2025, 12:00 in Buenos Aires (UTC-3)
const mondayNoon = Date.UTC(2025, 2, 3, 15, 0)

describe('schedule', () => {
  it('works in Buenos Aires time', () => {
    expect(localDate(Date.UTC(2025, 2, 3, 2, 0))).toBe('2025-03-02')
    expect(slotInstant('2025-03-03', '12:30')).toBe(Date.UTC(2025, 2, 3, 15, 30))
    expect(scheduledAtOf({ date: '2025-03-03', time: '12:30' })).toBe('2025-03-03T12:30:00.000-03:00')
  })

  it('offers weekdays with hours, slots at least the lead time ahead, in order', () => {
    expect(MIN_SCHEDULE_LEAD_MINUTES).toBe(30)
    expect(scheduleDays(config, mondayNoon)).toEqual([
      { date: '2025-03-03', dayOfWeek: 'MONDAY', slots: ['12:30', '13:00', '20:00'] },
      { date: '2025-03-04', dayOfWeek: 'TUESDAY', slots: ['12:00', '12:30'] },
    ])
  })

  it('drops today once no slot remains', () => {
    const mondayEvening = Date.UTC(2025, 2, 3, 23, 31) // 20:31 local
    expect(scheduleDays(config, mondayEvening).map((d) => d.date)).toEqual(['2025-03-04'])
  })

  it('preselects the first slot of the first day', () => {
    const days = scheduleDays(config, mondayNoon)
    expect(firstSlot(days)).toEqual({ date: '2025-03-03', time: '12:30' })
    expect(firstSlot([])).toBeNull()
    expect(selectDay(days, '2025-03-04')).toEqual({ date: '2025-03-04', time: '12:00' })
    expect(selectDay(days, '2025-03-05')).toBeNull()
    expect(keepOrFirst(days, { date: '2025-03-04', time: '12:30' })).toEqual({
      date: '2025-03-04',
      time: '12:30',
    })
    expect(keepOrFirst(days, { date: '2025-03-03', time: '12:00' })).toEqual({
      date: '2025-03-03',
      time: '12:30',
    })
  })

  it('ignores malformed dates and hours', () => {
    const bad: ScheduleConfig = {
      schedulerDaysInfo: [{ dayOfWeek: 'TUESDAY', availableHours: ['25:00', 'noon', '12:00'] }],
      datesBetween: ['2025-02-30', 'tomorrow', '2025-03-04'],
    }
    expect(scheduleDays(bad, mondayNoon)).toEqual([
      { date: '2025-03-04', dayOfWeek: 'TUESDAY', slots: ['12:00'] },
    ])
  })

  it('never offers a slot sooner than the lead time, nor an empty day', () => {
    const hour = fc
      .tuple(fc.integer({ min: 0, max: 23 }), fc.constantFrom(0, 30))
      .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`)
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2025, 0, 1), max: Date.UTC(2025, 11, 1) }),
        fc.array(
          fc.record({
            dayOfWeek: fc.constantFrom('MONDAY', 'TUESDAY', 'SATURDAY', 'SUNDAY' as const),
            availableHours: fc.array(hour, { maxLength: 6 }),
          }),
          { maxLength: 4 },
        ),
        fc.integer({ min: -2, max: 8 }),
        (now, daysInfo, span) => {
          const today = localDate(now)
          const dates = Array.from({ length: Math.max(0, span + 3) }, (_, i) =>
            localDate(now + (i - 2) * 86_400_000),
          )
          const days = scheduleDays({ schedulerDaysInfo: daysInfo, datesBetween: dates }, now)
          for (const day of days) {
            expect(day.date >= today).toBe(true)
            expect(day.slots.length).toBeGreaterThan(0)
            for (const slot of day.slots)
              expect(slotInstant(day.date, slot)).toBeGreaterThanOrEqual(
                now + MIN_SCHEDULE_LEAD_MINUTES * 60_000,
              )
          }
          const first = firstSlot(days)
          expect(first === null).toBe(days.length === 0)
          if (first) expect(isOffered(days, first)).toBe(true)
        },
      ),
    )
  })
})
