import { AlertDialog } from 'radix-ui'

import type { ConfirmDialogProps } from './confirm-dialog'
import { DialogAnnouncer } from './dialog-announcer'

/** The dialog of confirm-dialog.tsx, loaded the first time a question is asked. */
export default function ConfirmModal({
  open,
  title,
  text,
  cancelLabel,
  confirmLabel,
  onCancel,
  onConfirm,
}: ConfirmDialogProps) {
  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) onCancel()
      }}
    >
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <AlertDialog.Content className="fixed inset-x-4 top-1/2 z-50 mx-auto max-w-md -translate-y-1/2 rounded-2xl bg-surface p-6 text-ink shadow-xl">
          <AlertDialog.Title className="text-lg leading-snug font-bold">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-muted">{text}</AlertDialog.Description>
          <div className="mt-6 flex justify-end gap-3">
            <AlertDialog.Cancel
              onClick={onCancel}
              className="rounded-full border-2 border-ink/15 px-5 py-2 font-semibold hover:bg-ink/5"
            >
              {cancelLabel}
            </AlertDialog.Cancel>
            <AlertDialog.Action
              onClick={onConfirm}
              className="rounded-full border-2 border-brand bg-brand px-5 py-2 font-semibold text-brand-contrast"
            >
              {confirmLabel}
            </AlertDialog.Action>
          </div>
          <DialogAnnouncer />
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  )
}
