import { queryOptions } from '@tanstack/react-query'
import type { components } from '../../../../contract/schema'
import type { PricedPlate, PriceSaveFailure, PriceWrite } from '../../../../machines/price-editor.machine'
import { api } from '../../../api/client'
import { ApiError, unwrap } from '../../../api/errors'

export type AdminPriceList = components['schemas']['AdminPriceList']
export type AdminBulkPriceChange = components['schemas']['AdminBulkPriceChange']
export type AdminBulkPriceResult = components['schemas']['AdminBulkPriceResult']
export type AdminAuditEntry = components['schemas']['AdminAuditEntry']

/** A local's price list: every menu of its modes, by category. */
export const priceListQueryOptions = (alias: string) =>
  queryOptions({
    queryKey: ['admin', 'prices', alias],
    queryFn: async ({ signal }) =>
      unwrap(await api.GET('/api/admin/locals/{alias}/prices', { params: { path: { alias } }, signal })),
    retry: false,
  })

export const auditQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'audit'],
    queryFn: async ({ signal }) =>
      unwrap(await api.GET('/api/admin/audit', { params: { query: { limit: 200 } }, signal })),
    retry: false,
  })

/** What the editor machines read of a failed call: the status and, for a 409, the plates as they are now. */
export function saveFailureOf(error: unknown): PriceSaveFailure & { plates?: PricedPlate[] } {
  if (!(error instanceof ApiError)) return { status: 0 }
  const plates = error.problem.current as PricedPlate[] | undefined
  return { status: error.status, ...(plates?.[0] ? { current: plates[0], plates } : {}) }
}

/** One plate's prices at the version read; throws a PriceSaveFailure. */
export async function savePlatePrice(alias: string, write: PriceWrite): Promise<PricedPlate> {
  try {
    return unwrap(
      await api.PUT('/api/admin/locals/{alias}/plates/{plateId}/price', {
        params: { path: { alias, plateId: write.plateId } },
        body: {
          version: write.version,
          ...(write.price !== undefined ? { price: write.price } : {}),
          ...(write.sizes ? { sizes: write.sizes } : {}),
        },
      }),
    )
  } catch (error) {
    throw saveFailureOf(error)
  }
}

/** A bulk change's preview (`apply` false) or its write; throws a PriceSaveFailure with every moved plate. */
export async function changePrices(alias: string, body: AdminBulkPriceChange): Promise<AdminBulkPriceResult> {
  try {
    return unwrap(
      await api.POST('/api/admin/locals/{alias}/prices/bulk', { params: { path: { alias } }, body }),
    )
  } catch (error) {
    throw saveFailureOf(error)
  }
}
