import { createHash } from 'node:crypto'
import { canonicalJson } from './canonical-json'

/**
 * JSON text of a big value (a 10,000-plate menu is 4 MB) built in slices, the event loop let go between
 * them: one JSON.stringify of such a menu holds it ~100 ms, its canonical hash ~400 ms (issue 33). The
 * text is the same as JSON.stringify's (or canonicalJson's) of the whole value.
 */

/** Lets timers and I/O run: what a loop held longer than a slice would otherwise keep waiting. */
export const yieldToLoop = () => new Promise<void>((resolve) => setImmediate(resolve))

/** A slice of synchronous work: how long code may hold the loop before it yields. */
export const SLICE_MS = 8

/** Yields once the current slice has run SLICE_MS; cheap to call often. */
export class Slicer {
  private started = performance.now()

  async maybeYield(): Promise<void> {
    if (performance.now() - this.started < SLICE_MS) return
    await yieldToLoop()
    this.started = performance.now()
  }
}

// content → categories → a category → its plates → a plate: below this depth a value is one piece.
const SPLIT_DEPTH = 4

type Sink = (text: string) => void

function isSplittable(value: unknown): value is object {
  return (
    value !== null &&
    typeof value === 'object' &&
    typeof (value as { toJSON?: unknown }).toJSON !== 'function'
  )
}

/** Whether JSON.stringify leaves an object property out (and writes null for it in an array). */
const isSkipped = (value: unknown) =>
  value === undefined || typeof value === 'function' || typeof value === 'symbol'

async function write(
  value: unknown,
  depth: number,
  canonical: boolean,
  sink: Sink,
  slicer: Slicer,
): Promise<void> {
  if (depth >= SPLIT_DEPTH || !isSplittable(value)) {
    sink(canonical ? canonicalJson(value) : JSON.stringify(value))
    await slicer.maybeYield()
    return
  }
  if (Array.isArray(value)) {
    sink('[')
    for (let i = 0; i < value.length; i++) {
      if (i > 0) sink(',')
      if (isSkipped(value[i])) sink('null')
      else await write(value[i], depth + 1, canonical, sink, slicer)
    }
    sink(']')
    return
  }
  const record = value as Record<string, unknown>
  const keys = canonical ? Object.keys(record).sort() : Object.keys(record)
  sink('{')
  let first = true
  for (const key of keys) {
    if (isSkipped(record[key])) continue
    sink(`${first ? '' : ','}${JSON.stringify(key)}:`)
    first = false
    await write(record[key], depth + 1, canonical, sink, slicer)
  }
  sink('}')
}

/** JSON.stringify(value), built in slices. */
export async function stringifyInSlices(value: unknown): Promise<string> {
  const parts: string[] = []
  await write(value, 0, false, (text) => parts.push(text), new Slicer())
  return parts.join('')
}

/** sha256Hex(canonicalJson(value)), the text hashed as it is built, in slices. */
export async function canonicalHashInSlices(value: unknown): Promise<string> {
  const hash = createHash('sha256')
  let pending: string[] = []
  let pendingLength = 0
  await write(
    value,
    0,
    true,
    (text) => {
      pending.push(text)
      pendingLength += text.length
      if (pendingLength < 64 * 1024) return
      hash.update(pending.join(''))
      pending = []
      pendingLength = 0
    },
    new Slicer(),
  )
  hash.update(pending.join(''))
  return hash.digest('hex')
}
