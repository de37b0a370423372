import type { HoursMode } from '../../../../domain/working-hours'
import { modeLabel } from '../../../lib/mode-label'
import type { MessageKey } from '../../../lib/use-t'
import type { OrderMode } from '../api/branch-contact'

/**
 * The contract's order modes as the working-hours rule reads them: each named the way the diner reads it
 * (its showName, or the default label of its type).
 */
export function hoursModes(modes: readonly OrderMode[], t: (key: MessageKey) => string): HoursMode[] {
  return modes.map((mode) => ({
    id: mode.id,
    name: modeLabel(mode, t),
    active: mode.active,
    orderEnabled: mode.orderEnabled,
    useSchedule: mode.useSchedule,
    manuallyClosed: mode.manuallyClosed,
    hoursPolicy: mode.hoursPolicy,
    schedules: mode.schedules,
  }))
}
