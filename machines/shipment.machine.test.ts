import { describe, expect, it } from 'vitest'
import { type AnyEventObject, createActor, fromPromise, waitFor } from 'xstate'
import { message } from '../domain/message'
import {
  type CurrentRider,
  FAILURE_VIBRATION,
  type RawShipment,
  type ShipmentUpdate,
  SUCCESS_VIBRATION,
} from '../domain/shipment'
import { describeModel } from './graph/describe-model'
import { shipmentMachine } from './shipment.machine'
import { shipmentModel } from './shipment.model'

const vibrations = (emitted: AnyEventObject[]) =>
  emitted.filter((e) => e.type === 'vibrate').map((e) => e.pattern)
const notices = (emitted: AnyEventObject[]) =>
  emitted.filter((e) => e.type === 'notify').map((e) => e.message)

describeModel(shipmentModel, {
  eachStep: ({ event, snapshot, emitted }) => {
    switch (event.type) {
      case 'xstate.error.actor.whoAmI':
        expect(emitted).toEqual([{ type: 'accessDenied', message: message('common.notFound') }])
        expect(snapshot.status).toBe('done')
        break
      case 'xstate.error.actor.shipment':
        expect(snapshot.context.error).toEqual(message('shipment.fetchFailed'))
        expect(emitted).toEqual([])
        break
      case 'xstate.error.actor.update':
        // a refused or locked delivery key is said in the key dialog, not as a toast
        if (snapshot.hasTag('askingKey'))
          expect(snapshot.context.keyError).toEqual(message('shipment.keyRefused'))
        else if (snapshot.hasTag('keyLocked'))
          expect(snapshot.context.keyError).toEqual(message('shipment.keyLocked'))
        else {
          expect(notices(emitted)).toEqual([message('shipment.updateFailed')])
          expect(snapshot.matches({ ready: 'active' })).toBe(true)
        }
        expect(vibrations(emitted)).toEqual([FAILURE_VIBRATION])
        break
      case 'xstate.done.actor.update':
        if (snapshot.hasTag('lost')) {
          expect(notices(emitted)).toEqual([message('shipment.takenByAnotherRider')])
          expect(vibrations(emitted)).toEqual([FAILURE_VIBRATION])
        } else {
          expect(notices(emitted)).toHaveLength(1)
          expect(notices(emitted)[0]?.key).toMatch(/^shipment\.updated/)
          expect(vibrations(emitted)).toEqual([SUCCESS_VIBRATION])
        }
        expect(snapshot.context.pending).toBeNull()
        break
      default:
        expect(emitted).toEqual([])
    }
    // the customer's name and phone are on screen only for a rider who may see them
    if (snapshot.hasTag('lost')) expect(snapshot.hasTag('showsCustomer')).toBe(false)
    // a cancel is never sent without the confirmation
    if (snapshot.matches('updating') && snapshot.context.pending === 'DRIVER_CANCELED')
      expect(event.type).toBe('shipment.cancelConfirmed')
  },
})

const me = { riderId: 7, name: 'Rider Demo', phone: '1155550001' }
const mine = { id: 70, riderId: 7 }
const other = { id: 80, riderId: 8 }

function start(shipment: RawShipment, answer: (body: ShipmentUpdate) => RawShipment | Promise<RawShipment>) {
  const sent: ShipmentUpdate[] = []
  const emitted: AnyEventObject[] = []
  const actor = createActor(
    shipmentMachine.provide({
      actors: {
        fetchWhoAmI: fromPromise<CurrentRider>(async () => me),
        fetchShipment: fromPromise(async () => shipment),
        updateShipment: fromPromise<RawShipment, ShipmentUpdate>(async ({ input }) => {
          sent.push(input)
          return answer(input)
        }),
      },
    }),
    { input: { alias: 'pizzeria-demo-palermo', shipmentId: 501 } },
  )
  actor.on('*', (e) => emitted.push(e))
  actor.start()
  return { actor, sent, emitted }
}

