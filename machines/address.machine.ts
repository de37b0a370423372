import { and, assign, emit, fromPromise, setup } from 'xstate'
import {
  ADDRESS_SEARCH_DEBOUNCE_MS,
  type Address,
  type AddressField,
  type AddressFields,
  type AddressSettings,
  type AddressSuggestion,
  type AddressTab,
  buildAddress,
  type Coordinates,
  closeRefusal,
  EMPTY_ADDRESS,
  fieldsFromSuggestion,
  SUGGESTION_COUNTRIES,
  type SuggestionCountry,
  shouldSearch,
  validateAddress,
} from '../domain/address'
import { type Message, message } from '../domain/message'

/** Where the point on the map came from: a chosen suggestion, the device, or the diner moving the marker. */
export type CoordinatesSource = 'suggestion' | 'device' | 'map'

export interface AddressContext {
  settings: AddressSettings
  /** the modal may not be closed without an address */
  mandatory: boolean
  tab: AddressTab
  fields: AddressFields
  coordinates: (Coordinates & { source: CoordinatesSource }) | null
  suggestions: AddressSuggestion[]
}

export type AddressEvent =
  | {
      type: 'address.opened'
      settings: AddressSettings
      mandatory: boolean
      /** the address the diner gave before, to edit */
      initial?: { fields: AddressFields; coordinates: Coordinates | null } | null
    }
  | { type: 'address.tabSelected'; tab: AddressTab }
  /** the Dirección input */
  | { type: 'address.typed'; text: string }
  /** 'Buscar' or Enter where the address is searched in place (the checkout): no wait for typing to stop */
  | { type: 'address.searchRequested' }
  | { type: 'address.fieldChanged'; field: Exclude<AddressField, 'direccion'>; value: string }
  | { type: 'address.suggestionChosen'; index: number }
  /** 'Obtener mis coordenadas' */
  | { type: 'address.locateRequested' }
  | { type: 'address.markerMoved'; lat: number; lng: number }
  /** CONTINUAR */
  | { type: 'address.submitted' }
  /** CANCELAR, the close button or a click outside */
  | { type: 'address.closeRequested' }

/** Validation and geolocation failures are toasts; the confirmed address goes to whoever opened the modal. */
export type AddressEmitted =
  | { type: 'address.confirmed'; address: Address }
  | { type: 'address.dismissed' }
  | { type: 'notify'; level: 'error'; message: Message }

export interface SearchAddressesInput {
  query: string
  countries: readonly SuggestionCountry[]
}

const closedContext = (): AddressContext => ({
  settings: { complexInputs: false, betweenStreetsRequired: false },
  mandatory: false,
  tab: 'address',
  fields: EMPTY_ADDRESS,
  coordinates: null,
  suggestions: [],
})

const isCoordinates = (value: unknown): value is Coordinates =>
  typeof value === 'object' &&
  value !== null &&
  Number.isFinite((value as Coordinates).lat) &&
  Number.isFinite((value as Coordinates).lng)

/**
 * The address modal '¿Dónde te encuentras?': tabs 'Mi dirección' and 'Mi ubicación', address suggestions
 * searched 500 ms after typing stops (only in the countries of the specs), the device's coordinates on
 * request, the form's validation on CONTINUAR, and no closing while the address is mandatory.
 * Search and geolocation are provided actors; the confirmed address is emitted.
 */
