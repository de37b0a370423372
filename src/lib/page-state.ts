import { type DehydratedState, dehydrate, hydrate, type QueryClient } from '@tanstack/react-query'

/** The id of the JSON element a rendered page carries its queries' answers in. */
const PAGE_STATE_ELEMENT_ID = 'page-state'

/**
 * What the page carries of a query's answer: the answer itself, or the part of it the render drew (a long
 * menu's first plates). The screen that drew a part reads the rest when the diner needs it (a long menu's
 * later sections, menu-section.tsx), so a phone that never scrolls there never downloads them.
 */
export type CarriedAnswer = (queryKey: readonly unknown[], data: unknown) => unknown

function carriedQuery(query: DehydratedState['queries'][number], carry: CarriedAnswer) {
  const data = carry(query.queryKey, query.state.data)
  return data === query.state.data ? query : { ...query, state: { ...query.state, data } }
}

/**
 * The answers the server's render read (every query its loaders and components resolved), as an inert JSON
 * element for the page: not a script, so the page's CSP has nothing to allow for it. `<` is escaped, so no
 * answer can close the element.
 */
export function pageStateElement(queryClient: QueryClient, carry?: CarriedAnswer): string {
  const state = dehydrate(queryClient)
  const carried = carry
    ? { ...state, queries: state.queries.map((query) => carriedQuery(query, carry)) }
    : state
  const json = JSON.stringify(carried).replaceAll('<', '\\u003c')
  return `<script type="application/json" id="${PAGE_STATE_ELEMENT_ID}">${json}</script>`
}

/**
 * Puts the server's answers in the browser's QueryClient before the first render, so the app hydrates
 * the rendered page from exactly what it was rendered from. Returns whether the page carried any.
 */
export function restorePageState(queryClient: QueryClient, source: Document = document): boolean {
  const text = source.getElementById(PAGE_STATE_ELEMENT_ID)?.textContent
  if (!text) return false
  try {
    hydrate(queryClient, JSON.parse(text) as DehydratedState)
    return true
  } catch {
    // A page without usable answers loads them from the API, as a page the server did not render.
    return false
  }
}
