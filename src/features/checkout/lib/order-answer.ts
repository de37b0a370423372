import { ApiError } from '../../../api/errors'

/**
 * POST /api/order as the submission reads its refusal (machines/checkout-submission.machine.ts): the
 * problem's list of errors as `errors`, so an answer that lists them has the cart revalidated against its
 * surcharges and discounts (2-checkout.md, 'Order creation failure'); the API client names that list
 * `fieldErrors`, which the submission never read.
 */
export async function orderAnswer<T>(send: () => Promise<T>): Promise<T> {
  try {
    return await send()
  } catch (error) {
    if (error instanceof ApiError && error.fieldErrors.length > 0)
      throw Object.assign(error, { errors: error.fieldErrors })
    throw error
  }
}