export const addressMachine = setup({
  types: {
    context: {} as AddressContext,
    events: {} as AddressEvent,
    emitted: {} as AddressEmitted,
  },
  actors: {
    searchAddresses: fromPromise<AddressSuggestion[], SearchAddressesInput>(async () => {
      throw new Error('provide searchAddresses at the edge')
    }),
    getCoordinates: fromPromise<Coordinates>(async () => {
      throw new Error('provide getCoordinates at the edge')
    }),
  },
  delays: {
    searchDebounce: ADDRESS_SEARCH_DEBOUNCE_MS,
  },
  guards: {
    isOtherTab: ({ context, event }) => event.type === 'address.tabSelected' && event.tab !== context.tab,
    changesText: ({ context, event }) =>
      event.type === 'address.typed' && event.text !== context.fields.direccion,
    isSearchable: ({ event }) => event.type === 'address.typed' && shouldSearch(event.text),
    isTypedSearchable: ({ context }) => shouldSearch(context.fields.direccion),
    foundSome: ({ event }) => 'output' in event && Array.isArray(event.output) && event.output.length > 0,
    changesField: ({ context, event }) =>
      event.type === 'address.fieldChanged' && context.fields[event.field] !== event.value,
    movesMarker: ({ context, event }) =>
      event.type === 'address.markerMoved' &&
      context.coordinates !== null &&
      Number.isFinite(event.lat) &&
      Number.isFinite(event.lng) &&
      (event.lat !== context.coordinates.lat || event.lng !== context.coordinates.lng),
    isSuggestion: ({ context, event }) =>
      event.type === 'address.suggestionChosen' && context.suggestions[event.index] !== undefined,
    isValidAddress: ({ context }) => validateAddress(context.fields, context.settings, context.tab) === null,
    isMandatory: ({ context }) => closeRefusal(context.mandatory) !== null,
  },
  actions: {
    open: assign(({ event }) => {
      if (event.type !== 'address.opened') return {}
      const coordinates = event.initial?.coordinates
      return {
        ...closedContext(),
        settings: event.settings,
        mandatory: event.mandatory,
        fields: event.initial?.fields ?? EMPTY_ADDRESS,
        coordinates: coordinates ? { ...coordinates, source: 'map' as const } : null,
      }
    }),
    reset: assign(closedContext),
    selectTab: assign(({ event }) => (event.type === 'address.tabSelected' ? { tab: event.tab } : {})),
    type: assign(({ context, event }) => {
      if (event.type !== 'address.typed') return {}
      return {
        fields: { ...context.fields, direccion: event.text },
        // a point found for other words no longer describes this address
        coordinates: context.coordinates?.source === 'suggestion' ? null : context.coordinates,
      }
    }),
    changeField: assign(({ context, event }) =>
      event.type === 'address.fieldChanged'
        ? { fields: { ...context.fields, [event.field]: event.value } }
        : {},
    ),
    forgetSuggestions: assign({ suggestions: [] }),
    keepSuggestions: assign(({ event }) => ({
      suggestions:
        'output' in event && Array.isArray(event.output) ? (event.output as AddressSuggestion[]) : [],
    })),
    chooseSuggestion: assign(({ context, event }) => {
      const suggestion =
        event.type === 'address.suggestionChosen' ? context.suggestions[event.index] : undefined
      if (!suggestion) return {}
      return {
        fields: fieldsFromSuggestion(context.fields, suggestion),
        coordinates: { lat: suggestion.lat, lng: suggestion.lng, source: 'suggestion' as const },
        suggestions: [],
      }
    }),
    keepDeviceCoordinates: assign(({ event }) =>
      'output' in event && isCoordinates(event.output)
        ? { coordinates: { lat: event.output.lat, lng: event.output.lng, source: 'device' as const } }
        : {},
    ),
    showLocationError: emit({
      type: 'notify',
      level: 'error',
      message: message('address.coordinatesError'),
    } as const),
    showEnterAddress: emit({
      type: 'notify',
      level: 'error',
      message: message('address.enterAddress'),
    } as const),
    showSearchError: emit({
      type: 'notify',
      level: 'error',
      message: message('address.searchFailed'),
    } as const),
    moveMarker: assign(({ event }) =>
      event.type === 'address.markerMoved'
        ? { coordinates: { lat: event.lat, lng: event.lng, source: 'map' as const } }
        : {},
    ),
    showValidationError: emit(({ context }) => ({
      type: 'notify' as const,
      level: 'error' as const,
      message:
        validateAddress(context.fields, context.settings, context.tab) ?? message('address.enterAddress'),
    })),
    showCloseRefusal: emit(({ context }) => ({
      type: 'notify' as const,
      level: 'error' as const,
      message: closeRefusal(context.mandatory) ?? message('address.mustEnterAddress'),
    })),
    confirm: emit(({ context }) => ({
      type: 'address.confirmed' as const,
      address: buildAddress(context.fields, context.coordinates),
    })),
    dismiss: emit({ type: 'address.dismissed' } as const),
  },
}).createMachine({
  id: 'address',
  context: closedContext,
  initial: 'closed',
  states: {
    closed: {
      on: { 'address.opened': { target: 'open', actions: 'open' } },
    },
    open: {
      type: 'parallel',
      on: {
        'address.fieldChanged': { guard: 'changesField', actions: 'changeField' },
        // the marker shows only once there is a point, and the diner may drag it
        'address.markerMoved': { guard: 'movesMarker', actions: 'moveMarker' },
        'address.submitted': [
          { guard: 'isValidAddress', target: 'closed', actions: ['confirm', 'reset'] },
          { actions: 'showValidationError' },
        ],
        'address.closeRequested': [
          { guard: 'isMandatory', actions: 'showCloseRefusal' },
          { target: 'closed', actions: ['dismiss', 'reset'] },
        ],
      },
      states: {
        tab: {
          initial: 'myAddress',
          states: {
            /** 'Mi dirección' */
            myAddress: {
              on: {
                'address.tabSelected': { guard: 'isOtherTab', target: 'myLocation', actions: 'selectTab' },
              },
            },
            /** 'Mi ubicación': the device's coordinates on 'Obtener mis coordenadas' */
            myLocation: {
              initial: 'idle',
              on: {
                'address.tabSelected': { guard: 'isOtherTab', target: 'myAddress', actions: 'selectTab' },
              },
              states: {
                idle: {
                  on: { 'address.locateRequested': 'locating' },
                },
                locating: {
                  tags: ['locating'],
                  invoke: {
                    id: 'getCoordinates',
                    src: 'getCoordinates',
                    onDone: { target: 'idle', actions: 'keepDeviceCoordinates' },
                    onError: { target: 'idle', actions: 'showLocationError' },
                  },
                },
              },
            },
          },
        },
        search: {
          initial: 'idle',
          on: {
            'address.typed': [
              {
                guard: and(['changesText', 'isSearchable']),
                target: '.debouncing',
                reenter: true,
                actions: 'type',
              },
              { guard: 'changesText', target: '.idle', actions: ['type', 'forgetSuggestions'] },
            ],
            'address.searchRequested': [
              { guard: 'isTypedSearchable', target: '.searching', reenter: true },
              { actions: 'showEnterAddress' },
            ],
          },
          states: {
            idle: {
              on: { 'address.suggestionChosen': { guard: 'isSuggestion', actions: 'chooseSuggestion' } },
            },
            // the geocoder knows no such address: told apart from a failed search (a toast)
            nothingFound: {
              tags: ['nothingFound'],
            },
            debouncing: {
              after: { searchDebounce: 'searching' },
            },
            searching: {
              tags: ['searching'],
              invoke: {
                id: 'searchAddresses',
                src: 'searchAddresses',
                input: ({ context }) => ({
                  query: context.fields.direccion.trim(),
                  countries: SUGGESTION_COUNTRIES,
                }),
                onDone: [
                  { guard: 'foundSome', target: 'idle', actions: 'keepSuggestions' },
                  { target: 'nothingFound', actions: 'forgetSuggestions' },
                ],
                // the typed address still counts; the diner is told why no suggestions come
                onError: { target: 'idle', actions: ['forgetSuggestions', 'showSearchError'] },
              },
            },
          },
        },
      },
    },
  },
})
