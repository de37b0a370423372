import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../server/db/client'
import { openDatabase } from '../../server/db/client'
import { alias, branch, company, country } from '../../server/db/schema'
import { openTestDatabase } from './helpers/test-db'

describe('database', () => {
  let db: Database
  let close: () => Promise<void>

  beforeAll(async () => {
    ;({ db, close } = await openTestDatabase())
    await db.insert(country).values({
      code: 'AR',
      name: 'Argentina',
      currencyCode: 'ARS',
      currencySymbol: '$',
      phonePrefix: '54',
      timeZone: 'America/Argentina/Buenos_Aires',
    })
  })
  afterAll(() => close())

  it('is migrated when opened', async () => {
    const result = (await db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by 1`,
    )) as unknown as { rows: { table_name: string }[] }
    const tables = result.rows.map((r) => r.table_name)
    expect(tables).toEqual(
      expect.arrayContaining([
        'alias',
        'company',
        'branch',
        'branch_contact',
        'order_mode',
        'menu',
        'delivery_zone',
      ]),
    )
  })

  it('keeps companies, branches and locals in one alias namespace', async () => {
    await db.insert(alias).values({ name: 'la-esquina', kind: 'company' })
    const [created] = await db
      .insert(company)
      .values({ alias: 'la-esquina', name: 'La Esquina', countryCode: 'AR' })
      .returning()
    expect(created?.alias).toBe('la-esquina')

    // The alias is taken by a company: a branch can neither register it nor borrow it.
    await expect(db.insert(alias).values({ name: 'la-esquina', kind: 'branch' })).rejects.toThrow()
    await expect(
      db.insert(branch).values({
        companyId: created?.id ?? 0,
        alias: 'la-esquina',
        name: 'La Esquina Centro',
        timeZone: 'America/Argentina/Buenos_Aires',
      }),
    ).rejects.toThrow()
  })

  it('rejects an entity whose alias is not registered', async () => {
    await expect(
      db.insert(company).values({ alias: 'sin-registrar', name: 'Sin registrar', countryCode: 'AR' }),
    ).rejects.toThrow()
  })
})

describe('embedded database in a data directory', () => {
  it('keeps its rows across a restart', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'tucan-db-'))
    try {
      const first = await openDatabase({ dataDir })
      await first.db.insert(country).values({
        code: 'UY',
        name: 'Uruguay',
        currencyCode: 'UYU',
        currencySymbol: '$',
        phonePrefix: '598',
        timeZone: 'America/Montevideo',
      })
      await first.close()

      const second = await openDatabase({ dataDir })
      const rows = await second.db.select({ name: country.name }).from(country)
      await second.close()
      expect(rows).toEqual([{ name: 'Uruguay' }])
    } finally {
      await rm(dataDir, { recursive: true, force: true })
    }
  })
})
