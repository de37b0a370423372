import { memo, useEffect, useRef, useState } from 'react'
import type { Category, MenuDiscount } from '../api/menu'
import { plateCount } from '../lib/menu-first-part'
import { categoryAnchor } from './category-slider'
import { PlateList } from './plate-list'

/** Roughly one plate row's height on a phone: the room a plate not drawn yet keeps, so the page barely moves. */
const ROW_REM = 7.5

/**
 * One category of the menu page. The plates the first load carries (`first`) are drawn with the page; the
 * rest once the room kept for them comes within a screen and a half of view (or the category slider jumps
 * to it): then the whole menu is read (`readRest`) and they are drawn. Until then the section keeps its
 * heading, so the slider finds and follows it.
 * Memoised: when the whole menu replaces the first part, a section whose plates were all there is left as
 * it was (the query shares the unchanged objects), so it never re-renders while it hydrates.
 */
export const MenuSection = memo(function MenuSection({
  category,
  first,
  discounts,
  alias,
  mode,
  readRest,
}: {
  category: Category
  first: number
  discounts: readonly MenuDiscount[]
  alias: string
  mode: string
  readRest: () => void
}) {
  const count = plateCount(category)
  const [near, setNear] = useState(first >= count)
  const whole = category.plates.length >= count
  const toCome = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const element = toCome.current
    if (!element) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        setNear(true)
        readRest()
      },
      { rootMargin: '150% 0px' },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [readRest])
  const plates = near && whole ? category.plates : category.plates.slice(0, first)
  const missing = count - plates.length
  return (
    <section
      id={categoryAnchor(category)}
      data-category-id={category.id}
      aria-labelledby={`${categoryAnchor(category)}-titulo`}
      aria-busy={missing > 0 ? true : undefined}
      // a jump lands under the compact header and the category bar
      className="mt-8 scroll-mt-[calc(var(--compact-header)+4rem)] px-4 in-kiosk:scroll-mt-16 kiosk:px-0"
    >
      <h2
        id={`${categoryAnchor(category)}-titulo`}
        tabIndex={-1}
        className="text-lg font-extrabold outline-none kiosk:text-3xl"
      >
        {category.showName || category.name}
      </h2>
      {category.description ? (
        <p className="mt-1 text-sm text-muted kiosk:text-xl">{category.description}</p>
      ) : null}
      {plates.length > 0 ? (
        <PlateList
          plates={plates}
          category={category}
          discounts={discounts}
          alias={alias}
          mode={mode}
          className="mt-3 kiosk:grid-cols-[repeat(auto-fill,minmax(15rem,1fr))] kiosk:gap-4"
        />
      ) : null}
      {missing > 0 ? (
        <div ref={toCome} data-plates-to-come={missing} style={{ height: `${missing * ROW_REM}rem` }} />
      ) : null}
    </section>
  )
})
