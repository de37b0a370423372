import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { describeModel } from './graph/describe-model'
import { SUPPORT_MESSAGE_MAX, type SupportChatView, supportChatMachine } from './support-chat.machine'
import { answeredChat, emptyChat, supportChatModel } from './support-chat.model'

const notices = (emitted: { type: string; message?: { key: string } }[]) =>
  emitted.filter((e) => e.type === 'notify').map((e) => e.message?.key)

describeModel(supportChatModel, {
  eachStep: ({ event, snapshot, emitted }) => {
    const { context } = snapshot
    expect(context.draft.length).toBeLessThanOrEqual(SUPPORT_MESSAGE_MAX)
    if (snapshot.matches('sending')) expect(context.draft.trim()).not.toBe('')
    if (event.type === 'xstate.done.actor.sendMessage') expect(context.draft).toBe('')
    if (event.type === 'xstate.error.actor.sendMessage') {
      expect(notices(emitted)).toEqual(['support.sendFailed'])
      expect(context.draft).not.toBe('')
    } else expect(notices(emitted)).toEqual([])
    if (snapshot.hasTag('ready')) expect(context.chat).not.toBeNull()
  },
})

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('support chat', () => {
  it('starts with the preset message, sends it with the order code, and reads again after a notice mid-send', async () => {
    const sent: { orderCode: string; text: string }[] = []
    let reads = 0
    let release: (chat: SupportChatView) => void = () => {}
    const actor = createActor(
      supportChatMachine.provide({
        actors: {
          loadChat: fromPromise(async () => {
            reads += 1
            return reads === 1 ? emptyChat : answeredChat
          }),
          sendMessage: fromPromise(({ input }) => {
            sent.push(input)
            return new Promise<SupportChatView>((resolve) => {
              release = resolve
            })
          }),
        },
      }),
      { input: { orderCode: 'J3PT5K', draft: 'Hola, necesito ayuda con mi pedido J3PT5K' } },
    ).start()
    await settle()
    actor.send({ type: 'support.sent' })
    actor.send({ type: 'support.changed' })
    release({ ...emptyChat, messages: answeredChat.messages.slice(0, 1) })
    await settle()
    await settle()
    expect(sent).toEqual([{ orderCode: 'J3PT5K', text: 'Hola, necesito ayuda con mi pedido J3PT5K' }])
    expect(reads).toBe(2)
    expect(actor.getSnapshot().context.chat).toEqual(answeredChat)
  })

  it('does not send a blank message, and cuts what is typed at the server’s limit', async () => {
    const actor = createActor(
      supportChatMachine.provide({ actors: { loadChat: fromPromise(async () => emptyChat) } }),
      { input: { orderCode: 'J3PT5K' } },
    ).start()
    await settle()
    actor.send({ type: 'support.typed', text: '   ' })
    actor.send({ type: 'support.sent' })
    expect(actor.getSnapshot().matches('ready')).toBe(true)
    actor.send({ type: 'support.typed', text: 'x'.repeat(SUPPORT_MESSAGE_MAX + 5) })
    expect(actor.getSnapshot().context.draft).toHaveLength(SUPPORT_MESSAGE_MAX)
  })
})
