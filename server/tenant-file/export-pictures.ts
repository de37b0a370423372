/**
 * `npm run tenant -- export ALIAS FILE`: the pictures the tenant's rows point at (stored by an import under
 * the data directory) are copied beside the file, in `pictures/`, and the file names them there. Importing
 * that folder into another database copies the same bytes under the same names, so the storefront's
 * answers (picture addresses included) stay byte-identical.
 */
import { copyFileSync, existsSync, mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { TenantFile } from './format'
import { IMAGES_ROUTE, imagesDirectory, STORED_NAME } from './pictures'

export const PICTURES_FOLDER = 'pictures'

/** The tenant with every picture reference (logos, plates, categories) passed through `map`. */
export function mapPictures(tenant: TenantFile, map: (reference: string) => string): TenantFile {
  return {
    ...tenant,
    branches: tenant.branches.map((branch) => ({
      ...branch,
      ...(branch.logo ? { logo: map(branch.logo) } : {}),
      plates: branch.plates.map((plate) =>
        plate.picture ? { ...plate, picture: map(plate.picture) } : plate,
      ),
      menus: branch.menus.map((menu) => ({
        ...menu,
        categories: menu.categories.map((category) =>
          category.picture ? { ...category, picture: map(category.picture) } : category,
        ),
      })),
    })),
  }
}

export interface ExportedPictures {
  tenant: TenantFile
  /** How many picture files were written beside the file. */
  written: number
  /** Stored addresses whose file the data directory does not hold (left in the file as they were). */
  missing: string[]
}

/**
 * Copies the stored pictures of an exported tenant into `fileDir/pictures/` and points the file at them.
 * Web addresses and data: URLs stay as they are.
 */
export function writeExportedPictures(
  tenant: TenantFile,
  dataDir: string,
  fileDir: string,
): ExportedPictures {
  const copied = new Set<string>()
  const missing: string[] = []
  const exported = mapPictures(tenant, (reference) => {
    if (!reference.startsWith(IMAGES_ROUTE)) return reference
    const name = reference.slice(IMAGES_ROUTE.length)
    const source = join(imagesDirectory(dataDir), name)
    if (!STORED_NAME.test(name) || !existsSync(source)) {
      if (!missing.includes(reference)) missing.push(reference)
      return reference
    }
    if (!copied.has(name)) {
      mkdirSync(join(fileDir, PICTURES_FOLDER), { recursive: true })
      copyFileSync(source, join(fileDir, PICTURES_FOLDER, name))
      copied.add(name)
    }
    return `${PICTURES_FOLDER}/${name}`
  })
  return { tenant: exported, written: copied.size, missing }
}
