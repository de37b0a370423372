import { afterAll, inject } from 'vitest'
import { supportChatModel } from '../../machines/support-chat.model'
import { supportChatMap } from '../ui-paths/maps/support-chat'
import type { chromiumPerFile } from './browser'
import { ALIAS, placeDeliveryOrder } from './console-fixtures'
import { replayMaps } from './ui-paths'

// The support chat on the real pages (tests/ui-paths): the diner's chat in the follow-up's 'Ayuda'. One
// browser for this shard. Each path has an order of its own, placed here; the conversations the paths open
// are read by staff once walked, so other files' 'Mensajes' never count their messages unread.
const api = { baseUrl: inject('baseUrl') } as ReturnType<typeof chromiumPerFile>
const CUSTOMER = 'Cliente Soporte'
const walked: string[] = []

async function staffCookie() {
  const response = await fetch(new URL(`/api/console/${ALIAS}/session`, api.baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'encargado', password: 'palermo1234' }),
  })
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')
}

/** Staff read the conversations of the replay's orders, so none is left unread. */
async function readConversations(codes: readonly string[]) {
  const cookie = await staffCookie()
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

afterAll(() => readConversations(walked))

replayMaps('support chat machines on the real UI', [[supportChatModel, supportChatMap]], {
  fixturesOf: async () => {
    const { code } = await placeDeliveryOrder(api, CUSTOMER)
    walked.push(code)
    return { orderCode: code }
  },
})
