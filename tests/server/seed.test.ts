import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../server/db/client'
import { company, menu, orderMode, plate } from '../../server/db/schema'
import { seedDemo, seedDemoIfEmpty } from '../../server/seed/demo'
import { tableCounts } from './helpers/table-counts'
import { openTestDatabase } from './helpers/test-db'

async function snapshot(db: Database) {
  const counts = await tableCounts(db)
  const menus = await db.select({ id: menu.id, name: menu.name, hash: menu.hash }).from(menu).orderBy(menu.id)
  const modes = await db
    .select({ id: orderMode.id, menuId: orderMode.menuId })
    .from(orderMode)
    .orderBy(orderMode.id)
  return { counts, menus, modes }
}

describe('demo seed', () => {
  let db: Database
  let close: () => Promise<void>

  beforeAll(async () => {
    ;({ db, close } = await openTestDatabase())
  })
  afterAll(() => close())

  it('seeds an empty database once', async () => {
    expect(await seedDemoIfEmpty(db)).toBe(true)
    expect(await seedDemoIfEmpty(db)).toBe(false)
    expect(await db.select({ alias: company.alias }).from(company)).toEqual([{ alias: 'demo-gastronomia' }])
  })

  it('changes nothing when run again: same rows, same ids, same menu hashes', async () => {
    const before = await snapshot(db)
    await seedDemo(db)
    const after = await snapshot(db)
    expect(after).toEqual(before)
    expect(before.counts.plate).toBeGreaterThanOrEqual(40)
    expect(before.menus.every((m) => /^[0-9a-f]{64}$/.test(m.hash))).toBe(true)
  })

  it('gives the take-away menu a hash of its own', async () => {
    const { menus } = await snapshot(db)
    const hashes = new Map(menus.map((m) => [m.name, m.hash]))
    expect(hashes.get('Carta principal')).not.toBe(hashes.get('Carta para retirar'))
  })

  it('puts an edited demo fact back, and the menu hash with it', async () => {
    const before = await snapshot(db)
    await db.update(plate).set({ price: 99_999 }).where(eq(plate.name, 'Flan Casero'))
    await seedDemo(db)
    const [flan] = await db.select({ price: plate.price }).from(plate).where(eq(plate.name, 'Flan Casero'))
    expect(flan?.price).toBe(4500)
    expect((await snapshot(db)).menus).toEqual(before.menus)
  })
})
