import { and, asc, eq } from 'drizzle-orm'
import { engine } from '../../i18n/es/engine'
import { generalDiscount, orderMode } from '../db/schema'
import { notFound, unauthorized } from '../errors'
import { validateCode } from '../services/discount-codes'
import { listDiscountsOf, loadModeRow } from '../services/mode-context'
import type { Handlers, RouteDeps } from './deps'

type Method = 'CASH' | 'ONLINE_CARD' | 'PAYMENT_LINK' | 'BANK_REDIRECT'

/**
 * Handlers of the `discounts` tag in openapi.yaml (validateDiscountCode, getExternalBenefits,
 * listGeneralDiscounts).
 */
export function discountsHandlers({ db }: RouteDeps): Handlers {
  return {
    async validateDiscountCode(request) {
      return validateCode(db, request.body)
    },

    /**
     * A partner's benefits for the local's mode. No partner is connected yet, so any bearer session is
     * taken at its word; the benefits are the mode's general discounts kept for that partner.
     */
    async getExternalBenefits(request) {
      const header = request.headers.authorization
      if (typeof header !== 'string' || !/^Bearer \S{1,500}$/.test(header))
        throw unauthorized(engine.partnerUnauthorized)
      const { branchContactId, orderModeType } = request.body
      const rows = await db
        .select({
          id: generalDiscount.id,
          name: generalDiscount.name,
          type: generalDiscount.type,
          value: generalDiscount.value,
          paymentMethods: generalDiscount.paymentMethods,
          externalBenefitType: generalDiscount.externalBenefitType,
        })
        .from(generalDiscount)
        .innerJoin(orderMode, eq(orderMode.id, generalDiscount.orderModeId))
        .where(
          and(
            eq(orderMode.branchContactId, branchContactId),
            eq(orderMode.type, orderModeType),
            eq(generalDiscount.partner, request.params.partner),
            eq(generalDiscount.active, true),
          ),
        )
        .orderBy(asc(generalDiscount.position), asc(generalDiscount.id))
      return {
        generalDiscounts: rows.map((r) => ({
          ...r,
          value: Number(r.value),
          paymentMethods: r.paymentMethods as Method[],
          externalBenefitType: r.externalBenefitType ?? request.params.partner,
        })),
      }
    },

    async listGeneralDiscounts(request) {
      const { orderModeId } = request.params
      if (!(await loadModeRow(db, orderModeId))) throw notFound(engine.modeNotFound)
      const rows = await listDiscountsOf(db, orderModeId)
      return rows.map(({ id, name, type, value, paymentMethods }) => ({
        id,
        name,
        type,
        value,
        paymentMethods: [...(paymentMethods ?? [])] as Method[],
      }))
    },
  }
}
