import { message } from '../../../domain/message'
import type { UiMap } from '../ui-map'

const dialog = { role: 'dialog', name: message('address.title') } as const
const street = { role: 'textbox', name: message('address.street') } as const
const locate = { role: 'button', name: message('address.getCoordinates') } as const
const locating = { role: 'button', name: message('address.locating') } as const
const searching = { text: message('address.searching') }
// the gazetteer names the city in full ('…, Palermo, Ciudad Autónoma de Buenos Aires, Argentina')
const suggestion = { role: 'button', name: 'Av. Santa Fe 3500,', prefix: true } as const
const noOtherLocal =
  'no demo local asks for the complex inputs (COMPLEX_ADDRESS_INPUTS names no demo contact) nor for the location at once (askForLocation), so the modal never opens with postal code, province and locality nor refuses to close; the rules are unit-tested in domain/address and machines/address'

/**
 * The address modal '¿Dónde te encuentras?' on Palermo's delivery menu, with the offline gazetteer
 * answering the search and the replay playing the device's part for 'Obtener mis coordenadas'.
 */
export const addressMap: UiMap = {
  machine: 'address',
  where: 'Menú de delivery del local Palermo, sin dirección guardada: el diálogo de la dirección',
  url: '/menu/pizzeria-demo-palermo/delivery',
  held: {
    search: { name: 'la búsqueda de direcciones', method: 'GET', path: '^/api/geocoding/search$' },
  },
  heldPosition: true,
  // validation, geolocation and search failures are toasts
  notices: true,
  events: [
    {
      event: 'address.opened',
      match: { settings: { complexInputs: true } },
      unreachable: noOtherLocal,
    },
    {
      event: 'address.opened',
      cause: [{ tap: { role: 'button', name: message('address.askAddress') } }],
    },
    {
      event: 'address.tabSelected',
      match: { tab: 'location' },
      cause: [{ tap: { role: 'tab', name: message('address.tabLocation') } }],
    },
    {
      event: 'address.tabSelected',
      match: { tab: 'address' },
      cause: [{ tap: { role: 'tab', name: message('address.tabAddress') } }],
    },
    { event: 'address.typed', cause: [{ fill: street, with: { event: 'text' } }] },
    {
      event: 'xstate.after.searchDebounce.address.open.search.debouncing',
      cause: [{ happens: 'Deja de escribir medio segundo' }],
    },
    // the real offline gazetteer answers 'Av. Santa Fe 3500'
    { event: 'xstate.done.actor.searchAddresses', cause: [{ release: 'search' }] },
    {
      // no hits: the model types the same address the gazetteer knows, so the replay answers for it
      event: 'xstate.done.actor.searchAddresses',
      match: { output: { length: 0 } },
      cause: [{ answer: 'search', status: 200, title: 'OK', json: { suggestions: [] } }],
    },
    {
      event: 'address.searchRequested',
      unreachable:
        "the menu's modal has no 'Buscar': it searches once typing stops; the checkout's address step sends it (tests/e2e/checkout.test.ts)",
    },
    {
      event: 'xstate.error.actor.searchAddresses',
      cause: [{ answer: 'search', status: 503, title: 'Service Unavailable' }],
    },
    { event: 'address.suggestionChosen', cause: [{ tap: suggestion }] },
    {
      // the model changes a field only where between-streets are required: after the opening above
      event: 'address.fieldChanged',
      match: { value: 'Coronel Díaz y Bulnes' },
      unreachable: noOtherLocal,
    },
    {
      event: 'address.fieldChanged',
      cause: [
        { fill: { role: 'textbox', name: message('address.betweenStreets') }, with: { event: 'value' } },
      ],
    },
    { event: 'address.locateRequested', cause: [{ tap: locate }] },
    {
      event: 'xstate.done.actor.getCoordinates',
      cause: [{ position: { lat: -34.5882, lng: -58.4108 } }],
    },
    { event: 'xstate.error.actor.getCoordinates', cause: [{ position: 'denied' }] },
    {
      event: 'address.markerMoved',
      unreachable:
        'a drag lands on a point computed from pixels and the zoom, never on the exact sample point the machine compares; the drag is the last step of a story (the model stops there)',
    },
    {
      event: 'address.submitted',
      cause: [{ tap: { role: 'button', name: message('address.continue') } }],
    },
    {
      // the refusal to close: the modal only refuses when it opened as mandatory (no real event carries
      // this field; the entry gives the coverage its reason)
      event: 'address.closeRequested',
      match: { mandatory: true },
      unreachable: noOtherLocal,
    },
    {
      event: 'address.closeRequested',
      cause: [{ tap: { role: 'button', name: message('address.cancel') } }],
    },
  ],
  states: {
    address: [],
    'address.closed': [{ gone: dialog }],
    'address.open': [{ see: dialog }, { see: { role: 'button', name: message('address.continue') } }],
    'address.open.tab': [],
    'address.open.tab.myAddress': [{ gone: locate }, { gone: locating }],
    'address.open.tab.myLocation': [],
    'address.open.tab.myLocation.idle': [{ see: locate }],
    'address.open.tab.myLocation.locating': [{ see: locating }],
    'address.open.search': [{ field: street, shows: { context: 'fields.direccion' } }],
    'address.open.search.idle': [{ gone: searching }],
    // the search waits for the diner to stop typing: nothing new shows yet
    'address.open.search.debouncing': [{ gone: searching }],
    'address.open.search.searching': [{ see: searching }],
    // the modal lists no suggestions; the typed address still counts
    'address.open.search.nothingFound': [{ gone: searching }, { gone: suggestion }],
  },
}
