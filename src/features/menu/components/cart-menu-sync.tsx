import { useEffect } from 'react'
import type { OrderModeType } from '../../../../domain/order-mode'
import { useCart, useCartSend } from '../../../lib/cart'
import type { Menu } from '../api/menu'
import { isMenuFirstPart } from '../lib/menu-first-part'
import { menuPlatesForCart } from '../lib/plate-for-cart'

/**
 * Keeps the local's cart in step with the menu on screen: the lines are checked against the menu once it
 * (whole) and the stored cart are both there, and the cart takes the mode the diner is ordering in.
 */
export function CartMenuSync({
  menu,
  mode,
  readWhole,
}: {
  menu: Menu
  mode?: { id: number; type: OrderModeType }
  /** reads the rest of a menu whose first part is on screen */
  readWhole: () => void
}) {
  const send = useCartSend()
  const ready = useCart((_, isReady) => isReady)
  const holdsLines = useCart((context) => context.items.length > 0)
  const cartModeId = useCart((context) => context.mode?.id ?? null)
  useEffect(() => {
    // A menu's first part (a rendered page's) lacks plates the cart may hold: the check waits for the whole.
    if (!ready) return
    if (!isMenuFirstPart(menu))
      send({ type: 'cart.menuLoaded', menu: { hash: menu.hash, plates: menuPlatesForCart(menu) } })
    else if (holdsLines) readWhole()
  }, [ready, menu, send, holdsLines, readWhole])
  useEffect(() => {
    if (ready && mode && cartModeId !== mode.id)
      send({ type: 'cart.modeSelected', mode: { id: mode.id, type: mode.type }, paymentType: null })
  }, [ready, mode, cartModeId, send])
  return null
}
