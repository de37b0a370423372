import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { describeModel } from './graph/describe-model'
import { type SupportInbox, supportInboxMachine } from './support-inbox.machine'
import {
  comensal,
  newMessageInbox,
  openInbox,
  quietInbox,
  supportInboxModel,
  unreadSummary,
} from './support-inbox.model'

const kinds = (emitted: { type: string; message?: { key: string } }[]) =>
  emitted.map((e) => (e.type === 'notify' ? e.message?.key : e.type))

describeModel(supportInboxModel, {
  eachStep: ({ event, snapshot, emitted }) => {
    const { context } = snapshot
    if (snapshot.matches('answering')) expect(context.open?.customer.type).toBe('Comensal')
    if (event.type === 'xstate.error.actor.answer') expect(kinds(emitted)).toEqual(['support.answerFailed'])
    else if (event.type === 'xstate.done.actor.refreshInbox' && emitted.length > 0)
      expect(kinds(emitted)).toEqual(['ring'])
    else expect(emitted).toEqual([])
    if (emitted.some((e) => e.type === 'ring')) expect(context.unread).toBeGreaterThan(0)
  },
})

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('support inbox', () => {
  it('rings on a new message but not on the first read, and answers the open conversation', async () => {
    const reads: (number | null)[] = []
    const answers: { id: number; text: string }[] = []
    const served: SupportInbox[] = [
      newMessageInbox,
      newMessageInbox,
      { ...newMessageInbox, conversations: [{ ...unreadSummary, unread: 2 }] },
      openInbox,
      openInbox,
    ]
    const actor = createActor(
      supportInboxMachine.provide({
        actors: {
          loadInbox: fromPromise(async ({ input }) => {
            reads.push(input.openId)
            return served.shift() ?? quietInbox
          }),
          answer: fromPromise(async ({ input }) => {
            answers.push(input)
            return comensal
          }),
        },
      }),
    ).start()
    const rings: string[] = []
    actor.on('ring', () => rings.push('ring'))
    await settle()
    expect(rings).toEqual([])
    actor.send({ type: 'inbox.changed' })
    await settle()
    expect(rings).toEqual([])
    actor.send({ type: 'inbox.changed' })
    await settle()
    expect(rings).toEqual(['ring'])
    actor.send({ type: 'inbox.opened', id: 4 })
    await settle()
    expect(actor.getSnapshot().context.open?.customer.phone).toBe('+541170003232')
    actor.send({ type: 'inbox.typed', text: 'Sale en 10 minutos' })
    actor.send({ type: 'inbox.sent' })
    await settle()
    await settle()
    expect(answers).toEqual([{ id: 4, text: 'Sale en 10 minutos' }])
    expect(reads).toEqual([null, null, null, 4, 4])
    actor.send({ type: 'inbox.closed' })
    expect(actor.getSnapshot().context.open).toBeNull()
  })
})
