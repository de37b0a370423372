import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import {
  type CheckoutSubmissionEmitted,
  type CreatedOrder,
  checkoutSubmissionMachine,
  type OrderPayload,
} from '../../../../machines/checkout-submission.machine'
import { requests, submissionInput } from '../../../../machines/checkout-submission.model'
import { ApiError } from '../../../api/errors'
import { orderAnswer } from './order-answer'

/** What the submission emits when POST /api/order is refused with this problem, read through the edge. */
async function emittedOn(problem: ConstructorParameters<typeof ApiError>[0]) {
  const machine = checkoutSubmissionMachine.provide({
    actors: {
      createOrder: fromPromise<CreatedOrder, OrderPayload>(() =>
        orderAnswer(() => Promise.reject(new ApiError(problem))),
      ),
    },
  })
  const actor = createActor(machine, { input: submissionInput })
  const emitted: CheckoutSubmissionEmitted['type'][] = []
  actor.on('*', (event) => emitted.push(event.type))
  actor.start()
  actor.send({ type: 'checkout.submitted', request: requests.cashByWhatsApp })
  await new Promise<void>((resolve) => {
    const subscription = actor.subscribe((snapshot) => {
      if (snapshot.matches('idle')) {
        subscription.unsubscribe()
        resolve()
      }
    })
  })
  return emitted
}

describe('orderAnswer', () => {
  it('an order refused with a list of errors has the cart revalidated (not the plain failure)', async () => {
    const errors = [{ field: 'loyaltyInfo.redeemedPoints', message: 'x', code: 'phoneProofRequired' }]
    expect(await emittedOn({ type: 'about:blank', title: 'Forbidden', status: 403, errors })).toEqual([
      'checkout.revalidate',
    ])
  })

  it('an order refused with no list is the plain failure', async () => {
    expect(await emittedOn({ type: 'about:blank', title: 'Internal Server Error', status: 500 })).toEqual([
      'notify',
    ])
  })

  it('passes the answer on', async () => {
    expect(await orderAnswer(async () => ({ id: 1, code: 'A' }))).toEqual({ id: 1, code: 'A' })
  })
})
