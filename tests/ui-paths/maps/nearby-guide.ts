import { message } from '../../../domain/message'
import type { Cause, Check, EventEntry, UiMap } from '../ui-map'

const search = { label: message('guide.searchLabel') }
const spinner = { text: message('common.loading') }
const more = { role: 'button', name: message('guide.more') } as const
// each venue's 'Ver carta' link, named with its venue
const palermo = { role: 'link', name: 'Ver carta: Pizzería Demo Palermo' } as const
const belgrano = { role: 'link', name: 'Ver carta: Pizzería Demo Belgrano' } as const

/** A venue of the model as POST /api/menu/near answers it (street and number, then the city). */
const venue = (alias: string, name: string, distanceInMeters: number) => ({
  branchContact: { name, alias, address: { street: 'Av. Santa Fe', number: '3253', city: 'CABA' } },
  distanceInMeters,
})
const palermoVenue = venue('pizzeria-demo-palermo', 'Pizzería Demo Palermo', 1200)
const belgranoVenue = venue('pizzeria-demo-belgrano', 'Pizzería Demo Belgrano', 4100)
const venues = (commerces: unknown[], total: number, offset: number): Cause => ({
  answer: 'near',
  status: 200,
  title: `${commerces.length} de ${total} locales`,
  json: { commerces, offset, pageSize: 10, total },
})

const submitAddress: Cause[] = [
  { fill: { label: message('guide.addressLabel') }, with: { event: 'address' } },
  { tap: { role: 'button', name: message('guide.addressSubmit') } },
]
const myLocation: Cause = { tap: { role: 'button', name: message('guide.myLocation') } }
// typed again from an empty box: the same text typed over itself changes nothing
const retype: Cause[] = [
  { fill: search, with: '' },
  { fill: search, with: { event: 'query' } },
]

/**
 * An event, and the same event from a state whose request it leaves unanswered: that request then goes on
 * to the server, its answer unheard, so a later answer of the path is for the request the page awaits. (A
 * new address while one is placed asks again at once: `latest` lets the old one go.)
 */
const leaving = (
  event: string,
  cause: Cause[],
  from = ['nearbyGuide.loading', 'nearbyGuide.loadingMore', 'nearbyGuide.geocoding'],
): EventEntry[] => [
  { event, cause },
  ...from
    .filter((state) => !(event === 'guide.addressSubmitted' && state === 'nearbyGuide.geocoding'))
    .map((state) => ({
      event,
      in: state,
      cause: [...cause, { release: state === 'nearbyGuide.geocoding' ? 'geocode' : 'near' }],
    })),
]

/** The list: hidden while a search is on its way, else the venues the context holds with their distance. */
const list: Check = {
  unlessIn: 'loading',
  checks: [
    {
      when: { context: 'venues.length' },
      is: 0,
      checks: [{ gone: palermo }, { gone: belgrano }],
      otherwise: [
        { see: palermo },
        { see: { text: 'a 1,2 km' } },
        {
          when: { context: 'venues.length' },
          is: 1,
          checks: [{ gone: belgrano }],
          otherwise: [{ see: belgrano }, { see: { text: 'a 4,1 km' } }],
        },
      ],
    },
  ],
}

/**
 * 'La carta está en Tucán' at the app's root against the real gazetteer ('Plaza Italia'), with the replay
 * answering the venues search: the demo has three venues, fewer than a page of ten, so the model's pages
 * (one venue of two, then the other) are the replay's answers, in the contract's shape. The replay plays the
 * device for 'Usar mi ubicación', and holds the page's clock, so the search's 500 ms pass only when a step
 * says so.
 */
