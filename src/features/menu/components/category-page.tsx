import { Link } from '@tanstack/react-router'
import { useT } from '../../../lib/use-t'
import { ChevronLeftIcon } from '../../../ui/icons'
import type { Category, MenuDiscount } from '../api/menu'
import { PlateList } from './plate-list'

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
      <PlateList
        plates={category.plates}
        category={category}
        discounts={discounts}
        alias={alias}
        mode={mode}
        className="mt-4"
      />
    </div>
  )
}
