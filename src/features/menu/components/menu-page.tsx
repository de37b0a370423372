import { Suspense } from 'react'
import { useT } from '../../../lib/use-t'
import type { Menu } from '../api/menu'
import { CategorySlider, categoryAnchor } from './category-slider'
import { Highlights } from './highlights'
import { PlateRow } from './plate-row'

/** The menu of one mode: category slider, 'Lo más destacado', then every category with its plates. */
export function MenuPage({ menu, alias, mode }: { menu: Menu; alias: string; mode: string }) {
  const t = useT()
  if (menu.categories.length === 0) {
    return <p className="mx-auto max-w-3xl px-4 py-12 text-center text-muted">{t('storefront.noPlates')}</p>
  }
  return (
    // A landscape kiosk: the categories in a column at the left, the plates across the rest of the width.
    <div className="kiosk-wide:grid kiosk-wide:grid-cols-[18rem_minmax(0,1fr)] kiosk-wide:gap-6 kiosk-wide:px-6">
      <CategorySlider categories={menu.categories} />
      <div className="mx-auto max-w-3xl kiosk-wide:mx-0 kiosk-wide:max-w-none">
        <Highlights menu={menu} alias={alias} mode={mode} />
        {/* Each category is a Suspense boundary: React hydrates a long menu one category at a time, the
            one the diner touches first, instead of in one long task (selective hydration). */}
        {menu.categories.map((category) => (
          <Suspense key={category.id} fallback={null}>
            <section
              id={categoryAnchor(category)}
              data-category-id={category.id}
              aria-labelledby={`${categoryAnchor(category)}-titulo`}
              className="mt-8 scroll-mt-16 px-4"
            >
              <h2
                id={`${categoryAnchor(category)}-titulo`}
                tabIndex={-1}
                className="text-lg font-extrabold outline-none"
              >
                {category.showName || category.name}
              </h2>
              {category.description ? (
                <p className="mt-1 text-sm text-muted">{category.description}</p>
              ) : null}
              <ul className="mt-3 grid gap-3 sm:grid-cols-2 kiosk-wide:grid-cols-3">
                {category.plates.map((plate) => (
                  <PlateRow
                    key={plate.id}
                    plate={plate}
                    category={category}
                    discounts={menu.discounts}
                    target={{ alias, mode, category: String(category.id) }}
                  />
                ))}
              </ul>
            </section>
          </Suspense>
        ))}
      </div>
    </div>
  )
}
