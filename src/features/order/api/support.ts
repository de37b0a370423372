import type { SupportChatView } from '../../../../machines/support-chat.machine'
import { api } from '../../../api/client'
import { unwrap } from '../../../api/errors'

/** The diner's support chat of an order (getSupportChat). */
export async function loadSupportChat(orderCode: string, signal?: AbortSignal): Promise<SupportChatView> {
  return unwrap(await api.GET('/api/support/{orderCode}', { params: { path: { orderCode } }, signal }))
}

/** The diner writes to the local (postSupportMessage): the answer is the chat with the message. */
export async function sendSupportMessage(orderCode: string, text: string): Promise<SupportChatView> {
  return unwrap(
    await api.POST('/api/support/{orderCode}/messages', { params: { path: { orderCode } }, body: { text } }),
  )
}
