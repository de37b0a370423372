import { SUPPORT_MESSAGE_MAX } from '../../../../machines/support-chat.machine'
import type { SupportConversationView, SupportInboxEvent } from '../../../../machines/support-inbox.machine'
import { useT } from '../../../lib/use-t'

interface Props {
  conversation: SupportConversationView
  draft: string
  sending: boolean
  canSend: boolean
  send: (event: SupportInboxEvent) => void
}

/** One open conversation of 'Mensajes': the 'Comensal' record (staff only: email, phone), the messages as text, the answer. */
export function SupportConversation({ conversation, draft, sending, canSend, send }: Props) {
  const t = useT()
  const { customer } = conversation
  const record: [string, string | null][] = [
    [t('support.recordName'), customer.name],
    [t('support.recordCompany'), customer.companyName],
    [t('support.recordBranch'), customer.branchContactName],
    [t('support.recordOrder'), customer.orderCode],
    [t('support.recordLink'), customer.supportLink],
    [t('support.recordEmail'), customer.email],
    [t('support.recordPhone'), customer.phone],
  ]
  return (
    <div className="flex flex-col gap-3">
      <button
        type="button"
        className="self-start font-semibold underline"
        onClick={() => send({ type: 'inbox.closed' })}
      >
        {t('support.back')}
      </button>
      <dl
        aria-label={customer.type}
        className="grid grid-cols-[auto_1fr] gap-x-3 rounded-lg bg-gray-100 p-3 text-sm"
      >
        <dt className="font-semibold">{t('support.customerType')}</dt>
        <dd />
        {record.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-gray-600">{label}</dt>
            <dd className="break-all">{value ?? '—'}</dd>
          </div>
        ))}
      </dl>
      <ol className="flex max-h-72 flex-col gap-2 overflow-y-auto" data-testid="support-thread">
        {conversation.messages.map((m) => (
          <li
            key={m.id}
            data-author={m.author}
            className={`max-w-[85%] whitespace-pre-wrap break-words rounded-lg px-3 py-2 ${
              m.author === 'staff' ? 'self-end bg-blue-100' : 'self-start bg-white'
            }`}
          >
            {m.text}
          </li>
        ))}
      </ol>
      <form
        className="flex items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault()
          send({ type: 'inbox.sent' })
        }}
      >
        <label className="flex-1">
          <span className="sr-only">{t('support.answerLabel')}</span>
          <textarea
            value={draft}
            rows={2}
            maxLength={SUPPORT_MESSAGE_MAX}
            disabled={sending}
            placeholder={t('support.answerLabel')}
            onChange={(event) => send({ type: 'inbox.typed', text: event.target.value })}
            className="w-full rounded-lg border-2 border-gray-300 px-3 py-2"
          />
        </label>
        <button
          type="submit"
          disabled={!canSend}
          className="min-h-11 rounded-lg bg-gray-900 px-4 font-semibold text-white disabled:opacity-50"
        >
          {sending ? t('support.sending') : t('support.send')}
        </button>
      </form>
    </div>
  )
}
