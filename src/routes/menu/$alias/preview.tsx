import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { offeredModes } from '../../../../domain/order-modes'
import { CartPage } from '../../../features/cart/components/cart-page'
import { branchContactQueryOptions } from '../../../features/menu/api/branch-contact'
import { menuQueryOptions, useReadWholeMenu } from '../../../features/menu/api/menu'
import { CartMenuSync } from '../../../features/menu/components/cart-menu-sync'
import { modePath } from '../../../features/menu/lib/order-modes'
import { useCart } from '../../../lib/cart'
import { modeLabel } from '../../../lib/mode-label'
import { useT } from '../../../lib/use-t'

// The cart page 'Mi pedido' (storefront spec §2), in the cart's order mode.
export const Route = createFileRoute('/menu/$alias/preview')({
  component: PreviewRoute,
})

function PreviewRoute() {
  const t = useT()
  const { alias } = Route.useParams()
  const search = Route.useSearch()
  const { data: contact } = useSuspenseQuery(branchContactQueryOptions(alias))
  const modes = offeredModes(contact.deliveryConfig.orderModes, search)
  const cartModeId = useCart((context) => context.mode?.id ?? null)
  // a cart without a mode (or with one this link does not offer) is ordered in the first offered mode
  const mode = modes.find((m) => m.id === cartModeId) ?? modes[0]
  const menu = useQuery({ ...menuQueryOptions(alias, mode?.id ?? 0), enabled: mode !== undefined })
  const readWholeMenu = useReadWholeMenu(alias, mode?.id ?? 0)
  if (!mode) return null
  const { lat, lng } = contact.address
  return (
    <>
      <title>{`${t('storefront.myOrder')} · ${contact.name}`}</title>
      {menu.data ? <CartMenuSync menu={menu.data} mode={mode} readWhole={readWholeMenu} /> : null}
      <CartPage
        alias={alias}
        modePath={modePath(mode)}
        modeName={modeLabel(mode, t)}
        isDelivery={mode.type === 'DELIVERY'}
        branchId={contact.branch.id}
        branchContactId={contact.id}
        localPoint={typeof lat === 'number' && typeof lng === 'number' ? { lat, lng } : null}
        discounts={menu.data?.discounts ?? []}
      />
    </>
  )
}
