import { describe, expect, it } from 'vitest'
import { storable } from './storable'

describe('storable', () => {
  it('drops NUL characters from strings and keys, deep, and keeps everything else', () => {
    expect(storable({ a: 'x\u0000y', 'k\u0000': [1, 'z\u0000', null, { b: true }] })).toEqual({
      a: 'xy',
      k: [1, 'z', null, { b: true }],
    })
  })
})
