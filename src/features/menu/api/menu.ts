import { type QueryClient, queryOptions, useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import type { components } from '../../../../contract/schema'
import { api } from '../../../api/client'
import { unwrap } from '../../../api/errors'
import { isMenuFirstPart, menuFirstPart } from '../lib/menu-first-part'

export type Menu = components['schemas']['Menu']
export type Category = components['schemas']['Category']
export type Plate = components['schemas']['Plate']
export type MenuDiscount = components['schemas']['MenuDiscount']

/**
 * The menu of one order mode. The server answers with the menu hash as ETag, so the browser's cache
 * revalidates it with a cheap 304 when it is fetched again.
 */
export const menuQueryOptions = (alias: string, orderModeId: number) =>
  queryOptions({
    queryKey: ['menu', alias, orderModeId],
    queryFn: async ({ signal }) =>
      unwrap(
        await api.GET('/api/diner/{aliasOrId}/menu/{orderModeId}', {
          params: { path: { aliasOrId: alias, orderModeId } },
          signal,
        }),
      ),
  })

/**
 * The whole menu, for a page that may show any of its plates (a category, a plate): a menu page rendered
 * by the server leaves only its first part in the cache until the browser has read the rest.
 */
export async function ensureWholeMenu(queryClient: QueryClient, alias: string, orderModeId: number) {
  const menu = await queryClient.ensureQueryData(menuQueryOptions(alias, orderModeId))
  if (!isMenuFirstPart(menu)) return menu
  return queryClient.fetchQuery({ ...menuQueryOptions(alias, orderModeId), staleTime: 0 })
}

/**
 * Reads the rest of a menu whose first part is on screen, once something needs it (a later section comes
 * near, a stored cart must be checked). Concurrent calls share one request; a failed one is tried again
 * on the next call.
 */
export function useReadWholeMenu(alias: string, orderModeId: number): () => void {
  const queryClient = useQueryClient()
  return useCallback(() => {
    ensureWholeMenu(queryClient, alias, orderModeId).catch(() => {})
  }, [queryClient, alias, orderModeId])
}

/** What a rendered menu page carries of its menu answer (src/lib/page-state.ts): its first part. */
export const menuFirstPartOfAnswer = (queryKey: readonly unknown[], data: unknown): unknown =>
  queryKey[0] === 'menu' && data ? menuFirstPart(data as Menu) : data

/** Hash of each mode's menu: a mode change keeps the cart only when the hashes match. */
export const menuHashesQueryOptions = (alias: string, orderModeIds: readonly number[]) =>
  queryOptions({
    queryKey: ['menuHashes', alias, [...orderModeIds].sort((a, b) => a - b)],
    queryFn: async ({ signal }) =>
      unwrap(
        await api.GET('/api/diner/menu/{alias}/hash', {
          params: { path: { alias }, query: { orderModeId: [...orderModeIds] } },
          signal,
        }),
      ).menuHashes,
    enabled: orderModeIds.length > 0,
  })
