import { randomBytes } from 'node:crypto'
import { and, eq, gt, isNull } from 'drizzle-orm'
import type { Database } from '../db/client'
import { sandboxCardToken, sandboxTransaction } from '../db/schema'
import type { PaymentProvider } from './provider'
import { checkSandboxCard } from './sandbox-cards'

export const SANDBOX_PAGE_PREFIX = '/pago-sandbox'
/** Card tokens live as briefly as real providers' (a few minutes) and serve one payment. */
const CARD_TOKEN_TTL_MS = 10 * 60 * 1000

const newToken = (prefix: string) => `${prefix}_${randomBytes(16).toString('base64url')}`

/**
 * The built-in provider: a hosted page served by this server (/pago-sandbox/{token}) where the diner
 * approves or rejects, card tokens from its own card fields, and outcomes decided by test card numbers.
 * It keeps its state in sandbox_* tables, as a real provider keeps it on its side.
 */
export function createSandboxProvider(db: Database, now: () => Date = () => new Date()): PaymentProvider {
  return {
    name: 'sandbox',

    async createHostedPayment(request) {
      const token = newToken('ws')
      await db.insert(sandboxTransaction).values({
        token,
        orderCode: request.orderCode,
        amount: Math.round(request.amount),
        returnUrl: request.returnUrl,
        callbackUrl: request.callbackPath,
      })
      return { token, url: `${SANDBOX_PAGE_PREFIX}/${token}` }
    },

    async hostedPaymentOutcome(token) {
      const [row] = await db
        .select({ status: sandboxTransaction.status, orderCode: sandboxTransaction.orderCode })
        .from(sandboxTransaction)
        .where(eq(sandboxTransaction.token, token))
      if (!row) return null
      // A link closed unpaid was never approved; one voided after its capture was approved.
      const outcome =
        row.status === 'EXPIRED' ? 'REJECTED' : row.status === 'VOIDED' ? 'APPROVED' : row.status
      return { outcome, orderCode: row.orderCode }
    },
    async expireHostedPayment(token) {
      await db
        .update(sandboxTransaction)
        .set({ status: 'EXPIRED', decidedAt: now() })
        .where(and(eq(sandboxTransaction.token, token), eq(sandboxTransaction.status, 'PENDING')))
    },
    async voidPayment(reference) {
      const hosted = await db
        .update(sandboxTransaction)
        .set({ status: 'VOIDED', decidedAt: now() })
        .where(and(eq(sandboxTransaction.token, reference), eq(sandboxTransaction.status, 'APPROVED')))
        .returning({ token: sandboxTransaction.token })
      if (hosted.length === 1) return true
      const charge = await db
        .update(sandboxCardToken)
        .set({ voidedAt: now() })
        .where(
          and(
            eq(sandboxCardToken.chargeReference, reference),
            eq(sandboxCardToken.outcome, 'APPROVED'),
            isNull(sandboxCardToken.voidedAt),
          ),
        )
        .returning({ token: sandboxCardToken.token })
      return charge.length === 1
    },

    async chargeCard(charge) {
      // Single use: the token is spent by the same statement that reads it, so two charges cannot share it.
      const reference = newToken('ch')
      const [spent] = await db
        .update(sandboxCardToken)
        .set({ usedAt: now(), chargeReference: reference })
        .where(
          and(
            eq(sandboxCardToken.token, charge.token),
            eq(sandboxCardToken.paymentMethodId, charge.paymentMethodId),
            isNull(sandboxCardToken.usedAt),
            gt(sandboxCardToken.expiresAt, now()),
          ),
        )
        .returning({ outcome: sandboxCardToken.outcome })
      if (!spent || (spent.outcome !== 'APPROVED' && spent.outcome !== 'REJECTED'))
        return { status: 'INVALID_TOKEN' }
      return { status: spent.outcome, reference }
    },

    async createCardToken(fields) {
      const checked = checkSandboxCard(fields, now())
      if (!checked.ok) return checked
      const token = newToken('card')
      const expiresAt = new Date(now().getTime() + CARD_TOKEN_TTL_MS)
      await db.insert(sandboxCardToken).values({
        token,
        paymentMethodId: checked.paymentMethodId,
        lastFour: checked.lastFour,
        outcome: checked.outcome,
        expiresAt,
      })
      return {
        ok: true,
        token,
        paymentMethodId: checked.paymentMethodId,
        lastFourDigits: checked.lastFour,
        expiresAt,
      }
    },
  }
}

/** The sandbox page's side: a diner's decision, once (a second press changes nothing). */
export async function decideSandboxTransaction(
  db: Database,
  token: string,
  outcome: 'APPROVED' | 'REJECTED',
  now: Date = new Date(),
) {
  await db
    .update(sandboxTransaction)
    .set({ status: outcome, decidedAt: now })
    .where(and(eq(sandboxTransaction.token, token), eq(sandboxTransaction.status, 'PENDING')))
  const [row] = await db.select().from(sandboxTransaction).where(eq(sandboxTransaction.token, token))
  return row ?? null
}

export async function findSandboxTransaction(db: Database, token: string) {
  const [row] = await db.select().from(sandboxTransaction).where(eq(sandboxTransaction.token, token))
  return row ?? null
}
