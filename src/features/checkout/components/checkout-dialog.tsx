import type { ReactNode } from 'react'
import { DialogFrame } from '../../../ui/dialog-frame'

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
  return (
    <DialogFrame
      open={open}
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={title}
      className="inset-x-0 bottom-0 max-h-[90dvh] w-full rounded-t-2xl p-6 min-[800px]:inset-x-auto min-[800px]:top-1/2 min-[800px]:bottom-auto min-[800px]:left-1/2 min-[800px]:w-[80vw] min-[800px]:-translate-x-1/2 min-[800px]:-translate-y-1/2 min-[800px]:rounded-2xl min-[1025px]:w-[50vw]"
    >
      <div className="mt-4">{children}</div>
    </DialogFrame>
  )
}
