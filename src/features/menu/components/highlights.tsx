import { Link } from '@tanstack/react-router'
import { Suspense } from 'react'
import { useT } from '../../../lib/use-t'
import { ProductImage } from '../../../ui/product-image'
import type { Menu, Plate } from '../api/menu'
import { usePlateModal } from './plate-modal'
import { PlatePrice } from './plate-price'

function categoryOf(menu: Menu, plate: Plate) {
  return (
    menu.categories.find((c) => c.id === plate.category?.id) ??
    menu.categories.find((c) => c.plates.some((p) => p.id === plate.id))
  )
}

/** 'Lo más destacado': the remarked plates in a horizontal slider. */
export function Highlights({ menu, alias, mode }: { menu: Menu; alias: string; mode: string }) {
  const t = useT()
  const openPlate = usePlateModal()
  if (menu.remarkeds.length === 0) return null
  return (
    // A Suspense boundary, hydrated on its own (menu-page.tsx).
    <Suspense fallback={null}>
      <section aria-labelledby="destacados" className="mt-6">
        <h2 id="destacados" className="px-4 text-lg font-extrabold kiosk:px-0 kiosk:text-3xl">
          {t('storefront.highlights')}
        </h2>
        <ul className="no-scrollbar mt-3 flex snap-x snap-mandatory gap-3 overflow-x-auto scroll-px-4 px-4 pb-2 kiosk:grid kiosk:grid-cols-[repeat(auto-fill,minmax(15rem,1fr))] kiosk:gap-4 kiosk:overflow-visible kiosk:px-0">
          {menu.remarkeds.map((plate) => {
            const category = categoryOf(menu, plate)
            if (category === undefined) return null
            return (
              <li key={plate.id} className="w-40 shrink-0 snap-start sm:w-48 kiosk:w-auto">
                <Link
                  to="/menu/$alias/$mode/$category/$plate"
                  params={{ alias, mode, category: String(category.id), plate: String(plate.id) }}
                  onClick={
                    openPlate
                      ? (event) => {
                          event.preventDefault()
                          openPlate(plate, category)
                        }
                      : undefined
                  }
                  className="flex h-full flex-col overflow-hidden rounded-2xl bg-(--color-card) shadow-sm ring-1 ring-ink/5 transition hover:ring-brand focus-visible:ring-2 focus-visible:ring-brand"
                >
                  <ProductImage
                    src={plate.imageUrl}
                    alt={plate.showName || plate.name}
                    sizes="(min-width: 640px) 192px, 160px"
                    className="aspect-[4/3] w-full kiosk:aspect-[16/9]"
                  />
                  <div className="flex flex-1 flex-col gap-1 p-3 kiosk:gap-2 kiosk:p-4">
                    <h3 className="line-clamp-2 text-sm leading-snug font-semibold kiosk:text-2xl kiosk:font-bold">
                      {plate.showName || plate.name}
                    </h3>
                    <PlatePrice
                      plate={plate}
                      discounts={menu.discounts}
                      className="mt-auto text-sm kiosk:text-2xl"
                    />
                  </div>
                </Link>
              </li>
            )
          })}
        </ul>
      </section>
    </Suspense>
  )
}
