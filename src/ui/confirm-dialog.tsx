import { lazy, Suspense, useState } from 'react'

// The alert dialog (and the dialog library) loads the first time a question is asked, not with the page.
const ConfirmModal = lazy(() => import('./confirm-modal'))

export interface ConfirmDialogProps {
  open: boolean
  title: string
  text: string
  cancelLabel: string
  confirmLabel: string
  onCancel: () => void
  onConfirm: () => void
}

/**
 * A yes/no question over the page (storefront spec §2 'Modals'): the title, a line of text, Cancelar and
 * Continuar. Closing by Escape counts as Cancelar.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const [asked, setAsked] = useState(props.open)
  if (props.open && !asked) setAsked(true)
  return asked ? (
    <Suspense fallback={null}>
      <ConfirmModal {...props} />
    </Suspense>
  ) : null
}
