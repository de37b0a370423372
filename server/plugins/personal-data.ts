import type { FastifyInstance } from 'fastify'

/**
 * API answers are no-store unless their route chose otherwise: orders, follow-ups, customers, the
 * console's and the riders' answers carry names, phones and addresses, which no shared cache or back
 * button may keep. The public catalogue reads (menu, landing, country…) set their own no-cache + ETag.
 */
export function registerNoStoreByDefault(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store')
  })
}
