import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { t } from '../i18n/t'
import {
  DAYS_OF_WEEK,
  dayRows,
  type HoursMode,
  hoursBlocks,
  isClosedNow,
  localClock,
  localHours,
  type WorkingDay,
} from './working-hours'

const everyDay = (hours: { startAt: string; endAt: string }[]): WorkingDay[] =>
  DAYS_OF_WEEK.map((dayOfWeek) => ({ dayOfWeek, workingHours: hours }))

const belgranoHours = everyDay([
  { startAt: '19:00', endAt: '23:30' },
  { startAt: '11:00', endAt: '15:00' },
])

const mode = (overrides: Partial<HoursMode> & Pick<HoursMode, 'id' | 'name'>): HoursMode => ({
  active: true,
  orderEnabled: true,
  useSchedule: true,
  hoursPolicy: 'BRANCH_HOURS',
  schedules: [],
  ...overrides,
})

const read = (messages: { key: string; params?: Record<string, string | number | { money: number }> }[]) =>
  messages.map((m) => t(m))

describe('day rows', () => {
  it("read 'De HH:MM a HH:MM', Monday first and the earliest range first", () => {
    const rows = dayRows(belgranoHours)
    expect(rows).toHaveLength(7)
    expect(t(rows[0]?.day ?? { key: '' })).toBe('Lunes')
    expect(read(rows[0]?.ranges ?? [])).toEqual(['De 11:00 a 15:00', 'De 19:00 a 23:30'])
    expect(t(rows[6]?.day ?? { key: '' })).toBe('Domingo')
  })

  it('gather a day spread over several configurations and list a range once', () => {
    const rows = dayRows([
      { dayOfWeek: 'FRIDAY', workingHours: [{ startAt: '20:00', endAt: '24:00' }] },
      { dayOfWeek: 'MONDAY', workingHours: [{ startAt: '12:00', endAt: '15:00' }] },
      {
        dayOfWeek: 'FRIDAY',
        workingHours: [
          { startAt: '12:00', endAt: '15:00' },
          { startAt: '20:00', endAt: '24:00' },
        ],
      },
    ])
    expect(rows.map((r) => r.dayOfWeek)).toEqual(['MONDAY', 'FRIDAY'])
    expect(read(rows[1]?.ranges ?? [])).toEqual(['De 12:00 a 15:00', 'De 20:00 a 24:00'])
  })

  it("show the local as 'Siempre abierto' when it has no hours", () => {
    expect(read(localHours([]).status)).toEqual(['Siempre abierto'])
    expect(localHours(belgranoHours)).toEqual({ status: [], days: dayRows(belgranoHours) })
  })
})

describe('mode blocks', () => {
  it("merge modes with identical settings, joining their names with ' & '", () => {
    const blocks = hoursBlocks([
      mode({ id: 1, name: 'Delivery' }),
      mode({ id: 2, name: 'Retiro en local' }),
      mode({ id: 3, name: 'En la mesa', orderEnabled: false }),
    ])
    expect(blocks.map((b) => [b.title, read(b.status)])).toEqual([
      ['Delivery & Retiro en local', ['Pedidos habilitados en el horario del local']],
      ['En la mesa', ['Pedidos deshabilitados, menú informativo']],
    ])
    expect(blocks[0]?.modeIds).toEqual([1, 2])
  })

  it('keep apart modes whose own hours differ', () => {
    const lunch = [{ scheduleConfigs: [{ workingDays: everyDay([{ startAt: '11:00', endAt: '15:00' }]) }] }]
    const dinner = [{ scheduleConfigs: [{ workingDays: everyDay([{ startAt: '19:00', endAt: '23:30' }]) }] }]
    const blocks = hoursBlocks([
      mode({ id: 1, name: 'Delivery', hoursPolicy: 'OWN_HOURS', schedules: lunch }),
      mode({ id: 2, name: 'Retiro en local', hoursPolicy: 'OWN_HOURS', schedules: dinner }),
      mode({ id: 3, name: 'Autoservicio', hoursPolicy: 'WITHIN_BRANCH_HOURS', schedules: lunch }),
    ])
    expect(blocks.map((b) => [b.title, read(b.status), b.days.length])).toEqual([
      ['Delivery', ['Pedidos habilitados en los siguientes horarios'], 7],
      ['Retiro en local', ['Pedidos habilitados en los siguientes horarios'], 7],
      ['Autoservicio', ['Pedidos habilitados dentro de estos horarios'], 7],
    ])
  })

  it('read every status of the spec', () => {
    const blocks = hoursBlocks([
      mode({ id: 1, name: 'A', useSchedule: false }),
      mode({ id: 2, name: 'B', manuallyClosed: true }),
      mode({ id: 3, name: 'C', hoursPolicy: 'OWN_HOURS', schedules: [] }),
      mode({ id: 4, name: 'D', active: false }),
    ])
    expect(blocks.map((b) => [b.title, read(b.status).join(' ')])).toEqual([
      ['A', 'Siempre abierto'],
      ['B', 'Cerrado Temporalmente'],
      ['C', 'Cerrado'],
    ])
  })

  it('put every active mode in exactly one block, in the order given', () => {
    const arbMode = fc.record({
      orderEnabled: fc.boolean(),
      useSchedule: fc.boolean(),
      manuallyClosed: fc.boolean(),
      active: fc.boolean(),
      hoursPolicy: fc.constantFrom('BRANCH_HOURS', 'OWN_HOURS', 'WITHIN_BRANCH_HOURS') as fc.Arbitrary<
        'BRANCH_HOURS' | 'OWN_HOURS' | 'WITHIN_BRANCH_HOURS'
      >,
      lunch: fc.boolean(),
    })
    fc.assert(
      fc.property(fc.array(arbMode, { maxLength: 6 }), (settings) => {
        const modes = settings.map(({ lunch, ...s }, i) =>
          mode({
            id: i + 1,
            name: `M${i + 1}`,
            ...s,
            schedules: lunch
              ? [{ scheduleConfigs: [{ workingDays: everyDay([{ startAt: '11:00', endAt: '15:00' }]) }] }]
              : [],
          }),
        )
        const blocks = hoursBlocks(modes)
        const ids = blocks.flatMap((b) => b.modeIds)
        expect([...ids].sort((a, b) => a - b)).toEqual(modes.filter((m) => m.active).map((m) => m.id))
        for (const block of blocks) expect(block.title).toBe(block.modeIds.map((id) => `M${id}`).join(' & '))
        const keys = blocks.map((b) => JSON.stringify([b.status, b.days]))
        expect(new Set(keys).size).toBe(keys.length)
      }),
    )
  })
})

