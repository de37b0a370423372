import type { Schemas } from '../services/api-types'

/** The spec's support chat customer record ('Comensal', …), as staff see it and a provider receives it. */
export type SupportCustomerRecord = Schemas['SupportCustomerRecord']

export interface SupportDelivery {
  customer: SupportCustomerRecord
  /** the conversation's id at the provider, once a previous delivery created it */
  externalId: string | null
  author: 'diner' | 'staff'
  text: string
}

/**
 * Where the messages of a support chat go besides the built-in store (server/services/support.ts keeps
 * every message and serves both sides). A provider answers the conversation's id on its side, kept
 * for the next message; it never decides whether a message is accepted.
 */
export interface SupportProvider {
  readonly name: string
  deliver(delivery: SupportDelivery): Promise<{ externalId: string | null }>
}

/** The default: the built-in chat stores and serves everything itself. */
export const builtInSupport: SupportProvider = {
  name: 'built-in',
  async deliver(delivery) {
    return { externalId: delivery.externalId }
  },
}
