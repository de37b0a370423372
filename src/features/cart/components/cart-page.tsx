import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { type CartItem, cartLineKey, extrasLine, lineTotal } from '../../../../domain/cart'
import { cartTotals, type MenuDiscountRule } from '../../../../domain/menu-discount'
import { type ProgressBar as Bar, orderProgress } from '../../../../domain/order-progress'
import { track } from '../../../lib/analytics'
import { useCart, useCartSend } from '../../../lib/cart'
import { useMoney, useT } from '../../../lib/use-t'
import { ChevronLeftIcon, CloseIcon } from '../../../ui/icons'
import { Spinner } from '../../../ui/spinner'
import { type DeliveryPoint, deliveryTermsQueryOptions, storedDeliveryPoint } from '../api/delivery-terms'

export interface CartPageProps {
  alias: string
  /** the path name of the cart's order mode, for 'Agregar más productos' */
  modePath: string
  modeName: string
  isDelivery: boolean
  branchId: number
  branchContactId: number
  /** the local's own point, standing in for the diner's until an address is given */
  localPoint: DeliveryPoint | null
  discounts: readonly MenuDiscountRule[]
}

function ProgressBar({ bar, label, status }: { bar: Bar; label: string; status: string }) {
  return (
    <div className="space-y-1">
      <div className="flex justify-between gap-2 text-sm">
        <span className="font-semibold">{label}</span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(bar.ratio * 100)}
        aria-valuetext={status}
        className="h-2.5 overflow-hidden rounded-full bg-ink/10"
      >
        <div
          className="h-full rounded-full bg-brand transition-[width]"
          style={{ width: `${bar.ratio * 100}%` }}
        />
      </div>
      <p className="text-xs text-muted">{status}</p>
    </div>
  )
}

/**
 * 'Mi pedido' (storefront spec §2): the order mode, the lines with their quantities, the minimum and
 * free-delivery bars in delivery, and the way on: 'Agregar más productos', 'Continuar' (hidden below the
 * delivery minimum) or, when empty, 'Volver al Menú'. Every number comes from domain/ rules.
 */
