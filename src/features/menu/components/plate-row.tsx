import { Link } from '@tanstack/react-router'
import { ProductImage } from '../../../ui/product-image'
import type { MenuDiscount, Plate } from '../api/menu'
import { IndicatorBadges } from './indicator-badges'
import { PlatePrice } from './plate-price'

export interface PlateLinkTarget {
  alias: string
  mode: string
  category: string
}

/** A plate in a category list: text on the left, picture (or placeholder) on the right. */
export function PlateRow({
  plate,
  discounts,
  target,
}: {
  plate: Plate
  discounts: readonly MenuDiscount[]
  target: PlateLinkTarget
}) {
  return (
    <li>
      <Link
        to="/menu/$alias/$mode/$category/$plate"
        params={{ ...target, plate: String(plate.id) }}
        className="flex h-full gap-3 rounded-2xl bg-(--color-card) p-3 shadow-sm ring-1 ring-ink/5 transition hover:ring-brand focus-visible:ring-2 focus-visible:ring-brand"
      >
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <h3 className="leading-snug font-semibold">{plate.showName || plate.name}</h3>
          {plate.description ? <p className="line-clamp-2 text-sm text-muted">{plate.description}</p> : null}
          <IndicatorBadges indicators={plate.indicators} />
          <PlatePrice plate={plate} discounts={discounts} className="mt-auto pt-1" />
        </div>
        <ProductImage
          src={plate.imageUrl}
          alt={plate.showName || plate.name}
          className="size-24 shrink-0 rounded-xl"
        />
      </Link>
    </li>
  )
}
