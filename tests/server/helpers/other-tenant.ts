import type { Database } from '../../../server/db/client'
import { alias, branch, branchContact, company } from '../../../server/db/schema'

export interface OtherTenant {
  companyId: number
  branchId: number
  localId: number
  /** the aliases: `otra-empresa{suffix}`, `otra-marca{suffix}`, `otra-marca{suffix}-local` */
  company: string
  branch: string
  local: string
}

/**
 * A second tenant beside the demo one (a company, a branch and one local, no menu), for the tests that
 * prove one tenant's staff sees nothing of another's. `suffix` keeps each file's aliases apart.
 */
export async function insertOtherTenant(db: Database, suffix = ''): Promise<OtherTenant> {
  const names = {
    company: `otra-empresa${suffix}`,
    branch: `otra-marca${suffix}`,
    local: `otra-marca${suffix}-local`,
  }
  await db.insert(alias).values([
    { name: names.company, kind: 'company' },
    { name: names.branch, kind: 'branch' },
    { name: names.local, kind: 'branchContact' },
  ])
  const [own] = await db
    .insert(company)
    .values({ alias: names.company, name: 'Otra Empresa', countryCode: 'AR' })
    .returning()
  const [brand] = await db
    .insert(branch)
    .values({
      companyId: own?.id ?? 0,
      alias: names.branch,
      name: 'Otra Marca',
      timeZone: 'America/Argentina/Buenos_Aires',
    })
    .returning()
  const [local] = await db
    .insert(branchContact)
    .values({
      branchId: brand?.id ?? 0,
      alias: names.local,
      name: 'Otra Marca Local',
      street: 'Calle',
      number: '1',
      city: 'CABA',
      countryCode: 'AR',
      lat: -34.6,
      lng: -58.4,
    })
    .returning()
  return { companyId: own?.id ?? 0, branchId: brand?.id ?? 0, localId: local?.id ?? 0, ...names }
}
