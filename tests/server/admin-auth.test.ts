import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { staffMember } from '../../server/db/schema'
import { loadDemoTenant, seedDemo } from '../../server/seed/demo'
import { demoBackOffice } from '../../server/seed/demo-back-office'
import { demoStaff } from '../../server/seed/demo-staff'
import { hashSecret } from '../../server/services/secrets'
import { exportTenant } from '../../server/tenant-file/export'
import { type InjectResponse, ok, problem, type Schemas } from './helpers/ordering'
import { insertOtherTenant } from './helpers/other-tenant'
import { createTestApp, type TestApp } from './helpers/test-app'

let t: TestApp

const PALERMO = 'pizzeria-demo-palermo'
const BELGRANO = 'pizzeria-demo-belgrano'

beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t?.close())

type Cookies = Record<string, string>

function cookieOf(response: InjectResponse, name: string): Cookies {
  const cookie = response.cookies.find((c) => c.name === name)
  if (!cookie) throw new Error(`no ${name} cookie: ${response.body}`)
  return { [name]: cookie.value }
}

let clients = 0
async function signIn(email: string, password: string) {
  clients += 1
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/session',
    payload: { email, password },
    remoteAddress: `10.0.2.${clients}`,
  })
}

const account = (role: 'owner' | 'manager') => {
  const found = demoBackOffice.find((a) => a.role === role)
  if (!found) throw new Error(`the demo has no ${role}`)
  return found
}

async function adminOf(role: 'owner' | 'manager'): Promise<Cookies> {
  const { email, password } = account(role)
  const response = await signIn(email, password)
  ok(response, 'AdminSession')
  return cookieOf(response, 'admin_session')
}

const get = (url: string, cookies?: Cookies) =>
  t.app.inject({ method: 'GET', url, ...(cookies ? { cookies } : {}) })

