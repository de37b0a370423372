import { assign, emit, fromPromise, setup } from 'xstate'
import { type Message, message } from '../domain/message'
import { GUIDE_PAGE_SIZE, GUIDE_SEARCH_DEBOUNCE_MS } from '../domain/nearby-guide'

export interface GuideVenue {
  alias: string
  name: string
  address: string
  distanceInMeters: number
}

export interface GuidePoint {
  lat: number
  lng: number
}

export interface FetchVenuesInput extends GuidePoint {
  query: string
  offset: number
  pageSize: number
}

export interface VenuesPage {
  venues: GuideVenue[]
  total: number
}

export interface GuideContext {
  point: GuidePoint | null
  query: string
  venues: GuideVenue[]
  total: number
  /** why the location could not be set, shown beside the location entry */
  locationError: Message | null
  /** the last search failed and none has started since: a location not found goes back to 'Reintentar' */
  searchFailed: boolean
}

export type GuideEvent =
  | { type: 'guide.addressSubmitted'; address: string }
  | { type: 'guide.myLocationRequested' }
  | { type: 'guide.queryChanged'; query: string }
  | { type: 'guide.nextPageRequested' }
  | { type: 'guide.retried' }

/** a toast, named as every machine names one (the UI replay reads the machines' notices by this name) */
export type GuideEmitted = { type: 'notify'; message: Message }

const pageOf = (event: unknown): VenuesPage =>
  ((event as { output?: VenuesPage }).output ?? { venues: [], total: 0 }) as VenuesPage

/**
 * 'La carta está en Tucán' (3-delivery.md §2.9): the diner gives a location (a typed address or the
 * phone's), the guide lists venues of Argentina nearest first, a search text narrows them 500 ms after
 * typing stops, and further pages are appended. A failed search says so in a toast and the list fails.
 */
const guideSetup = setup({
  types: {
    context: {} as GuideContext,
    events: {} as GuideEvent,
    emitted: {} as GuideEmitted,
  },
  actors: {
    geocode: fromPromise<GuidePoint | null, { address: string }>(async () => {
      throw new Error('provide geocode (GET /api/geocoding/search) at the edge')
    }),
    locate: fromPromise<GuidePoint, void>(async () => {
      throw new Error('provide locate (the browser geolocation) at the edge')
    }),
    fetchVenues: fromPromise<VenuesPage, FetchVenuesInput>(async () => {
      throw new Error('provide fetchVenues (POST /api/menu/near) at the edge')
    }),
  },
  delays: { searchDebounce: GUIDE_SEARCH_DEBOUNCE_MS },
  guards: {
    placed: ({ event }) => (event as { output?: GuidePoint | null }).output != null,
    found: ({ event }) => pageOf(event).venues.length > 0,
    hasMore: ({ context }) => context.venues.length < context.total,
    located: ({ context }) => context.point !== null,
    listable: ({ context }) => context.point !== null && context.venues.length > 0,
    searchFailed: ({ context }) => context.point !== null && context.searchFailed,
  },
  actions: {
    // the geocoder's point ('placed' lets only a found one through); the device's own position
    setPoint: assign((_, point: GuidePoint | null) => ({ point, locationError: null })),
    addressNotFound: assign({ locationError: () => message('guide.addressNotFound') }),
    locationDenied: assign({ locationError: () => message('guide.locationFailed') }),
    setQuery: assign({ query: ({ event }) => (event.type === 'guide.queryChanged' ? event.query : '') }),
    replaceVenues: assign(({ event }) => ({ venues: pageOf(event).venues, total: pageOf(event).total })),
    appendVenues: assign(({ context, event }) => {
      const known = new Set(context.venues.map((v) => v.alias))
      return {
        venues: [...context.venues, ...pageOf(event).venues.filter((v) => !known.has(v.alias))],
        total: pageOf(event).total,
      }
    }),
    clearVenues: assign({ venues: [], total: 0 }),
    markFailed: assign({ searchFailed: true }),
    unmarkFailed: assign({ searchFailed: false }),
    toastFailed: emit({ type: 'notify' as const, message: message('guide.searchFailed') }),
  },
})

