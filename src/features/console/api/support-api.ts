import type { SupportConversationView, SupportInbox } from '../../../../machines/support-inbox.machine'
import { api } from '../../../api/client'
import { unwrap } from '../../../api/errors'

/**
 * One read of 'Mensajes': the local's conversations and, when one is open, that conversation, marked
 * read once read (so its unread count drops on the next list).
 */
export async function loadSupportInbox(alias: string, openId: number | null): Promise<SupportInbox> {
  let open: SupportConversationView | null = null
  if (openId !== null) {
    const path = { alias, conversationId: openId }
    open = unwrap(await api.GET('/api/console/{alias}/support/{conversationId}', { params: { path } }))
    unwrap(await api.POST('/api/console/{alias}/support/{conversationId}/read', { params: { path } }))
  }
  const conversations = unwrap(await api.GET('/api/console/{alias}/support', { params: { path: { alias } } }))
  return { conversations, open }
}

export async function answerSupport(
  alias: string,
  id: number,
  text: string,
): Promise<SupportConversationView> {
  return unwrap(
    await api.POST('/api/console/{alias}/support/{conversationId}/messages', {
      params: { path: { alias, conversationId: id } },
      body: { text },
    }),
  )
}
