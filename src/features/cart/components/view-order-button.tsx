import { Link } from '@tanstack/react-router'
import { itemCount, itemsSubtotal } from '../../../../domain/cart'
import { useCart, useCartAnimating } from '../../../lib/cart'
import { useMoney, useT } from '../../../lib/use-t'
import { BagIcon } from '../../../ui/icons'

/**
 * 'Ver mi pedido', fixed at the bottom while the cart has items. It bounces for the add-to-cart animation,
 * which the cart machine holds for about 1450 ms after each add. Not on a plate's page, whose own add bar
 * sits where it would (a CSS match on the page's mark: no re-render of the menu's layout per navigation).
 */
export function ViewOrderButton({ alias }: { alias: string }) {
  const t = useT()
  const money = useMoney()
  const count = useCart((context) => itemCount(context.items))
  const subtotal = useCart((context) => itemsSubtotal(context.items))
  const animating = useCartAnimating()
  if (count === 0) return null
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-0 z-30 flex justify-center [body:has([data-plate-page])_&]:hidden p-4 pb-[max(1rem,env(safe-area-inset-bottom))] in-kiosk:bottom-(--kiosk-bar) kiosk-wide:hidden kiosk-tall:hidden">
      <Link
        to="/menu/$alias/preview"
        params={{ alias }}
        data-animating={animating || undefined}
        className="pointer-events-auto flex w-full max-w-md items-center gap-3 rounded-full bg-brand px-5 py-3 font-bold text-brand-contrast shadow-lg transition data-animating:animate-[cart-added_1450ms_ease-out] motion-reduce:animate-none"
      >
        <span className="relative">
          <BagIcon className="size-6" />
          <span
            aria-hidden="true"
            className="absolute -top-2 -right-2 grid size-5 place-items-center rounded-full bg-white text-xs text-black"
          >
            {count}
          </span>
        </span>
        <span className="flex-1 text-center">{t('storefront.viewOrder')}</span>
        <span className="sr-only">{t('cart.viewOrderCount', { count })}</span>
        <span>{money(subtotal)}</span>
      </Link>
    </div>
  )
}
