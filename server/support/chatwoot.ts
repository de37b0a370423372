import type { SupportDelivery, SupportProvider } from './provider'

export interface ChatwootConfig {
  url: string
  token: string
  accountId: number
  inboxId: number
  /** the HTTP client; tests pass one that records, production the global fetch */
  fetch?: typeof fetch
}

const E164 = /^\+[1-9]\d{6,14}$/

/**
 * The support chat mirrored to a Chatwoot account through its application API (api_access_token
 * header): the first message of an order creates the contact (the 'Comensal' record: name, email,
 * phone, the rest as custom attributes) and its conversation in the configured API inbox; every
 * message after that is added to that conversation, the diner's as incoming, staff answers as outgoing.
 */
export function chatwootSupport(config: ChatwootConfig): SupportProvider {
  const send = config.fetch ?? fetch
  const base = `${config.url.replace(/\/+$/, '')}/api/v1/accounts/${config.accountId}`

  async function post<T>(path: string, body: unknown): Promise<T> {
    const response = await send(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', api_access_token: config.token },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    })
    if (!response.ok) throw new Error(`Chatwoot answered ${response.status} to POST ${path}`)
    return (await response.json()) as T
  }

  async function openConversation({ customer }: SupportDelivery): Promise<string> {
    const created = await post<{
      payload: { contact: { id: number }; contact_inbox?: { source_id?: string } }
    }>('/contacts', {
      inbox_id: config.inboxId,
      name: customer.name,
      identifier: `order-${customer.orderCode}`,
      ...(customer.email ? { email: customer.email } : {}),
      ...(customer.phone && E164.test(customer.phone) ? { phone_number: customer.phone } : {}),
      custom_attributes: {
        type: customer.type,
        company_name: customer.companyName,
        branch_contact_name: customer.branchContactName,
        order_code: customer.orderCode,
        support_link: customer.supportLink,
        phone: customer.phone ?? '',
      },
    })
    const contact = created.payload.contact
    const conversation = await post<{ id: number }>('/conversations', {
      inbox_id: config.inboxId,
      contact_id: contact.id,
      ...(created.payload.contact_inbox?.source_id
        ? { source_id: created.payload.contact_inbox.source_id }
        : {}),
      additional_attributes: {
        order_code: customer.orderCode,
        branch_contact_name: customer.branchContactName,
      },
    })
    return String(conversation.id)
  }

  return {
    name: 'chatwoot',
    async deliver(delivery) {
      const externalId = delivery.externalId ?? (await openConversation(delivery))
      await post(`/conversations/${encodeURIComponent(externalId)}/messages`, {
        content: delivery.text,
        message_type: delivery.author === 'diner' ? 'incoming' : 'outgoing',
        private: false,
      })
      return { externalId }
    },
  }
}
