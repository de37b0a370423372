import { type MouseEvent, useEffect, useRef, useState } from 'react'
import { useT } from '../../../lib/use-t'
import type { Category } from '../api/menu'

export const categoryAnchor = (category: Pick<Category, 'id'>) => `categoria-${category.id}`

/** Tracks which category section is at the top of the screen, so the slider can follow the reader. */
function useVisibleCategory(categories: readonly Category[]): number | undefined {
  const [visible, setVisible] = useState(categories[0]?.id)
  useEffect(() => {
    const sections = categories
      .map((category) => document.getElementById(categoryAnchor(category)))
      .filter((section): section is HTMLElement => section !== null)
    const observer = new IntersectionObserver(
      (entries) => {
        const top = entries
          .filter((entry) => entry.isIntersecting)
          .sort((a, b) => a.boundingClientRect.top - b.boundingClientRect.top)[0]
        const id = top?.target.getAttribute('data-category-id')
        if (id) setVisible(Number(id))
      },
      // under the compact header and this bar
      { rootMargin: '-120px 0px -65% 0px' },
    )
    for (const section of sections) observer.observe(section)
    return () => observer.disconnect()
  }, [categories])
  return visible
}

/** The sticky category slider: one chip per category, jumping to its section. */
export function CategorySlider({ categories }: { categories: readonly Category[] }) {
  const t = useT()
  const visible = useVisibleCategory(categories)
  const list = useRef<HTMLUListElement>(null)

  useEffect(() => {
    const chip = list.current?.querySelector<HTMLElement>(`[data-category-id="${visible}"]`)
    const container = list.current
    if (!chip || !container) return
    const left = chip.offsetLeft - container.clientWidth / 2 + chip.clientWidth / 2
    container.scrollTo?.({ left, behavior: 'smooth' })
  }, [visible])

  const jump = (event: MouseEvent<HTMLAnchorElement>, category: Category) => {
    const section = document.getElementById(categoryAnchor(category))
    if (!section) return
    event.preventDefault()
    // A long menu draws sections as the page passes them (menu-section.tsx); a smooth scroll across many
    // would draw them on the way and land short or long of its target, so far jumps are instant.
    const far = Math.abs(section.getBoundingClientRect().top) > window.innerHeight * 3
    section.scrollIntoView({ behavior: far ? 'instant' : 'smooth', block: 'start' })
    section.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true })
  }

  if (categories.length === 0) return null
  return (
    <nav
      aria-label={t('storefront.categories')}
      className="sticky top-(--compact-header) z-20 mt-4 in-kiosk:top-0 border-b border-ink/10 bg-surface/95 backdrop-blur kiosk:max-h-[calc(100dvh-var(--kiosk-bar)-var(--kiosk-cart))] kiosk:self-start kiosk:overflow-y-auto kiosk:border-b-0"
    >
      <ul
        ref={list}
        className="no-scrollbar mx-auto flex max-w-3xl gap-2 overflow-x-auto px-4 py-3 kiosk:flex-col kiosk:overflow-x-visible kiosk:px-0"
      >
        {categories.map((category) => {
          const current = category.id === visible
          return (
            <li key={category.id} className="shrink-0" data-category-id={category.id}>
              <a
                href={`#${categoryAnchor(category)}`}
                onClick={(event) => jump(event, category)}
                aria-current={current ? 'true' : undefined}
                className={`block rounded-full px-4 py-1.5 text-sm font-semibold whitespace-nowrap transition kiosk:flex kiosk:min-h-16 kiosk:items-center kiosk:rounded-2xl kiosk:whitespace-normal kiosk:py-3 kiosk:text-xl ${
                  current ? 'bg-ink text-surface' : 'bg-ink/5 text-ink hover:bg-ink/10'
                }`}
              >
                {category.showName || category.name}
              </a>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
