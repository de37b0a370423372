import { message } from '../../../domain/message'
import type { Cause, Check, UiMap } from '../ui-map'

const search = { label: message('storefront.searchLocal') }
const spinner = { text: message('common.loading') }
const palermo = { role: 'link', name: 'Pizzería Demo Palermo', prefix: true } as const
const belgrano = { role: 'link', name: 'Pizzería Demo Belgrano', prefix: true } as const
const noLocals = { text: message('storefront.noLocals') }
const failed = { role: 'alert' } as const
// the page the branch's only local opened: Café Demo Centro's menu
const centroMenu = { role: 'heading', name: 'Café Demo Centro' } as const
const networkDown: Cause = { fail: 'search' }

// the query cache (src/main.tsx: 60 s) holds the unsearched list the page read on opening, so an unsearched
// read asks no server: it can neither fail nor bring another list
const unsearchedFromPage =
  "the unsearched list is the one the page read on opening (the route's loader; Pizzería Demo's locals, in the query cache for 60 s): the machine's unsearched read asks no server, so it can neither fail nor bring another list"
const onlyPalermo =
  "the demo's search 'Palermo' names one local (Pizzería Demo Palermo): the server never answers it with two"
const cafeOnItsPage =
  "Café Demo Centro is Café Demo's only local: no search of Pizzería Demo answers it, and Café Demo's own page opens it on arrival (covered from the branch's first read)"
const leftForTheMenu =
  "the branch's only local was opened: the page is now that local's menu, with no 'Buscar Local'"
const onePage =
  'the contract answers every local of a search at once (GET /api/diner/{alias} has no offset): the branch page lists them all and never asks a further page (fetchBranchLocals would answer an empty one)'

/** The list as a search left it: the locals the context holds. */
const listed: Check[] = [
  { gone: noLocals },
  {
    when: { context: 'query' },
    is: 'Palermo',
    checks: [{ see: palermo }, { gone: belgrano }],
    otherwise: [{ see: palermo }, { see: belgrano }],
  },
]

/**
 * The branch page of Pizzería Demo ('Buscar Local' and its two locals) on the real server, whose search
 * requests the replay holds; Café Demo's page, whose only local opens by itself, for the single-local rule.
 */
export const branchSearchMap: UiMap = {
  machine: 'branch-search',
  where: "Página de la sucursal Pizzería Demo: el buscador 'Buscar Local' y la lista de locales",
  url: '/pizzeria-demo',
  held: {
    search: { name: 'la consulta de locales', method: 'GET', path: '^/api/diner/pizzeria-demo$' },
  },
  // the page's own first read of the branch (the route's loader) goes as it is; a page the server drew
  // (server/plugins/prerender.ts) arrives with that read's answer and lists its locals, so it asks nothing
  setup: [{ unless: palermo, steps: [{ release: 'search' }] }],
  events: [
    { event: 'branch.queryChanged', cause: [{ fill: search, with: { event: 'query' } }] },
    {
      event: 'branch.queryChanged',
      match: { query: 'Palermo' },
      cause: [{ fill: search, with: { event: 'query' } }],
      unreachableIf: [{ context: { query: '', items: { length: 1 } }, reason: leftForTheMenu }],
    },
    {
      event: 'xstate.after.searchDebounce.branchSearch.debouncing',
      cause: [{ happens: 'Deja de escribir medio segundo' }],
    },
    {
      event: 'xstate.done.actor.fetchLocals',
      match: { output: { length: 2 } },
      cause: [{ happens: 'La página lista los locales que leyó al abrirse' }],
      unreachableIf: [{ context: { query: 'Palermo' }, reason: onlyPalermo }],
    },
    {
      // the real server's search 'Palermo'
      event: 'xstate.done.actor.fetchLocals',
      match: { output: { length: 1, 0: { alias: 'pizzeria-demo-palermo' } } },
      cause: [{ release: 'search' }],
      unreachableIf: [{ context: { query: '' }, reason: unsearchedFromPage }],
    },
    {
      // a branch whose only local opens by itself: Café Demo's page, opened afresh
      event: 'xstate.done.actor.fetchLocals',
      match: { output: { length: 1, 0: { alias: 'cafe-demo-centro' } } },
      cause: [{ open: '/cafe-demo' }],
      unreachableIf: [
        { context: { query: 'Palermo' }, reason: cafeOnItsPage },
        // from a fresh start only: a search left the page with other locals listed
        { when: { context: 'items.length' }, is: 1, reason: cafeOnItsPage },
        { when: { context: 'items.length' }, is: 2, reason: cafeOnItsPage },
      ],
    },
    {
      // a search nothing matches, as the server answers it (the branch with no locals)
      event: 'xstate.done.actor.fetchLocals',
      match: { output: { length: 0 } },
      cause: [
        {
          answer: 'search',
          status: 200,
          title: 'ningún local',
          json: { type: 'branch', info: { branchContacts: [] } },
        },
      ],
      unreachableIf: [{ context: { query: '' }, reason: unsearchedFromPage }],
    },
    {
      // TanStack Query asks twice more after a network failure (src/main.tsx), so the network stays down
      event: 'xstate.error.actor.fetchLocals',
      cause: [networkDown, networkDown, networkDown],
      unreachableIf: [{ context: { query: '' }, reason: unsearchedFromPage }],
    },
    { event: 'branch.nextPageRequested', unreachable: onePage },
    { event: 'xstate.done.actor.fetchMoreLocals', unreachable: onePage },
    { event: 'xstate.error.actor.fetchMoreLocals', unreachable: onePage },
    { event: 'branch.retried', cause: [{ tap: { role: 'button', name: message('common.retry') } }] },
  ],
  states: {
    branchSearch: [],
    // typing: the box holds the text until the search goes out
    'branchSearch.debouncing': [{ field: search, shows: { context: 'query' } }],
    'branchSearch.loading': [
      { field: search, shows: { context: 'query' } },
      // a search the server answers shows the spinner; the unsearched list is at hand at once
      { when: { context: 'query' }, is: 'Palermo', checks: [{ see: spinner }] },
    ],
    'branchSearch.success': [
      {
        when: { context: 'items.0.alias' },
        is: 'cafe-demo-centro',
        // the menu's heading, the branch page gone (its drawn card names the local too)
        checks: [{ see: centroMenu }, { gone: search }],
        otherwise: [
          { field: search, shows: { context: 'query' } },
          { gone: spinner },
          { gone: failed },
          ...listed,
        ],
      },
    ],
    'branchSearch.loadingMore': { unreachable: onePage },
    'branchSearch.end': { unreachable: onePage },
    'branchSearch.empty': [
      { field: search, shows: { context: 'query' } },
      { gone: spinner },
      { see: noLocals },
      { gone: palermo },
    ],
    'branchSearch.error': [
      { gone: spinner },
      { see: { within: failed, target: { text: message('common.genericError') } } },
      { see: { role: 'button', name: message('common.retry') } },
    ],
  },
}
