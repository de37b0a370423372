import { queryOptions } from '@tanstack/react-query'
import type { OrderingCustomer } from '../../../../domain/account'
import type { LoyaltyProgramme } from '../../../../domain/loyalty'
import { api } from '../../../api/client'
import { unwrap } from '../../../api/errors'

/** GET /api/orderingcustomer/{phone}?branchId: the customer a phone signs in as. */
export async function fetchCustomer(input: { phone: string; branchId: number }): Promise<OrderingCustomer> {
  const customer = unwrap(
    await api.GET('/api/orderingcustomer/{phone}', {
      params: { path: { phone: input.phone }, query: { branchId: input.branchId } },
    }),
  )
  return {
    phone: customer.phone,
    name: customer.name ?? '',
    optIn: customer.optIn,
    addressesRegistered: customer.addressesRegistered,
    loyaltyPointsBalance: customer.loyaltyPointsBalance,
  }
}

/** GET /api/branch/{branchId}/loyalty-program; a failure reads as no programme (1-storefront.md §8). */
export const loyaltyProgramQueryOptions = (branchId: number) =>
  queryOptions({
    queryKey: ['loyaltyProgram', branchId],
    queryFn: async ({ signal }): Promise<LoyaltyProgramme | null> => {
      const result = await api.GET('/api/branch/{branchId}/loyalty-program', {
        params: { path: { branchId } },
        signal,
      })
      return result.data ?? null
    },
  })

export const ORDERS_PAGE_SIZE = 10

/** GET /api/orders?phone&branchContactId&offset={page * page size}: one page of 'Mis pedidos'. */
export const customerOrdersQueryOptions = (phone: string, branchContactId: number, page: number) =>
  queryOptions({
    queryKey: ['customerOrders', phone, branchContactId, page],
    queryFn: async ({ signal }) =>
      unwrap(
        await api.GET('/api/orders', {
          params: {
            query: { phone, branchContactId, offset: page * ORDERS_PAGE_SIZE, pageSize: ORDERS_PAGE_SIZE },
          },
          signal,
        }),
      ).dinerOrders,
  })
