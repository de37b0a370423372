import type { AddressInfo } from 'node:net'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import { buildApp } from '../../server/app'
import type { OpenedDatabase } from '../../server/db/client'
import { loadEnv } from '../../server/env'
import type { LiveBus } from '../../server/live/bus'
import { createInProcessBus } from '../../server/live/in-process-bus'
import { openPgBus } from '../../server/live/pg-bus'
import { openTestDatabase } from './helpers/test-db'

let database: OpenedDatabase
let app: FastifyInstance
let bus: LiveBus
let base: string

beforeAll(async () => {
  database = await openTestDatabase()
  const pgUrl = process.env.TEST_DATABASE_URL
  bus = pgUrl ? await openPgBus(pgUrl) : createInProcessBus()
  app = await buildApp({
    env: loadEnv({ NODE_ENV: 'test' }),
    db: database.db,
    live: bus,
    livePingIntervalMs: 40,
  })
  await app.listen({ port: 0, host: '127.0.0.1' })
  base = `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}`
})

afterAll(async () => {
  await app?.close()
  await bus?.close()
  await database?.close()
})

interface Client {
  socket: WebSocket
  messages: unknown[]
  pings: number
  next(): Promise<unknown>
}

function connect(channel: string): Promise<Client> {
  const socket = new WebSocket(`${base}/api/live?channel=${channel}`)
  const client: Client = {
    socket,
    messages: [],
    pings: 0,
    next: () =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no message')), 5000)
        socket.once('message', (data: Buffer) => {
          clearTimeout(timer)
          resolve(JSON.parse(data.toString()))
        })
      }),
  }
  socket.on('ping', () => client.pings++)
  return new Promise((resolve, reject) => {
    const first = client.next()
    socket.once('error', reject)
    first.then((message) => {
      client.messages.push(message)
      resolve(client)
    }, reject)
  })
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('live channel websocket', () => {
  it('confirms the subscription, then says "changed" for its channel only', async () => {
    const diner = await connect('tracking-41')
    const other = await connect('tracking-42')
    expect(diner.messages).toEqual([{ type: 'subscribed', channel: 'tracking-41' }])
    let otherHeard = 0
    other.socket.on('message', () => otherHeard++)
    const changed = diner.next()
    await bus.publish('tracking-41')
    await expect(changed).resolves.toEqual({ type: 'changed', channel: 'tracking-41' })
    await wait(50)
    expect(otherHeard).toBe(0)
    diner.socket.close()
    other.socket.close()
  })

  it('pings, so an idle subscription stays open', async () => {
    const idle = await connect('tracking-43')
    await wait(250)
    expect(idle.pings).toBeGreaterThanOrEqual(2)
    expect(idle.socket.readyState).toBe(WebSocket.OPEN)
    const changed = idle.next()
    await bus.publish('tracking-43')
    await expect(changed).resolves.toEqual({ type: 'changed', channel: 'tracking-43' })
    idle.socket.close()
  })

  it('stops notifying a socket once it closed', async () => {
    const leaving = await connect('tracking-44')
    const closed = new Promise((resolve) => leaving.socket.once('close', resolve))
    leaving.socket.close()
    await closed
    await bus.publish('tracking-44')
    await wait(50)
    expect(leaving.messages).toHaveLength(1)
  })

  it('refuses a channel that is not a tracking channel before upgrading', async () => {
    const socket = new WebSocket(`${base}/api/live?channel=orders-1`)
    const status = await new Promise<number>((resolve) => {
      socket.on('unexpected-response', (_req: unknown, res: { statusCode: number }) =>
        resolve(res.statusCode),
      )
      socket.on('error', () => {})
    })
    expect(status).toBe(400)
  })

  it('answers a plain GET with 426 problem+json', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/live?channel=tracking-1' })
    expect(response.statusCode).toBe(426)
    expect(response.headers['content-type']).toMatch(/application\/problem\+json/)
    expect(response.json().detail).toBe('Este canal solo acepta conexiones WebSocket')
  })
})
