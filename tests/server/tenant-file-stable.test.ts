import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { asc, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pictureSrcSet } from '../../domain/picture-sizes'
import { buildApp } from '../../server/app'
import type { Database } from '../../server/db/client'
import { branchContact, dinerOrderLine, orderMode, plate } from '../../server/db/schema'
import { loadEnv } from '../../server/env'
import { exportTenant } from '../../server/tenant-file/export'
import { writeExportedPictures } from '../../server/tenant-file/export-pictures'
import type { TenantFile } from '../../server/tenant-file/format'
import { menuEntryPlate } from '../../server/tenant-file/format'
import { importTenantFile } from '../../server/tenant-file/import'
import { createTestApp, type TestApp } from './helpers/test-app'
import { openTestDatabase } from './helpers/test-db'

const exampleDir = new URL('../../docs/examples/cafe-de-la-plaza/', import.meta.url)

/** The real app over an empty database of its own, its pictures in `dataDir`. */
async function emptyApp(dataDir: string) {
  const database = await openTestDatabase()
  const app = await buildApp({
    env: loadEnv({ NODE_ENV: 'test', RATE_LIMITS: 'off', DATA_DIR: dataDir }),
    db: database.db,
    logger: false,
  })
  await app.ready()
  return {
    app,
    db: database.db,
    async close() {
      await app.close()
      await database.close()
    },
  }
}

async function cafeUrls(db: Database) {
  const locals = await db.select().from(branchContact).orderBy(asc(branchContact.id))
  const modes = await db.select().from(orderMode).orderBy(asc(orderMode.id))
  const plates = await db.select().from(plate).orderBy(asc(plate.id))
  return [
    '/api/diner/cafe-de-la-plaza',
    ...locals.map((l) => `/api/diner/${l.alias}`),
    ...modes.map((m) => `/api/diner/cafe-de-la-plaza-mayo/menu/${m.id}`),
    ...plates.map((p) => `/api/diner/file/${p.id}/url?type=PLATE_IMAGE`),
  ]
}

const answers = (app: FastifyInstance, urls: string[]) =>
  Promise.all(
    urls.map(async (url) => {
      const response = await app.inject({ method: 'GET', url })
      return { url, status: response.statusCode, body: response.body }
    }),
  )

describe('tenant export writes its pictures beside the file', () => {
  const dir = mkdtempSync(join(tmpdir(), 'tenant-pictures-'))
  let source: Awaited<ReturnType<typeof emptyApp>>
  let target: Awaited<ReturnType<typeof emptyApp>>
  beforeAll(async () => {
    cpSync(exampleDir, join(dir, 'cafe'), { recursive: true })
    source = await emptyApp(join(dir, 'source-data'))
    target = await emptyApp(join(dir, 'target-data'))
  })
  afterAll(async () => {
    await source?.close()
    await target?.close()
    rmSync(dir, { recursive: true, force: true })
  })

  it('export → import into an empty database: the same pictures, the same answers', async () => {
    const imported = await importTenantFile(
      source.db,
      join(dir, 'cafe', 'tenant.json'),
      join(dir, 'source-data'),
    )
    expect(imported.ok).toBe(true)
    const exported = (await exportTenant(source.db, 'cafe-de-la-plaza')) as TenantFile
    const out = join(dir, 'out')
    const written = writeExportedPictures(exported, join(dir, 'source-data'), out)
    expect(written).toMatchObject({ written: 2, missing: [] })
    const named = written.tenant.branches[0]?.plates.flatMap((p) => (p.picture ? [p.picture] : [])) ?? []
    expect(named).toEqual([
      expect.stringMatching(/^pictures\/[0-9a-f]{32}-\d+\.png$/),
      expect.stringMatching(/^pictures\/[0-9a-f]{32}-\d+\.png$/),
    ])
    // The files beside the export are the venue's own pictures, byte for byte.
    const originals = ['cortado.png', 'medialunas.png'].map((name) => readFileSync(new URL(name, exampleDir)))
    for (const name of readdirSync(join(out, 'pictures')))
      expect(originals.some((bytes) => bytes.equals(readFileSync(join(out, 'pictures', name))))).toBe(true)
    writeFileSync(join(out, 'tenant.json'), JSON.stringify(written.tenant, null, 2))

    const outcome = await importTenantFile(target.db, join(out, 'tenant.json'), join(dir, 'target-data'))
    expect(outcome.ok).toBe(true)
    const urls = await cafeUrls(source.db)
    const [before, after] = [await answers(source.app, urls), await answers(target.app, urls)]
    for (const [index, answer] of after.entries()) expect(answer).toEqual(before[index])
    // Every picture address and size the answers give is served by the new database's server.
    const addresses = before
      .filter((a) => a.url.includes('PLATE_IMAGE') && a.status === 200)
      .map((a) => (JSON.parse(a.body) as { url: string }).url)
    expect(addresses).toHaveLength(2)
    for (const address of addresses)
      for (const [sized = ''] of (pictureSrcSet(address) ?? '').split(', ').map((e) => e.split(' '))) {
        const [was, is] = await Promise.all(
          [source, target].map((side) => side.app.inject({ method: 'GET', url: sized })),
        )
        expect(is?.statusCode, sized).toBe(200)
        expect(is?.rawPayload.equals(was?.rawPayload ?? Buffer.alloc(0))).toBe(true)
      }
    expect(await exportTenant(target.db, 'cafe-de-la-plaza')).toEqual(exported)
  })
})

