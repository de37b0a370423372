import type { Category, Menu } from '../api/menu'

const matches = (entity: { id: number; name: string }, segment: string) =>
  String(entity.id) === segment || entity.name.toLowerCase() === segment.trim().toLowerCase()

/** The category a path segment names: by id (what the app links) or by name (what people type). */
export const findCategory = (menu: Menu, segment: string) => menu.categories.find((c) => matches(c, segment))

export const findPlate = (category: Category, segment: string) =>
  category.plates.find((p) => matches(p, segment))