/**
 * A location that could not be set keeps what the diner had: the venues listed, the failed search with its
 * 'Reintentar', or, when a search was on its way or found nothing, that search again at the known point
 * (never a bare screen with neither list nor message); with no location yet, the guide still asks for one.
 */
const locationKept = (reason: 'addressNotFound' | 'locationDenied') => [
  { guard: 'listable' as const, target: 'listed', actions: reason },
  { guard: 'searchFailed' as const, target: 'failed', actions: reason },
  { guard: 'located' as const, target: 'loading', actions: reason },
  { target: 'needsLocation', actions: reason },
]

export const nearbyGuideMachine = guideSetup.createMachine({
  id: 'nearbyGuide',
  context: { point: null, query: '', venues: [], total: 0, locationError: null, searchFailed: false },
  initial: 'needsLocation',
  on: {
    'guide.addressSubmitted': { target: '.geocoding' },
    'guide.myLocationRequested': { target: '.locating' },
  },
  states: {
    needsLocation: {
      on: { 'guide.queryChanged': { actions: 'setQuery' } },
    },
    geocoding: {
      tags: ['locating'],
      invoke: {
        id: 'geocode',
        src: 'geocode',
        input: ({ event }) => ({ address: event.type === 'guide.addressSubmitted' ? event.address : '' }),
        onDone: [
          {
            guard: 'placed',
            target: 'loading',
            actions: { type: 'setPoint', params: ({ event }) => event.output },
          },
          ...locationKept('addressNotFound'),
        ],
        onError: locationKept('addressNotFound'),
      },
    },
    locating: {
      tags: ['locating'],
      invoke: {
        id: 'locate',
        src: 'locate',
        onDone: { target: 'loading', actions: { type: 'setPoint', params: ({ event }) => event.output } },
        onError: locationKept('locationDenied'),
      },
    },
    debouncing: {
      tags: ['loading'],
      entry: 'unmarkFailed',
      on: { 'guide.queryChanged': { target: 'debouncing', reenter: true, actions: 'setQuery' } },
      after: { searchDebounce: 'loading' },
    },
    loading: {
      tags: ['loading'],
      entry: 'unmarkFailed',
      invoke: {
        id: 'fetchVenues',
        src: 'fetchVenues',
        input: ({ context }) => ({
          lat: context.point?.lat ?? 0,
          lng: context.point?.lng ?? 0,
          query: context.query,
          offset: 0,
          pageSize: GUIDE_PAGE_SIZE,
        }),
        onDone: [
          { guard: 'found', target: 'listed', actions: 'replaceVenues' },
          { target: 'empty', actions: 'replaceVenues' },
        ],
        onError: { target: 'failed', actions: ['clearVenues', 'markFailed', 'toastFailed'] },
      },
      on: { 'guide.queryChanged': { target: 'debouncing', actions: 'setQuery' } },
    },
    listed: {
      on: {
        'guide.queryChanged': { target: 'debouncing', actions: 'setQuery' },
        'guide.nextPageRequested': { guard: 'hasMore', target: 'loadingMore' },
      },
    },
    loadingMore: {
      tags: ['loadingMore'],
      invoke: {
        id: 'fetchMoreVenues',
        src: 'fetchVenues',
        input: ({ context }) => ({
          lat: context.point?.lat ?? 0,
          lng: context.point?.lng ?? 0,
          query: context.query,
          offset: context.venues.length,
          pageSize: GUIDE_PAGE_SIZE,
        }),
        onDone: { target: 'listed', actions: 'appendVenues' },
        onError: { target: 'listed', actions: 'toastFailed' },
      },
      // the diner's newer search supersedes the page on its way (leaving cancels it)
      on: { 'guide.queryChanged': { target: 'debouncing', actions: 'setQuery' } },
    },
    empty: {
      on: { 'guide.queryChanged': { target: 'debouncing', actions: 'setQuery' } },
    },
    failed: {
      on: {
        'guide.retried': 'loading',
        'guide.queryChanged': { target: 'debouncing', actions: 'setQuery' },
      },
    },
  },
})
