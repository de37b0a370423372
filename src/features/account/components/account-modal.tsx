import type { ReactNode } from 'react'
import { DialogFrame } from '../../../ui/dialog-frame'

const contentClass =
  'p-6 inset-x-0 bottom-0 max-h-[85dvh] rounded-t-2xl sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-[min(80vw,32rem)] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl'

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
  return (
    <DialogFrame
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={title}
      className={side ? 'inset-y-0 right-0 w-[min(85vw,22rem)] p-6' : contentClass}
    >
      {children}
    </DialogFrame>
  )
}
