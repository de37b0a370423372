import { cpSync, mkdtempSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pictureSrcSet } from '../../domain/picture-sizes'
import { plate } from '../../server/db/schema'
import { bigTenant } from '../../server/tenant-file/big-tenant'
import type { TenantFile } from '../../server/tenant-file/format'
import { importTenantFile } from '../../server/tenant-file/import'
import { tableCounts } from './helpers/table-counts'
import { createTestApp, type TestApp } from './helpers/test-app'

const exampleDir = new URL('../../docs/examples/cafe-de-la-plaza/', import.meta.url)
const cafe = JSON.parse(readFileSync(new URL('tenant.json', exampleDir), 'utf8')) as TenantFile

type Edit = (t: TenantFile) => void
const firstBranch = (t: TenantFile) => t.branches[0] as TenantFile['branches'][number]
const firstLocal = (t: TenantFile) =>
  firstBranch(t).locals[0] as TenantFile['branches'][number]['locals'][number]
const firstPlate = (t: TenantFile) =>
  firstBranch(t).plates[0] as TenantFile['branches'][number]['plates'][number]

/** A closed square around the café, with this many positions on its outer ring. */
function ring(points: number): [number, number][] {
  const positions: [number, number][] = Array.from({ length: points - 1 }, (_, i) => {
    const angle = (2 * Math.PI * i) / (points - 1)
    return [-58.3745 + 0.01 * Math.cos(angle), -34.6094 + 0.01 * Math.sin(angle)]
  })
  return [...positions, positions[0] as [number, number]]
}

const zone = (coordinates: [number, number][][]) => ({
  name: 'Microcentro',
  area: { type: 'Polygon' as const, coordinates },
  fee: 900,
  etaMinutes: { min: 20, max: 30 },
})

/** Each bad input of issue 25, the place it is reported at and what the message says. */
const refusals: [string, Edit, string, RegExp][] = [
  [
    'a price of −1',
    (t) => {
      firstPlate(t).sizes = [{ name: 'Jarrito', price: -1 }]
    },
    '/branches/0/plates/0/sizes/0/price',
    /al menos 0/,
  ],
  [
    'a price of 1e12',
    (t) => {
      firstBranch(t).plates[2] = { name: 'Medialunas x 3', price: 1e12 }
    },
    '/branches/0/plates/2/price',
    /como mucho 1000000000/,
  ],
  [
    'an alias with spaces',
    (t) => {
      firstLocal(t).alias = 'cafe de la plaza'
    },
    '/branches/0/locals/0/alias',
    /sin espacios/,
  ],
  [
    'the reserved alias menu',
    (t) => {
      firstLocal(t).alias = 'menu'
    },
    '/branches/0/locals/0/alias',
    /dirección de la propia aplicación/,
  ],
  [
    'the reserved alias api',
    (t) => {
      firstBranch(t).alias = 'api'
    },
    '/branches/0/alias',
    /dirección de la propia aplicación/,
  ],
  [
    'the reserved alias consola',
    (t) => {
      t.company.alias = 'Consola'
    },
    '/company/alias',
    /dirección de la propia aplicación/,
  ],
  [
    'a plate in a menu that does not exist',
    (t) => {
      firstBranch(t).menus[0]?.categories[0]?.plates.push('Café irlandés')
    },
    '/branches/0/menus/0/categories/0/plates/2',
    /«Café irlandés» no está/,
  ],
  [
    'a garnish group whose min is above its max',
    (t) => {
      const group = firstBranch(t).plates[1]?.garnishGroups?.[0]
      if (group) Object.assign(group, { multipleSelection: true, min: 3, max: 2 })
    },
    '/branches/0/plates/1/garnishGroups/0/min',
    /mínimo \(3\) es mayor que el máximo \(2\)/,
  ],
  [
    'a zone that is not a closed polygon',
    (t) => {
      firstLocal(t).deliveryZones = [zone([ring(6).slice(0, 5)])]
    },
    '/branches/0/locals/0/deliveryZones/0/area/coordinates/0',
    /no está cerrado/,
  ],
  [
    'a polygon of 100,000 points',
    (t) => {
      firstLocal(t).deliveryZones = [zone([ring(100_000)])]
    },
    '/branches/0/locals/0/deliveryZones/0/area/coordinates/0',
    /máximo es 5000/,
  ],
  [
    'two locals with one alias',
    (t) => {
      firstBranch(t).locals.push({ ...structuredClone(firstLocal(t)), name: 'Otro' })
    },
    '/branches/0/locals/1/alias',
    /«cafe-de-la-plaza-mayo» está repetido/,
  ],
  [
    'an alias taken by another tenant',
    (t) => {
      firstLocal(t).alias = 'pizzeria-demo-palermo'
    },
    '/branches/0/locals/0/alias',
    /ya es de otro cliente \(«demo-gastronomia»\)/,
  ],
  [
    'a picture whose data is broken',
    (t) => {
      firstPlate(t).picture = 'rota.png'
    },
    '/branches/0/plates/0/picture',
    /no es una imagen/,
  ],
  [
    'a picture that is not an image',
    (t) => {
      firstPlate(t).picture = 'notas.png'
    },
    '/branches/0/plates/0/picture',
    /no es una imagen/,
  ],
  [
    'a picture that is not there',
    (t) => {
      firstPlate(t).picture = 'falta.jpg'
    },
    '/branches/0/plates/0/picture',
    /No encuentro/,
  ],
  [
    'more plates than a branch may have',
    (t) => {
      t.branches = bigTenant(10_001, 'cafe-de-la-plaza').branches
    },
    '/branches/0/plates',
    /máximo es 10000/,
  ],
]

