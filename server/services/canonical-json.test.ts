import { describe, expect, it } from 'vitest'
import { canonicalJson, sha256Hex } from './canonical-json'
import { ifNoneMatchHits } from './menu'

describe('canonicalJson', () => {
  it('sorts keys at every level and keeps array order', () => {
    const a = { b: 1, a: { d: [3, { z: 1, y: 2 }], c: null } }
    const b = { a: { c: null, d: [3, { y: 2, z: 1 }] }, b: 1 }
    expect(canonicalJson(a)).toBe('{"a":{"c":null,"d":[3,{"y":2,"z":1}]},"b":1}')
    expect(canonicalJson(a)).toBe(canonicalJson(b))
    expect(canonicalJson([2, 1])).not.toBe(canonicalJson([1, 2]))
  })

  it('hashes to 64 hex characters', () => {
    expect(sha256Hex(canonicalJson({ menu: 'Carta principal' }))).toMatch(/^[0-9a-f]{64}$/)
  })
})

describe('ifNoneMatchHits', () => {
  const etag = '"abc"'
  it.each([
    ['"abc"', true],
    ['W/"abc"', true],
    ['"x", "abc"', true],
    ['*', true],
    ['"x"', false],
    ['abc', false],
    ['', false],
    [undefined, false],
  ])('%s → %s', (header, hit) => {
    expect(ifNoneMatchHits(header, etag)).toBe(hit)
  })
})
