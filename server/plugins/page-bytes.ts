import { crc32 } from 'node:zlib'
import { type ContentCoding, encode, preferredCoding } from '../services/compression'

export type PageCoding = ContentCoding

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

/**
 * A page opened once for all its answers, compressed off the event loop (compression.ts). A big page's
 * forms may be replaced by tighter ones later, so `closePage` reads them from the page each time.
 */
export async function openPage(text: string): Promise<OpenPage> {
  const plain = Buffer.from(text)
  const page = { plain, br: plain, deflate: plain, crc: crc32(plain) }
  const encodings = await encode(plain, 'shared', { end: 'open' })
  const take = () => {
    const { br, gzip } = encodings.forms
    if (br && gzip) Object.assign(page, { br, deflate: gzip })
  }
  take()
  encodings.final.then(take)
  return page
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

/** The coding a client accepts that a page is sent in, by the server's one Accept-Encoding parser. */
export function pageCoding(acceptEncoding: string | undefined): PageCoding | undefined {
  return preferredCoding(acceptEncoding)
}
