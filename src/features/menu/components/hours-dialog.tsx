import { lazy, Suspense, useRef, useState } from 'react'
import { useT } from '../../../lib/use-t'
import { ClockIcon } from '../../../ui/icons'
import type { BranchContact, OrderMode } from '../api/branch-contact'

// The modal (and the dialog library) loads when first opened, not with the menu.
const HoursModal = lazy(() => import('./hours-modal'))

/** The 'Ver Horarios' link and the working-hours modal ('Informacion') it opens. */
export function HoursDialog({ contact, modes }: { contact: BranchContact; modes: readonly OrderMode[] }) {
  const t = useT()
  const trigger = useRef<HTMLButtonElement>(null)
  const [open, setOpen] = useState(false)
  const [loaded, setLoaded] = useState(false)
  return (
    <>
      <button
        ref={trigger}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setLoaded(true)
          setOpen(true)
        }}
        className="inline-flex items-center gap-1.5 py-1 text-sm font-semibold underline decoration-brand decoration-2 underline-offset-4"
      >
        <ClockIcon className="size-4" />
        {t('storefront.viewHours')}
      </button>
      {loaded ? (
        <Suspense fallback={null}>
          <HoursModal contact={contact} modes={modes} open={open} onOpenChange={setOpen} trigger={trigger} />
        </Suspense>
      ) : null}
    </>
  )
}
