import { Link } from '@tanstack/react-router'
import { useCart } from '../../../lib/cart'
import { useT } from '../../../lib/use-t'
import { ProductImage } from '../../../ui/product-image'
import type { Category, MenuDiscount, Plate } from '../api/menu'
import { IndicatorBadges } from './indicator-badges'
import { usePlateModal } from './plate-modal'
import { PlatePrice } from './plate-price'

export interface PlateLinkTarget {
  alias: string
  mode: string
  category: string
}

/**
 * A plate in a category list: text on the left, picture (or placeholder) on the right; on a kiosk, a tile
 * with the picture on top and large type (issue 21).
 */
export function PlateRow({
  plate,
  category,
  discounts,
  target,
}: {
  plate: Plate
  category: Category
  discounts: readonly MenuDiscount[]
  target: PlateLinkTarget
}) {
  const t = useT()
  const openPlate = usePlateModal()
  const inOrder = useCart((context) => context.quantities[String(plate.id)] ?? 0)
  return (
    <li>
      <Link
        to="/menu/$alias/$mode/$category/$plate"
        params={{ ...target, plate: String(plate.id) }}
        onClick={
          openPlate
            ? (event) => {
                event.preventDefault()
                openPlate(plate, category)
              }
            : undefined
        }
        className="flex h-full gap-3 rounded-2xl bg-(--color-card) p-3 shadow-sm ring-1 ring-ink/5 transition hover:ring-brand focus-visible:ring-2 focus-visible:ring-brand kiosk:flex-col-reverse kiosk:justify-end kiosk:overflow-hidden kiosk:p-0"
      >
        <div className="flex min-w-0 flex-1 flex-col gap-1 kiosk:gap-2 kiosk:px-4 kiosk:pb-4">
          <h3 className="leading-snug font-semibold kiosk:text-2xl kiosk:font-bold">
            {plate.showName || plate.name}
          </h3>
          {plate.description ? (
            <p className="line-clamp-2 text-sm text-muted kiosk:text-xl">{plate.description}</p>
          ) : null}
          <IndicatorBadges indicators={plate.indicators} />
          <PlatePrice plate={plate} discounts={discounts} className="mt-auto pt-1 kiosk:text-2xl" />
        </div>
        <div className="relative shrink-0 kiosk:w-full">
          <ProductImage
            src={plate.imageUrl}
            alt={plate.showName || plate.name}
            sizes="(min-width: 1024px) 320px, 96px"
            className="size-24 rounded-xl kiosk:aspect-[16/9] kiosk:h-auto kiosk:w-full kiosk:rounded-none"
          />
          {inOrder > 0 ? (
            // the cart's referenceId → quantity hash, read per plate
            <span className="absolute -top-1.5 -right-1.5 grid min-w-6 kiosk:top-3 kiosk:right-3 kiosk:min-w-10 kiosk:text-xl kiosk:leading-10 place-items-center rounded-full bg-brand px-1.5 text-xs leading-6 font-bold text-brand-contrast shadow">
              <span aria-hidden="true">{inOrder}</span>
              <span className="sr-only">{t('cart.inOrder', { count: inOrder })}</span>
            </span>
          ) : null}
        </div>
      </Link>
    </li>
  )
}
