import { queryOptions } from '@tanstack/react-query'
import type { components } from '../../../../contract/schema'
import { api } from '../../../api/client'
import { unwrap } from '../../../api/errors'

export type AvailabilityPlate = components['schemas']['ConsoleAvailabilityPlate']
export type AvailabilityChange = components['schemas']['ConsoleAvailability']

/** The local's plates and garnishes, each saying whether it is offered today (the server decides). */
export const availabilityQueryOptions = (alias: string) =>
  queryOptions({
    queryKey: ['console', alias, 'availability'],
    queryFn: async ({ signal }) =>
      unwrap(await api.GET('/api/console/{alias}/availability', { params: { path: { alias } }, signal })),
  })

/** 86 a plate or garnish for the local's day, or offer it again. */
export async function setAvailability(
  alias: string,
  change: AvailabilityChange,
): Promise<AvailabilityChange> {
  return unwrap(
    await api.PUT('/api/console/{alias}/availability', { params: { path: { alias } }, body: change }),
  )
}
