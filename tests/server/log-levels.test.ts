import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../server/app'
import type { OpenedDatabase } from '../../server/db/client'
import { loadEnv } from '../../server/env'
import { openSeededTestDatabase } from './helpers/test-db'

interface LogLine {
  level: number
  msg: string
  err?: { message?: string }
}

const lines: LogLine[] = []
let database: OpenedDatabase
let app: Awaited<ReturnType<typeof buildApp>>

beforeAll(async () => {
  database = await openSeededTestDatabase()
  const env = loadEnv({ NODE_ENV: 'test', RATE_LIMITS: 'off' })
  const stream = { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) }
  app = await buildApp({ env, db: database.db, logger: { level: 'info', stream } })
  await app.ready()
})

afterAll(async () => {
  await app?.close()
  await database?.close()
})

const errorsLogged = () => lines.filter((line) => line.level >= 50)

describe('the error log', () => {
  it('holds nothing for the cached reads that answer 200 or 304', async () => {
    const landing = await app.inject('/api/diner/pizzeria-demo')
    expect(landing.statusCode).toBe(200)
    const branchId = (landing.json() as { info: { branch: { id: number } } }).info.branch.id
    const urls = [
      '/api/diner/pizzeria-demo',
      '/api/diner/pizzeria-demo?lat=-34.58&lng=-58.42',
      '/api/diner/branchcontacts/pizzeria-demo-palermo',
      '/api/country/AR',
      `/api/menucustomization/${branchId}`,
      `/api/diner/branchordermodes/${branchId}`,
    ]
    for (const url of urls) {
      // First from the database, then from memory, compressed, and not modified.
      const first = await app.inject(url)
      expect(first.statusCode, url).toBe(200)
      expect((await app.inject({ url, headers: { 'accept-encoding': 'br' } })).statusCode).toBe(200)
      const etag = String(first.headers.etag)
      expect((await app.inject({ url, headers: { 'if-none-match': etag } })).statusCode).toBe(304)
    }
    expect(errorsLogged()).toEqual([])
  })

  it('logs an unknown alias as the 404 it is, not as an error', async () => {
    expect((await app.inject('/api/diner/no-existe')).statusCode).toBe(404)
    expect(errorsLogged()).toEqual([])
  })
})
