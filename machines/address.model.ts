import type { AnyMachineSnapshot } from 'xstate'
import type { AddressSuggestion } from '../domain/address'
import { addressMachine } from './address.machine'
import { defineModel } from './graph/model'

/** What the offline gazetteer answers for 'Av. Santa Fe 3500' (inside Palermo's delivery zone). */
export const santaFe3500: AddressSuggestion = {
  fullAddress: 'Av. Santa Fe 3500, C1425 Palermo, CABA, Argentina',
  street: 'Av. Santa Fe',
  number: '3500',
  city: 'Palermo',
  locality: 'CABA',
  postalCode: 'C1425',
  lat: -34.5866,
  lng: -58.4136,
}

const belgrano = {
  type: 'address.opened',
  settings: { complexInputs: true, betweenStreetsRequired: true },
  mandatory: true,
}
const palermo = {
  type: 'address.opened',
  settings: { complexInputs: false, betweenStreetsRequired: false },
  mandatory: false,
}

/**
 * The samples steer the exploration along what a diner does, instead of every order of every keystroke:
 * where a step would only repeat a rule already met, the sample offered is one the machine ignores
 * (the same tab, the same text, the same point).
 */
function samples(snapshot: AnyMachineSnapshot) {
  const c = snapshot.context
  const blank = c.fields.direccion === ''
  const otherTab = c.tab === 'address' ? 'location' : 'address'
  const here = c.coordinates ?? { lat: 0, lng: 0 }
  return [
    // Belgrano asks for between-streets and (as a local with complex inputs) postal code, province and
    // locality, and the diner has no address yet; Palermo asks for the address alone
    belgrano,
    palermo,
    { type: 'address.tabSelected', tab: blank ? otherTab : c.tab },
    // typing is explored on 'Mi dirección'; a short text (no search) only where no other field is asked
    ...(blank && c.tab === 'address'
      ? [
          { type: 'address.typed', text: 'Av. Santa Fe 3500' },
          { type: 'address.typed', text: c.settings.complexInputs ? '' : 'Av' },
        ]
      : [{ type: 'address.typed', text: c.fields.direccion }]),
    { type: 'xstate.done.actor.searchAddresses', output: [santaFe3500] },
    // the geocoder knows no such address ('Buscar' asks at once, without waiting for typing to stop)
    { type: 'xstate.done.actor.searchAddresses', output: [] },
    { type: 'address.searchRequested' },
    { type: 'xstate.error.actor.searchAddresses', error: { message: 'geocoder unavailable' } },
    { type: 'address.suggestionChosen', index: 0 },
    {
      type: 'address.fieldChanged',
      field: 'entrecalles',
      value:
        c.settings.betweenStreetsRequired && c.coordinates?.source === 'suggestion'
          ? 'Coronel Díaz y Bulnes'
          : c.fields.entrecalles,
    },
    { type: 'address.locateRequested' },
    { type: 'xstate.done.actor.getCoordinates', output: { lat: -34.5882, lng: -58.4108 } },
    { type: 'xstate.error.actor.getCoordinates', error: { message: 'User denied Geolocation' } },
    c.coordinates?.source === 'device'
      ? { type: 'address.markerMoved', lat: -34.581, lng: -58.421 }
      : { type: 'address.markerMoved', ...here },
    { type: 'address.submitted' },
    { type: 'address.closeRequested' },
  ]
}

export const addressModel = defineModel({
  name: 'address',
  description:
    "The address modal '¿Dónde te encuentras?': typed address with suggestions 500 ms after typing stops, " +
    'device coordinates, between-streets and complex inputs when the local asks for them, the validation ' +
    'messages on CONTINUAR, and no closing while the address is mandatory.',
  machine: addressMachine,
  events: samples,
  // dragging the marker ends a story: what follows is the same as with the device's point
  stopWhen: (snapshot: AnyMachineSnapshot) => snapshot.context.coordinates?.source === 'map',
})
