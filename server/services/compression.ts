import { promisify } from 'node:util'
import { brotliCompress, constants, deflateRaw, gzip } from 'node:zlib'
import { negotiate } from '@fastify/accept-negotiator'

/**
 * The one place that decides how the server compresses what it answers (menus, cached reads, pages):
 * always zlib's asynchronous API, which runs in libuv's thread pool, so no body of any size holds the
 * event loop. A synchronous brotli 11 of a 2.4 MB menu held it 8–15 s (issue 33).
 */
export type ContentCoding = 'br' | 'gzip'

/**
 * The coding to answer with for an Accept-Encoding header, by its q-values (so `br;q=0` gets gzip or
 * nothing): every part of the server negotiates through this one parser.
 */
export function preferredCoding(header: string | undefined): ContentCoding | undefined {
  if (!header) return undefined
  return negotiate(header.toLowerCase(), ['br', 'gzip'] as ContentCoding[]) ?? undefined
}

/**
 * Whom a body serves: `shared` bodies (a menu, an alias landing, a page) are asked for by every diner and
 * are worth a slow, tight compression; `caller` bodies are keyed by what one caller sent and get a fast one.
 */
export type CompressionScope = 'shared' | 'caller'

/** Below this size a compressed body saves less than its headers and CPU cost. */
export const COMPRESS_ABOVE = 1024

/**
 * Above this size even a shared body's first answer uses a fast quality, and the tight one is built in the
 * background and swapped in when ready: brotli 11 costs ~4 s of CPU per MB, quality 4 ~10 ms.
 */
export const BIG_BODY = 256 * 1024

interface Quality {
  br: number
  gzip: number
}

// brotli 11 takes ~10 ms for a 9 kB landing; quality 4 takes ~0.13 ms for 10 % more bytes.
const BEST_SMALL: Quality = { br: 11, gzip: 9 }
// For a big menu brotli 10 is as tight as 11 (measured on a 5,000-plate tenant) at a third of its cost;
// 5 to 9 are no tighter than 4.
const BEST_BIG: Quality = { br: 10, gzip: 9 }
const FAST: Quality = { br: 4, gzip: 5 }

const brotliAsync = promisify(brotliCompress)
const gzipAsync = promisify(gzip)
const deflateRawAsync = promisify(deflateRaw)

/**
 * `closed`: complete streams (a gzip member). `open`: streams flushed, not finished, so an answer can append
 * its own end (page-bytes.ts); the gzip form is then a raw deflate stream, without its gzip header.
 */
export type StreamEnd = 'closed' | 'open'

async function compress(bytes: Buffer, coding: ContentCoding, quality: Quality, end: StreamEnd) {
  if (coding === 'br')
    return brotliAsync(bytes, {
      ...(end === 'open' ? { finishFlush: constants.BROTLI_OPERATION_FLUSH } : {}),
      params: {
        [constants.BROTLI_PARAM_QUALITY]: quality.br,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    })
  return end === 'open'
    ? deflateRawAsync(bytes, { level: quality.gzip, finishFlush: constants.Z_SYNC_FLUSH })
    : gzipAsync(bytes, { level: quality.gzip })
}

async function compressBoth(bytes: Buffer, quality: Quality, end: StreamEnd) {
  const [br, gz] = await Promise.all([
    compress(bytes, 'br', quality, end),
    compress(bytes, 'gzip', quality, end),
  ])
  return { br, gzip: gz }
}

/**
 * A body's compressed forms. `forms` may be replaced by tighter ones later (a big shared body): readers take
 * `forms` at the moment they answer, never keep it.
 */
export interface Encodings {
  forms: Partial<Record<ContentCoding, Buffer>>
  /** settles when no better forms will come (at once, unless a tighter pass runs in the background) */
  final: Promise<void>
}

// The tighter passes run one at a time: a burst of menu changes does not fill the thread pool with them.
let background: Promise<unknown> = Promise.resolve()

/**
 * Compresses a body once for all its answers. Resolves when a first form of each coding is ready (never
 * blocking the loop): the best one for small bodies, a fast one for big or caller bodies. A big shared body
 * then gets its tight forms in the background, unless `wanted()` says by then that nobody keeps it.
 */
export async function encode(
  bytes: Buffer,
  scope: CompressionScope,
  { end = 'closed', wanted = () => true }: { end?: StreamEnd; wanted?: () => boolean } = {},
): Promise<Encodings> {
  if (bytes.length <= COMPRESS_ABOVE && end === 'closed') return { forms: {}, final: Promise.resolve() }
  const big = bytes.length > BIG_BODY
  const first = scope === 'shared' && !big ? BEST_SMALL : FAST
  const encodings: Encodings = { forms: await compressBoth(bytes, first, end), final: Promise.resolve() }
  if (scope === 'shared' && big) {
    const tighter = background.then(async () => {
      if (!wanted()) return
      encodings.forms = await compressBoth(bytes, BEST_BIG, end)
    })
    background = tighter.catch(() => {})
    encodings.final = tighter.catch(() => {})
  }
  return encodings
}
