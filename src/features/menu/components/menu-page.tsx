import { Suspense, useMemo } from 'react'
import { useT } from '../../../lib/use-t'
import type { Menu } from '../api/menu'
import { firstPlates } from '../lib/menu-first-part'
import { CategorySlider } from './category-slider'
import { Highlights } from './highlights'
import { MenuSection } from './menu-section'

/** The menu of one mode: category slider, 'Lo más destacado', then every category with its plates. */
export function MenuPage({
  menu,
  alias,
  mode,
  readRest,
}: {
  menu: Menu
  alias: string
  mode: string
  /** reads the rest of a menu whose first part is on screen (api/menu.ts useReadWholeMenu) */
  readRest: () => void
}) {
  const t = useT()
  const first = useMemo(() => firstPlates(menu.categories), [menu.categories])
  if (menu.categories.length === 0) {
    return <p className="mx-auto max-w-3xl px-4 py-12 text-center text-muted">{t('storefront.noPlates')}</p>
  }
  return (
    // A kiosk: the categories in a rail at the left, the plates as tiles across the rest of the width.
    <div className="kiosk:grid kiosk:grid-cols-[14rem_minmax(0,1fr)] kiosk:gap-6 kiosk:px-6">
      <CategorySlider categories={menu.categories} />
      <div className="mx-auto max-w-3xl kiosk:mx-0 kiosk:max-w-none">
        <Highlights menu={menu} alias={alias} mode={mode} />
        {/* Each category is a Suspense boundary: React hydrates a long menu one category at a time, the
            one the diner touches first, instead of in one long task (selective hydration). A long menu's
            later plates are drawn as the diner nears them (menu-section.tsx). */}
        {menu.categories.map((category, i) => (
          <Suspense key={category.id} fallback={null}>
            <MenuSection
              category={category}
              first={first[i] ?? 0}
              discounts={menu.discounts}
              alias={alias}
              mode={mode}
              readRest={readRest}
            />
          </Suspense>
        ))}
      </div>
    </div>
  )
}
