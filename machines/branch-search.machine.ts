import { assign, emit, fromPromise, setup } from 'xstate'
import {
  appendPage,
  BRANCH_PAGE_SIZE,
  BRANCH_SEARCH_DEBOUNCE_MS,
  nextOffset,
  replacePage,
  shouldOpenSingleLocal,
} from '../domain/branch-search'

/** A local as its card needs it; the fetch may carry more (address, distance, rating…). */
export interface LocalCard {
  id: number
  alias: string
  name: string
  [field: string]: unknown
}

export interface FetchLocalsInput {
  query: string
  offset: number
  pageSize: number
}

export interface BranchSearchContext {
  /** the 'Buscar Local' text */
  query: string
  items: LocalCard[]
}

export interface BranchSearchInput {
  /**
   * the locals the page arrived with (the route's answer): listed from the first render, so the server's
   * drawn page holds them and the browser's first render, which hydrates it, is the same
   */
  items?: LocalCard[]
}

export type BranchSearchEvent =
  | { type: 'branch.queryChanged'; query: string }
  | { type: 'branch.nextPageRequested' }
  | { type: 'branch.retried' }

export type BranchSearchEmitted = { type: 'branch.localOpened'; alias: string }

const pageOf = (event: { output?: unknown }): LocalCard[] => (Array.isArray(event.output) ? event.output : [])

/**
 * The locals of a branch page: listed on arrival, searched with 'Buscar Local' 500 ms after typing stops,
 * and paged by 99 as the list scrolls. A new search replaces the list (success or empty), a further page
 * is appended (success when it brought new locals, else the end of the list). A branch that answers a
 * single local with no search typed opens it straight away. The list the page arrived with (input) is shown
 * while the first read confirms it.
 */
export const branchSearchMachine = setup({
  types: {
    context: {} as BranchSearchContext,
    input: {} as BranchSearchInput | undefined,
    events: {} as BranchSearchEvent,
    emitted: {} as BranchSearchEmitted,
  },
  actors: {
    fetchLocals: fromPromise<LocalCard[], FetchLocalsInput>(async () => {
      throw new Error('provide fetchLocals at the edge')
    }),
  },
  delays: {
    searchDebounce: BRANCH_SEARCH_DEBOUNCE_MS,
  },
  guards: {
    isSingleLocalUnsearched: ({ context, event }) =>
      shouldOpenSingleLocal(pageOf(event as { output?: unknown }), context.query),
    foundSome: ({ event }) => replacePage(pageOf(event as { output?: unknown })).outcome === 'success',
    broughtNew: ({ context, event }) =>
      appendPage(context.items, pageOf(event as { output?: unknown })).outcome === 'success',
    changesQuery: ({ context, event }) =>
      event.type === 'branch.queryChanged' && event.query !== context.query,
  },
  actions: {
    setQuery: assign(({ event }) => (event.type === 'branch.queryChanged' ? { query: event.query } : {})),
    replaceItems: assign(({ event }) => ({
      items: replacePage(pageOf(event as { output?: unknown })).items,
    })),
    appendItems: assign(({ context, event }) => ({
      items: appendPage(context.items, pageOf(event as { output?: unknown })).items,
    })),
    openSingleLocal: emit(({ context }) => ({
      type: 'branch.localOpened' as const,
      alias: context.items[0]?.alias ?? '',
    })),
  },
}).createMachine({
  id: 'branchSearch',
  context: ({ input }) => ({ query: '', items: input?.items ?? [] }),
  initial: 'loading',
  on: {
    'branch.queryChanged': { guard: 'changesQuery', target: '.debouncing', actions: 'setQuery' },
  },
  states: {
    debouncing: {
      tags: ['loading'],
      after: { searchDebounce: 'loading' },
    },
    /** the first page of a search: it replaces the list */
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'fetchLocals',
        src: 'fetchLocals',
        input: ({ context }) => ({ query: context.query.trim(), offset: 0, pageSize: BRANCH_PAGE_SIZE }),
        onDone: [
          {
            guard: 'isSingleLocalUnsearched',
            target: 'success',
            actions: ['replaceItems', 'openSingleLocal'],
          },
          { guard: 'foundSome', target: 'success', actions: 'replaceItems' },
          { target: 'empty', actions: 'replaceItems' },
        ],
        onError: { target: 'error' },
      },
    },
    success: {
      on: { 'branch.nextPageRequested': 'loadingMore' },
    },
    /** a further page: it is appended */
    loadingMore: {
      tags: ['loadingMore'],
      invoke: {
        id: 'fetchMoreLocals',
        src: 'fetchLocals',
        input: ({ context }) => ({
          query: context.query.trim(),
          offset: nextOffset(context.items),
          pageSize: BRANCH_PAGE_SIZE,
        }),
        onDone: [{ guard: 'broughtNew', target: 'success', actions: 'appendItems' }, { target: 'end' }],
        onError: { target: 'error' },
      },
    },
    /** end of the list: no further pages are asked */
    end: {},
    empty: {},
    error: {
      on: { 'branch.retried': 'loading' },
    },
  },
})
