import { and, eq } from 'drizzle-orm'
import type { Database } from '../db/client'
import { branchContact, staffMember } from '../db/schema'
import { hashSecret, verifySecret } from '../services/secrets'

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0]

/** One console account per demo local (listed in README); the password is stored as scrypt only. */
export const demoStaff = [
  { local: 'pizzeria-demo-palermo', name: 'encargado', password: 'palermo1234' },
  { local: 'pizzeria-demo-belgrano', name: 'encargado', password: 'belgrano1234' },
  { local: 'cafe-demo-centro', name: 'encargado', password: 'centro1234' },
] as const

/** Idempotent: an account whose password still matches is left as it is (no new salt, no new row). */
export async function writeDemoStaff(tx: Tx): Promise<void> {
  for (const account of demoStaff) {
    const [local] = await tx
      .select({ id: branchContact.id })
      .from(branchContact)
      .where(eq(branchContact.alias, account.local))
    if (!local) continue
    const where = and(eq(staffMember.branchContactId, local.id), eq(staffMember.name, account.name))
    const [existing] = await tx.select().from(staffMember).where(where)
    if (existing && (await verifySecret(account.password, existing.passwordHash))) continue
    const passwordHash = await hashSecret(account.password)
    if (existing) await tx.update(staffMember).set({ passwordHash }).where(where)
    else await tx.insert(staffMember).values({ branchContactId: local.id, name: account.name, passwordHash })
  }
}
