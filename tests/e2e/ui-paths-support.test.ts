import { afterAll } from 'vitest'
import { supportChatModel } from '../../machines/support-chat.model'
import { supportInboxModel } from '../../machines/support-inbox.model'
import { supportChatMap } from '../ui-paths/maps/support-chat'
import { INBOX_CUSTOMER, supportInboxMap } from '../ui-paths/maps/support-inbox'
import { DINER_SUPPORT_MESSAGE } from '../ui-paths/server-actions'
import type { chromiumPerFile } from './browser'
import { ALIAS, closeOpenOrders, placeDeliveryOrder, staffCookie } from './console-fixtures'
import { e2eServer } from './e2e-server'
import { replayMaps } from './ui-paths'

// The support chat on the real pages (tests/ui-paths): the diner's chat in the follow-up's 'Ayuda', and the
// console's 'Mensajes'. One browser for this shard. Each path has an order of its own, placed here (for
// 'Mensajes' with its diner's message, read by staff); the conversations the paths open are read by staff
// once each path is walked, so no later path nor file counts their messages unread.
const api = { baseUrl: e2eServer().baseUrl } as ReturnType<typeof chromiumPerFile>
const CUSTOMER = 'Cliente Soporte'
const walked: string[] = []

/** Staff read the conversations of the replay's orders, so none is left unread. */
async function readConversations(codes: readonly string[]) {
  if (codes.length === 0) return
  const cookie = await staffCookie(api)
  const list = (await (
    await fetch(new URL(`/api/console/${ALIAS}/support`, api.baseUrl), { headers: { cookie } })
  ).json()) as { id: number; orderCode: string; unread: number }[]
  for (const conversation of list.filter((c) => codes.includes(c.orderCode) && c.unread > 0)) {
    const response = await fetch(
      new URL(`/api/console/${ALIAS}/support/${conversation.id}/read`, api.baseUrl),
      { method: 'POST', headers: { cookie } },
    )
    if (!response.ok) throw new Error(`reading conversation ${conversation.id}: ${response.status}`)
  }
}

/** 'Mensajes' opens on a conversation of the path's own: its diner wrote, staff have read it. */
async function inboxFixtures(): Promise<Record<string, string>> {
  const { code } = await placeDeliveryOrder(api, INBOX_CUSTOMER)
  walked.push(code)
  const response = await fetch(new URL(`/api/support/${code}/messages`, api.baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ text: DINER_SUPPORT_MESSAGE }),
  })
  if (!response.ok) throw new Error(`the diner's message: ${response.status}`)
  await readConversations([code])
  return { orderCode: code }
}

afterAll(async () => {
  await readConversations(walked)
  await closeOpenOrders(api, (order) => walked.includes(order.code))
})

replayMaps(
  'support chat machines on the real UI',
  [
    [supportChatModel, supportChatMap],
    [supportInboxModel, supportInboxMap],
  ],
  {
    fixturesOf: async (machine) => {
      if (machine === 'support-inbox') return inboxFixtures()
      const { code } = await placeDeliveryOrder(api, CUSTOMER)
      walked.push(code)
      return { orderCode: code }
    },
    afterPath: () => readConversations(walked),
  },
)
