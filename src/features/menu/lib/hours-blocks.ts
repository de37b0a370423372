import type { MessageKey } from '../../../lib/use-t'
import type { OrderMode } from '../api/branch-contact'

type WorkingDay = NonNullable<
  OrderMode['schedules'][number]['scheduleConfigs'][number]['workingDays']
>[number]

export interface HoursBlock {
  /** The modes sharing these settings, in the order the local lists them. */
  modes: OrderMode[]
  status: MessageKey[]
  days: WorkingDay[]
}

function statusOf(mode: OrderMode): MessageKey[] {
  if (mode.manuallyClosed) return ['storefront.closed', 'storefront.temporarily']
  if (!mode.orderEnabled) return ['storefront.ordersDisabledInformative']
  if (!mode.useSchedule) return ['storefront.alwaysOpen']
  if (mode.hoursPolicy === 'OWN_HOURS') return ['storefront.hoursOwn']
  if (mode.hoursPolicy === 'WITHIN_BRANCH_HOURS') return ['storefront.hoursWithin']
  return ['storefront.hoursBranch']
}

function daysOf(mode: OrderMode): WorkingDay[] {
  if (!mode.useSchedule || mode.manuallyClosed || !mode.orderEnabled || mode.hoursPolicy === 'BRANCH_HOURS')
    return []
  return mode.schedules.flatMap((schedule) =>
    schedule.scheduleConfigs.flatMap((config) => config.workingDays),
  )
}

/**
 * The blocks of the working-hours modal: modes whose status and hours are identical share one block
 * (their names are joined with ' & ' by the view).
 */
export function hoursBlocks(modes: readonly OrderMode[]): HoursBlock[] {
  const blocks = new Map<string, HoursBlock>()
  for (const mode of modes) {
    const status = statusOf(mode)
    const days = daysOf(mode)
    const key = JSON.stringify([status, days])
    const block = blocks.get(key)
    if (block) block.modes.push(mode)
    else blocks.set(key, { modes: [mode], status, days })
  }
  return [...blocks.values()]
}
