import { describe, expect, it } from 'vitest'
import type { OrderMode } from '../api/branch-contact'
import { hoursBlocks } from './hours-blocks'

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
              { startAt: '11:00', endAt: '15:00' },
              { startAt: '19:00', endAt: '23:30' },
            ],
          },
        ],
      },
    ],
  },
]

describe('hoursBlocks', () => {
  it('merges modes with identical settings into one block', () => {
    const blocks = hoursBlocks([mode(1), mode(2), mode(3)])
    expect(blocks).toHaveLength(1)
    expect(blocks[0]?.modes.map((m) => m.id)).toEqual([1, 2, 3])
    expect(blocks[0]?.status).toEqual(['storefront.alwaysOpen'])
    expect(blocks[0]?.days).toEqual([])
  })

  it('keeps modes with different hours apart, in the order the local lists them', () => {
    const own = { useSchedule: true, hoursPolicy: 'OWN_HOURS' as const, schedules: lunchAndDinner }
    const blocks = hoursBlocks([mode(1, own), mode(2), mode(3, own)])
    expect(blocks.map((b) => b.modes.map((m) => m.id))).toEqual([[1, 3], [2]])
    expect(blocks[0]?.status).toEqual(['storefront.hoursOwn'])
    expect(blocks[0]?.days[0]?.workingHours).toHaveLength(2)
  })

  it('names every status of the modal', () => {
    const statuses = hoursBlocks([
      mode(1, { manuallyClosed: true }),
      mode(2, { orderEnabled: false }),
      mode(3, { useSchedule: true, hoursPolicy: 'BRANCH_HOURS', schedules: lunchAndDinner }),
      mode(4, { useSchedule: true, hoursPolicy: 'WITHIN_BRANCH_HOURS', schedules: lunchAndDinner }),
    ]).map((b) => b.status)
    expect(statuses).toEqual([
      ['storefront.closed', 'storefront.temporarily'],
      ['storefront.ordersDisabledInformative'],
      ['storefront.hoursBranch'],
      ['storefront.hoursWithin'],
    ])
  })
})