describe('shipment detail', () => {
  it('accepts an open shipment in the rider name and labels the next step', async () => {
    const { actor, sent, emitted } = start({ id: 501, status: 'LOOKING_FOR_DRIVER' }, (b) => ({
      id: b.id,
      status: b.status,
      riderInfo: mine,
    }))
    await waitFor(actor, (s) => s.matches({ ready: 'active' }))
    expect(actor.getSnapshot().context.step).toEqual(message('shipment.stepAccept'))
    actor.send({ type: 'shipment.advance' })
    await waitFor(actor, (s) => s.matches({ ready: 'active' }))
    expect(sent).toEqual([
      {
        id: 501,
        status: 'ON_ROUTE_TO_PICK_UP',
        rider_id: 7,
        rider_name: 'Rider Demo',
        rider_phone: '1155550001',
      },
    ])
    expect(emitted).toContainEqual({
      type: 'notify',
      level: 'success',
      message: message('shipment.updatedAccepted'),
    })
    expect(actor.getSnapshot().context.step).toEqual(message('shipment.stepInStore'))
  })

  it('reads the plural drop-off spelling and offers the delivery', async () => {
    const { actor } = start({ id: 501, status: 'ON_ROUTE_TO_DROP_OFFS', riderInfo: mine }, (b) => b)
    await waitFor(actor, (s) => s.matches({ ready: 'active' }))
    expect(actor.getSnapshot().context.shipment?.status).toBe('ON_ROUTE_TO_DROP_OFF')
    expect(actor.getSnapshot().context.step).toEqual(message('shipment.stepDelivered'))
    expect(actor.getSnapshot().can({ type: 'shipment.cancelRequested' })).toBe(true)
  })

  it('says the shipment expired when another rider took it first', async () => {
    const { actor, emitted } = start({ id: 501, status: 'LOOKING_FOR_DRIVER' }, (b) => ({
      id: b.id,
      status: b.status,
      riderInfo: other,
    }))
    await waitFor(actor, (s) => s.matches({ ready: 'active' }))
    actor.send({ type: 'shipment.advance' })
    await waitFor(actor, (s) => s.matches({ ready: 'lost' }))
    expect(emitted).toEqual([
      { type: 'notify', level: 'error', message: message('shipment.takenByAnotherRider') },
      { type: 'vibrate', pattern: [100, 50, 100, 75, 100] },
    ])
    expect(actor.getSnapshot().can({ type: 'shipment.advance' })).toBe(false)
  })

  it('cancels only after the confirmation, then goes back to the list', async () => {
    const { actor, sent, emitted } = start({ id: 501, status: 'IN_STORE', riderInfo: mine }, (b) => b)
    await waitFor(actor, (s) => s.matches({ ready: 'active' }))
    actor.send({ type: 'shipment.cancelRequested' })
    expect(actor.getSnapshot().hasTag('confirmingCancel')).toBe(true)
    actor.send({ type: 'shipment.cancelDismissed' })
    expect(sent).toEqual([])
    actor.send({ type: 'shipment.cancelRequested' })
    actor.send({ type: 'shipment.cancelConfirmed' })
    await waitFor(actor, (s) => s.matches({ ready: 'finished' }))
    expect(sent.map((b) => b.status)).toEqual(['DRIVER_CANCELED'])
    expect(emitted).toContainEqual({ type: 'navigate', to: '/logistics/pizzeria-demo-palermo/shipments' })
  })

  it("asks for the diner's key before Entregado, keeps only digits, and sends it", async () => {
    const { actor, sent } = start({ id: 501, status: 'ON_ROUTE_TO_DROP_OFF', riderInfo: mine }, (b) => ({
      ...b,
      riderInfo: mine,
    }))
    await waitFor(actor, (s) => s.matches({ ready: 'active' }))
    actor.send({ type: 'shipment.advance' })
    expect(actor.getSnapshot().hasTag('askingKey')).toBe(true)
    actor.send({ type: 'shipment.keyChanged', key: '48' })
    actor.send({ type: 'shipment.keyConfirmed' })
    expect(actor.getSnapshot().context.keyError).toEqual(message('shipment.keyInvalid'))
    expect(sent).toEqual([])
    actor.send({ type: 'shipment.keyChanged', key: '48 21a' })
    expect(actor.getSnapshot().context.key).toBe('4821')
    actor.send({ type: 'shipment.keyConfirmed' })
    await waitFor(actor, (s) => s.matches({ ready: 'finished' }))
    expect(sent).toMatchObject([{ status: 'DELIVERED', securityCode: '4821' }])
  })

  it('asks again after a refused key and stops at the lock', async () => {
    let answers = 0
    const { actor, emitted } = start({ id: 501, status: 'ON_ROUTE_TO_DROP_OFF', riderInfo: mine }, () => {
      answers += 1
      throw { status: answers === 1 ? 422 : 429 }
    })
    await waitFor(actor, (s) => s.matches({ ready: 'active' }))
    actor.send({ type: 'shipment.advance' })
    actor.send({ type: 'shipment.keyChanged', key: '1111' })
    actor.send({ type: 'shipment.keyConfirmed' })
    await waitFor(actor, (s) => s.hasTag('askingKey') && s.context.keyError !== null)
    expect(actor.getSnapshot().context).toMatchObject({ key: '', keyError: message('shipment.keyRefused') })
    actor.send({ type: 'shipment.keyChanged', key: '2222' })
    actor.send({ type: 'shipment.keyConfirmed' })
    await waitFor(actor, (s) => s.hasTag('keyLocked'))
    expect(actor.getSnapshot().context.keyError).toEqual(message('shipment.keyLocked'))
    expect(actor.getSnapshot().can({ type: 'shipment.advance' })).toBe(false)
    expect(vibrations(emitted)).toEqual([FAILURE_VIBRATION, FAILURE_VIBRATION])
  })

  it('does not offer cancel to a shipment still looking for a driver', async () => {
    const { actor } = start({ id: 501, status: 'LOOKING_FOR_DRIVER' }, (b) => b)
    await waitFor(actor, (s) => s.matches({ ready: 'active' }))
    expect(actor.getSnapshot().can({ type: 'shipment.cancelRequested' })).toBe(false)
  })

  it('a delivered return shipment still goes back to the store', async () => {
    const { actor, sent } = start(
      { id: 501, status: 'DELIVERED', riderInfo: mine, returnShipment: true },
      (b) => ({
        ...b,
        riderInfo: mine,
        returnShipment: true,
      }),
    )
    await waitFor(actor, (s) => s.matches({ ready: 'active' }))
    expect(actor.getSnapshot().context.step).toEqual(message('shipment.stepReturned'))
    actor.send({ type: 'shipment.advance' })
    await waitFor(actor, (s) => s.matches({ ready: 'finished' }))
    expect(sent.map((b) => b.status)).toEqual(['RETURNED'])
  })

  it('keeps the shipment and offers the step again when the update fails', async () => {
    const { actor, emitted } = start({ id: 501, status: 'IN_STORE', riderInfo: mine }, () => {
      throw Object.assign(new Error('boom'), { status: 500 })
    })
    await waitFor(actor, (s) => s.matches({ ready: 'active' }))
    actor.send({ type: 'shipment.advance' })
    await waitFor(actor, (s) => s.matches({ ready: 'active' }) && emitted.length > 0)
    expect(actor.getSnapshot().context.shipment?.status).toBe('IN_STORE')
    expect(emitted).toEqual([
      { type: 'notify', level: 'error', message: message('shipment.updateFailed') },
      { type: 'vibrate', pattern: [100, 50, 100, 75, 100] },
    ])
  })
})