export function CartPage(props: CartPageProps) {
  const { alias, modePath, modeName, isDelivery } = props
  const t = useT()
  const money = useMoney()
  const send = useCartSend()
  const ready = useCart((_, isReady) => isReady)
  const items = useCart((context) => context.items)
  const trackDelete = (item: CartItem) =>
    track('DELETE_ITEM', alias, { plateId: String(item.referenceId), name: item.name })
  const point = storedDeliveryPoint() ?? props.localPoint
  const terms = useQuery({
    ...deliveryTermsQueryOptions(props.branchId, props.branchContactId, point ?? { lat: 0, lng: 0 }),
    enabled: isDelivery && point !== null,
  })

  const { subtotal, discounts, total } = cartTotals(items, props.discounts)
  const progress = orderProgress({
    subtotal,
    isDelivery,
    minimum: terms.data?.minimum,
    freeDeliveryFrom: terms.data?.freeDeliveryFrom,
  })
  // in delivery, Continuar waits for the minimum to be known
  const canContinue = progress.canContinue && !(isDelivery && terms.isPending && point !== null)

  return (
    <main id="contenido" className="mx-auto min-h-dvh max-w-3xl px-4 pt-6 pb-32 kiosk-wide:max-w-6xl">
      <Link
        to="/menu/$alias/$mode"
        params={{ alias, mode: modePath }}
        className="inline-flex items-center gap-1 text-sm font-semibold text-muted hover:underline"
      >
        <ChevronLeftIcon className="size-4" />
        {t('storefront.backToMenu')}
      </Link>
      <h1 className="mt-3 text-2xl font-extrabold">{t('storefront.myOrder')}</h1>
      <p className="mt-1 text-muted">{t('cart.orderMode', { mode: modeName })}</p>

      {!ready ? (
        <Spinner label={t('common.loading')} className="mx-auto my-16" />
      ) : items.length === 0 ? (
        <div className="mt-10 flex flex-col items-center gap-4 text-center">
          <p className="text-muted">{t('cart.emptyOrder')}</p>
          <Link
            to="/menu/$alias/$mode"
            params={{ alias, mode: modePath }}
            className="rounded-full bg-brand px-6 py-3 font-semibold text-brand-contrast shadow-sm"
          >
            {t('storefront.backToMenu')}
          </Link>
        </div>
      ) : (
        <>
          <ul className="mt-5 divide-y divide-ink/10 rounded-3xl bg-(--color-card) px-4 shadow-sm ring-1 ring-ink/5">
            {items.map((item, index) => {
              const extras = extrasLine(item)
              return (
                <li key={cartLineKey(item)} className="flex gap-3 py-4">
                  <div className="min-w-0 flex-1">
                    <h2 className="font-semibold">{item.name}</h2>
                    {extras ? <p className="text-sm text-muted">{extras}</p> : null}
                    {item.notes ? <p className="text-sm text-muted italic">{item.notes}</p> : null}
                    <div className="mt-2 flex items-center gap-3">
                      {/* biome-ignore lint/a11y/useSemanticElements: two buttons around a live number */}
                      <div
                        role="group"
                        aria-label={t('cart.quantity')}
                        className="flex items-center gap-1 rounded-full ring-1 ring-ink/15"
                      >
                        <button
                          type="button"
                          aria-label={`${t('cart.decrease')}: ${item.name}`}
                          onClick={() => {
                            // down to 0 the line goes: the same as removing it
                            if (item.quantity === 1) trackDelete(item)
                            send({ type: 'cart.quantityChanged', index, quantity: item.quantity - 1 })
                          }}
                          className="size-8 rounded-full font-bold"
                        >
                          −
                        </button>
                        <output aria-live="polite" className="min-w-6 text-center font-semibold tabular-nums">
                          {item.quantity}
                        </output>
                        <button
                          type="button"
                          aria-label={`${t('cart.increase')}: ${item.name}`}
                          onClick={() =>
                            send({ type: 'cart.quantityChanged', index, quantity: item.quantity + 1 })
                          }
                          className="size-8 rounded-full font-bold"
                        >
                          +
                        </button>
                      </div>
                    </div>
                  </div>
                  <div className="flex flex-col items-end justify-between gap-2">
                    <button
                      type="button"
                      aria-label={t('cart.remove', { name: item.name })}
                      onClick={() => {
                        trackDelete(item)
                        send({ type: 'cart.itemRemoved', index })
                      }}
                      className="-m-1 rounded-full p-1 text-muted hover:bg-ink/10"
                    >
                      <CloseIcon />
                    </button>
                    <span className="font-semibold" data-testid="line-total">
                      {money(lineTotal(item))}
                    </span>
                  </div>
                </li>
              )
            })}
          </ul>

          <dl className="mt-5 space-y-1 rounded-3xl bg-(--color-card) p-4 shadow-sm ring-1 ring-ink/5">
            <div className="flex justify-between">
              <dt>{t('cart.subtotal')}</dt>
              <dd data-testid="cart-subtotal">{money(subtotal)}</dd>
            </div>
            {discounts > 0 ? (
              <div className="flex justify-between text-green-700">
                <dt>{t('cart.menuDiscounts')}</dt>
                <dd data-testid="cart-discounts">−{money(discounts)}</dd>
              </div>
            ) : null}
            <div className="flex justify-between text-lg font-bold">
              <dt>{t('cart.total')}</dt>
              <dd data-testid="cart-total">{money(total)}</dd>
            </div>
          </dl>

          {progress.minimum || progress.freeDelivery ? (
            <section className="mt-5 space-y-4 rounded-3xl bg-(--color-card) p-4 shadow-sm ring-1 ring-ink/5">
              {progress.minimum ? (
                <ProgressBar
                  bar={progress.minimum}
                  label={t('cart.minimumLabel', { amount: { money: progress.minimum.target } })}
                  status={
                    progress.minimum.missing > 0
                      ? t('cart.minimumMissing', { amount: { money: progress.minimum.missing } })
                      : t('cart.minimumReached')
                  }
                />
              ) : null}
              {progress.freeDelivery ? (
                <ProgressBar
                  bar={progress.freeDelivery}
                  label={t('cart.freeDeliveryFrom', { amount: { money: progress.freeDelivery.target } })}
                  status={
                    progress.freeDelivery.missing > 0
                      ? t('cart.freeDeliveryMissing', { amount: { money: progress.freeDelivery.missing } })
                      : t('cart.freeDeliveryReached')
                  }
                />
              ) : null}
            </section>
          ) : null}

          <div className="fixed inset-x-0 bottom-0 z-30 bg-surface/95 p-4 pb-[max(1rem,env(safe-area-inset-bottom))] shadow-[0_-4px_12px_rgb(0_0_0/0.08)] in-kiosk:bottom-(--kiosk-bar)">
            <div className="mx-auto flex max-w-3xl flex-wrap gap-3">
              <Link
                to="/menu/$alias/$mode"
                params={{ alias, mode: modePath }}
                className="flex flex-1 items-center justify-center rounded-full px-4 py-3 text-center font-semibold ring-2 ring-brand"
              >
                {t('cart.addMoreProducts')}
              </Link>
              {canContinue ? (
                <Link
                  to="/menu/$alias/checkout"
                  params={{ alias }}
                  className="flex flex-1 items-center justify-center rounded-full bg-brand px-4 py-3 text-center font-bold text-brand-contrast shadow-sm"
                >
                  {t('cart.continue')}
                </Link>
              ) : null}
            </div>
          </div>
        </>
      )}
    </main>
  )
}
