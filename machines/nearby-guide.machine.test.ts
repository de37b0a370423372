import { describe, expect, it } from 'vitest'
import { type AnyEventObject, createActor, fromPromise, SimulatedClock } from 'xstate'
import { message } from '../domain/message'
import { describeModel } from './graph/describe-model'
import {
  type FetchVenuesInput,
  type GuidePoint,
  nearbyGuideMachine,
  type VenuesPage,
} from './nearby-guide.machine'
import { belgranoVenue, nearbyGuideModel, palermoVenue } from './nearby-guide.model'

describeModel(nearbyGuideModel, {
  eachStep: ({ event, snapshot, emitted }) => {
    const failedSearch =
      event.type === 'xstate.error.actor.fetchVenues' || event.type === 'xstate.error.actor.fetchMoreVenues'
    expect(emitted).toEqual(failedSearch ? [{ type: 'notify', message: message('guide.searchFailed') }] : [])
    if (snapshot.matches('failed') || snapshot.matches('empty')) expect(snapshot.context.venues).toEqual([])
    if (snapshot.matches('listed')) expect(snapshot.context.point).not.toBeNull()
    // never a bare screen: 'listed' has venues to show (an empty outcome is 'empty' or 'failed')
    if (snapshot.matches('listed')) expect(snapshot.context.venues.length).toBeGreaterThan(0)
    expect(new Set(snapshot.context.venues.map((v: { alias: string }) => v.alias)).size).toBe(
      snapshot.context.venues.length,
    )
  },
})

const plazaItalia = { lat: -34.581, lng: -58.421 }
const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

function start(
  pages: (input: FetchVenuesInput) => VenuesPage | Error,
  place: GuidePoint | null = plazaItalia,
) {
  const clock = new SimulatedClock()
  const calls: FetchVenuesInput[] = []
  const emitted: AnyEventObject[] = []
  const actor = createActor(
    nearbyGuideMachine.provide({
      actors: {
        geocode: fromPromise(async () => place),
        locate: fromPromise(async () => plazaItalia),
        fetchVenues: fromPromise(async ({ input }: { input: FetchVenuesInput }) => {
          calls.push(input)
          const page = pages(input)
          if (page instanceof Error) throw page
          return page
        }),
      },
    }),
    { clock },
  )
  actor.on('*', (e) => emitted.push(e))
  actor.start()
  return { actor, clock, calls, emitted }
}

