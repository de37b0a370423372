import { describe, expect, it } from 'vitest'
import { type AnyEventObject, createActor, fromCallback, fromPromise, SimulatedClock } from 'xstate'
import { message } from '../domain/message'
import type { TrackingInfo } from '../domain/tracking'
import { describeModel } from './graph/describe-model'
import { type TrackingEvent, type TrackingFetch, trackingMachine } from './tracking.machine'
import { trackingModel } from './tracking.model'

describeModel(trackingModel, {
  eachStep: ({ event, snapshot, emitted }) => {
    const logs = emitted.map((e) => e.message)
    switch (event.type) {
      case 'xstate.error.actor.fetch':
        expect(logs).toEqual([message('tracking.fetchFailedLog')])
        expect(snapshot.context.data).toEqual({})
        break
      case 'xstate.error.actor.refresh':
        expect(logs).toEqual([message('tracking.refreshFailedLog')])
        break
      case 'tracking.disconnected':
      case 'xstate.error.actor.live':
        expect(logs).toEqual([message('tracking.liveFailedLog')])
        expect(snapshot.context.websocketsEnabled).toBe(false)
        break
      case 'tracking.updated':
        expect(snapshot.context.data).toEqual(event.data)
        expect(snapshot.context.statusLabel).toEqual(message('shipment.statusDelivered'))
        break
      default:
        expect(emitted).toEqual([])
    }
    // nothing a failure says reaches the customer: only console lines
    expect(emitted.every((e) => e.type === 'log')).toBe(true)
    // the channel opens only after the delay
    if (snapshot.hasTag('live'))
      expect(['xstate.after.subscribeDelay.tracking.loaded.waiting', 'tracking.updated']).toContain(
        event.type,
      )
    if (!snapshot.context.websocketsEnabled) expect(snapshot.hasTag('live')).toBe(false)
  },
})

const onTheWay: TrackingInfo = { id: 77, status: 'ON_ROUTE_TO_DROP_OFF', orderCode: 'A1B2' }
const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

function start(websocketsEnabled: boolean, fetch: (q: TrackingFetch) => Promise<TrackingInfo>) {
  const clock = new SimulatedClock()
  const channels: string[] = []
  const closed: string[] = []
  let push: ((e: TrackingEvent) => void) | undefined
  const emitted: AnyEventObject[] = []
  const actor = createActor(
    trackingMachine.provide({
      actors: {
        fetchTracking: fromPromise<TrackingInfo, TrackingFetch>(({ input }) => fetch(input)),
        subscribeTracking: fromCallback<TrackingEvent, { channel: string }>(({ input, sendBack }) => {
          channels.push(input.channel)
          push = sendBack
          return () => closed.push(input.channel)
        }),
      },
    }),
    { input: { alias: 'pizzeria-demo-palermo', orderCode: 'A1B2', websocketsEnabled }, clock },
  )
  actor.on('*', (e) => emitted.push(e))
  actor.start()
  return { actor, clock, channels, closed, emitted, push: (e: TrackingEvent) => push?.(e) }
}

describe('tracking', () => {
  it('subscribes to tracking-{id} one second after loading, and an update replaces the data', async () => {
    const t = start(true, async () => onTheWay)
    await flush()
    expect(t.actor.getSnapshot().matches({ loaded: 'waiting' })).toBe(true)
    t.clock.increment(999)
    expect(t.channels).toEqual([])
    t.clock.increment(1)
    expect(t.channels).toEqual(['tracking-77'])
    t.push({ type: 'tracking.updated', data: { ...onTheWay, status: 'DELIVERED' } })
    expect(t.actor.getSnapshot().context.data.status).toBe('DELIVERED')
    t.actor.stop()
    expect(t.closed).toEqual(['tracking-77'])
  })

  it('never subscribes with the websocket flag off', async () => {
    const t = start(false, async () => onTheWay)
    await flush()
    t.clock.increment(5000)
    expect(t.channels).toEqual([])
    expect(t.actor.getSnapshot().matches({ loaded: 'offline' })).toBe(true)
  })

  it('a disconnect turns the flag off for the rest of the visit, refresh included', async () => {
    const t = start(true, async () => onTheWay)
    await flush()
    t.clock.increment(1000)
    t.push({ type: 'tracking.disconnected', error: 'closed' })
    expect(t.closed).toEqual(['tracking-77'])
    expect(t.emitted).toEqual([
      { type: 'log', level: 'error', message: message('tracking.liveFailedLog'), error: 'closed' },
    ])
    t.actor.send({ type: 'tracking.refresh' })
    await flush()
    t.clock.increment(5000)
    expect(t.channels).toEqual(['tracking-77'])
  })

  it('refresh goes back to loading, keeps the data on failure and closes the channel meanwhile', async () => {
    let calls = 0
    const t = start(true, async () => {
      calls++
      if (calls > 1) throw new Error('offline')
      return onTheWay
    })
    await flush()
    t.clock.increment(1000)
    t.actor.send({ type: 'tracking.refresh' })
    expect(t.actor.getSnapshot().hasTag('loading')).toBe(true)
    expect(t.closed).toEqual(['tracking-77'])
    await flush()
    expect(t.actor.getSnapshot().context.data).toEqual(onTheWay)
    expect(t.emitted.map((e) => e.message)).toEqual([message('tracking.refreshFailedLog')])
    t.clock.increment(1000)
    expect(t.channels).toEqual(['tracking-77', 'tracking-77'])
  })

  it('a failed first fetch loads empty data, logged, and subscribes to nothing', async () => {
    const t = start(true, async () => {
      throw new Error('offline')
    })
    await flush()
    expect(t.actor.getSnapshot().matches({ loaded: 'offline' })).toBe(true)
    expect(t.actor.getSnapshot().context.data).toEqual({})
    expect(t.emitted.map((e) => e.message)).toEqual([message('tracking.fetchFailedLog')])
  })
})
