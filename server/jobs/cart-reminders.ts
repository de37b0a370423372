import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm'
import { engagement as texts } from '../../i18n/es/engagement'
import type { Database } from '../db/client'
import { abandonedCart, branchContact } from '../db/schema'
import type { MessagingProvider } from '../messaging/provider'

/** At most this many reminders per pass: one pass must not hold its row locks for long. */
const BATCH = 50

/**
 * Sends the reminders of abandoned carts whose time has come (notify_after passed, still PENDING, not
 * sent yet). Every node runs this on its own timer; `FOR UPDATE SKIP LOCKED` hands each due cart to one
 * of them, and reminded_at, set in the same transaction, keeps it from going out again. A send that
 * fails rolls its pass back: the cart is due again on the next pass (a crash between the send and the
 * commit may repeat one message, never lose it). Answers how many went out.
 */
export async function sendDueCartReminders(db: Database, messaging: MessagingProvider): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: abandonedCart.id, phone: abandonedCart.phone, name: branchContact.name })
      .from(abandonedCart)
      .innerJoin(branchContact, eq(branchContact.id, abandonedCart.branchContactId))
      .where(
        and(
          eq(abandonedCart.status, 'PENDING'),
          isNull(abandonedCart.remindedAt),
          lte(abandonedCart.notifyAfter, sql`now()`),
        ),
      )
      .orderBy(asc(abandonedCart.notifyAfter))
      .limit(BATCH)
      .for('update', { of: abandonedCart, skipLocked: true })
    for (const cart of due) {
      await messaging.send({ to: cart.phone, text: texts.cartReminder.replace('{name}', cart.name) })
      await tx.update(abandonedCart).set({ remindedAt: sql`now()` }).where(eq(abandonedCart.id, cart.id))
    }
    return due.length
  })
}
