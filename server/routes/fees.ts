import { engine } from '../../i18n/es/engine'
import { notFound } from '../errors'
import { listSurchargesOf, loadModeRow } from '../services/mode-context'
import type { Handlers, RouteDeps } from './deps'

/** Handlers of the `fees` tag in openapi.yaml (listGeneralSurcharges, getOrderModeFees). */
export function feesHandlers({ db }: RouteDeps): Handlers {
  return {
    async listGeneralSurcharges(request) {
      const { orderModeId } = request.params
      if (!(await loadModeRow(db, orderModeId))) throw notFound(engine.modeNotFound)
      const rows = await listSurchargesOf(db, orderModeId)
      return rows.map(({ id, name, type, value, paymentMethods }) => ({
        id,
        name,
        type,
        value,
        paymentMethods: [...(paymentMethods ?? [])] as (
          | 'CASH'
          | 'ONLINE_CARD'
          | 'PAYMENT_LINK'
          | 'BANK_REDIRECT'
        )[],
      }))
    },

    async getOrderModeFees(request) {
      const row = await loadModeRow(db, request.params.orderModeId)
      if (!row) throw notFound(engine.modeNotFound)
      return { userFee: row.mode.userFee, percentageUserFee: Number(row.mode.percentageUserFee) }
    },
  }
}
