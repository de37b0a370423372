import { lazy, Suspense, useState } from 'react'
import { useT } from '../../../lib/use-t'

// The panel, its sign-in machine, phone validation and dialogs load when 'Mi cuenta' is first pressed.
const AccountPanel = lazy(() => import('./account-panel'))

/** The 'Mi cuenta' button over the local's pages, and the account panel it opens (account-panel.tsx). */
export function AccountButton({ branchId, branchContactId }: { branchId: number; branchContactId: number }) {
  const t = useT()
  const [open, setOpen] = useState(false)
  const [loaded, setLoaded] = useState(false)
  return (
    <>
      {/* At the top of the page and scrolling with it: a fixed pill would float over headings and fields.
          Not on the checkout, which asks for the diner's data and points itself and has its heading there
          (CSS rather than a route match, which would render the local's whole layout on every navigation). */}
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => {
          setLoaded(true)
          setOpen(true)
        }}
        className="absolute top-2 right-2 z-30 rounded-full [body:has([data-checkout-page])_&]:hidden bg-white/90 px-3 py-2 text-sm font-semibold text-black shadow"
      >
        {t('account.myAccount')}
      </button>
      {loaded ? (
        <Suspense fallback={null}>
          <AccountPanel
            branchId={branchId}
            branchContactId={branchContactId}
            panelOpen={open}
            onPanelClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </>
  )
}
