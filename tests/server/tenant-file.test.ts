import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { asc, eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../server/app'
import type { Database } from '../../server/db/client'
import {
  branch,
  branchContact,
  dinerOrderLine,
  menu,
  menuItem,
  orderMode,
  plate,
} from '../../server/db/schema'
import { loadEnv } from '../../server/env'
import { exportTenant } from '../../server/tenant-file/export'
import type { TenantFile } from '../../server/tenant-file/format'
import { importTenantFile } from '../../server/tenant-file/import'
import { tableCounts } from './helpers/table-counts'
import { createTestApp, type TestApp } from './helpers/test-app'
import { openTestDatabase } from './helpers/test-db'

/** Every GET a diner's storefront makes about the tenant, with the ids the source database gave. */
async function dinerUrls(db: Database): Promise<string[]> {
  const branches = await db.select().from(branch).orderBy(asc(branch.id))
  const locals = await db.select().from(branchContact).orderBy(asc(branchContact.id))
  const modes = await db.select().from(orderMode).orderBy(asc(orderMode.id))
  const plates = await db.select({ id: plate.id }).from(plate).orderBy(asc(plate.id))
  const urls = [
    '/api/diner/demo-gastronomia',
    '/api/indicators',
    '/api/country/AR',
    `/api/diner/companies/${branches[0]?.companyId}`,
    `/api/diner/companies/${branches[0]?.companyId}/branches`,
  ]
  for (const b of branches) {
    urls.push(
      `/api/diner/${b.alias}`,
      `/api/diner/branchordermodes/${b.id}`,
      `/api/diner/${b.id}/discounts`,
      `/api/menucustomization/${b.id}`,
      `/api/diner/file/${b.id}/url?type=LOGO`,
      `/api/branch/${b.id}/loyalty-program`,
      `/api/branch/${b.id}/deliveryzones/fee?lat=-34.5866&lng=-58.4136`,
      `/api/branch/${b.id}/deliveryzones/fee?lat=-34.558&lng=-58.46`,
    )
  }
  for (const l of locals) {
    urls.push(`/api/diner/${l.alias}`, `/api/diner/branchcontacts/${l.alias}`, `/api/survey/${l.id}`)
    for (const m of modes.filter((mode) => mode.branchContactId === l.id)) {
      urls.push(
        `/api/diner/${l.alias}/menu/${m.id}`,
        `/api/diner/menu/${l.alias}/hash?orderModeId=${m.id}`,
        `/api/ordermodes/${m.id}/generaldiscounts`,
        `/api/ordermodes/${m.id}/generalsurcharges`,
        `/api/ordermodes/${m.id}/fees`,
        `/api/ordermode/schedule/${m.id}`,
      )
    }
  }
  for (const p of plates.slice(0, 12)) urls.push(`/api/entityindicators/PLATE/${p.id}`)
  return urls
}

async function answers(app: FastifyInstance, urls: string[]) {
  return Promise.all(
    urls.map(async (url) => {
      const response = await app.inject({ method: 'GET', url })
      return { url, status: response.statusCode, body: response.body }
    }),
  )
}

async function snapshot(db: Database) {
  const counts = await tableCounts(db)
  const menus = await db.select({ id: menu.id, hash: menu.hash }).from(menu).orderBy(menu.id)
  const plates = await db.select().from(plate).orderBy(plate.id)
  return { counts, menus, plates }
}

describe('tenant file: export, import into an empty database, import again, edit', () => {
  let source: TestApp
  let target: { app: FastifyInstance; db: Database; close(): Promise<void> }
  let exported: TenantFile
  const dir = mkdtempSync(join(tmpdir(), 'tenant-file-'))
  const fileAt = (name: string, tenant: TenantFile) => {
    const path = join(dir, name)
    writeFileSync(path, JSON.stringify(tenant, null, 2))
    return path
  }

  beforeAll(async () => {
    source = await createTestApp()
    const database = await openTestDatabase()
    const app = await buildApp({
      env: loadEnv({ NODE_ENV: 'test', RATE_LIMITS: 'off' }),
      db: database.db,
      logger: false,
    })
    await app.ready()
    target = {
      app,
      db: database.db,
      async close() {
        await app.close()
        await database.close()
      },
    }
  })
  afterAll(async () => {
    await source?.close()
    await target?.close()
    rmSync(dir, { recursive: true, force: true })
  })

  it('exports the demo tenant by any of its aliases, in a file its own schema accepts', async () => {
    const byCompany = await exportTenant(source.db, 'demo-gastronomia')
    expect(byCompany).toBeDefined()
    exported = byCompany as TenantFile
    expect(await exportTenant(source.db, 'pizzeria-demo-belgrano')).toEqual(exported)
    expect(await exportTenant(source.db, 'no-such-alias')).toBeUndefined()
    const pizzeria = exported.branches.find((b) => b.alias === 'pizzeria-demo')
    expect(pizzeria?.plates.find((p) => p.name === 'Pizza Muzzarella')?.sizes).toEqual([
      { name: 'Chica', price: 9000 },
      { name: 'Grande', price: 13500 },
    ])
    // Secrets leave only as hashes.
    expect(JSON.stringify(exported)).not.toContain('palermo1234')
  })

  it('imports the export into an empty database: every diner answer is byte-identical', async () => {
    const outcome = await importTenantFile(target.db, fileAt('demo.json', exported), dir)
    expect(outcome).toMatchObject({ ok: true, company: 'demo-gastronomia' })
    const urls = await dinerUrls(source.db)
    const [before, after] = [await answers(source.app, urls), await answers(target.app, urls)]
    // Café Demo has no points programme; only Palermo asks for a survey.
    expect(before.filter((a) => a.status !== 200).map((a) => `${a.status} ${a.url}`)).toEqual([
      '404 /api/branch/2/loyalty-program',
      '404 /api/survey/2',
      '404 /api/survey/3',
      '404 /api/survey/4',
    ])
    for (const [index, answer] of after.entries()) expect(answer).toEqual(before[index])
    // …and exports the same file again.
    expect(await exportTenant(target.db, 'demo-gastronomia')).toEqual(exported)
  })

  it('changes nothing when the same file is imported twice', async () => {
    const first = await snapshot(target.db)
    const outcome = await importTenantFile(target.db, fileAt('demo.json', exported), dir)
    expect(outcome.ok).toBe(true)
    expect(await snapshot(target.db)).toEqual(first)
  })

  it('updates an edited tenant in place: same ids, new menu answer and hash, past orders as sold', async () => {
    const [pastLine] = await source.db.select().from(dinerOrderLine).orderBy(asc(dinerOrderLine.id))
    const edited = structuredClone(exported)
    const pizzeria = edited.branches.find((b) => b.alias === 'pizzeria-demo')
    if (!pizzeria) throw new Error('pizzeria missing')
    for (const p of pizzeria.plates) {
      if (p.name === 'Hamburguesa Completa') p.price = 12_500
      if (p.name === 'Pizza Muzzarella')
        p.sizes = [
          { name: 'Chica', price: 9500 },
          { name: 'Grande', price: 14_000 },
        ]
    }
    const main = pizzeria.menus.find((m) => m.name === 'Carta principal')
    const drinks = main?.categories.find((c) => c.name === 'Bebidas')
    if (!drinks) throw new Error('drinks missing')
    drinks.plates = drinks.plates.filter((entry) => entry !== 'Vino Malbec')

    const palermo = await source.db
      .select()
      .from(branchContact)
      .where(eq(branchContact.alias, 'pizzeria-demo-palermo'))
    const [delivery] = await source.db
      .select()
      .from(orderMode)
      .where(eq(orderMode.branchContactId, palermo[0]?.id ?? 0))
      .orderBy(asc(orderMode.position))
    const menuUrl = `/api/diner/pizzeria-demo-palermo/menu/${delivery?.id}`
    const beforeMenu = await source.app.inject({ method: 'GET', url: menuUrl })
    const platesBefore = await source.db
      .select({ id: plate.id, name: plate.name })
      .from(plate)
      .orderBy(plate.id)
    const hashBefore = (
      await source.db
        .select()
        .from(menu)
        .where(eq(menu.id, delivery?.menuId ?? 0))
    )[0]?.hash

    const outcome = await importTenantFile(source.db, fileAt('edited.json', edited), dir)
    expect(outcome.ok).toBe(true)

    expect(await source.db.select({ id: plate.id, name: plate.name }).from(plate).orderBy(plate.id)).toEqual(
      platesBefore,
    )
    const hashAfter = (
      await source.db
        .select()
        .from(menu)
        .where(eq(menu.id, delivery?.menuId ?? 0))
    )[0]?.hash
    expect(hashAfter).not.toBe(hashBefore)
    const afterMenu = await source.app.inject({ method: 'GET', url: menuUrl })
    expect(afterMenu.body).not.toBe(beforeMenu.body)
    expect(afterMenu.body).toContain('12500')
    expect(afterMenu.body).not.toContain('Vino Malbec')
    // The take-away menu still lists the wine.
    const malbec = platesBefore.find((p) => p.name === 'Vino Malbec')
    const stillListed = await source.db
      .select()
      .from(menuItem)
      .where(eq(menuItem.plateId, malbec?.id ?? 0))
    expect(stillListed).toHaveLength(1)
    // Past orders keep what they were sold at.
    const [lineAfter] = await source.db
      .select()
      .from(dinerOrderLine)
      .where(eq(dinerOrderLine.id, pastLine?.id ?? 0))
    expect(lineAfter).toEqual(pastLine)
  })

  it('keeps working when other work adds columns with defaults', async () => {
    // Other branches add columns (order lifecycle, payments…): the importer names only the columns it knows.
    for (const table of ['plate', 'order_mode', 'branch_contact', 'payment_type', 'menu_item'])
      await target.db.execute(
        sql.raw(`alter table ${table} add column added_elsewhere text not null default 'x'`),
      )
    const edited = structuredClone(exported)
    const cafe = edited.branches.find((b) => b.alias === 'cafe-demo')
    if (!cafe) throw new Error('café missing')
    cafe.plates.push({ name: 'Lágrima', price: 2600 })
    cafe.menus[0]?.categories[0]?.plates.push('Lágrima')
    const outcome = await importTenantFile(target.db, fileAt('columns.json', edited), dir)
    expect(outcome.ok).toBe(true)
    expect(await exportTenant(target.db, 'cafe-demo')).toEqual(edited)
  })
})
