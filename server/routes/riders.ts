import { rider as riderTexts } from '../../i18n/es/rider'
import { invalidField, notFound } from '../errors'
import {
  authenticateRider,
  createRider,
  findRiderByPhone,
  localAlias,
  openSession,
  riderBody,
  setShift,
} from '../services/riders'
import type { Handlers, RouteDeps } from './deps'

/**
 * Handlers of the `riders` tag in openapi.yaml (whoAmI, getRiderByPhone, createRiderWithCode,
 * updateRiderWithCode).
 */
export function ridersHandlers({ db }: RouteDeps): Handlers {
  return {
    async whoAmI(request) {
      const me = await authenticateRider(db, request)
      return { riderId: me.id, name: me.name, phone: me.phone }
    },

    async getRiderByPhone(request) {
      const { branchContactId, phone } = request.query
      const alias = await localAlias(db, branchContactId)
      if (!alias) throw notFound(riderTexts.apiUnknownLocal)
      const found = await findRiderByPhone(db, branchContactId, phone)
      if (!found) throw notFound(riderTexts.apiUnknownRider)
      return riderBody(found, alias)
    },

    async createRiderWithCode(request, reply) {
      const body = request.body
      const created = await createRider(db, {
        name: body.name,
        phone: body.phone,
        securityCode: body.securityCode,
        branchContactId: body.riderUser.branchContactId,
        active: body.active ?? true,
        clientKey: request.ip,
      })
      const token = await openSession(db, reply, created.id)
      const alias = (await localAlias(db, created.branchContactId)) ?? String(created.branchContactId)
      reply.code(201)
      return { rider: riderBody(created, alias), token }
    },

    async updateRiderWithCode(request, reply) {
      const { riderId } = request.params
      const body = request.body
      if (body.id !== undefined && body.id !== riderId) throw invalidField('id')
      const updated = await setShift(db, riderId, {
        active: body.active,
        securityCode: body.securityCode,
        phone: body.phone,
        clientKey: request.ip,
      })
      const token = await openSession(db, reply, updated.id)
      const alias = (await localAlias(db, updated.branchContactId)) ?? String(updated.branchContactId)
      return { rider: riderBody(updated, alias), token }
    },
  }
}
