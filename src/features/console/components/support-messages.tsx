import { useEffect, useMemo } from 'react'
import { fromPromise } from 'xstate'
import {
  type SupportConversationView,
  type SupportInbox,
  supportInboxMachine,
} from '../../../../machines/support-inbox.machine'
import { useFlow } from '../../../hooks/use-flow'
import { playChime } from '../../../lib/chime'
import { useT } from '../../../lib/use-t'
import { toast } from '../../../ui/toast'
import { answerSupport, loadSupportInbox } from '../api/support-api'
import { openSupportFeed } from '../lib/support-feed'
import { SupportConversation } from './support-conversation'
import '../../../../i18n/areas/support'

/** 'Mensajes' (`support-inbox` machine): the local's support chats, unread counts, a chime for new ones. */
export function SupportMessages({ alias }: { alias: string }) {
  const t = useT()
  const machine = useMemo(
    () =>
      supportInboxMachine.provide({
        actors: {
          loadInbox: fromPromise<SupportInbox, { openId: number | null }>(({ input }) =>
            loadSupportInbox(alias, input.openId),
          ),
          answer: fromPromise<SupportConversationView, { id: number; text: string }>(({ input }) =>
            answerSupport(alias, input.id, input.text),
          ),
        },
      }),
    [alias],
  )
  const [snapshot, send, actorRef] = useFlow(machine)
  useEffect(() => openSupportFeed(alias, () => send({ type: 'inbox.changed' })), [alias, send])
  useEffect(() => {
    const rings = actorRef.on('ring', () => playChime())
    const notices = actorRef.on('notify', ({ message }) => toast.error(t(message)))
    return () => {
      rings.unsubscribe()
      notices.unsubscribe()
    }
  }, [actorRef, t])

  const { conversations, open, draft, unread } = snapshot.context
  return (
    <section aria-labelledby="support-inbox-title" className="mx-auto max-w-3xl px-4 py-6">
      <h2 id="support-inbox-title" className="flex items-center gap-2 text-xl font-bold">
        {t('support.inbox')}
        {unread ? (
          <span data-testid="support-unread" className="rounded-full bg-red-600 px-2 text-sm text-white">
            <span aria-hidden="true">{unread}</span>
            <span className="sr-only">{t('support.unread', { count: unread })}</span>
          </span>
        ) : null}
      </h2>
      {snapshot.hasTag('loadFailed') ? (
        <div role="alert" className="mt-3">
          <p>{t('support.inboxFailed')}</p>
          <button
            type="button"
            className="mt-2 min-h-11 rounded-lg border-2 border-gray-700 px-3 font-semibold"
            onClick={() => send({ type: 'inbox.retried' })}
          >
            {t('common.retry')}
          </button>
        </div>
      ) : null}
      {snapshot.hasTag('ready') && open ? (
        <SupportConversation
          conversation={open}
          draft={draft}
          sending={snapshot.hasTag('sending')}
          canSend={snapshot.can({ type: 'inbox.sent' })}
          send={send}
        />
      ) : null}
      {snapshot.hasTag('ready') && !open ? (
        conversations.length === 0 ? (
          <p className="mt-3 text-gray-600">{t('support.inboxEmpty')}</p>
        ) : (
          <ul className="mt-3 flex flex-col gap-2">
            {conversations.map((c) => (
              <li key={c.id}>
                <button
                  type="button"
                  onClick={() => send({ type: 'inbox.opened', id: c.id })}
                  className="flex w-full items-center justify-between gap-3 rounded-lg bg-white px-3 py-2 text-left shadow-sm"
                >
                  <span>
                    <span className="block font-semibold">
                      {c.customerName || t('support.customerType')} · {c.orderCode}
                    </span>
                    <span className="block truncate text-sm text-gray-600">{c.lastText}</span>
                  </span>
                  {c.unread > 0 ? (
                    <span className="rounded-full bg-red-600 px-2 text-sm text-white">
                      {t('support.unread', { count: c.unread })}
                    </span>
                  ) : null}
                </button>
              </li>
            ))}
          </ul>
        )
      ) : null}
    </section>
  )
}
