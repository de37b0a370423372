import type { Category, MenuDiscount, Plate } from '../api/menu'
import { PlateRow } from './plate-row'

/**
 * The plates of one category as the menu page and the category page both list them, so a row links to the
 * same plate route and shows the same discounts on either. `className` adds what only one page wants (the
 * menu page's kiosk grid and spacing).
 */
export function PlateList({
  plates,
  category,
  discounts,
  alias,
  mode,
  className = '',
}: {
  plates: readonly Plate[]
  category: Category
  discounts: readonly MenuDiscount[]
  alias: string
  mode: string
  className?: string
}) {
  return (
    <ul className={`grid gap-3 sm:grid-cols-2 ${className}`}>
      {plates.map((plate) => (
        <PlateRow
          key={plate.id}
          plate={plate}
          category={category}
          discounts={discounts}
          target={{ alias, mode, category: String(category.id) }}
        />
      ))}
    </ul>
  )
}
