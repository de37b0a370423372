import { describe, expect, it } from 'vitest'
import {
  type AnyEventObject,
  type AnyMachineSnapshot,
  createActor,
  fromPromise,
  SimulatedClock,
} from 'xstate'
import { type AddressSuggestion, buildAddress, type Coordinates, validateAddress } from '../domain/address'
import { t } from '../i18n/t'
import { type AddressEvent, addressMachine, type SearchAddressesInput } from './address.machine'
import { addressModel, santaFe3500 } from './address.model'
import { describeModel } from './graph/describe-model'

let before: AnyMachineSnapshot | null = null

describeModel(addressModel, {
  paths: 131,
  eachStep: ({ event, snapshot, emitted }) => {
    const previous = before
    before = snapshot
    expect(snapshot.hasTag('searching')).toBe(snapshot.matches({ open: { search: 'searching' } }))
    expect(snapshot.hasTag('locating')).toBe(snapshot.matches({ open: { tab: { myLocation: 'locating' } } }))
    expect(snapshot.context.tab === 'location').toBe(snapshot.matches({ open: { tab: 'myLocation' } }))
    for (const e of emitted) if (e.type === 'notify') expect(() => t(e.message)).not.toThrow()
    if (!previous) return
    const was = previous.context
    if (event.type === 'address.submitted') {
      const refusal = validateAddress(was.fields, was.settings, was.tab)
      if (refusal) {
        expect(emitted).toEqual([{ type: 'notify', level: 'error', message: refusal }])
        expect(snapshot.matches('open')).toBe(true)
      } else {
        expect(emitted).toEqual([
          { type: 'address.confirmed', address: buildAddress(was.fields, was.coordinates) },
        ])
        expect(snapshot.matches('closed')).toBe(true)
      }
    }
    if (event.type === 'address.closeRequested') {
      expect(emitted).toEqual(
        was.mandatory
          ? [{ type: 'notify', level: 'error', message: { key: 'address.mustEnterAddress' } }]
          : [{ type: 'address.dismissed' }],
      )
    }
    if (event.type === 'xstate.error.actor.searchAddresses') {
      expect(emitted).toEqual([{ type: 'notify', level: 'error', message: { key: 'address.searchFailed' } }])
      expect(snapshot.context.suggestions).toEqual([])
    }
    if (event.type === 'xstate.error.actor.getCoordinates') {
      expect(emitted).toEqual([
        { type: 'notify', level: 'error', message: { key: 'address.coordinatesError' } },
      ])
    }
  },
})

const belgrano: AddressEvent = {
  type: 'address.opened',
  settings: { complexInputs: true, betweenStreetsRequired: true },
  mandatory: true,
}
const palermo: AddressEvent = {
  type: 'address.opened',
  settings: { complexInputs: false, betweenStreetsRequired: false },
  mandatory: false,
}

