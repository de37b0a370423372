/** A text message to one phone (its international form). */
export interface OutgoingMessage {
  to: string
  text: string
}

/**
 * What the one-time codes need from a messaging service (SMS, WhatsApp). The built-in sandbox sends
 * nothing and hands the message back for the page to show; a real service is another implementation
 * registered in providers.ts and chosen by MESSAGING_PROVIDER.
 */
export interface MessagingProvider {
  readonly name: string
  /** true: the message did not leave this server, so the caller may show the code (demo, tests) */
  readonly showsCodes: boolean
  send(message: OutgoingMessage): Promise<void>
}
