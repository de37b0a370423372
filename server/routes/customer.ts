import { engine } from '../../i18n/es/engine'
import { notFound } from '../errors'
import { customerOrders, orderingCustomer } from '../services/customers'
import type { Handlers, RouteDeps } from './deps'

/** Handlers of the `customer` tag in openapi.yaml (getOrderingCustomer, listCustomerOrders). */
export function customerHandlers({ db }: RouteDeps): Handlers {
  return {
    async getOrderingCustomer(request) {
      const found = await orderingCustomer(db, request.params.phone, request.query.branchId)
      if (!found) throw notFound(engine.customerNotFound)
      return found
    },

    async listCustomerOrders(request) {
      const { phone, branchContactId, offset = 0, pageSize = 10 } = request.query
      return customerOrders(db, { phone, branchContactId, offset, pageSize })
    },
  }
}
