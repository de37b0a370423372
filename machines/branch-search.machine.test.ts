import { describe, expect, it } from 'vitest'
import { type AnyEventObject, createActor, fromPromise, SimulatedClock } from 'xstate'
import { branchSearchMachine, type FetchLocalsInput, type LocalCard } from './branch-search.machine'
import { belgrano, branchSearchModel, centro, palermo } from './branch-search.model'
import { describeModel } from './graph/describe-model'

describeModel(branchSearchModel, {
  eachStep: ({ event, snapshot, emitted }) => {
    const { items, query } = snapshot.context
    const opened = event.type === 'xstate.done.actor.fetchLocals' && items.length === 1 && query.trim() === ''
    expect(emitted).toEqual(opened ? [{ type: 'branch.localOpened', alias: items[0]?.alias }] : [])
    if (snapshot.matches('empty')) expect(items).toEqual([])
    if (snapshot.matches('success')) expect(items.length).toBeGreaterThan(0)
    expect(snapshot.hasTag('loading')).toBe(snapshot.matches('loading') || snapshot.matches('debouncing'))
    expect(new Set(items.map((i: LocalCard) => i.id)).size).toBe(items.length)
  },
})

function start(pages: (input: FetchLocalsInput) => LocalCard[] | Error) {
  const clock = new SimulatedClock()
  const calls: FetchLocalsInput[] = []
  const emitted: AnyEventObject[] = []
  const actor = createActor(
    branchSearchMachine.provide({
      actors: {
        fetchLocals: fromPromise(async ({ input }: { input: FetchLocalsInput }) => {
          calls.push(input)
          const page = pages(input)
          if (page instanceof Error) throw page
          return page
        }),
      },
    }),
    // a page that arrived with no locals: the machine's own reads fill the list
    { clock, input: {} },
  )
  actor.on('*', (e) => emitted.push(e))
  actor.start()
  return { actor, clock, calls, emitted }
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('branch search', () => {
  it('opens the only local of a branch when nothing was searched (Café Demo)', async () => {
    const { actor, emitted, calls } = start(() => [centro])
    await flush()
    expect(calls).toEqual([{ query: '', offset: 0, pageSize: 99 }])
    expect(emitted).toEqual([{ type: 'branch.localOpened', alias: 'cafe-demo-centro' }])
    expect(actor.getSnapshot().matches('success')).toBe(true)
  })

  it('does not open a single local found by a search', async () => {
    const { actor, clock, emitted } = start(({ query }) => (query ? [centro] : [palermo, belgrano]))
    await flush()
    actor.send({ type: 'branch.queryChanged', query: 'centro' })
    clock.increment(500)
    await flush()
    expect(actor.getSnapshot().context.items).toEqual([centro])
    expect(emitted).toEqual([])
  })

  it('searches once, 500 ms after typing stops, with the last text', async () => {
    const { actor, clock, calls } = start(() => [palermo, belgrano])
    await flush()
    actor.send({ type: 'branch.queryChanged', query: 'Pal' })
    clock.increment(400)
    actor.send({ type: 'branch.queryChanged', query: 'Palermo' })
    clock.increment(499)
    expect(calls).toHaveLength(1)
    clock.increment(1)
    expect(calls.at(-1)).toEqual({ query: 'Palermo', offset: 0, pageSize: 99 })
    expect(calls).toHaveLength(2)
  })

  it('appends pages from what is listed until one brings nothing new', async () => {
    const { actor, calls } = start(({ offset }) =>
      offset === 0 ? [palermo, belgrano] : offset === 2 ? [centro] : [],
    )
    await flush()
    actor.send({ type: 'branch.nextPageRequested' })
    await flush()
    expect(actor.getSnapshot().context.items).toEqual([palermo, belgrano, centro])
    actor.send({ type: 'branch.nextPageRequested' })
    await flush()
    expect(calls.map((c) => c.offset)).toEqual([0, 2, 3])
    expect(actor.getSnapshot().matches('end')).toBe(true)
    actor.send({ type: 'branch.nextPageRequested' })
    expect(calls).toHaveLength(3)
  })

  it('shows empty for a search without results and recovers from an error on retry', async () => {
    let fail = true
    const { actor, clock } = start(({ query }) =>
      fail ? new Error('network') : query ? [] : [palermo, belgrano],
    )
    await flush()
    expect(actor.getSnapshot().matches('error')).toBe(true)
    fail = false
    actor.send({ type: 'branch.retried' })
    await flush()
    expect(actor.getSnapshot().matches('success')).toBe(true)
    actor.send({ type: 'branch.queryChanged', query: 'Rosario' })
    clock.increment(500)
    await flush()
    expect(actor.getSnapshot().matches('empty')).toBe(true)
    expect(actor.getSnapshot().context.items).toEqual([])
  })
})
