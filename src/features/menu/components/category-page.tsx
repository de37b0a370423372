import { Link } from '@tanstack/react-router'
import { useT } from '../../../lib/use-t'
import { ChevronLeftIcon } from '../../../ui/icons'
import type { Category, MenuDiscount } from '../api/menu'
import { PlateRow } from './plate-row'

/** The items of one category (/menu/{alias}/{mode}/{category}). */
export function CategoryPage({
  category,
  discounts,
  alias,
  mode,
}: {
  category: Category
  discounts: readonly MenuDiscount[]
  alias: string
  mode: string
}) {
  const t = useT()
  return (
    <div className="mx-auto max-w-3xl px-4 pt-6">
      <Link
        to="/menu/$alias/$mode"
        params={{ alias, mode }}
        className="inline-flex items-center gap-1 text-sm font-semibold text-muted hover:underline"
      >
        <ChevronLeftIcon className="size-4" />
        {t('storefront.backToMenu')}
      </Link>
      <h2 className="mt-3 text-2xl font-extrabold">{category.showName || category.name}</h2>
      {category.description ? <p className="mt-1 text-muted">{category.description}</p> : null}
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {category.plates.map((plate) => (
          <PlateRow
            key={plate.id}
            plate={plate}
            category={category}
            discounts={discounts}
            target={{ alias, mode, category: String(category.id) }}
          />
        ))}
      </ul>
    </div>
  )
}
