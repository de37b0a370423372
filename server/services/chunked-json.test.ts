import { describe, expect, it } from 'vitest'
import { canonicalJson, sha256Hex } from './canonical-json'
import { canonicalHashInSlices, SLICE_MS, stringifyInSlices } from './chunked-json'

/** A menu-shaped value, deep enough to be split, with what JSON.stringify treats specially. */
function bigValue(plates: number) {
  return {
    id: 7,
    name: 'Carta "grande" ñandú',
    skipped: undefined,
    categories: Array.from({ length: Math.ceil(plates / 100) }, (_, c) => ({
      id: c,
      showName: `Categoría ${c}`,
      description: null,
      plates: Array.from({ length: 100 }, (_, p) => ({
        zeta: p,
        alpha: { price: p * 10, sizes: [{ b: 1, a: 2 }], when: new Date(0) },
        gone: () => 1,
        list: [undefined, 1, 'dos'],
      })),
    })),
    remarkedIds: [3, 1, 2],
  }
}

describe('JSON built in slices', () => {
  it('writes the same text as JSON.stringify, and hashes as sha256 of canonicalJson', async () => {
    const value = bigValue(300)
    expect(await stringifyInSlices(value)).toBe(JSON.stringify(value))
    expect(await canonicalHashInSlices(value)).toBe(sha256Hex(canonicalJson(value)))
    for (const small of [null, 1, 'x', [], {}, [undefined], { a: undefined }])
      expect(await stringifyInSlices(small)).toBe(JSON.stringify(small))
  })

  it('lets timers run while it serializes a big value', async () => {
    const value = bigValue(20_000)
    let ticks = 0
    const timer = setInterval(() => ticks++, 1)
    const started = performance.now()
    await canonicalHashInSlices(value)
    const took = performance.now() - started
    clearInterval(timer)
    // One go would let no timer run; in slices of SLICE_MS, one runs between (nearly) every two.
    expect(ticks).toBeGreaterThanOrEqual(Math.floor(took / SLICE_MS / 4))
    expect(ticks).toBeGreaterThan(1)
  })
})
