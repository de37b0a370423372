import type { FastifyBaseLogger } from 'fastify'
import type { Env } from '../env'
import type { MessagingProvider } from './provider'

/** The built-in offline adapter: the message goes to the log, and the code back to the page that asked. */
export function createSandboxMessaging(log: Pick<FastifyBaseLogger, 'info'>): MessagingProvider {
  return {
    name: 'sandbox',
    showsCodes: true,
    async send(message) {
      log.info({ messaging: 'sandbox', to: message.to, text: message.text }, 'message not sent (sandbox)')
    },
  }
}

/**
 * A real adapter: POSTs {to, text} as JSON to MESSAGING_WEBHOOK_URL, the shape SMS/WhatsApp gateways
 * (or a small relay in front of one) take. A failed delivery is an error the caller reports.
 */
export function createWebhookMessaging(url: string): MessagingProvider {
  return {
    name: 'webhook',
    showsCodes: false,
    async send(message) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(message),
        signal: AbortSignal.timeout(10_000),
      })
      if (!response.ok) throw new Error(`messaging webhook answered ${response.status}`)
    },
  }
}

export function createMessaging(env: Env, log: Pick<FastifyBaseLogger, 'info'>): MessagingProvider {
  if (env.MESSAGING_PROVIDER === 'webhook' && env.MESSAGING_WEBHOOK_URL)
    return createWebhookMessaging(env.MESSAGING_WEBHOOK_URL)
  return createSandboxMessaging(log)
}
