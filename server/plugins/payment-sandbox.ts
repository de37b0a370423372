import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { formatMoney } from '../../domain/money'
import { payment as texts } from '../../i18n/es/payment'
import type { Database } from '../db/client'
import type { Env } from '../env'
import {
  decideSandboxTransaction,
  findSandboxTransaction,
  SANDBOX_PAGE_PREFIX,
} from '../payments/sandbox-provider'
import { SIGNATURE_HEADERS, signCallback } from '../payments/webhook-signature'

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

const fill = (text: string, params: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole)

function page(body: string): string {
  return `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(texts.sandboxTitle)}</title>
<style>
body{font-family:system-ui,sans-serif;background:#f4f4f5;margin:0;display:grid;place-items:center;min-height:100vh}
main{background:#fff;border-radius:12px;padding:24px;max-width:360px;width:calc(100% - 32px);box-shadow:0 2px 12px #0002}
h1{font-size:1.25rem;margin:0 0 4px}.notice{color:#92400e;background:#fef3c7;padding:8px;border-radius:8px;font-size:.875rem}
.amount{font-size:1.75rem;font-weight:700;margin:4px 0 16px}form{display:inline}
button,a.button{display:block;width:100%;padding:12px;margin-top:8px;border-radius:8px;border:0;font-size:1rem;cursor:pointer;text-align:center;text-decoration:none;box-sizing:border-box}
.approve{background:#15803d;color:#fff}.reject{background:#e4e4e7;color:#18181b}
</style></head><body><main>${body}</main></body></html>`
}

/**
 * The sandbox provider's hosted page (/pago-sandbox/{token}), served by this server only while the sandbox
 * is the configured provider. The diner approves or rejects; the sandbox then calls the merchant's
 * callback signed as a real provider would, retrying a failed delivery, and sends the diner back.
 */
export async function registerPaymentSandbox(app: FastifyInstance, deps: { db: Database; env: Env }) {
  if (deps.env.PAYMENT_PROVIDER !== 'sandbox') return
  const { db, env } = deps

  async function deliverCallback(callbackPath: string, orderCode: string, token: string) {
    const eventId = `evt_${randomUUID()}`
    for (let attempt = 0; attempt < 3; attempt++) {
      const timestamp = Math.floor(Date.now() / 1000)
      const response = await app.inject({
        method: 'POST',
        url: `${callbackPath}?token_ws=${encodeURIComponent(token)}`,
        headers: {
          [SIGNATURE_HEADERS.eventId]: eventId,
          [SIGNATURE_HEADERS.timestamp]: String(timestamp),
          [SIGNATURE_HEADERS.signature]: signCallback(env.PAYMENT_WEBHOOK_SECRET, {
            eventId,
            timestamp,
            orderCode,
            token,
          }),
        },
      })
      if (response.statusCode === 200) return true
      if (response.statusCode < 500) return false
    }
    return false
  }

  await app.register(async (scope) => {
    // The page's buttons post an empty form.
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_r, _b, done) =>
      done(null, undefined),
    )

    scope.get<{ Params: { token: string } }>(`${SANDBOX_PAGE_PREFIX}/:token`, async (request, reply) => {
      const transaction = await findSandboxTransaction(db, request.params.token)
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store')
      if (!transaction) return reply.code(404).send(page(`<p>${escapeHtml(texts.sandboxUnknown)}</p>`))
      const action = `${SANDBOX_PAGE_PREFIX}/${encodeURIComponent(transaction.token)}`
      const decided =
        transaction.status === 'PENDING'
          ? `<form method="post" action="${action}/aprobar"><button class="approve" type="submit">${escapeHtml(texts.sandboxApprove)}</button></form>
<form method="post" action="${action}/rechazar"><button class="reject" type="submit">${escapeHtml(texts.sandboxReject)}</button></form>`
          : `<p>${escapeHtml(
              fill(texts.sandboxDecided, {
                outcome: {
                  APPROVED: texts.sandboxApproved,
                  REJECTED: texts.sandboxRejected,
                  EXPIRED: texts.sandboxExpired,
                  VOIDED: texts.sandboxVoided,
                }[transaction.status],
              }),
            )}</p><a class="button reject" href="${escapeHtml(transaction.returnUrl)}">${escapeHtml(texts.sandboxBack)}</a>`
      return reply.send(
        page(`<h1>${escapeHtml(texts.sandboxTitle)}</h1>
<p class="notice">${escapeHtml(texts.sandboxNotice)}</p>
<p>${escapeHtml(fill(texts.sandboxOrder, { code: transaction.orderCode }))}</p>
<p>${escapeHtml(texts.sandboxAmount)}</p><p class="amount">${escapeHtml(formatMoney(transaction.amount))}</p>
${decided}`),
      )
    })

    for (const [path, outcome] of [
      ['aprobar', 'APPROVED'],
      ['rechazar', 'REJECTED'],
    ] as const) {
      scope.post<{ Params: { token: string } }>(
        `${SANDBOX_PAGE_PREFIX}/:token/${path}`,
        async (request, reply) => {
          const transaction = await decideSandboxTransaction(db, request.params.token, outcome)
          if (!transaction)
            return reply
              .code(404)
              .type('text/html; charset=utf-8')
              .send(page(`<p>${escapeHtml(texts.sandboxUnknown)}</p>`))
          await deliverCallback(transaction.callbackUrl, transaction.orderCode, transaction.token)
          // The provider returns the diner with its token, as Transbank does (token_ws).
          return reply.redirect(
            `${transaction.returnUrl}?token_ws=${encodeURIComponent(transaction.token)}`,
            303,
          )
        },
      )
    }
  })
}
