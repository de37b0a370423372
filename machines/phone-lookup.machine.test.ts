import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, SimulatedClock } from 'xstate'
import { PHONE_LOOKUP_DEBOUNCE_MS } from '../domain/phone'
import { describeModel } from './graph/describe-model'
import { phoneLookupMachine } from './phone-lookup.machine'
import { lookedUpCustomer, phoneLookupModel } from './phone-lookup.model'

describeModel(phoneLookupModel, {
  eachStep: ({ event, snapshot, expected, emitted }) => {
    const cleared = emitted.some((e) => e.type === 'phone.dependentsCleared')
    const changedNumber =
      (event.type === 'phone.changed' || event.type === 'phone.countryChanged') &&
      snapshot.matches('debouncing') &&
      snapshot.context.customer === null
    if (cleared) {
      expect(changedNumber).toBe(true)
      expect(snapshot.context.optIn).toBe(true)
    }
    if (event.type.startsWith('xstate.after.')) expect(expected.matches('debouncing')).toBe(false)
    if (event.type === 'xstate.error.actor.customerLookup') {
      expect(snapshot.context.customer).toMatchObject({ optIn: false, addressesRegistered: [] })
      expect(emitted).toEqual([{ type: 'phone.customerLoaded', customer: snapshot.context.customer }])
    }
    if (event.type === 'xstate.done.actor.customerLookup')
      expect(snapshot.context.customer).toEqual(lookedUpCustomer)
  },
})

describe('phone-lookup', () => {
  const setup = () => {
    const clock = new SimulatedClock()
    const asked: string[] = []
    const machine = phoneLookupMachine.provide({
      actors: {
        fetchCustomer: fromPromise(async ({ input }) => {
          asked.push(input.phone)
          return lookedUpCustomer
        }),
      },
    })
    const actor = createActor(machine, { input: { branchId: 1 }, clock }).start()
    return { actor, clock, asked }
  }

  it('looks up only once typing has stopped for 500 ms', () => {
    const { actor, clock, asked } = setup()
    actor.send({ type: 'phone.changed', phone: '11 2345-678' })
    clock.increment(PHONE_LOOKUP_DEBOUNCE_MS - 1)
    actor.send({ type: 'phone.changed', phone: '11 2345-6789' })
    clock.increment(PHONE_LOOKUP_DEBOUNCE_MS - 1)
    expect(asked).toEqual([])
    clock.increment(1)
    expect(asked).toEqual(['+541123456789'])
  })

  it('a new number drops the previous customer, the points and the code, and opts in again', async () => {
    const { actor, clock } = setup()
    const emitted: string[] = []
    actor.on('*', (e) => emitted.push(e.type))
    actor.send({ type: 'phone.changed', phone: '11 2345-6789' })
    clock.increment(PHONE_LOOKUP_DEBOUNCE_MS)
    await new Promise((r) => setTimeout(r, 0))
    actor.send({ type: 'phone.optInChanged', optIn: false })
    expect(actor.getSnapshot().matches('known')).toBe(true)
    actor.send({ type: 'phone.changed', phone: '11 2345-6788' })
    const { context } = actor.getSnapshot()
    expect(context.customer).toBeNull()
    expect(context.optIn).toBe(true)
    expect(emitted).toEqual(['phone.dependentsCleared', 'phone.customerLoaded', 'phone.dependentsCleared'])
  })

  it('other separators around the same digits are the same number: nothing is reset or looked up again', () => {
    const { actor, clock, asked } = setup()
    const emitted: string[] = []
    actor.send({ type: 'phone.changed', phone: '11 2345-6789' })
    clock.increment(PHONE_LOOKUP_DEBOUNCE_MS)
    actor.on('*', (e) => emitted.push(e.type))
    actor.send({ type: 'phone.changed', phone: '(11) 2345 6789' })
    clock.increment(PHONE_LOOKUP_DEBOUNCE_MS)
    expect(emitted).toEqual([])
    expect(asked).toEqual(['+541123456789'])
    expect(actor.getSnapshot().context.phone).toBe('(11) 2345 6789')
  })
})
