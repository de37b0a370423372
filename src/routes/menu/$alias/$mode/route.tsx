import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, notFound, Outlet, redirect } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import { offeredModes } from '../../../../../domain/order-modes'
import { ViewOrderButton } from '../../../../features/cart/components/view-order-button'
import { branchContactQueryOptions } from '../../../../features/menu/api/branch-contact'
import { customizationsQueryOptions } from '../../../../features/menu/api/delivery'
import {
  menuHashesQueryOptions,
  menuQueryOptions,
  useReadWholeMenu,
} from '../../../../features/menu/api/menu'
import { BlockedPage } from '../../../../features/menu/components/blocked-page'
import { CartMenuSync } from '../../../../features/menu/components/cart-menu-sync'
import { DeliveryPanel } from '../../../../features/menu/components/delivery-panel'
import { LocalHeader } from '../../../../features/menu/components/local-header'
import { OrderModeTabs } from '../../../../features/menu/components/order-mode-tabs'
import { PlateModalProvider } from '../../../../features/menu/components/plate-modal'
import { PoweredBy } from '../../../../features/menu/components/powered-by'
import { PromotionalBanner } from '../../../../features/menu/components/promotional-banner'
import { useMenuNotices } from '../../../../features/menu/lib/menu-notices'
import { findModeByPath, looksLikeModePath, modePath } from '../../../../features/menu/lib/order-modes'
import { useKiosk } from '../../../../lib/kiosk-mode'
import { isKioskVisit } from '../../../../lib/storefront-search'
import { HydrationPart } from '../../../../ui/hydration-part'

// Only a landscape kiosk shows the cart beside the menu: a phone never downloads it. A kiosk fetches it with
// the page (the loader below), while it is online: the menu may first show once the network is gone.
const loadCartSidePanel = () => import('../../../../features/cart/components/cart-side-panel')
const CartSidePanel = lazy(() => loadCartSidePanel().then((m) => ({ default: m.CartSidePanel })))

// /menu/{alias}/{mode}: the header with the order-mode tabs over the menu, a category or a plate.
// The storefront spec also writes /menu/{alias}/{category}[/{plate}]: a segment that is not a mode is read
// that way and redirected into the first offered mode.
export const Route = createFileRoute('/menu/$alias/$mode')({
  loaderDeps: ({ search }) => ({
    allowedOM: search.allowedOM,
    kiosk: search.kiosk,
    tableNumber: search.tableNumber,
  }),
  loader: async ({ context: { queryClient }, params: { alias, mode: segment }, deps, location }) => {
    if (isKioskVisit(deps)) void loadCartSidePanel()
    const contact = await queryClient.ensureQueryData(branchContactQueryOptions(alias))
    const allModes = contact.deliveryConfig.orderModes
    const modes = offeredModes(allModes, deps)
    const mode = findModeByPath(modes, segment)
    if (!mode) {
      // A mode this local does not offer (now, or on this link): let the diner pick one that it does.
      if (looksLikeModePath(allModes, segment)) throw redirect({ to: '/menu/$alias', params: { alias } })
      const fallback = modes[0]
      if (!fallback) throw notFound()
      const [category, plate] = location.pathname.split('/').slice(3).map(decodeURIComponent)
      const path = modePath(fallback)
      if (plate)
        throw redirect({
          to: '/menu/$alias/$mode/$category/$plate',
          params: { alias, mode: path, category: category ?? segment, plate },
          replace: true,
        })
      throw redirect({
        to: '/menu/$alias/$mode/$category',
        params: { alias, mode: path, category: category ?? segment },
        replace: true,
      })
    }
    // The banner above the menu comes with it, so it does not push the menu down once drawn (a failure
    // reads as no customization, so this never fails the page).
    await Promise.all([
      queryClient.ensureQueryData(menuQueryOptions(alias, mode.id)),
      queryClient.prefetchQuery(customizationsQueryOptions(contact.branch.id)),
    ])
    // Needed only when the diner changes mode with items in the cart; fetched in the background.
    void queryClient.prefetchQuery(
      menuHashesQueryOptions(
        alias,
        modes.map((m) => m.id),
      ),
    )
    return { modeId: mode.id, modePath: modePath(mode) }
  },
  component: MenuLayout,
})

function MenuLayout() {
  const { alias } = Route.useParams()
  const search = Route.useSearch()
  const { modeId } = Route.useLoaderData()
  const { data: contact } = useSuspenseQuery(branchContactQueryOptions(alias))
  const { data: menu } = useSuspenseQuery(menuQueryOptions(alias, modeId))
  const readWholeMenu = useReadWholeMenu(alias, modeId)
  useMenuNotices(alias, contact.id)
  const kiosk = useKiosk()
  if (contact.commercialTermsInfo?.blocked) return <BlockedPage />
  const modes = offeredModes(contact.deliveryConfig.orderModes, search)
  const currentMode = modes.find((mode) => mode.id === modeId)
  return (
    <PlateModalProvider
      enabled={contact.branch.generalConfig.menuConfig?.plateDetailInModal === true}
      discounts={menu.discounts}
    >
      <CartMenuSync menu={menu} mode={currentMode} readWhole={readWholeMenu} />
      {/* a kiosk keeps the cart in a panel at the right or at the bottom: the page leaves it room */}
      <div className="kiosk-wide:pr-(--kiosk-panel) kiosk-tall:pb-(--kiosk-cart)">
        {/* Each part hydrates and commits on its own (hydration-part.tsx): the header first, then the
            page below it, and what sits below the fold or at the bottom of the screen */}
        <HydrationPart>
          <LocalHeader contact={contact} modes={modes} currentMode={currentMode} />
          <OrderModeTabs alias={alias} modes={modes} currentModeId={modeId} />
        </HydrationPart>
        <HydrationPart>
          {currentMode ? (
            <PromotionalBanner branchId={contact.branch.id} modeType={currentMode.type} />
          ) : null}
          {currentMode ? <DeliveryPanel contact={contact} modes={modes} currentMode={currentMode} /> : null}
        </HydrationPart>
        <main id="contenido" className="pb-24">
          <HydrationPart>
            <Outlet />
          </HydrationPart>
          {/* fixed at the bottom, but inside the page's main landmark (axe 'region') */}
          <HydrationPart>
            <ViewOrderButton alias={alias} />
          </HydrationPart>
        </main>
        <HydrationPart>
          <PoweredBy />
        </HydrationPart>
      </div>
      {kiosk ? (
        <Suspense fallback={null}>
          <CartSidePanel alias={alias} discounts={menu.discounts} />
        </Suspense>
      ) : null}
    </PlateModalProvider>
  )
}
