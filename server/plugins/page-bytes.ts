import { brotliCompressSync, crc32, deflateRawSync, constants as zlib } from 'node:zlib'

export type PageCoding = 'br' | 'gzip'

/**
 * A page's bytes up to its last few, compressed once in every coding and left open (flushed, not
 * finished), so each answer only appends its own end: a rendered page costs what a static file costs,
 * while each answer still carries a nonce of its own.
 */
export interface OpenPage {
  plain: Buffer
  br: Buffer
  /** the deflate stream of the gzip member, after its 10-byte header */
  deflate: Buffer
  crc: number
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 0x03])
// The largest stored (uncompressed) block either format takes here with a 16-bit length.
const MAX_TAIL_BYTES = 0xffff

export function openPage(text: string): OpenPage {
  const plain = Buffer.from(text)
  return {
    plain,
    br: brotliCompressSync(plain, {
      finishFlush: zlib.BROTLI_OPERATION_FLUSH,
      params: {
        [zlib.BROTLI_PARAM_QUALITY]: 11,
        [zlib.BROTLI_PARAM_SIZE_HINT]: plain.length,
        [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
      },
    }),
    deflate: deflateRawSync(plain, { level: 9, finishFlush: zlib.Z_SYNC_FLUSH }),
    crc: crc32(plain),
  }
}

/**
 * The whole page in `coding`: the open page's compressed bytes, then `tail` as a stored block and the
 * stream's end (RFC 7932 §9.2 for brotli: an uncompressed meta-block, then an empty last one; RFC 1951
 * and 1952 for gzip: a final stored block, then the CRC-32 and length of everything).
 */
export function closePage(page: OpenPage, tail: string, coding: PageCoding | undefined): Buffer {
  const end = Buffer.from(tail)
  if (end.length === 0 || end.length > MAX_TAIL_BYTES) throw new RangeError('a page tail of 1 to 65535 bytes')
  if (coding === 'br') {
    // ISLAST 0, MNIBBLES 4 (as 0), MLEN-1 in 16 bits, ISUNCOMPRESSED 1: 20 bits, padded to 3 bytes.
    const header = ((end.length - 1) << 3) | (1 << 19)
    return Buffer.concat([
      page.br,
      Buffer.from([header & 0xff, (header >> 8) & 0xff, (header >> 16) & 0xff]),
      end,
      // ISLAST 1, ISLASTEMPTY 1.
      Buffer.from([0x03]),
    ])
  }
  if (coding === 'gzip') {
    const stored = Buffer.alloc(5)
    stored[0] = 0x01 // BFINAL 1, BTYPE 00 (stored), already byte-aligned after the sync flush
    stored.writeUInt16LE(end.length, 1)
    stored.writeUInt16LE(~end.length & 0xffff, 3)
    const trailer = Buffer.alloc(8)
    trailer.writeUInt32LE(crc32(end, page.crc) >>> 0, 0)
    trailer.writeUInt32LE((page.plain.length + end.length) % 2 ** 32, 4)
    return Buffer.concat([GZIP_HEADER, page.deflate, stored, end, trailer])
  }
  return Buffer.concat([page.plain, end])
}

/** The coding a client accepts that a page is sent in: brotli first, then gzip, else none. */
export function pageCoding(acceptEncoding: string | undefined): PageCoding | undefined {
  const accepted = (acceptEncoding ?? '').toLowerCase()
  if (/\bbr\b/.test(accepted)) return 'br'
  if (/\bgzip\b/.test(accepted)) return 'gzip'
  return undefined
}
