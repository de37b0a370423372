/**
 * Pictures a tenant file names: web addresses and data: URLs are stored as they are; a local file is
 * checked to be an image, then copied into the data directory under its content hash, so its address never
 * changes while its bytes don't and can be served with immutable caching (server/plugins/images.ts). A
 * raster picture also gets the widths the storefront shows (domain/picture-sizes.ts) as WebP, made by sharp.
 */
import { createHash } from 'node:crypto'
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs'
import { isAbsolute, join, resolve } from 'node:path'
import sharp from 'sharp'
import { pictureSizeName, sizesBelow } from '../../domain/picture-sizes'
import type { TenantFile } from './format'
import type { Problem } from './validate'

export const MAX_PICTURE_BYTES = 5 * 1024 * 1024
/** 40 megapixels: any camera's photo, not a decompression bomb. */
const MAX_PICTURE_PIXELS = 40_000_000
export const IMAGES_ROUTE = '/api/images/'
/**
 * The demo's drawn pictures ship with the app (public/demo/pictures, drawn by
 * scripts/draw-demo-pictures.mjs) and are named by their address on the site, kept as they are.
 */
export const SHIPPED_PICTURES_ROUTE = '/demo/pictures/'
/** Names are the content's hash: nothing else is ever served from (or exported out of) the images folder. */
export const STORED_NAME = /^([0-9a-f]{32})(-\d{1,5})?\.(png|jpg|gif|webp|avif|svg)$/

/** What the storefront can show, told by the first bytes rather than by the file's name. */
const signatures: { type: string; ext: string; test: (b: Buffer) => boolean }[] = [
  {
    type: 'image/png',
    ext: 'png',
    test: (b) => b.subarray(0, 8).equals(Buffer.from('89504e470d0a1a0a', 'hex')),
  },
  { type: 'image/jpeg', ext: 'jpg', test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { type: 'image/gif', ext: 'gif', test: (b) => b.subarray(0, 6).toString('latin1').startsWith('GIF8') },
  {
    type: 'image/webp',
    ext: 'webp',
    test: (b) =>
      b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
  { type: 'image/avif', ext: 'avif', test: (b) => b.subarray(4, 12).toString('latin1') === 'ftypavif' },
  {
    type: 'image/svg+xml',
    ext: 'svg',
    test: (b) =>
      /^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i.test(b.subarray(0, 4096).toString('utf8')),
  },
]

export const imageTypeOf = (bytes: Buffer) => signatures.find((s) => s.test(bytes))

export const contentTypeOfExtension = (ext: string) => signatures.find((s) => s.ext === ext)?.type

export interface StoredPicture {
  /** `{hash}-{width}.{ext}`, or `{hash}.svg`: vector pictures are served as they are, at any width. */
  name: string
  hash: string
  bytes: Buffer
  /** Raster pictures only: the width it shows at (after its EXIF rotation). */
  width?: number
}

export interface PicturePlan {
  problems: Problem[]
  /** Local files to copy, by the reference the file wrote. */
  local: Map<string, StoredPicture>
  address(reference: string): string
}

/** Every picture reference in the file with its JSON pointer. */
function pictureReferences(tenant: TenantFile): { reference: string; path: string }[] {
  const found: { reference: string; path: string }[] = []
  tenant.branches.forEach((branch, b) => {
    if (branch.logo) found.push({ reference: branch.logo, path: `/branches/${b}/logo` })
    branch.plates.forEach((plate, p) => {
      if (plate.picture) found.push({ reference: plate.picture, path: `/branches/${b}/plates/${p}/picture` })
    })
    for (const [m, menu] of branch.menus.entries())
      for (const [c, category] of menu.categories.entries())
        if (category.picture)
          found.push({
            reference: category.picture,
            path: `/branches/${b}/menus/${m}/categories/${c}/picture`,
          })
  })
  return found
}

const isWebAddress = (reference: string) => /^https?:\/\/[^\s]+$/i.test(reference)

/** The upright width of a picture sharp can read whole (a right header over broken data is not an image). */
async function uprightWidth(bytes: Buffer): Promise<number | undefined> {
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_PICTURE_PIXELS })
    await image.stats()
    const { width, height, orientation } = await image.metadata()
    return (orientation ?? 1) >= 5 ? height : width
  } catch {
    return undefined
  }
}

