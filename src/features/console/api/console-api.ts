import { queryOptions } from '@tanstack/react-query'
import type { components } from '../../../../contract/schema'
import type { ConsoleCardOrder, TransitionRequest } from '../../../../machines/order-console.machine'
import { api } from '../../../api/client'
import { ApiError, unwrap } from '../../../api/errors'

export type StaffMember = components['schemas']['StaffMember']
export type ConsoleOrder = components['schemas']['ConsoleOrder']

/** The signed-in staff member of this local, or null when there is no session for it (401). */
export const staffSessionQueryOptions = (alias: string) =>
  queryOptions({
    queryKey: ['console', alias, 'session'],
    queryFn: async ({ signal }): Promise<StaffMember | null> => {
      try {
        return unwrap(await api.GET('/api/console/{alias}/session', { params: { path: { alias } }, signal }))
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return null
        throw error
      }
    },
    retry: false,
  })

/** Today's board read once (the board machine's fetchOrders: at start, after reconnects). */
export async function fetchConsoleOrders(alias: string): Promise<ConsoleOrder[]> {
  return unwrap(await api.GET('/api/console/{alias}/orders', { params: { path: { alias } } }))
}

export async function signInStaff(alias: string, name: string, password: string): Promise<StaffMember> {
  return unwrap(
    await api.POST('/api/console/{alias}/session', {
      params: { path: { alias } },
      body: { name, password },
    }),
  )
}

export async function signOutStaff(alias: string): Promise<void> {
  await api.DELETE('/api/console/{alias}/session', { params: { path: { alias } } })
}

export const cardOrderOf = (order: ConsoleOrder): ConsoleCardOrder => ({
  id: order.id,
  status: order.status,
  type: order.type,
  dispatched: order.column === 'dispatched',
  orderedAt: order.orderedAt,
  scheduledAt: order.scheduledAt,
  acceptedAt: order.acceptedAt,
  etaMinutes: order.etaMinutes,
})

/** The machine's transition actor: throws { status } so a 409 reads as "someone moved it first". */
export async function transitionOrder(alias: string, request: TransitionRequest): Promise<ConsoleCardOrder> {
  const { orderId, ...body } = request
  try {
    const order = unwrap(
      await api.POST('/api/console/{alias}/orders/{orderId}/transition', {
        params: { path: { alias, orderId } },
        body,
      }),
    )
    return cardOrderOf(order)
  } catch (error) {
    throw { status: error instanceof ApiError ? error.status : 0 }
  }
}

/** Closed by hand: every order mode of the local is manually closed (what the diner's hours modal reads). */
export const closureQueryOptions = (alias: string) =>
  queryOptions({
    queryKey: ['console', alias, 'closure'],
    queryFn: async ({ signal }) => {
      const contact = unwrap(
        await api.GET('/api/diner/branchcontacts/{alias}', { params: { path: { alias } }, signal }),
      )
      const modes = contact.deliveryConfig.orderModes
      return modes.length > 0 && modes.every((mode) => mode.manuallyClosed)
    },
  })

export async function setClosure(alias: string, closed: boolean): Promise<boolean> {
  return unwrap(
    await api.PUT('/api/console/{alias}/closure', { params: { path: { alias } }, body: { closed } }),
  ).closed
}

/** Staff took the payment of a table or kiosk order at the counter ('Marcar pagado'). */
export async function markOrderPaid(alias: string, orderId: number): Promise<ConsoleOrder> {
  return unwrap(
    await api.POST('/api/console/{alias}/orders/{orderId}/paid', { params: { path: { alias, orderId } } }),
  )
}
