import { describe, expect, it } from 'vitest'
import { hoursBlocks } from '../../../../domain/working-hours'
import type { OrderMode } from '../api/branch-contact'
import { hoursModes } from './hours-modes'

const mode = (id: number, extra: Partial<OrderMode> = {}): OrderMode => ({
  id,
  type: 'DELIVERY',
  name: `mode-${id}`,
  active: true,
  orderEnabled: true,
  useSchedule: false,
  schedules: [],
  paymentTypes: [],
  ...extra,
})

const lunchAndDinner = [
  {
    scheduleConfigs: [
      {
        workingDays: [
          {
            dayOfWeek: 'MONDAY' as const,
            workingHours: [
              { startAt: '19:00', endAt: '23:30' },
              { startAt: '11:00', endAt: '15:00' },
            ],
          },
        ],
      },
    ],
  },
]

const label = (key: string) => `label:${key}`

describe('hoursModes', () => {
  it('names a mode by its showName, else by the default label of its type', () => {
    const names = hoursModes([mode(1, { showName: 'Envío a casa' }), mode(2, { type: 'TAKE_AWAY' })], label)
    expect(names.map((m) => m.name)).toEqual(['Envío a casa', 'label:storefront.modeTakeAway'])
  })

  it('carries the settings the grouping rule reads', () => {
    const own = mode(1, {
      useSchedule: true,
      manuallyClosed: false,
      hoursPolicy: 'OWN_HOURS',
      schedules: lunchAndDinner,
    })
    expect(hoursModes([own], label)).toEqual([
      {
        id: 1,
        name: 'label:storefront.modeDelivery',
        active: true,
        orderEnabled: true,
        useSchedule: true,
        manuallyClosed: false,
        hoursPolicy: 'OWN_HOURS',
        schedules: lunchAndDinner,
      },
    ])
  })

  it('lets modes with identical settings share a block, in the order the local lists them', () => {
    const own = { useSchedule: true, hoursPolicy: 'OWN_HOURS' as const, schedules: lunchAndDinner }
    const blocks = hoursBlocks(
      hoursModes([mode(1, own), mode(2, { type: 'TABLE' }), mode(3, { ...own, showName: 'Retiro' })], label),
    )
    expect(blocks.map((b) => b.modeIds)).toEqual([[1, 3], [2]])
    expect(blocks[0]?.title).toBe('label:storefront.modeDelivery & Retiro')
    expect(blocks[0]?.status).toEqual([{ key: 'storefront.hoursOwn' }])
    expect(blocks[0]?.days[0]?.ranges.map((r) => r.params?.start)).toEqual(['11:00', '19:00'])
  })
})
