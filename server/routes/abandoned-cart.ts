import { account } from '../../i18n/es/account'
import { engagement } from '../../i18n/es/engagement'
import { invalidField, notFound } from '../errors'
import { cancelAbandonedCart, recordAbandonedCart, recoverAbandonedCart } from '../services/abandoned-carts'
import type { Handlers, RouteDeps } from './deps'

const problemOf = {
  unknownLocal: () => notFound(engagement.unknownLocal),
  unknownMode: () => invalidField('orderModeId', engagement.unknownMode),
  invalidPhone: () => invalidField('phone', account.invalidPhone),
}

/** Handlers of the `abandoned-cart` tag in openapi.yaml (notifyAbandonedCart, cancelAbandonedCart, recoverCart). */
export function abandonedCartHandlers({ db }: RouteDeps): Handlers {
  return {
    async notifyAbandonedCart(request, reply) {
      const result = await recordAbandonedCart(db, request.body)
      if (result !== 'ok') throw problemOf[result]()
      return reply.code(204).send()
    },

    async cancelAbandonedCart(request, reply) {
      const result = await cancelAbandonedCart(db, request.body)
      if (result !== 'ok') throw problemOf[result]()
      return reply.code(204).send()
    },

    async recoverCart(request) {
      const found = await recoverAbandonedCart(db, request.params.phone, request.params.branchContactId)
      if (!found) throw notFound(engagement.cartNotFound)
      return found
    },
  }
}