function start(
  search: (input: SearchAddressesInput) => Promise<AddressSuggestion[]> = async () => [santaFe3500],
  locate: () => Promise<Coordinates> = async () => ({ lat: -34.5882, lng: -58.4108 }),
) {
  const clock = new SimulatedClock()
  const searches: SearchAddressesInput[] = []
  const emitted: AnyEventObject[] = []
  const actor = createActor(
    addressMachine.provide({
      actors: {
        searchAddresses: fromPromise(async ({ input }: { input: SearchAddressesInput }) => {
          searches.push(input)
          return search(input)
        }),
        getCoordinates: fromPromise(locate),
      },
    }),
    { clock },
  )
  actor.on('*', (e) => emitted.push(e))
  actor.start()
  const texts = () => emitted.filter((e) => e.type === 'notify').map((e) => t(e.message))
  return { actor, clock, searches, emitted, texts }
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('address', () => {
  it('searches once, 500 ms after typing stops, with the last text and the spec countries', async () => {
    const { actor, clock, searches } = start()
    actor.send(palermo)
    actor.send({ type: 'address.typed', text: 'Av. Santa' })
    clock.increment(300)
    actor.send({ type: 'address.typed', text: 'Av. Santa Fe 3500' })
    clock.increment(499)
    expect(searches).toEqual([])
    clock.increment(1)
    expect(searches).toEqual([
      {
        query: 'Av. Santa Fe 3500',
        countries: ['ar', 'uy', 'cl', 'br', 'pe', 'co', 've', 'py', 'mx', 'ec', 'bo'],
      },
    ])
    await flush()
    expect(actor.getSnapshot().context.suggestions).toEqual([santaFe3500])
  })

  it('does not search fewer than three characters and drops old suggestions', async () => {
    const { actor, clock, searches } = start()
    actor.send(palermo)
    actor.send({ type: 'address.typed', text: 'Av. Santa Fe' })
    clock.increment(500)
    await flush()
    actor.send({ type: 'address.typed', text: 'Av' })
    clock.increment(1000)
    expect(searches).toHaveLength(1)
    expect(actor.getSnapshot().context.suggestions).toEqual([])
  })

  it("walks Belgrano's rules one message at a time, then hands over the address", async () => {
    const { actor, clock, emitted, texts } = start()
    actor.send(belgrano)
    actor.send({ type: 'address.submitted' })
    actor.send({ type: 'address.tabSelected', tab: 'location' })
    actor.send({ type: 'address.submitted' })
    actor.send({ type: 'address.tabSelected', tab: 'address' })
    actor.send({ type: 'address.typed', text: 'Av. Santa Fe 3500' })
    actor.send({ type: 'address.submitted' })
    clock.increment(500)
    await flush()
    actor.send({ type: 'address.suggestionChosen', index: 0 })
    actor.send({ type: 'address.submitted' })
    actor.send({ type: 'address.closeRequested' })
    actor.send({ type: 'address.fieldChanged', field: 'entrecalles', value: 'Coronel Díaz y Bulnes' })
    actor.send({ type: 'address.fieldChanged', field: 'aclaraciones', value: '3° B' })
    actor.send({ type: 'address.submitted' })
    expect(texts()).toEqual([
      'Ingrese una dirección',
      'Asegúrese de completar todos los campos obligatorios',
      'Asegúrese de completar todos los campos obligatorios',
      'Ingrese un entrecalles',
      'Debe ingresar la dirección',
    ])
    expect(emitted.at(-1)).toEqual({
      type: 'address.confirmed',
      address: {
        direccion: 'Av. Santa Fe 3500',
        postalCode: 'C1425',
        city: 'Palermo',
        province: 'CABA',
        entrecalles: 'Coronel Díaz y Bulnes',
        aclaraciones: '3° B',
        formatted_address: 'Av. Santa Fe 3500, C1425, Palermo, CABA',
        lat: -34.5866,
        lng: -58.4136,
      },
    })
    expect(actor.getSnapshot().matches('closed')).toBe(true)
  })

  it('gets the device coordinates on the location tab and lets the marker move', async () => {
    const { actor } = start()
    actor.send(palermo)
    actor.send({ type: 'address.tabSelected', tab: 'location' })
    actor.send({ type: 'address.locateRequested' })
    expect(actor.getSnapshot().hasTag('locating')).toBe(true)
    await flush()
    expect(actor.getSnapshot().context.coordinates).toEqual({
      lat: -34.5882,
      lng: -58.4108,
      source: 'device',
    })
    actor.send({ type: 'address.markerMoved', lat: -34.581, lng: -58.421 })
    actor.send({ type: 'address.typed', text: 'Plaza Italia' })
    // a point the diner placed stays when the words change
    expect(actor.getSnapshot().context.coordinates).toEqual({ lat: -34.581, lng: -58.421, source: 'map' })
  })

  it("says 'Error obteniendo coordenadas' when the device cannot locate", async () => {
    const { actor, texts } = start(undefined, async () => {
      throw new Error('User denied Geolocation')
    })
    actor.send(palermo)
    actor.send({ type: 'address.tabSelected', tab: 'location' })
    actor.send({ type: 'address.locateRequested' })
    await flush()
    expect(texts()).toEqual(['Error obteniendo coordenadas'])
    expect(actor.getSnapshot().matches({ open: { tab: { myLocation: 'idle' } } })).toBe(true)
  })

  it('forgets the point of a suggestion once the diner types other words', async () => {
    const { actor, clock } = start()
    actor.send(palermo)
    actor.send({ type: 'address.typed', text: 'Av. Santa Fe 3500' })
    clock.increment(500)
    await flush()
    actor.send({ type: 'address.suggestionChosen', index: 0 })
    expect(actor.getSnapshot().context.coordinates?.source).toBe('suggestion')
    actor.send({ type: 'address.typed', text: 'Av. Santa Fe 3600' })
    expect(actor.getSnapshot().context.coordinates).toBeNull()
  })

  it('keeps the typed address when the search fails, and closes when not mandatory', async () => {
    const { actor, clock, emitted } = start(async () => {
      throw new Error('geocoder unavailable')
    })
    actor.send(palermo)
    actor.send({ type: 'address.typed', text: 'Plaza Italia' })
    clock.increment(500)
    await flush()
    expect(actor.getSnapshot().matches({ open: { search: 'idle' } })).toBe(true)
    expect(actor.getSnapshot().context.fields.direccion).toBe('Plaza Italia')
    actor.send({ type: 'address.closeRequested' })
    expect(emitted).toEqual([
      { type: 'notify', level: 'error', message: { key: 'address.searchFailed' } },
      { type: 'address.dismissed' },
    ])
    expect(actor.getSnapshot().context.fields.direccion).toBe('')
  })

  it('opens on the address given before, to edit it', () => {
    const { actor } = start()
    const fields = {
      ...buildAddress(
        {
          direccion: 'Plaza Italia',
          postalCode: '',
          city: '',
          province: '',
          entrecalles: '',
          aclaraciones: '',
        },
        null,
      ),
    }
    actor.send({ ...palermo, initial: { fields, coordinates: { lat: -34.581, lng: -58.421 } } })
    expect(actor.getSnapshot().context.fields.direccion).toBe('Plaza Italia')
    expect(actor.getSnapshot().context.coordinates).toEqual({ lat: -34.581, lng: -58.421, source: 'map' })
  })
})
