/**
 * The widths the storefront shows pictures at (a 96 px thumbnail, a highlight card, the plate detail), at
 * up to twice the CSS size. A tenant import stores a raster picture as `/api/images/{hash}-{width}.{ext}`
 * (its own width in the name) and makes `{hash}-{w}.webp` for each of these widths below it, so the page
 * can offer the browser the right one with true `w` descriptors.
 */
export const PICTURE_WIDTHS = [192, 384, 800] as const

const STORED_RASTER = /^(.*\/api\/images\/[0-9a-f]{32})-(\d{1,5})\.(png|jpg|gif|webp|avif)$/

/** The name of one stored size of a picture. */
export const pictureSizeName = (hash: string, width: number) => `${hash}-${width}.webp`

/** The widths made for a picture this wide. */
export const sizesBelow = (width: number) => PICTURE_WIDTHS.filter((w) => w < width)

/** A `srcset` for a picture the import stored, or undefined for any other address (kept as it is). */
export function pictureSrcSet(url: string | null | undefined): string | undefined {
  const match = url ? STORED_RASTER.exec(url) : null
  if (!match) return undefined
  const width = Number(match[2])
  return [...sizesBelow(width).map((w) => `${match[1]}-${w}.webp ${w}w`), `${url} ${width}w`].join(', ')
}