describe('tenant import refuses bad input with its path and reason, and writes nothing', () => {
  let t: TestApp
  let dir: string
  let counts: Record<string, number>
  const write = (name: string, content: string | TenantFile) => {
    const path = join(dir, name)
    writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content))
    return path
  }

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'tenant-refusals-'))
    cpSync(exampleDir, dir, { recursive: true })
    writeFileSync(join(dir, 'notas.png'), 'esto no es una foto')
    // A PNG signature and header over data that is not there.
    writeFileSync(join(dir, 'rota.png'), readFileSync(join(dir, 'medialunas.png')).subarray(0, 60))
    t = await createTestApp({ DATA_DIR: join(dir, 'data') })
    counts = await tableCounts(t.db)
  })
  afterAll(async () => {
    await t?.close()
    rmSync(dir, { recursive: true, force: true })
  })

  it.each(refusals)('refuses %s', async (_name, edit, path, message) => {
    const tenant = structuredClone(cafe)
    edit(tenant)
    const outcome = await importTenantFile(t.db, write('bad.json', tenant), join(dir, 'data'))
    if (outcome.ok) throw new Error('imported a bad file')
    expect(outcome.problems).toContainEqual({ path, message: expect.stringMatching(message) })
    expect(await tableCounts(t.db)).toEqual(counts)
  })

  it('refuses a file that is not JSON', async () => {
    const outcome = await importTenantFile(t.db, write('bad.json', '{ "format": "tucan-tenant/1", '), dir)
    expect(outcome).toEqual({
      ok: false,
      problems: [{ path: '', message: expect.stringMatching(/^No es JSON válido/) }],
    })
  })

  it('refuses a file of 50 MB without reading it', async () => {
    const path = write('huge.json', '')
    truncateSync(path, 50 * 1024 * 1024)
    const outcome = await importTenantFile(t.db, path, dir)
    expect(outcome).toEqual({
      ok: false,
      problems: [
        { path: '', message: 'El archivo pesa 50.0 MB; un archivo de cliente pesa como mucho 20.0 MB.' },
      ],
    })
  })

  it('reports every problem of a file at once', async () => {
    const tenant = structuredClone(cafe)
    for (const [, edit] of refusals.slice(0, 9)) edit(tenant)
    const outcome = await importTenantFile(t.db, write('bad.json', tenant), dir)
    if (outcome.ok) throw new Error('imported a bad file')
    const paths = outcome.problems.map((p) => p.path)
    for (const [, , path] of refusals.slice(0, 9)) expect(paths).toContain(path)
    expect(await tableCounts(t.db)).toEqual(counts)
  })

  it('imports the take-away café with its pictures, served for a year, and changes nothing the second time', async () => {
    const path = write('tenant.json', cafe)
    const outcome = await importTenantFile(t.db, path, join(dir, 'data'))
    expect(outcome).toEqual({ ok: true, company: 'cafe-de-la-plaza-sa', menus: 1, plates: 5 })
    const [medialunas] = await t.db.select().from(plate).where(eq(plate.name, 'Medialunas x 3'))
    const url = await t.app.inject({
      method: 'GET',
      url: `/api/diner/file/${medialunas?.id}/url?type=PLATE_IMAGE`,
    })
    const address = (url.json() as { url: string }).url
    expect(address).toMatch(/^\/api\/images\/[0-9a-f]{32}-480\.png$/)
    const image = await t.app.inject({ method: 'GET', url: address })
    expect(image.statusCode).toBe(200)
    expect(image.headers['content-type']).toBe('image/png')
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(image.rawPayload.equals(readFileSync(new URL('medialunas.png', exampleDir)))).toBe(true)
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/images/..%2F..%2Fetc%2Fpasswd' })).statusCode,
    ).toBe(404)
    // The sizes the storefront offers (domain/picture-sizes.ts): those below the 480 px original, and it.
    const offered = (pictureSrcSet(address) ?? '').split(', ').map((entry) => entry.split(' '))
    expect(offered.map(([, w]) => w)).toEqual(['192w', '384w', '480w'])
    for (const [sized = '', w = ''] of offered) {
      const answer = await t.app.inject({ method: 'GET', url: sized })
      expect(answer.headers['content-type']).toBe(w === '480w' ? 'image/png' : 'image/webp')
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable')
      expect(`${(await sharp(answer.rawPayload).metadata()).width}w`).toBe(w)
    }

    const after = await tableCounts(t.db)
    expect((await importTenantFile(t.db, path, join(dir, 'data'))).ok).toBe(true)
    expect(await tableCounts(t.db)).toEqual(after)
  })

  it('imports a menu of 5,000 plates', async () => {
    const outcome = await importTenantFile(t.db, write('big.json', bigTenant(5000)), dir)
    expect(outcome).toEqual({ ok: true, company: 'gran-carta-sa', menus: 1, plates: 5000 })
  })
})
