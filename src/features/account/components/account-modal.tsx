import { Dialog } from 'radix-ui'
import type { ReactNode } from 'react'
import { useT } from '../../../lib/use-t'
import { DialogAnnouncer } from '../../../ui/dialog-announcer'
import { CloseIcon } from '../../../ui/icons'

const contentClass =
  'fixed z-50 overflow-y-auto bg-surface p-6 text-ink shadow-xl inset-x-0 bottom-0 max-h-[85dvh] rounded-t-2xl sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-[min(80vw,32rem)] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl'

/** The account's dialogs: a bottom sheet on a phone, centred on a wider screen, or a side panel. */
export function AccountModal({
  open,
  onClose,
  title,
  children,
  side = false,
}: {
  open: boolean
  onClose: () => void
  title: string
  children: ReactNode
  side?: boolean
}) {
  const t = useT()
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content
          aria-describedby={undefined}
          className={
            side
              ? 'fixed inset-y-0 right-0 z-50 w-[min(85vw,22rem)] overflow-y-auto bg-surface p-6 text-ink shadow-xl'
              : contentClass
          }
        >
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-xl font-bold">{title}</Dialog.Title>
            <Dialog.Close
              aria-label={t('common.close')}
              className="-m-2 rounded-full p-2 text-xl hover:bg-ink/10"
            >
              <CloseIcon />
            </Dialog.Close>
          </div>
          {children}
          <DialogAnnouncer />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
