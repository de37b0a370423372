import { Dialog } from 'radix-ui'
import { lazy, Suspense } from 'react'
import { useT } from '../../../lib/use-t'
import { DialogAnnouncer } from '../../../ui/dialog-announcer'
import { CloseIcon } from '../../../ui/icons'
import { Spinner } from '../../../ui/spinner'
import type { Category, MenuDiscount, Plate } from '../api/menu'

// The detail's code loads when a plate is first opened, inside the dialog that is already on screen.
const PlateDetail = lazy(() => import('./plate-detail').then((m) => ({ default: m.PlateDetail })))

/** The plate modal of plate-modal.tsx, loaded when a plate is first opened there. */
export default function PlateModalDialog({
  open,
  setOpen,
  discounts,
}: {
  open: { plate: Plate; category: Category } | null
  setOpen: (open: null) => void
  discounts: readonly MenuDiscount[]
}) {
  const t = useT()
  return (
    <Dialog.Root open={open !== null} onOpenChange={(next) => (next ? undefined : setOpen(null))}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-x-0 bottom-0 z-50 max-h-[92dvh] overflow-y-auto rounded-t-3xl bg-surface text-ink shadow-xl min-[800px]:top-1/2 min-[800px]:bottom-auto min-[800px]:left-1/2 min-[800px]:w-[80vw] min-[800px]:-translate-x-1/2 min-[800px]:-translate-y-1/2 min-[800px]:rounded-3xl min-[1025px]:w-[50vw]"
        >
          <Dialog.Close
            aria-label={t('cart.closePlate')}
            className="absolute top-3 right-3 z-10 rounded-full bg-white/90 p-2 text-xl text-black shadow"
          >
            <CloseIcon />
          </Dialog.Close>
          {open ? (
            <Suspense fallback={<Spinner label={t('common.loading')} className="mx-auto my-16" />}>
              <Dialog.Title asChild>
                <span className="sr-only">{open.plate.showName || open.plate.name}</span>
              </Dialog.Title>
              <PlateDetail
                key={open.plate.id}
                plate={open.plate}
                category={open.category}
                discounts={discounts}
                onAdded={() => setOpen(null)}
                titleAs="h2"
              />
            </Suspense>
          ) : null}
          <DialogAnnouncer />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
