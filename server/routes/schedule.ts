import { scheduleConfigOf } from '../../domain/opening'
import { engine } from '../../i18n/es/engine'
import { notFound } from '../errors'
import { loadModeRow, modeHours } from '../services/mode-context'
import type { Handlers, RouteDeps } from './deps'

/**
 * Handlers of the `schedule` tag in openapi.yaml (getOrderModeSchedule): the mode's slots per day of the
 * week and the next days' dates, in the branch's time zone. A mode that takes no scheduled orders offers
 * no days.
 */
export function scheduleHandlers({ db }: RouteDeps): Handlers {
  return {
    async getOrderModeSchedule(request) {
      const row = await loadModeRow(db, request.params.orderModeId)
      if (!row) throw notFound(engine.modeNotFound)
      if (row.mode.scheduledOrders === 'NONE' || !row.mode.active)
        return { schedulerDaysInfo: [], datesBetween: [] }
      return scheduleConfigOf(await modeHours(db, row.mode), Date.now(), row.timeZone)
    },
  }
}
