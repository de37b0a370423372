import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import type { OrderingCustomer } from '../domain/account'
import { connectPhoneLookup } from './phone-lookup.connect'
import { type PhoneLookupEvent, phoneLookupMachine } from './phone-lookup.machine'
import { lookedUpCustomer } from './phone-lookup.model'

describe('connectPhoneLookup', () => {
  it('shows the typed phone and the opt-in, looks up after the pause, and sends what the diner changes', async () => {
    let answer: (customer: OrderingCustomer) => void = () => undefined
    const machine = phoneLookupMachine.provide({
      // no pause in a test: the look-up starts at once
      delays: { debounce: 0 },
      actors: {
        fetchCustomer: fromPromise(
          () =>
            new Promise<OrderingCustomer>((resolve) => {
              answer = resolve
            }),
        ),
      },
    })
    const actor = createActor(machine, { input: { branchId: 1 } }).start()
    const sent: PhoneLookupEvent[] = []
    const view = () =>
      connectPhoneLookup(actor.getSnapshot(), (event) => {
        sent.push(event)
        actor.send(event)
      })
    expect(view()).toMatchObject({ phone: '', lookingUp: false })
    view().changePhone('11 2345-6789')
    expect(view().phone).toBe('11 2345-6789')
    await new Promise((resolve) => setTimeout(resolve, 5))
    expect(view().lookingUp).toBe(true)
    answer(lookedUpCustomer)
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(view().lookingUp).toBe(false)
    view().changeOptIn(false)
    expect(view().optIn).toBe(false)
    expect(sent).toEqual([
      { type: 'phone.changed', phone: '11 2345-6789' },
      { type: 'phone.optInChanged', optIn: false },
    ])
  })
})
