import { describe, expect, it } from 'vitest'
import { type AnyEventObject, createActor, fromPromise, waitFor } from 'xstate'
import { message } from '../domain/message'
import { type CurrentRider, FAILURE_VIBRATION, SUCCESS_VIBRATION } from '../domain/shipment'
import type { RawStack, StackUpdate } from '../domain/stack'
import { describeModel } from './graph/describe-model'
import { stackMachine } from './stack.machine'
import { stackModel } from './stack.model'

const vibrations = (emitted: AnyEventObject[]) =>
  emitted.filter((e) => e.type === 'vibrate').map((e) => e.pattern)
const notices = (emitted: AnyEventObject[]) =>
  emitted.filter((e) => e.type === 'notify').map((e) => e.message)

describeModel(stackModel, {
  eachStep: ({ event, snapshot, emitted }) => {
    switch (event.type) {
      case 'xstate.error.actor.whoAmI':
        expect(emitted).toEqual([{ type: 'accessDenied', message: message('common.notFound') }])
        break
      case 'xstate.error.actor.stack':
        expect(snapshot.context.error).toEqual(message('shipment.fetchFailed'))
        break
      case 'xstate.error.actor.update':
        // a refused or locked delivery key is said in the key dialog, not as a toast
        if (snapshot.hasTag('askingKey'))
          expect(snapshot.context.keyError).toEqual(message('shipment.keyRefused'))
        else if (snapshot.hasTag('keyLocked'))
          expect(snapshot.context.keyError).toEqual(message('shipment.keyLocked'))
        else expect(notices(emitted)).toEqual([message('shipment.updateFailed')])
        expect(vibrations(emitted)).toEqual([FAILURE_VIBRATION])
        break
      case 'xstate.done.actor.update':
        if (snapshot.hasTag('lost')) {
          expect(notices(emitted)).toEqual([message('shipment.takenByAnotherRider')])
          expect(vibrations(emitted)).toEqual([FAILURE_VIBRATION])
        } else {
          expect(notices(emitted)[0]?.key).toMatch(/^shipment\.updated/)
          expect(vibrations(emitted)).toEqual([SUCCESS_VIBRATION])
        }
        break
      default:
        expect(emitted).toEqual([])
    }
    // the route is always shown delivered first, then by stacking order
    const statuses = (snapshot.context.stack?.shipments ?? []).map((s: { status: string }) => s.status)
    const firstOpen = statuses.findIndex((s: string) => s !== 'DELIVERED' && s !== 'RETURNED')
    if (firstOpen >= 0)
      expect(statuses.slice(firstOpen).some((s: string) => s === 'DELIVERED' || s === 'RETURNED')).toBe(false)
    if (snapshot.hasTag('lost')) expect(snapshot.hasTag('showsCustomer')).toBe(false)
  },
})

const me = { riderId: 7, name: 'Rider Demo', phone: '1155550001' }
const mine = { id: 70, riderId: 7 }

function start(stack: RawStack) {
  const sent: StackUpdate[] = []
  const emitted: AnyEventObject[] = []
  const actor = createActor(
    stackMachine.provide({
      actors: {
        fetchWhoAmI: fromPromise<CurrentRider>(async () => me),
        fetchStack: fromPromise(async () => stack),
        updateStack: fromPromise<RawStack, StackUpdate>(async ({ input }) => {
          sent.push(input)
          return {
            ...input,
            shipments: input.shipments.map((s) => ({ ...s, riderInfo: mine, returnShipment: s.id === 602 })),
          }
        }),
      },
    }),
    { input: { alias: 'pizzeria-demo-palermo', stackId: 900 } },
  )
  actor.on('*', (e) => emitted.push(e))
  actor.start()
  return { actor, sent, emitted }
}

const open = {
  id: 900,
  status: 'LOOKING_FOR_DRIVER',
  shipments: [
    { id: 602, status: 'LOOKING_FOR_DRIVER', stackingOrder: 2, returnShipment: true },
    { id: 601, status: 'LOOKING_FOR_DRIVER', stackingOrder: 1 },
  ],
}

