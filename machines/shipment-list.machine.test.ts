import { describe, expect, it } from 'vitest'
import { type AnyEventObject, createActor, fromPromise, waitFor } from 'xstate'
import { message } from '../domain/message'
import { describeModel } from './graph/describe-model'
import { type AvailableWork, shipmentListMachine } from './shipment-list.machine'
import { shipmentListModel } from './shipment-list.model'

describeModel(shipmentListModel, {
  eachStep: ({ event, snapshot, emitted }) => {
    if (event.type === 'xstate.error.actor.available' && event.error.status === 403) {
      expect(emitted).toEqual([
        { type: 'notify', level: 'error', message: message('shipment.listForbidden') },
        { type: 'accessDenied', message: message('common.notFound') },
      ])
      expect(snapshot.status).toBe('done')
    } else if (event.type === 'xstate.done.actor.refresh' && emitted.length > 0) {
      // only a read in place that brings an offer not on screen announces it
      expect(emitted).toEqual([{ type: 'vibrate', pattern: [100] }, { type: 'offerArrived' }])
      expect(snapshot.context.entries.length).toBeGreaterThan(0)
    } else {
      expect(emitted).toEqual([])
    }
    if (snapshot.matches('failed'))
      expect(snapshot.context.error).toEqual(message('shipment.listFetchFailed'))
    // while read again in place, the list (or the empty notice) stays as it was
    if (!snapshot.matches({ loaded: 'refreshing' }))
      expect(snapshot.hasTag('empty')).toBe(
        snapshot.matches('loaded') && snapshot.context.entries.length === 0,
      )
    if (snapshot.hasTag('empty')) expect(snapshot.context.notice).toEqual(message('shipment.listEmpty'))
  },
})

describe('shipment list', () => {
  it('shows a stacked shipment only inside its stack, the stack in route order', async () => {
    const work: AvailableWork = {
      shipments: [
        { id: 501, status: 'LOOKING_FOR_DRIVER', createdAt: '2025-03-01T10:00:00.000Z' },
        { id: 601, status: 'LOOKING_FOR_DRIVER', shipmentStackId: 900 },
      ],
      stacks: [
        {
          id: 900,
          status: 'LOOKING_FOR_DRIVER',
          createdAt: '2025-03-01T10:05:00.000Z',
          shipments: [
            { id: 602, status: 'LOOKING_FOR_DRIVER', stackingOrder: 2 },
            { id: 601, status: 'LOOKING_FOR_DRIVER', stackingOrder: 1 },
          ],
        },
      ],
    }
    const actor = createActor(
      shipmentListMachine.provide({ actors: { fetchAvailable: fromPromise(async () => work) } }),
    ).start()
    await waitFor(actor, (s) => s.matches({ loaded: 'listing' }))
    const entries = actor.getSnapshot().context.entries
    expect(entries.map((e) => `${e.kind}:${e.id}`)).toEqual(['simple:501', 'stack:900'])
    const stack = entries[1]
    expect(stack?.kind === 'stack' && stack.stack.shipments.map((s) => s.id)).toEqual([601, 602])
  })

  it('reads the list again in place when the offers channel says it changed, announcing only new offers', async () => {
    const answers: AvailableWork[] = [
      { shipments: [], stacks: [] },
      { shipments: [{ id: 501, status: 'LOOKING_FOR_DRIVER' }], stacks: [] },
      { shipments: [{ id: 501, status: 'LOOKING_FOR_DRIVER' }], stacks: [] },
    ]
    let calls = 0
    const emitted: AnyEventObject[] = []
    const actor = createActor(
      shipmentListMachine.provide({
        actors: { fetchAvailable: fromPromise(async () => answers[Math.min(calls++, 2)] as AvailableWork) },
      }),
    )
    actor.on('*', (e) => emitted.push(e))
    actor.start()
    await waitFor(actor, (s) => s.hasTag('empty'))
    actor.send({ type: 'shipmentList.changed' })
    await waitFor(actor, (s) => s.matches({ loaded: 'listing' }))
    expect(emitted).toEqual([{ type: 'vibrate', pattern: [100] }, { type: 'offerArrived' }])
    expect(actor.getSnapshot().context.notice).toBeNull()
    actor.send({ type: 'shipmentList.changed' })
    await waitFor(actor, () => calls === 3)
    await waitFor(actor, (s) => s.matches({ loaded: 'listing' }))
    expect(emitted).toHaveLength(2)
  })

  it('refreshes on demand and keeps the last list while loading', async () => {
    let calls = 0
    const emitted: AnyEventObject[] = []
    const actor = createActor(
      shipmentListMachine.provide({
        actors: {
          fetchAvailable: fromPromise<AvailableWork>(async () => {
            calls++
            if (calls === 1) return { shipments: [{ id: 501, status: 'LOOKING_FOR_DRIVER' }], stacks: [] }
            throw Object.assign(new Error('forbidden'), { status: 403 })
          }),
        },
      }),
    )
    actor.on('*', (e) => emitted.push(e))
    actor.start()
    await waitFor(actor, (s) => s.matches('loaded'))
    actor.send({ type: 'shipmentList.refresh' })
    expect(actor.getSnapshot().hasTag('loading')).toBe(true)
    expect(actor.getSnapshot().context.entries).toHaveLength(1)
    await waitFor(actor, (s) => s.status === 'done')
    expect(emitted.map((e) => e.type)).toEqual(['notify', 'accessDenied'])
    expect(calls).toBe(2)
  })
})
