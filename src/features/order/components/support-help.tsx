import '../../../../i18n/areas/support'
import { Dialog } from 'radix-ui'
import { useState } from 'react'
import { useT } from '../../../lib/use-t'
import { SupportChat } from './support-chat'

/** `open_follow_up_support=true` on the follow-up opens the chat with a preset message naming the order. */
const openedBySearch = () =>
  typeof window !== 'undefined' &&
  new URLSearchParams(window.location.search).get('open_follow_up_support') === 'true'

/**
 * 'Ayuda' on the follow-up: the support chat with the local that took the order, in a dialog. Whether
 * the dialog is open is the page's own display state; the chat inside is the `support-chat` machine.
 */
export function SupportHelp({ orderCode, localName }: { orderCode: string; localName: string }) {
  const t = useT()
  const [preset] = useState(openedBySearch)
  const [open, setOpen] = useState(preset)
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <div className="mx-auto max-w-xl px-4">
        <Dialog.Trigger className="mt-4 w-full rounded-full border-2 border-ink/15 px-4 py-2.5 font-semibold hover:border-brand">
          {t('support.help')}
        </Dialog.Trigger>
      </div>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content className="fixed inset-x-4 top-1/2 z-50 mx-auto max-w-md -translate-y-1/2 rounded-2xl bg-surface p-6 text-ink shadow-xl">
          <Dialog.Title className="text-lg font-bold">
            {t('support.title', { local: localName })}
          </Dialog.Title>
          <Dialog.Description className="sr-only">
            {t('support.forOrder', { code: orderCode })}
          </Dialog.Description>
          <SupportChat
            orderCode={orderCode}
            {...(preset ? { draft: t('support.presetMessage', { code: orderCode }) } : {})}
          />
          <Dialog.Close className="mt-4 w-full rounded-full border-2 border-ink/15 px-4 py-2 font-semibold">
            {t('support.close')}
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
