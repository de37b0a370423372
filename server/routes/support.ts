import { authenticateStaff } from '../services/console-auth'
import {
  answerConversation,
  dinerChat,
  localConversation,
  localConversations,
  markConversationRead,
  postDinerMessage,
} from '../services/support'
import { supportProviderOf } from '../support/providers'
import type { Handlers, RouteDeps } from './deps'

/**
 * Handlers of the `support` tag (issue 32): the diner's side by order code, the staff side as the
 * signed-in staff of the local in the path (a conversation of another local is a 403).
 */
export function supportHandlers({ db, env, live }: RouteDeps): Handlers {
  const provider = supportProviderOf(env)
  return {
    async getSupportChat(request) {
      return dinerChat(db, request.params.orderCode)
    },

    async postSupportMessage(request, reply) {
      const effects = { db, live, provider, log: request.log }
      const { chat } = await postDinerMessage(effects, request.params.orderCode, request.body.text)
      return reply.code(201).send(chat)
    },

    async listSupportConversations(request) {
      const staff = await authenticateStaff(db, request, request.params.alias)
      return localConversations(db, staff.local.id)
    },

    async getSupportConversation(request) {
      const staff = await authenticateStaff(db, request, request.params.alias)
      return localConversation(db, staff.local.id, request.params.conversationId)
    },

    async answerSupportConversation(request, reply) {
      const staff = await authenticateStaff(db, request, request.params.alias)
      const effects = { db, live, provider, log: request.log }
      const { conversation } = await answerConversation(
        effects,
        staff.local.id,
        request.params.conversationId,
        request.body.text,
      )
      return reply.code(201).send(conversation)
    },

    async markSupportConversationRead(request, reply) {
      const staff = await authenticateStaff(db, request, request.params.alias)
      await markConversationRead(db, live, staff.local.id, request.params.conversationId)
      return reply.code(204).send()
    },
  }
}