describe('nearby guide', () => {
  it('searches from a typed address, then narrows by name 500 ms after typing stops', async () => {
    const g = start(({ query }) =>
      query ? { venues: [belgranoVenue], total: 1 } : { venues: [palermoVenue], total: 1 },
    )
    g.actor.send({ type: 'guide.addressSubmitted', address: 'Plaza Italia' })
    await flush()
    await flush()
    expect(g.calls).toEqual([{ ...plazaItalia, query: '', offset: 0, pageSize: 10 }])
    expect(g.actor.getSnapshot().context.venues).toEqual([palermoVenue])
    g.actor.send({ type: 'guide.queryChanged', query: 'Bel' })
    g.clock.increment(499)
    expect(g.calls).toHaveLength(1)
    g.clock.increment(1)
    await flush()
    expect(g.calls.at(-1)?.query).toBe('Bel')
    expect(g.actor.getSnapshot().context.venues).toEqual([belgranoVenue])
  })

  it('appends the next page while there are more', async () => {
    const g = start(({ offset }) =>
      offset === 0 ? { venues: [palermoVenue], total: 2 } : { venues: [belgranoVenue], total: 2 },
    )
    g.actor.send({ type: 'guide.myLocationRequested' })
    await flush()
    await flush()
    g.actor.send({ type: 'guide.nextPageRequested' })
    await flush()
    expect(g.calls.map((c) => c.offset)).toEqual([0, 1])
    expect(g.actor.getSnapshot().context.venues).toEqual([palermoVenue, belgranoVenue])
    g.actor.send({ type: 'guide.nextPageRequested' })
    expect(g.calls).toHaveLength(2)
  })

  it('says an address was not found, and toasts a failed search', async () => {
    const g = start(() => new Error('500'), null)
    g.actor.send({ type: 'guide.addressSubmitted', address: 'Narnia 123' })
    await flush()
    expect(g.actor.getSnapshot().context.locationError).toEqual(message('guide.addressNotFound'))
    expect(g.actor.getSnapshot().matches('needsLocation')).toBe(true)
    g.actor.send({ type: 'guide.myLocationRequested' })
    await flush()
    await flush()
    expect(g.actor.getSnapshot().matches('failed')).toBe(true)
    expect(g.emitted).toEqual([{ type: 'notify', message: message('guide.searchFailed') }])
  })

  it('keeps the failed search and its Reintentar when a later address is not found', async () => {
    let place: GuidePoint | null = plazaItalia
    const calls: FetchVenuesInput[] = []
    const actor = createActor(
      nearbyGuideMachine.provide({
        actors: {
          geocode: fromPromise(async () => place),
          fetchVenues: fromPromise<VenuesPage, FetchVenuesInput>(async ({ input }) => {
            calls.push(input)
            throw new Error('500')
          }),
        },
      }),
    ).start()
    actor.send({ type: 'guide.addressSubmitted', address: 'Plaza Italia' })
    await flush()
    await flush()
    expect(actor.getSnapshot().matches('failed')).toBe(true)
    place = null
    actor.send({ type: 'guide.addressSubmitted', address: 'Narnia 123' })
    await flush()
    expect(actor.getSnapshot().matches('failed')).toBe(true)
    expect(actor.getSnapshot().context.locationError).toEqual(message('guide.addressNotFound'))
    expect(actor.getSnapshot().can({ type: 'guide.retried' })).toBe(true)
    expect(calls).toHaveLength(1)
  })

  it('searches again at the known point when an address is not found after nothing was found', async () => {
    let place: GuidePoint | null = plazaItalia
    const calls: FetchVenuesInput[] = []
    const actor = createActor(
      nearbyGuideMachine.provide({
        actors: {
          geocode: fromPromise(async () => place),
          fetchVenues: fromPromise<VenuesPage, FetchVenuesInput>(async ({ input }) => {
            calls.push(input)
            return { venues: [], total: 0 }
          }),
        },
      }),
    ).start()
    actor.send({ type: 'guide.addressSubmitted', address: 'Plaza Italia' })
    await flush()
    await flush()
    expect(actor.getSnapshot().matches('empty')).toBe(true)
    place = null
    actor.send({ type: 'guide.addressSubmitted', address: 'Narnia 123' })
    await flush()
    await flush()
    expect(actor.getSnapshot().matches('empty')).toBe(true)
    expect(actor.getSnapshot().context.locationError).toEqual(message('guide.addressNotFound'))
    expect(calls).toEqual([
      { ...plazaItalia, query: '', offset: 0, pageSize: 10 },
      { ...plazaItalia, query: '', offset: 0, pageSize: 10 },
    ])
  })

  it('takes typing while more venues load: the newer search supersedes the page', async () => {
    const pending: Array<(page: VenuesPage) => void> = []
    const clock = new SimulatedClock()
    const calls: FetchVenuesInput[] = []
    const actor = createActor(
      nearbyGuideMachine.provide({
        actors: {
          locate: fromPromise(async () => plazaItalia),
          fetchVenues: fromPromise(({ input }: { input: FetchVenuesInput }) => {
            calls.push(input)
            if (input.offset === 0)
              return Promise.resolve(
                input.query ? { venues: [belgranoVenue], total: 1 } : { venues: [palermoVenue], total: 2 },
              )
            return new Promise<VenuesPage>((resolve) => pending.push(resolve))
          }),
        },
      }),
      { clock },
    ).start()
    actor.send({ type: 'guide.myLocationRequested' })
    await flush()
    await flush()
    actor.send({ type: 'guide.nextPageRequested' })
    expect(actor.getSnapshot().hasTag('loadingMore')).toBe(true)
    actor.send({ type: 'guide.queryChanged', query: 'Bel' })
    expect(actor.getSnapshot().context.query).toBe('Bel')
    expect(actor.getSnapshot().matches('debouncing')).toBe(true)
    // the page's late answer is not heard
    pending[0]?.({ venues: [palermoVenue, belgranoVenue], total: 2 })
    await flush()
    expect(actor.getSnapshot().matches('debouncing')).toBe(true)
    clock.increment(500)
    await flush()
    expect(calls.map((c) => [c.offset, c.query])).toEqual([
      [0, ''],
      [1, ''],
      [0, 'Bel'],
    ])
    expect(actor.getSnapshot().context.venues).toEqual([belgranoVenue])
  })
})
