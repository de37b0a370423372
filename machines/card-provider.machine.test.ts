import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { cardProviderMachine } from './card-provider.machine'
import { cardProviderModel } from './card-provider.model'
import { describeModel } from './graph/describe-model'

const notices = (emitted: { type: string; message?: { key: string } }[]) =>
  emitted.filter((e) => e.type === 'notify').map((e) => e.message?.key)

describeModel(cardProviderModel, {
  eachStep: ({ event, snapshot, emitted }) => {
    const { context } = snapshot
    // only a ready provider can hold a complete card, and a complete card has every part
    if (snapshot.hasTag('complete')) {
      expect(snapshot.hasTag('ready')).toBe(true)
      expect(context.cardName).not.toBe('')
      expect(context.cardDocument).not.toBe('')
      expect(context.paymentMethodId).toBe('visa')
      expect(context.providerFieldsComplete).toBe(true)
    }
    if (event.type === 'xstate.error.actor.loadCardProvider') {
      expect(snapshot.matches('failed')).toBe(true)
      expect(notices(emitted)).toEqual(['common.genericError'])
    }
    if (event.type === 'card.confirmed' && !snapshot.hasTag('complete')) {
      const providerIncomplete = !context.providerFieldsComplete || context.paymentMethodId === null
      expect(notices(emitted)).toEqual(providerIncomplete ? ['checkout.cardFieldsIncorrect'] : [])
      expect(Object.keys(context.errors).sort()).toEqual(
        [context.cardName ? null : 'cardName', context.cardDocument ? null : 'cardDocument']
          .filter((k) => k !== null)
          .sort(),
      )
      for (const error of Object.values(context.errors) as { key: string }[])
        expect(error.key).toBe('checkout.fieldIncomplete')
    }
    if (event.type === 'card.binChanged')
      expect(context.paymentMethodId).toBe(event.bin === '450799' ? 'visa' : null)
  },
})

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('card provider', () => {
  const loaded = cardProviderMachine.provide({ actors: { loadCardProvider: fromPromise(async () => {}) } })

  it('does nothing with card input before its script is ready', () => {
    const actor = createActor(cardProviderMachine).start()
    actor.send({ type: 'card.nameChanged', value: 'Ana' })
    actor.send({ type: 'card.confirmed' })
    expect(actor.getSnapshot().matches('notStarted')).toBe(true)
    expect(actor.getSnapshot().context.cardName).toBe('')
  })

  it('confirms a complete card once loaded, and leaves complete on any change', async () => {
    const actor = createActor(loaded).start()
    actor.send({ type: 'card.started' })
    expect(actor.getSnapshot().hasTag('loading')).toBe(true)
    await settle()
    expect(actor.getSnapshot().hasTag('ready')).toBe(true)
    actor.send({ type: 'card.nameChanged', value: 'Ana Pérez' })
    actor.send({ type: 'card.documentChanged', value: '30.123.456' })
    actor.send({ type: 'card.binChanged', bin: '5105 10' })
    actor.send({ type: 'card.providerFieldsChanged', complete: true })
    actor.send({ type: 'card.confirmed' })
    expect(actor.getSnapshot().hasTag('complete')).toBe(true)
    expect(actor.getSnapshot().context.paymentMethodId).toBe('master')
    actor.send({ type: 'card.providerFieldsChanged', complete: false })
    expect(actor.getSnapshot().hasTag('complete')).toBe(false)
  })

  it('clears a field error as soon as the diner types in that field', async () => {
    const actor = createActor(loaded).start()
    actor.send({ type: 'card.started' })
    await settle()
    actor.send({ type: 'card.confirmed' })
    expect(Object.keys(actor.getSnapshot().context.errors)).toEqual(['cardName', 'cardDocument'])
    actor.send({ type: 'card.nameChanged', value: 'A' })
    expect(Object.keys(actor.getSnapshot().context.errors)).toEqual(['cardDocument'])
  })

  it('loads the script again on retry after a failure', async () => {
    let attempts = 0
    const flaky = cardProviderMachine.provide({
      actors: {
        loadCardProvider: fromPromise(async () => {
          attempts += 1
          if (attempts === 1) throw new Error('blocked')
        }),
      },
    })
    const actor = createActor(flaky).start()
    actor.send({ type: 'card.started' })
    await settle()
    expect(actor.getSnapshot().hasTag('unavailable')).toBe(true)
    actor.send({ type: 'card.retried' })
    await settle()
    expect(actor.getSnapshot().hasTag('ready')).toBe(true)
    expect(attempts).toBe(2)
  })
})
