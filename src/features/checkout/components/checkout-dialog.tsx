import { Dialog } from 'radix-ui'
import type { ReactNode } from 'react'
import { useT } from '../../../lib/use-t'
import { DialogAnnouncer } from '../../../ui/dialog-announcer'
import { CloseIcon } from '../../../ui/icons'

/**
 * The checkout's modals: a sheet on phones, 80 % of the width up to 1025 px and 50 % beyond
 * (2-checkout.md §2 'Modal width').
 */
export function CheckoutDialog({
  open,
  onClose,
  title,
  children,
}: {
  open: boolean
  onClose: () => void
  title: string
  children: ReactNode
}) {
  const t = useT()
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-x-0 bottom-0 z-50 max-h-[90dvh] w-full overflow-y-auto rounded-t-2xl bg-surface p-6 text-ink shadow-xl min-[800px]:inset-x-auto min-[800px]:top-1/2 min-[800px]:bottom-auto min-[800px]:left-1/2 min-[800px]:w-[80vw] min-[800px]:-translate-x-1/2 min-[800px]:-translate-y-1/2 min-[800px]:rounded-2xl min-[1025px]:w-[50vw]"
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
          <div className="mt-4">{children}</div>
          <DialogAnnouncer />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