/** Reads and checks the local pictures next to the file (baseDir); nothing is written yet. */
export async function planPictures(tenant: TenantFile, baseDir: string): Promise<PicturePlan> {
  const problems: Problem[] = []
  const local = new Map<string, StoredPicture>()
  for (const { reference, path } of pictureReferences(tenant)) {
    if (
      isWebAddress(reference) ||
      reference.startsWith(IMAGES_ROUTE) ||
      reference.startsWith(SHIPPED_PICTURES_ROUTE) ||
      local.has(reference)
    )
      continue
    if (reference.startsWith('data:')) {
      if (!/^data:image\/(png|jpeg|gif|webp|avif|svg\+xml)[;,]/.test(reference))
        problems.push({ path, message: 'Una imagen data: debe ser PNG, JPEG, GIF, WebP, AVIF o SVG.' })
      continue
    }
    const full = isAbsolute(reference) ? reference : resolve(baseDir, reference)
    let size: number
    try {
      const stat = statSync(full)
      if (!stat.isFile()) throw new Error('not a file')
      size = stat.size
    } catch {
      problems.push({
        path,
        message: `No encuentro la imagen «${reference}» (se busca junto al archivo del cliente).`,
      })
      continue
    }
    if (size > MAX_PICTURE_BYTES) {
      problems.push({ path, message: `«${reference}» pesa más de ${MAX_PICTURE_BYTES / 1024 / 1024} MB.` })
      continue
    }
    const bytes = readFileSync(full)
    const kind = imageTypeOf(bytes)
    const raster = kind?.ext !== 'svg'
    const width = kind && raster ? await uprightWidth(bytes) : undefined
    if (!kind || (raster && !width)) {
      problems.push({
        path,
        message: `«${reference}» no es una imagen (PNG, JPEG, GIF, WebP, AVIF o SVG) o está dañada o es enorme.`,
      })
      continue
    }
    const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 32)
    local.set(reference, {
      name: width ? `${hash}-${width}.${kind.ext}` : `${hash}.${kind.ext}`,
      hash,
      bytes,
      width,
    })
  }
  return {
    problems,
    local,
    address: (reference) => {
      const stored = local.get(reference)
      return stored ? `${IMAGES_ROUTE}${stored.name}` : reference
    },
  }
}

export const imagesDirectory = (dataDir: string) => join(dataDir, 'images')

function writeOnce(path: string, bytes: Buffer): void {
  const partial = `${path}.${process.pid}.part`
  writeFileSync(partial, bytes)
  renameSync(partial, path)
}

const exists = (path: string) => {
  try {
    return statSync(path).isFile()
  } catch {
    return false
  }
}

/**
 * Copies the plan's local pictures into the data directory with their sizes. A name is its content, so
 * pictures stored by an earlier import are left as they are.
 */
export async function storePictures(plan: PicturePlan, dataDir: string): Promise<void> {
  if (plan.local.size === 0) return
  const directory = imagesDirectory(dataDir)
  mkdirSync(directory, { recursive: true })
  for (const picture of plan.local.values()) {
    const original = join(directory, picture.name)
    for (const width of sizesBelow(picture.width ?? 0)) {
      const sized = join(directory, pictureSizeName(picture.hash, width))
      if (exists(sized)) continue
      const bytes = await sharp(picture.bytes, { limitInputPixels: MAX_PICTURE_PIXELS })
        .rotate()
        .resize({ width })
        .webp({ quality: 80 })
        .toBuffer()
      writeOnce(sized, bytes)
    }
    // The original goes last: its presence says every size is there.
    if (!exists(original)) writeOnce(original, picture.bytes)
  }
}
