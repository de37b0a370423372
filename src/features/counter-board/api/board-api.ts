import { queryOptions } from '@tanstack/react-query'
import type { components } from '../../../../contract/schema'
import type { BoardFailure, CounterBoardFeed } from '../../../../machines/counter-board.machine'
import { api } from '../../../api/client'
import { unwrap } from '../../../api/errors'

export type BoardVenue = components['schemas']['BranchContact']

const failureOf = (response: Response | undefined): BoardFailure => {
  const retryAfter = Number(response?.headers.get('retry-after'))
  return {
    status: response?.status ?? 0,
    ...(Number.isFinite(retryAfter) && retryAfter > 0 ? { retryAfterSeconds: retryAfter } : {}),
  }
}

/** getCounterBoard; a network failure rejects with status 0. */
export async function loadBoard(alias: string): Promise<CounterBoardFeed> {
  const answer = await api
    .GET('/api/board/{alias}', { params: { path: { alias } }, cache: 'no-store' })
    .catch(() => null)
  if (answer?.data) return answer.data
  throw failureOf(answer?.response)
}

/** The kiosk's staff PIN check (checkKioskStaffPin): the same PIN lets staff leave the board. */
export async function checkStaffPin(alias: string, pin: string): Promise<void> {
  const answer = await api
    .POST('/api/kiosk/{alias}/staff-pin', { params: { path: { alias } }, body: { pin } })
    .catch(() => null)
  if (answer?.response.status === 204) return
  throw failureOf(answer?.response)
}

/** The venue (colours and logo) the board is painted in. */
export const boardVenueQueryOptions = (alias: string) =>
  queryOptions({
    queryKey: ['branchContact', alias],
    queryFn: async ({ signal }) =>
      unwrap(await api.GET('/api/diner/branchcontacts/{alias}', { params: { path: { alias } }, signal })),
    staleTime: Number.POSITIVE_INFINITY,
    retry: 3,
  })