export const nearbyGuideMap: UiMap = {
  machine: 'nearby-guide',
  where:
    "Inicio de la app, la guía 'La carta está en Tucán': la ubicación, el buscador y la lista de locales",
  url: '/',
  clock: true,
  held: {
    geocode: {
      name: 'la búsqueda de la dirección',
      method: 'GET',
      path: '^/api/geocoding/search$',
      latest: true,
    },
    near: { name: 'la búsqueda de locales cercanos', method: 'POST', path: '^/api/menu/near$', latest: true },
  },
  heldPosition: true,
  // a failed search is a toast
  notices: true,
  events: [
    ...leaving('guide.addressSubmitted', submitAddress),
    ...leaving('guide.myLocationRequested', [myLocation]),
    ...leaving('guide.queryChanged', retype, ['nearbyGuide.loading', 'nearbyGuide.loadingMore']),
    // the real gazetteer places 'Plaza Italia'
    {
      event: 'xstate.done.actor.geocode',
      match: { output: { lat: -34.581 } },
      cause: [{ release: 'geocode' }],
    },
    {
      event: 'xstate.done.actor.geocode',
      cause: [{ answer: 'geocode', status: 200, title: 'ninguna dirección', json: { suggestions: [] } }],
    },
    {
      event: 'xstate.error.actor.geocode',
      cause: [{ answer: 'geocode', status: 503, title: 'Service Unavailable' }],
    },
    { event: 'xstate.done.actor.locate', cause: [{ position: { lat: -34.581, lng: -58.421 } }] },
    { event: 'xstate.error.actor.locate', cause: [{ position: 'denied' }] },
    {
      event: 'xstate.done.actor.fetchVenues',
      match: { output: { total: 2 } },
      cause: [venues([palermoVenue], 2, 0)],
    },
    { event: 'xstate.done.actor.fetchVenues', cause: [venues([], 0, 0)] },
    { event: 'xstate.error.actor.fetchVenues', cause: [{ fail: 'near' }] },
    { event: 'xstate.done.actor.fetchMoreVenues', cause: [venues([belgranoVenue], 2, 1)] },
    { event: 'xstate.error.actor.fetchMoreVenues', cause: [{ fail: 'near' }] },
    { event: 'guide.nextPageRequested', cause: [{ tap: more }] },
    { event: 'guide.retried', cause: [{ tap: { role: 'button', name: message('guide.retry') } }] },
    { event: 'xstate.after.searchDebounce.nearbyGuide.debouncing', cause: [{ clock: 500 }] },
  ],
  states: {
    nearbyGuide: [
      { see: { role: 'heading', name: message('storefront.guideTitle') } },
      { field: search, shows: { context: 'query' } },
      {
        when: { context: 'locationError' },
        is: null,
        checks: [
          { gone: { text: message('guide.addressNotFound') } },
          { gone: { text: message('guide.locationFailed') } },
        ],
        otherwise: [{ message: { context: 'locationError' }, within: { role: 'alert' } }],
      },
      list,
    ],
    'nearbyGuide.needsLocation': [{ see: { text: message('guide.needsLocation') } }, { gone: spinner }],
    'nearbyGuide.geocoding': [{ see: spinner }, { gone: { text: message('guide.needsLocation') } }],
    'nearbyGuide.locating': [{ see: spinner }, { gone: { text: message('guide.needsLocation') } }],
    'nearbyGuide.debouncing': [{ see: spinner }, { gone: more }],
    'nearbyGuide.loading': [{ see: spinner }, { gone: more }],
    'nearbyGuide.listed': [
      { gone: spinner },
      { gone: { text: message('guide.empty') } },
      { gone: { role: 'button', name: message('guide.retry') } },
      { when: { context: 'venues.length' }, is: 1, checks: [{ see: more }], otherwise: [{ gone: more }] },
    ],
    'nearbyGuide.loadingMore': [{ see: spinner }, { gone: more }],
    'nearbyGuide.empty': [{ see: { text: message('guide.empty') } }, { gone: spinner }],
    'nearbyGuide.failed': [{ see: { role: 'button', name: message('guide.retry') } }, { gone: spinner }],
  },
}
