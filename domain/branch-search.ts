/**
 * The branch page's list of locals and the company page's list of branches (1-storefront.md §2, §4, §9):
 * searched 500 ms after typing stops, loaded by pages of 99.
 */
export const BRANCH_PAGE_SIZE = 99
export const BRANCH_SEARCH_DEBOUNCE_MS = 500

export interface ListedItem {
  id: number
}

/** A new search replaces the list: something found, or nothing. */
export function replacePage<T extends ListedItem>(
  page: readonly T[],
): { items: T[]; outcome: 'success' | 'empty' } {
  return { items: [...page], outcome: page.length > 0 ? 'success' : 'empty' }
}

/**
 * The next page is appended: success when it brought items the list did not have, otherwise the end of
 * the list (an item already listed, say after the list shifted on the server, is not shown twice).
 */
export function appendPage<T extends ListedItem>(
  items: readonly T[],
  page: readonly T[],
): { items: T[]; outcome: 'success' | 'end' } {
  const known = new Set(items.map((item) => item.id))
  const fresh: T[] = []
  for (const item of page) {
    if (known.has(item.id)) continue
    known.add(item.id)
    fresh.push(item)
  }
  return fresh.length > 0
    ? { items: [...items, ...fresh], outcome: 'success' }
    : { items: [...items], outcome: 'end' }
}

/** The offset of the next page: what is already listed. */
export const nextOffset = (items: readonly ListedItem[]) => items.length

/** A branch with a single local and no search typed goes straight to that local. */
export const shouldOpenSingleLocal = (items: readonly ListedItem[], query: string) =>
  items.length === 1 && query.trim() === ''
