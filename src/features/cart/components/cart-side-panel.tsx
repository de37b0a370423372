import { Link } from '@tanstack/react-router'
import { cartLineKey, lineTotal } from '../../../../domain/cart'
import { cartTotals, type MenuDiscountRule } from '../../../../domain/menu-discount'
import { useCart } from '../../../lib/cart'
import { useMoney, useT } from '../../../lib/use-t'

/**
 * The kiosk's cart, always in sight beside the menu (issue 21): at the right of a kiosk on its side
 * (kiosk-wide), above the shell's bar on an upright one (kiosk-tall). The lines, the total and 'Pagar' are
 * always there, 'Pagar' waiting for a first plate; 'Ver mi pedido' opens the order to change it. Hidden in
 * every other layout, where the floating 'Ver mi pedido' leads on.
 */
export function CartSidePanel({
  alias,
  discounts,
}: {
  alias: string
  discounts: readonly MenuDiscountRule[]
}) {
  const t = useT()
  const money = useMoney()
  const items = useCart((context) => context.items)
  const { total } = cartTotals(items, discounts)
  const action =
    'flex min-h-16 items-center justify-center rounded-full px-6 py-3 text-center font-bold text-xl'
  return (
    <aside
      aria-label={t('storefront.myOrder')}
      data-testid="cart-side-panel"
      className="hidden kiosk-wide:fixed kiosk-wide:top-0 kiosk-wide:right-0 kiosk-wide:bottom-(--kiosk-bar) kiosk-wide:z-30 kiosk-wide:flex kiosk-wide:w-(--kiosk-panel) kiosk-wide:flex-col kiosk-wide:gap-4 kiosk-wide:border-l kiosk-wide:border-ink/10 kiosk-wide:bg-(--color-card) kiosk-wide:p-6 kiosk-tall:fixed kiosk-tall:inset-x-0 kiosk-tall:bottom-(--kiosk-bar) kiosk-tall:z-30 kiosk-tall:grid kiosk-tall:h-(--kiosk-cart) kiosk-tall:grid-cols-[minmax(0,1fr)_22rem] kiosk-tall:grid-rows-[auto_minmax(0,1fr)] kiosk-tall:gap-x-8 kiosk-tall:gap-y-2 kiosk-tall:border-t kiosk-tall:border-ink/10 kiosk-tall:bg-(--color-card) kiosk-tall:px-8 kiosk-tall:py-5 kiosk-tall:shadow-[0_-4px_12px_rgb(0_0_0/0.08)]"
    >
      <h2 className="font-extrabold text-3xl">{t('storefront.myOrder')}</h2>
      {items.length === 0 ? (
        <p className="text-muted text-xl kiosk-tall:col-start-1 kiosk-tall:row-start-2">
          {t('cart.emptyOrder')}
        </p>
      ) : (
        <ul className="flex-1 divide-y divide-ink/10 overflow-y-auto text-xl kiosk-tall:col-start-1 kiosk-tall:row-start-2">
          {items.map((item) => (
            <li key={cartLineKey(item)} className="flex justify-between gap-3 py-2">
              <span>
                {item.quantity} x {item.name}
              </span>
              <span className="font-semibold tabular-nums">{money(lineTotal(item))}</span>
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-col gap-3 kiosk-tall:col-start-2 kiosk-tall:row-span-2 kiosk-tall:row-start-1 kiosk-tall:justify-center">
        <p className="flex justify-between font-extrabold text-2xl">
          <span>{t('cart.total')}</span>
          <span data-testid="cart-panel-total" className="tabular-nums">
            {money(total)}
          </span>
        </p>
        {items.length > 0 ? (
          <>
            <Link
              to="/menu/$alias/checkout"
              params={{ alias }}
              className={`${action} bg-brand text-brand-contrast shadow-sm`}
            >
              {t('kiosk.pay')}
            </Link>
            <Link to="/menu/$alias/preview" params={{ alias }} className={`${action} ring-2 ring-brand`}>
              {t('storefront.viewOrder')}
            </Link>
          </>
        ) : (
          // in sight from the start, so the diner knows where the order ends; a plate first
          <button type="button" disabled className={`${action} bg-ink/10 text-muted`}>
            {t('kiosk.pay')}
          </button>
        )}
      </div>
    </aside>
  )
}
