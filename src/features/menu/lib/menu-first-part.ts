import type { Category, Menu } from '../api/menu'

/**
 * How many plates a menu page's first load carries and draws (server HTML and the answers it was rendered
 * from). The demo's largest menu (45 plates) fits whole; a menu of 5,000 plates sends these and draws the
 * rest as the diner scrolls towards them (menu-section.tsx), so its first load is about the demo's.
 */
export const FIRST_LOAD_PLATES = 48

/** A category of a menu's first part: some or all of its plates left out, their number kept. */
type CountedCategory = Category & { plateCount?: number }

/** How many plates a category has, also when a first part of the menu carries only some of them. */
export const plateCount = (category: Category): number =>
  (category as CountedCategory).plateCount ?? category.plates.length

/** How many plates of each category the first load draws: the menu's first FIRST_LOAD_PLATES, in order. */
export function firstPlates(categories: readonly Category[]): number[] {
  let left = FIRST_LOAD_PLATES
  return categories.map((category) => {
    const shown = Math.min(left, plateCount(category))
    left -= shown
    return shown
  })
}

/**
 * What a rendered menu page carries of a menu: every category (the slider names them all), the highlights
 * and discounts, but only the plates the first load draws. The browser reads the whole menu after.
 */
export function menuFirstPart(menu: Menu): Menu {
  const shown = firstPlates(menu.categories)
  if (menu.categories.every((category, i) => shown[i] === category.plates.length)) return menu
  return {
    ...menu,
    categories: menu.categories.map((category, i): CountedCategory => {
      const count = shown[i] ?? 0
      return count === category.plates.length
        ? category
        : { ...category, plates: category.plates.slice(0, count), plateCount: category.plates.length }
    }),
  }
}

/** Whether this is a first part (menuFirstPart) rather than the whole menu. */
export const isMenuFirstPart = (menu: Menu): boolean =>
  menu.categories.some((category) => category.plates.length < plateCount(category))
