import type { components } from '../../../../contract/schema'
import type { StackCandidate } from '../../../../domain/console-stack'
import type { StackRequest } from '../../../../machines/console-stack.machine'
import { api } from '../../../api/client'
import { ApiError, unwrap } from '../../../api/errors'

type ConsoleOrder = components['schemas']['ConsoleOrder']
export type ConsoleStack = components['schemas']['ConsoleStack']

/**
 * The facts the stacking rule reads. The board lists one local's orders only, so they share one local
 * (the server checks the local again).
 */
export const stackCandidateOf = (order: ConsoleOrder): StackCandidate => ({
  id: order.id,
  displayNumber: order.displayNumber,
  localId: 0,
  status: order.status,
  type: order.type,
  dispatched: order.column === 'dispatched',
})

/** The machine's createStack actor: throws { status } so a 409 reads as "an order moved meanwhile". */
export async function createStack(alias: string, request: StackRequest): Promise<{ id: number }> {
  try {
    const stack: ConsoleStack = unwrap(
      await api.POST('/api/console/{alias}/stacks', { params: { path: { alias } }, body: request }),
    )
    return { id: stack.id }
  } catch (error) {
    throw { status: error instanceof ApiError ? error.status : 0 }
  }
}
