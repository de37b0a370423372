import { readFileSync } from 'node:fs'
import { count } from 'drizzle-orm'
import type { Database } from '../db/client'
import { company } from '../db/schema'
import type { TenantFile } from '../tenant-file/format'
import { forgetCachedCatalogue } from '../tenant-file/import'
import { parseTenantText } from '../tenant-file/validate'
import { writeTenant } from '../tenant-file/write'
import { writeDemoLogistics } from './demo-logistics'
import { writeDemoOrdering } from './demo-ordering'

/** The demo tenant is a tenant file like any venue's (demo-tenant.md), so every start exercises the format. */
export const demoTenantPath = new URL('./demo-tenant.json', import.meta.url)

let demoTenant: TenantFile | undefined
export function loadDemoTenant(): TenantFile {
  if (demoTenant) return demoTenant
  const { tenant, problems } = parseTenantText(readFileSync(demoTenantPath))
  if (!tenant)
    throw new Error(`demo-tenant.json: ${problems.map((p) => `${p.path} ${p.message}`).join('; ')}`)
  demoTenant = tenant
  return tenant
}

/**
 * Writes the demo tenant, then the demo's history (a customer with points and past orders, open shipments).
 * Every row is upserted on its natural key, so a second run leaves ids, rows and menu hashes exactly as
 * they were; edits to demo rows made since are put back to the demo facts.
 */
export async function seedDemo(db: Database): Promise<void> {
  const tenant = loadDemoTenant()
  const menuIds = await db.transaction(async (tx) => {
    // The demo pictures are data: URLs or pictures the app ships (/demo/pictures/), so nothing is copied.
    const written = await writeTenant(tx, tenant, (reference) => reference)
    await writeDemoLogistics(tx)
    await writeDemoOrdering(tx)
    return written
  })
  await forgetCachedCatalogue(db, menuIds)
}

/** Seeds only a database that has no company yet, so a tenant's own data is never touched. */
export async function seedDemoIfEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(company)
  if ((row?.n ?? 0) > 0) return false
  await seedDemo(db)
  return true
}
