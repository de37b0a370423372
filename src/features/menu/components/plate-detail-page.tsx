import { Link } from '@tanstack/react-router'
import { useMoney, useT } from '../../../lib/use-t'
import { ChevronLeftIcon } from '../../../ui/icons'
import { ProductImage } from '../../../ui/product-image'
import type { Category, MenuDiscount, Plate } from '../api/menu'
import { IndicatorBadges } from './indicator-badges'
import { PlatePrice } from './plate-price'

/**
 * A plate's detail: picture, description, badges, sizes and option groups. Adding to the order lands with
 * the cart issue; until then the page says so.
 */
export function PlateDetailPage({
  plate,
  category,
  discounts,
  alias,
  mode,
}: {
  plate: Plate
  category: Category
  discounts: readonly MenuDiscount[]
  alias: string
  mode: string
}) {
  const t = useT()
  const money = useMoney()
  const name = plate.showName || plate.name
  return (
    <article className="mx-auto max-w-3xl px-4 pt-6">
      <Link
        to="/menu/$alias/$mode/$category"
        params={{ alias, mode, category: String(category.id) }}
        className="inline-flex items-center gap-1 text-sm font-semibold text-muted hover:underline"
      >
        <ChevronLeftIcon className="size-4" />
        {category.showName || category.name}
      </Link>
      <div className="mt-3 overflow-hidden rounded-3xl bg-(--color-card) shadow-sm ring-1 ring-ink/5">
        <ProductImage src={plate.imageUrl} alt={name} className="aspect-[16/9] w-full" />
        <div className="space-y-3 p-5">
          <h2 className="text-2xl font-extrabold">{name}</h2>
          <IndicatorBadges indicators={plate.indicators} />
          {plate.description ? <p className="text-muted">{plate.description}</p> : null}
          <PlatePrice plate={plate} discounts={discounts} className="text-lg" />
          {plate.sizes && plate.sizes.length > 0 ? (
            <section aria-labelledby="tamanos">
              <h3 id="tamanos" className="font-bold">
                {t('storefront.sizes')}
              </h3>
              <ul className="mt-2 divide-y divide-ink/10">
                {plate.sizes.map((size) => (
                  <li key={size.id} className="flex justify-between py-2">
                    <span>{size.name}</span>
                    <span className="font-semibold">{money(size.price)}</span>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {plate.garnishGroups.map((group) => (
            <section key={group.id} aria-labelledby={`grupo-${group.id}`}>
              <h3 id={`grupo-${group.id}`} className="font-bold">
                {group.showName || group.name}
              </h3>
              <ul className="mt-2 divide-y divide-ink/10">
                {group.garnishes
                  .filter((garnish) => garnish.visible)
                  .map((garnish) => (
                    <li key={garnish.id} className="flex justify-between py-2">
                      <span>{garnish.showName || garnish.name}</span>
                      {garnish.price > 0 ? (
                        <span className="font-semibold">+{money(garnish.price)}</span>
                      ) : null}
                    </li>
                  ))}
              </ul>
            </section>
          ))}
          <p className="rounded-xl bg-ink/5 px-4 py-3 text-sm text-muted">{t('common.underConstruction')}</p>
        </div>
      </div>
    </article>
  )
}
