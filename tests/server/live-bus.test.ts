import pg from 'pg'
import { afterEach, describe, expect, it } from 'vitest'
import type { LiveBus } from '../../server/live/bus'
import { createInProcessBus } from '../../server/live/in-process-bus'
import { openPgBus, PG_NOTIFY_CHANNEL } from '../../server/live/pg-bus'

const pgUrl = process.env.TEST_DATABASE_URL
// only this file's listening sessions are ever terminated, whoever else shares the server
const listenerName = `tucan-live-test-${process.pid}-${Date.now()}`
// The in-process bus always; PostgreSQL LISTEN/NOTIFY on the PostgreSQL level of the suite.
const implementations: [string, () => Promise<LiveBus>][] = [['in-process', async () => createInProcessBus()]]
if (pgUrl)
  implementations.push([
    'PostgreSQL LISTEN/NOTIFY',
    () => openPgBus(pgUrl, { reconnectDelayMs: 50, applicationName: listenerName }),
  ])

const opened: LiveBus[] = []
afterEach(async () => {
  await Promise.all(opened.splice(0).map((bus) => bus.close()))
})

async function open(factory: () => Promise<LiveBus>) {
  const bus = await factory()
  opened.push(bus)
  return bus
}

/** Resolves once `count` notices arrived, or fails after 5 s (a loaded machine delays NOTIFY). */
function notices(bus: LiveBus, channel: string, count = 1) {
  const seen: string[] = []
  let unsubscribe = () => {}
  const done = new Promise<string[]>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`only ${seen.length} of ${count} notices`)), 5000)
    unsubscribe = bus.subscribe(channel, () => {
      seen.push(channel)
      if (seen.length === count) {
        clearTimeout(timer)
        resolve(seen)
      }
    })
  })
  return { done, seen, unsubscribe: () => unsubscribe() }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 100))

describe.each(implementations)('live bus: %s', (_name, factory) => {
  it('tells every subscriber of a channel, and only that channel', async () => {
    const bus = await open(factory)
    const a = notices(bus, 'tracking-1')
    const b = notices(bus, 'tracking-1')
    const other = notices(bus, 'tracking-2')
    await bus.publish('tracking-1')
    await expect(a.done).resolves.toEqual(['tracking-1'])
    await expect(b.done).resolves.toEqual(['tracking-1'])
    await settle()
    expect(other.seen).toEqual([])
    other.unsubscribe()
  })

  it('stops telling a subscriber that left', async () => {
    const bus = await open(factory)
    const stays = notices(bus, 'tracking-3', 2)
    const leaves = notices(bus, 'tracking-3')
    await bus.publish('tracking-3')
    await leaves.done
    leaves.unsubscribe()
    await bus.publish('tracking-3')
    await stays.done
    await settle()
    expect(leaves.seen).toHaveLength(1)
  })

  it('keeps telling the others when one listener throws', async () => {
    const bus = await open(factory)
    bus.subscribe('tracking-4', () => {
      throw new Error('closed socket')
    })
    const fine = notices(bus, 'tracking-4')
    await bus.publish('tracking-4')
    await expect(fine.done).resolves.toHaveLength(1)
  })

  it('refuses a channel name that is not one', async () => {
    const bus = await open(factory)
    await expect(bus.publish("tracking-1'; drop table x; --")).rejects.toThrow(TypeError)
    expect(() => bus.subscribe('', () => {})).toThrow(TypeError)
  })
})

describe.each(implementations.filter(([name]) => name !== 'in-process'))(
  'live bus across processes: %s',
  (_n, factory) => {
    it('delivers a notice published by another server process', async () => {
      const listener = await open(factory)
      const publisher = await open(factory)
      const heard = notices(listener, 'tracking-5')
      await publisher.publish('tracking-5')
      await expect(heard.done).resolves.toEqual(['tracking-5'])
    })

    it('carries only the channel name through PostgreSQL', async () => {
      const bus = await open(factory)
      const spy = new pg.Client({ connectionString: pgUrl })
      await spy.connect()
      try {
        const payloads: (string | undefined)[] = []
        spy.on('notification', (n) => payloads.push(n.payload))
        await spy.query(`LISTEN ${PG_NOTIFY_CHANNEL}`)
        await bus.publish('tracking-6')
        await settle()
        expect(payloads).toEqual(['tracking-6'])
      } finally {
        await spy.end()
      }
    })

    it('reconnects after losing its connection and tells every channel to resync', async () => {
      const bus = await open(factory)
      const resync = notices(bus, 'tracking-7')
      const admin = new pg.Client({ connectionString: pgUrl })
      await admin.connect()
      try {
        const killed = await admin.query(
          'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1',
          [listenerName],
        )
        expect(killed.rowCount).toBeGreaterThan(0)
      } finally {
        await admin.end()
      }
      // nobody published: the notice is the reconnect's resync
      await expect(resync.done).resolves.toEqual(['tracking-7'])
      const after = notices(bus, 'tracking-8')
      await bus.publish('tracking-8')
      await expect(after.done).resolves.toEqual(['tracking-8'])
    })
  },
)