describe('plates keep their key (the venue’s own name for them) across export → edit → import', () => {
  let t: TestApp
  const dir = mkdtempSync(join(tmpdir(), 'tenant-stable-'))
  const importEdited = async (tenant: TenantFile) => {
    const path = join(dir, 'edited.json')
    writeFileSync(path, JSON.stringify(tenant))
    const outcome = await importTenantFile(t.db, path, dir)
    expect(outcome.ok).toBe(true)
  }
  /** The file without a plate: in no list, no menu, no discount, no code. */
  const withoutPlate = (tenant: TenantFile, name: string): TenantFile => {
    const edited = structuredClone(tenant)
    for (const branch of edited.branches) {
      branch.plates = branch.plates.filter((p) => p.name !== name)
      for (const menu of branch.menus)
        for (const category of menu.categories)
          category.plates = category.plates.filter((entry) => menuEntryPlate(entry) !== name)
      for (const discount of branch.menuDiscounts ?? [])
        discount.plates = discount.plates.filter((p) => p !== name)
      branch.menuDiscounts = branch.menuDiscounts?.filter((d) => d.plates.length > 0)
      branch.discountCodes = branch.discountCodes?.filter((c) => c.plate !== name)
      for (const menu of branch.menus) menu.categories = menu.categories.filter((c) => c.plates.length > 0)
    }
    return edited
  }

  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(async () => {
    await t?.close()
    rmSync(dir, { recursive: true, force: true })
  })

  it('renames on the storefront, reprices, drops and brings back a plate: same row, past orders as sold', async () => {
    const [pastLine] = await t.db.select().from(dinerOrderLine).orderBy(asc(dinerOrderLine.id))
    const [sold] = await t.db
      .select()
      .from(plate)
      .where(eq(plate.id, pastLine?.plateId ?? 0))
    if (!pastLine || !sold) throw new Error('the demo has no past order')
    const [neverSold] = await t.db.select().from(plate).where(eq(plate.name, 'Vino Malbec'))
    const exported = (await exportTenant(t.db, 'demo-gastronomia')) as TenantFile
    const branchOf = (tenant: TenantFile) =>
      tenant.branches.find((b) =>
        b.plates.some((p) => p.name === sold.name),
      ) as TenantFile['branches'][number]

    // A new name for diners and a new price: the same plate, updated in place.
    const edited = structuredClone(exported)
    const entry = branchOf(edited).plates.find((p) => p.name === sold.name)
    if (!entry) throw new Error('plate missing')
    entry.showName = 'La de siempre, renovada'
    if (entry.sizes) entry.sizes = entry.sizes.map((s) => ({ ...s, price: s.price + 100 }))
    else entry.price = (entry.price ?? 0) + 100
    await importEdited(edited)
    const [renamed] = await t.db.select().from(plate).where(eq(plate.name, sold.name))
    expect(renamed).toMatchObject({ id: sold.id, showName: 'La de siempre, renovada' })
    expect(await exportTenant(t.db, 'demo-gastronomia')).toEqual(edited)

    // Dropped from the file: a plate past orders name stays for them, out of every menu and of the export;
    // one nobody ordered goes.
    const dropped = withoutPlate(withoutPlate(edited, sold.name), 'Vino Malbec')
    await importEdited(dropped)
    expect(await t.db.select({ id: plate.id }).from(plate).where(eq(plate.id, sold.id))).toEqual([
      { id: sold.id },
    ])
    expect(
      await t.db
        .select()
        .from(plate)
        .where(eq(plate.id, neverSold?.id ?? 0)),
    ).toEqual([])
    expect(await exportTenant(t.db, 'demo-gastronomia')).toEqual(dropped)
    const [line] = await t.db.select().from(dinerOrderLine).where(eq(dinerOrderLine.id, pastLine.id))
    expect(line).toEqual(pastLine)

    // Listed again, the plate comes back as the row it was.
    await importEdited(edited)
    const [back] = await t.db.select().from(plate).where(eq(plate.name, sold.name))
    expect(back?.id).toBe(sold.id)
    // Vino Malbec is a new row now, so the export lists it after the others.
    const names = (tenant: TenantFile | undefined) =>
      branchOf(tenant as TenantFile)
        .plates.map((p) => p.name)
        .sort()
    expect(names(await exportTenant(t.db, 'demo-gastronomia'))).toEqual(names(edited))
  })
})
