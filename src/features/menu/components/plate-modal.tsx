import { createContext, lazy, type ReactNode, Suspense, useCallback, useContext, useState } from 'react'
import type { Category, MenuDiscount, Plate } from '../api/menu'

// The modal, its dialog library and the detail load when a plate is first opened, not with the menu.
const PlateModalDialog = lazy(() => import('./plate-modal-dialog'))

type OpenPlate = (plate: Plate, category: Category) => void

const PlateModalContext = createContext<OpenPlate | null>(null)

/**
 * When the branch shows plate details in a modal (menuConfig.plateDetailInModal), plate links open it over
 * the menu instead of navigating; the plate's own URL still works as a page. Its width follows the spec:
 * the whole screen under 800 px, 80 % up to 1025 px, 50 % above.
 */
export function PlateModalProvider({
  enabled,
  discounts,
  children,
}: {
  enabled: boolean
  discounts: readonly MenuDiscount[]
  children: ReactNode
}) {
  const [open, setOpen] = useState<{ plate: Plate; category: Category } | null>(null)
  // kept mounted once opened, so it closes the way it opened
  const [loaded, setLoaded] = useState(false)
  const openPlate = useCallback<OpenPlate>((plate, category) => {
    setLoaded(true)
    setOpen({ plate, category })
  }, [])
  return (
    <PlateModalContext.Provider value={enabled ? openPlate : null}>
      {children}
      {loaded ? (
        <Suspense fallback={null}>
          <PlateModalDialog open={open} setOpen={setOpen} discounts={discounts} />
        </Suspense>
      ) : null}
    </PlateModalContext.Provider>
  )
}

/** Opens a plate in the modal, or null when the branch shows plates as pages. */
export const usePlateModal = () => useContext(PlateModalContext)
