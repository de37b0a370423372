import { Link } from '@tanstack/react-router'
import { cartLineKey, itemsSubtotal, lineTotal } from '../../../../domain/cart'
import { useCart } from '../../../lib/cart'
import { useMoney, useT } from '../../../lib/use-t'

/**
 * The cart beside the menu on a landscape kiosk (kiosk-wide): the lines, the subtotal and 'Ver mi pedido'
 * always in sight, where a phone has the floating button. Hidden in every other layout.
 */
export function CartSidePanel({ alias }: { alias: string }) {
  const t = useT()
  const money = useMoney()
  const items = useCart((context) => context.items)
  return (
    <aside
      aria-label={t('storefront.myOrder')}
      data-testid="cart-side-panel"
      className="hidden kiosk-wide:fixed kiosk-wide:inset-y-0 kiosk-wide:right-0 kiosk-wide:z-30 kiosk-wide:flex kiosk-wide:w-[26rem] kiosk-wide:flex-col kiosk-wide:gap-4 kiosk-wide:border-l kiosk-wide:border-ink/10 kiosk-wide:bg-(--color-card) kiosk-wide:p-6"
    >
      <h2 className="font-extrabold text-2xl">{t('storefront.myOrder')}</h2>
      {items.length === 0 ? (
        <p className="text-muted">{t('cart.emptyOrder')}</p>
      ) : (
        <ul className="flex-1 divide-y divide-ink/10 overflow-y-auto">
          {items.map((item) => (
            <li key={cartLineKey(item)} className="flex justify-between gap-3 py-3">
              <span>
                {item.quantity} x {item.name}
              </span>
              <span className="font-semibold tabular-nums">{money(lineTotal(item))}</span>
            </li>
          ))}
        </ul>
      )}
      {items.length > 0 ? (
        <>
          <p className="flex justify-between font-bold text-lg">
            <span>{t('cart.subtotal')}</span>
            <span className="tabular-nums">{money(itemsSubtotal(items))}</span>
          </p>
          <Link
            to="/menu/$alias/preview"
            params={{ alias }}
            className="flex min-h-14 items-center justify-center rounded-full bg-brand px-6 py-3 font-bold text-brand-contrast text-lg shadow-sm"
          >
            {t('storefront.viewOrder')}
          </Link>
        </>
      ) : null}
    </aside>
  )
}
