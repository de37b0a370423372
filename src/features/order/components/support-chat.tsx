import '../../../../i18n/areas/support'
import { useEffect, useMemo, useRef } from 'react'
import { fromPromise } from 'xstate'
import { orderChannel } from '../../../../domain/tracking'
import {
  SUPPORT_MESSAGE_MAX,
  type SupportChatView,
  supportChatMachine,
} from '../../../../machines/support-chat.machine'
import { useFlow } from '../../../hooks/use-flow'
import { openLiveChannel } from '../../../lib/live-channel'
import { useT } from '../../../lib/use-t'
import { Spinner } from '../../../ui/spinner'
import { toast } from '../../../ui/toast'
import { loadSupportChat, sendSupportMessage } from '../api/support'

/**
 * The diner's chat with the local that took the order (`support-chat` machine). Messages are shown as
 * text (React escapes them); the order's live channel reads the conversation again on each notice.
 */
export function SupportChat({ orderCode, draft }: { orderCode: string; draft?: string }) {
  const t = useT()
  const machine = useMemo(
    () =>
      supportChatMachine.provide({
        actors: {
          loadChat: fromPromise<SupportChatView, { orderCode: string }>(({ input, signal }) =>
            loadSupportChat(input.orderCode, signal),
          ),
          sendMessage: fromPromise<SupportChatView, { orderCode: string; text: string }>(({ input }) =>
            sendSupportMessage(input.orderCode, input.text),
          ),
        },
      }),
    [],
  )
  const [snapshot, send, actorRef] = useFlow(machine, { input: { orderCode, ...(draft ? { draft } : {}) } })
  const loaded = snapshot.hasTag('ready')
  useEffect(() => {
    if (!loaded) return
    return openLiveChannel(orderChannel(orderCode), { changed: () => send({ type: 'support.changed' }) })
  }, [loaded, orderCode, send])
  useEffect(() => {
    const subscription = actorRef.on('notify', ({ message }) => toast.error(t(message)))
    return () => subscription.unsubscribe()
  }, [actorRef, t])
  const end = useRef<HTMLLIElement>(null)
  const count = snapshot.context.chat?.messages.length ?? 0
  useEffect(() => {
    if (count > 0) end.current?.scrollIntoView?.({ block: 'nearest' })
  }, [count])

  if (snapshot.hasTag('loadFailed'))
    return (
      <div role="alert" className="py-6 text-center">
        <p>{t('support.loadFailed')}</p>
        <button
          type="button"
          onClick={() => send({ type: 'support.retried' })}
          className="mt-4 rounded-full border-2 border-ink/15 px-5 py-2 font-semibold hover:border-brand"
        >
          {t('common.retry')}
        </button>
      </div>
    )
  const chat = snapshot.context.chat
  if (!chat) return <Spinner label={t('common.loading')} className="mx-auto my-8 flex" />
  const sending = snapshot.hasTag('sending')
  const failed = snapshot.hasTag('sendFailed')
  return (
    <section aria-label={t('support.title', { local: chat.localName })} className="flex flex-col gap-3">
      <p className="text-sm text-muted">{t('support.forOrder', { code: chat.orderCode })}</p>
      <ol
        aria-live="polite"
        className="flex max-h-80 flex-col gap-2 overflow-y-auto"
        data-testid="support-messages"
      >
        {chat.messages.length === 0 ? <li className="text-muted">{t('support.empty')}</li> : null}
        {chat.messages.map((m) => (
          <li
            key={m.id}
            data-author={m.author}
            className={`max-w-[85%] whitespace-pre-wrap break-words rounded-2xl px-3 py-2 ${
              m.author === 'diner' ? 'self-end bg-brand/15' : 'self-start bg-ink/5'
            }`}
          >
            <span className="block text-xs font-semibold text-muted">
              {m.author === 'diner' ? t('support.you') : chat.localName}
            </span>
            {m.text}
          </li>
        ))}
        <li ref={end} aria-hidden="true" />
      </ol>
      <form
        className="flex items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault()
          send({ type: failed ? 'support.retried' : 'support.sent' })
        }}
      >
        <label className="flex-1">
          <span className="sr-only">{t('support.messageLabel')}</span>
          <textarea
            value={snapshot.context.draft}
            maxLength={SUPPORT_MESSAGE_MAX}
            rows={2}
            disabled={sending}
            onChange={(event) => send({ type: 'support.typed', text: event.target.value })}
            placeholder={t('support.messageLabel')}
            className="w-full rounded-xl border-2 border-ink/15 bg-surface px-3 py-2"
          />
        </label>
        <button
          type="submit"
          disabled={sending || !snapshot.can({ type: failed ? 'support.retried' : 'support.sent' })}
          className="rounded-full bg-brand px-5 py-2 font-semibold text-brand-contrast disabled:opacity-50"
        >
          {sending ? t('support.sending') : failed ? t('common.retry') : t('support.send')}
        </button>
      </form>
    </section>
  )
}