describe('stack detail', () => {
  it('shows the route in stacking order', async () => {
    const { actor } = start(open)
    await waitFor(actor, (s) => s.matches({ ready: 'active' }))
    expect(actor.getSnapshot().context.stack?.shipments.map((s) => s.id)).toEqual([601, 602])
  })

  it('walks the whole multi-delivery, one drop-off at a time, then the return trip', async () => {
    const { actor, sent } = start(open)
    const labels: string[] = []
    for (;;) {
      await waitFor(actor, (s) => s.matches({ ready: 'active' }) || s.matches({ ready: 'finished' }))
      if (actor.getSnapshot().matches({ ready: 'finished' })) break
      labels.push(actor.getSnapshot().context.step?.key ?? '')
      actor.send({ type: 'stack.advance' })
      // each drop-off asks for its diner's key first
      if (actor.getSnapshot().hasTag('askingKey')) {
        actor.send({ type: 'stack.keyChanged', key: '4821' })
        actor.send({ type: 'stack.keyConfirmed' })
      }
    }
    expect(labels).toEqual([
      'shipment.stepAccept',
      'shipment.stepInStore',
      'shipment.stepOnRouteToDropOff',
      'shipment.stepDelivered',
      'shipment.stepDelivered',
      'shipment.stepReturned',
    ])
    expect(sent.map((b) => `${b.status}:${b.shipments.map((s) => `${s.id}=${s.status}`).join(',')}`)).toEqual(
      [
        'ON_ROUTE_TO_PICK_UP:601=ON_ROUTE_TO_PICK_UP,602=ON_ROUTE_TO_PICK_UP',
        'IN_STORE:601=IN_STORE,602=IN_STORE',
        'ON_ROUTE_TO_DROP_OFF:601=ON_ROUTE_TO_DROP_OFF,602=ON_ROUTE_TO_DROP_OFF',
        'ON_ROUTE_TO_DROP_OFF:601=DELIVERED,602=ON_ROUTE_TO_DROP_OFF',
        'DELIVERED:601=DELIVERED,602=DELIVERED',
        'RETURNED:601=DELIVERED,602=RETURNED',
      ],
    )
    expect(sent.map((b) => b.securityCode)).toEqual([
      undefined,
      undefined,
      undefined,
      '4821',
      '4821',
      undefined,
    ])
    expect(sent[0]).toMatchObject({ rider_id: 7, rider_name: 'Rider Demo', rider_phone: '1155550001' })
  })

  it('cancels the whole multi-delivery only after the confirmation', async () => {
    const { actor, sent, emitted } = start({
      id: 900,
      status: 'ON_ROUTE_TO_DROP_OFF',
      shipments: [
        { id: 601, status: 'DELIVERED', stackingOrder: 1, riderInfo: mine },
        { id: 602, status: 'ON_ROUTE_TO_DROP_OFF', stackingOrder: 2, riderInfo: mine },
      ],
    })
    await waitFor(actor, (s) => s.matches({ ready: 'active' }))
    actor.send({ type: 'stack.cancelConfirmed' })
    expect(sent).toEqual([])
    actor.send({ type: 'stack.cancelRequested' })
    expect(actor.getSnapshot().hasTag('confirmingCancel')).toBe(true)
    actor.send({ type: 'stack.cancelConfirmed' })
    await waitFor(actor, (s) => s.matches({ ready: 'finished' }))
    expect(sent[0]?.status).toBe('DRIVER_CANCELED')
    expect(sent[0]?.shipments).toEqual([
      { id: 601, status: 'DELIVERED' },
      { id: 602, status: 'DRIVER_CANCELED' },
    ])
    expect(emitted).toContainEqual({ type: 'navigate', to: '/logistics/pizzeria-demo-palermo/shipments' })
  })
})
