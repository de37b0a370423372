import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import type { TrackingInfo } from '../domain/tracking'
import { connectTracking } from './tracking.connect'
import { type TrackingEvent, trackingMachine } from './tracking.machine'

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

const onTheWay: TrackingInfo = {
  id: 77,
  status: 'ON_ROUTE_TO_DROP_OFFS',
  orderCode: 'A1B2',
  timestamp: { time: '20:15', date: '01/03/2025' },
  rider: { name: 'Rider Demo', phone: '+54 11 5555-0001', lastLocation: { lat: -34.585, lng: -58.415 } },
  eta: '20:45',
  securityCode: 4821,
  branchAddress: { lat: -34.5882, lng: -58.4108 },
  destinationAddress: { lat: -34.581, lng: -58.421 },
}

function viewed(answers: (TrackingInfo | Error)[]) {
  const machine = trackingMachine.provide({
    actors: {
      fetchTracking: fromPromise(async () => {
        const answer = answers.shift()
        if (!answer || answer instanceof Error) throw answer ?? new Error('no answer')
        return answer
      }),
    },
  })
  // no live channel here: the view is read from the fetched answers alone
  const input = { alias: 'pizzeria-demo-palermo', orderCode: 'A1B2', websocketsEnabled: false }
  const actor = createActor(machine, { input }).start()
  const sent: TrackingEvent[] = []
  const send = (event: TrackingEvent) => {
    sent.push(event)
    actor.send(event)
  }
  return { actor, sent, view: () => connectTracking(actor.getSnapshot(), send) }
}

describe('connectTracking', () => {
  it('loads with nothing to show yet', () => {
    const { view } = viewed([onTheWay])
    expect(view()).toMatchObject({
      loading: true,
      orderCode: null,
      statusLabel: null,
      markers: [],
      rider: null,
      eta: null,
      securityCode: null,
    })
  })

  it('on the way: three markers centred on the rider, the ETA, the rider to call and the code to give', async () => {
    const { view } = viewed([onTheWay])
    await settle()
    const shown = view()
    expect(shown).toMatchObject({
      loading: false,
      orderCode: 'A1B2',
      time: '20:15',
      date: '01/03/2025',
      status: 'ON_ROUTE_TO_DROP_OFF',
      tone: 'progress',
      eta: '20:45',
      securityCode: '4821',
      centre: { lat: -34.585, lng: -58.415 },
      rider: { name: 'Rider Demo', whatsApp: 'https://wa.me/541155550001' },
    })
    expect(shown.statusLabel).not.toBeNull()
    expect(shown.markers.map((m) => m.type)).toEqual(['rider', 'branch', 'destination'])
  })

  it('delivered: no rider marker and no ETA; a rider without a phone is not offered', async () => {
    const { view } = viewed([{ ...onTheWay, status: 'DELIVERED', rider: { name: 'Rider Demo', phone: '' } }])
    await settle()
    expect(view()).toMatchObject({ tone: 'done', eta: null, rider: null })
    expect(view().markers.map((m) => m.type)).toEqual(['branch', 'destination'])
  })

  it("'Actualizar' refreshes, waiting meanwhile; a failed refresh keeps what was shown", async () => {
    const { view, sent } = viewed([onTheWay, new Error('503')])
    await settle()
    view().refresh()
    expect(sent).toEqual([{ type: 'tracking.refresh' }])
    expect(view().loading).toBe(true)
    await settle()
    expect(view()).toMatchObject({ loading: false, orderCode: 'A1B2', eta: '20:45' })
  })
})