describe('back-office sign-in and guard (issue 36)', () => {
  it('signs the owner in to the whole company', async () => {
    const owner = await adminOf('owner')
    const session = ok<Schemas['AdminSession']>(await get('/api/admin/session', owner), 'AdminSession')
    expect(session.staff.role).toBe('owner')
    expect(session.company).toEqual({ alias: 'demo-gastronomia', name: 'Demo Gastronomía' })
    expect(session.scope.kind).toBe('company')
    const locals = ok<Schemas['AdminLocal'][]>(await get('/api/admin/locals', owner))
    const every = loadDemoTenant().branches.flatMap((b) => b.locals.map((l) => l.alias))
    expect(locals.map((l) => l.alias)).toEqual(every)
    for (const place of ['demo-gastronomia', 'pizzeria-demo', BELGRANO])
      expect(ok<Schemas['AdminPlace']>(await get(`/api/admin/places/${place}`, owner)).alias).toBe(place)
  })

  it('keeps a manager to their local: 403 for another local, their branch and the company', async () => {
    const manager = await adminOf('manager')
    const session = ok<Schemas['AdminSession']>(await get('/api/admin/session', manager), 'AdminSession')
    expect(session.scope).toEqual({ kind: 'local', alias: PALERMO, name: 'Pizzería Demo Palermo' })
    const locals = ok<Schemas['AdminLocal'][]>(await get('/api/admin/locals', manager))
    expect(locals.map((l) => l.alias)).toEqual([PALERMO])
    expect(ok<Schemas['AdminPlace']>(await get(`/api/admin/places/${PALERMO}`, manager)).kind).toBe('local')
    for (const place of [BELGRANO, 'cafe-demo-centro', 'pizzeria-demo', 'demo-gastronomia']) {
      const refused = problem(await get(`/api/admin/places/${place}`, manager), 403)
      expect(refused.detail).toMatch(/no administra/)
    }
  })

  it('answers 401 without a session, with a tampered cookie and after signing out', async () => {
    problem(await get('/api/admin/session'), 401)
    problem(await get('/api/admin/locals'), 401)
    problem(await get(`/api/admin/places/${PALERMO}`), 401)
    problem(await get('/api/admin/locals', { admin_session: 'forged.value' }), 401)
    const owner = await adminOf('owner')
    const out = await t.app.inject({ method: 'DELETE', url: '/api/admin/session', cookies: owner })
    expect(out.statusCode).toBe(204)
    problem(await get('/api/admin/locals', owner), 401)
  })

  it('refuses wrong credentials and console accounts at the sign-in (401)', async () => {
    const { email } = account('owner')
    const wrong = problem(await signIn(email, 'not-the-password'), 401)
    expect(wrong.detail).toBe('E-mail o contraseña incorrectos')
    problem(await signIn('nadie@demo-gastronomia.example', 'whatever1'), 401)
    const consoleAccount = demoStaff[0]
    problem(await signIn(consoleAccount?.name ?? '', consoleAccount?.password ?? ''), 401)
  })

  it('answers 403 to a console account’s session', async () => {
    const palermo = demoStaff.find((s) => s.local === PALERMO)
    const signedIn = await t.app.inject({
      method: 'POST',
      url: `/api/console/${PALERMO}/session`,
      payload: { name: palermo?.name, password: palermo?.password },
      remoteAddress: '10.0.3.1',
    })
    const consoleCookie = cookieOf(signedIn, 'staff_session')
    const refused = problem(await get('/api/admin/session', consoleCookie), 403)
    expect(refused.detail).toMatch(/consola de pedidos/)
    problem(await get('/api/admin/locals', consoleCookie), 403)
    problem(await get(`/api/admin/places/${PALERMO}`, consoleCookie), 403)
    // The console itself still works with the same session.
    expect((await get(`/api/console/${PALERMO}/orders`, consoleCookie)).statusCode).toBe(200)
  })

  it('answers 403 across tenants, both ways, and 404 for an alias nobody has', async () => {
    const other = await insertOtherTenant(t.db, '-admin')
    await t.db.insert(staffMember).values({
      role: 'owner',
      companyId: other.companyId,
      email: 'otra@otra-empresa.example',
      name: 'Otra Dueña',
      passwordHash: await hashSecret('otra-dueña1'),
    })
    const owner = await adminOf('owner')
    for (const place of ['otra-empresa-admin', 'otra-marca-admin', 'otra-marca-admin-local'])
      problem(await get(`/api/admin/places/${place}`, owner), 403)
    const response = await signIn('otra@otra-empresa.example', 'otra-dueña1')
    const theirCookie = cookieOf(response, 'admin_session')
    const theirs = ok<Schemas['AdminLocal'][]>(await get('/api/admin/locals', theirCookie))
    expect(theirs.map((l) => l.alias)).toEqual(['otra-marca-admin-local'])
    for (const place of ['demo-gastronomia', 'pizzeria-demo', PALERMO])
      problem(await get(`/api/admin/places/${place}`, theirCookie), 403)
    problem(await get('/api/admin/places/no-existe-nada', owner), 404)
  })

  it('keeps the accounts when the tenant file is seeded again, and exports them hashed', async () => {
    const before = await t.db.select().from(staffMember).where(eq(staffMember.role, 'manager'))
    await seedDemo(t.db)
    const after = await t.db.select().from(staffMember).where(eq(staffMember.role, 'manager'))
    expect(after).toEqual(before)
    const exported = await exportTenant(t.db, 'demo-gastronomia')
    expect(exported?.company.backOffice).toEqual(
      demoBackOffice.map((a) =>
        expect.objectContaining({
          email: a.email,
          role: a.role,
          ...(a.scope ? { scope: a.scope } : {}),
          passwordHash: expect.stringMatching(/^scrypt\$/),
        }),
      ),
    )
    expect(JSON.stringify(exported)).not.toContain(account('owner').password)
  })
})
