import { Dialog } from 'radix-ui'
import type { ReactNode } from 'react'
import { useT } from '../lib/use-t'
import { DialogAnnouncer } from './dialog-announcer'
import { CloseIcon } from './icons'

/**
 * The frame every modal of the storefront shares (Radix Dialog): the dimmed page, the panel with its title
 * and 'Cerrar', and the live region that repeats toasts while it is open (dialog-announcer.tsx). Where the
 * panel stands and how wide it is differs per screen (a sheet on a phone, centred or a side panel wider),
 * so `className` gives its placement; the description, when there is one, is read with the title.
 */
export function DialogFrame({
  open,
  onOpenChange,
  title,
  description,
  descriptionClassName = 'sr-only',
  className,
  onCloseAutoFocus,
  children,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  description?: ReactNode
  descriptionClassName?: string
  /** placement and size of the panel */
  className: string
  /** where focus goes when it closes, when not back to what opened it */
  onCloseAutoFocus?: (event: Event) => void
  children: ReactNode
}) {
  const t = useT()
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content
          {...(description === undefined ? { 'aria-describedby': undefined } : {})}
          onCloseAutoFocus={onCloseAutoFocus}
          className={`fixed z-50 overflow-y-auto bg-surface text-ink shadow-xl ${className}`}
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
          {description === undefined ? null : (
            <Dialog.Description className={descriptionClassName}>{description}</Dialog.Description>
          )}
          {children}
          <DialogAnnouncer />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