describe('isClosedNow (the Closed tag)', () => {
  const tz = 'America/Argentina/Buenos_Aires'
  const belgranoDays = (
    ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'] as const
  ).map((dayOfWeek) => ({
    dayOfWeek,
    workingHours: [
      { startAt: '11:00', endAt: '15:00' },
      { startAt: '19:00', endAt: '23:30' },
    ],
  }))
  const followsLocal = { useSchedule: true, hoursPolicy: 'BRANCH_HOURS' as const, schedules: [] }
  // Wednesday 25 November 2026; Buenos Aires is UTC-3
  const at = (hhmm: string) => Date.parse(`2026-11-25T${hhmm}:00-03:00`)

  it("reads the branch's clock, not the device's", () => {
    expect(localClock(Date.parse('2026-11-25T02:30:00Z'), tz)).toEqual({ day: 'TUESDAY', time: '23:30' })
  })

  it("follows the local's hours: open at lunch and dinner, closed between and after", () => {
    expect(isClosedNow(followsLocal, belgranoDays, at('12:00'), tz)).toBe(false)
    expect(isClosedNow(followsLocal, belgranoDays, at('16:30'), tz)).toBe(true)
    expect(isClosedNow(followsLocal, belgranoDays, at('23:29'), tz)).toBe(false)
    expect(isClosedNow(followsLocal, belgranoDays, at('23:30'), tz)).toBe(true)
  })

  it('is open without hours or without a schedule, and closed by hand whatever the hours', () => {
    expect(isClosedNow(followsLocal, [], at('04:00'), tz)).toBe(false)
    expect(isClosedNow({ ...followsLocal, useSchedule: false }, belgranoDays, at('04:00'), tz)).toBe(false)
    expect(isClosedNow({ ...followsLocal, manuallyClosed: true }, belgranoDays, at('12:00'), tz)).toBe(true)
  })

  it('uses its own hours, or both, by its policy', () => {
    const own = {
      useSchedule: true,
      schedules: [
        {
          scheduleConfigs: [
            {
              workingDays: [
                { dayOfWeek: 'WEDNESDAY' as const, workingHours: [{ startAt: '14:00', endAt: '20:00' }] },
              ],
            },
          ],
        },
      ],
    }
    expect(isClosedNow({ ...own, hoursPolicy: 'OWN_HOURS' }, belgranoDays, at('16:30'), tz)).toBe(false)
    expect(isClosedNow({ ...own, hoursPolicy: 'WITHIN_BRANCH_HOURS' }, belgranoDays, at('16:30'), tz)).toBe(
      true,
    )
    expect(isClosedNow({ ...own, hoursPolicy: 'WITHIN_BRANCH_HOURS' }, belgranoDays, at('14:30'), tz)).toBe(
      false,
    )
  })
})
