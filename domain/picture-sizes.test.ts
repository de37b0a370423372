import { describe, expect, it } from 'vitest'
import { pictureSrcSet } from './picture-sizes'

describe('pictureSrcSet', () => {
  const hash = '0123456789abcdef0123456789abcdef'

  it('offers the stored sizes below the original, and the original at its own width', () => {
    expect(pictureSrcSet(`/api/images/${hash}-1200.png`)).toBe(
      `/api/images/${hash}-192.webp 192w, /api/images/${hash}-384.webp 384w, /api/images/${hash}-800.webp 800w, ` +
        `/api/images/${hash}-1200.png 1200w`,
    )
    expect(pictureSrcSet(`https://api.example/api/images/${hash}-500.jpg`)).toBe(
      `https://api.example/api/images/${hash}-192.webp 192w, https://api.example/api/images/${hash}-384.webp 384w, ` +
        `https://api.example/api/images/${hash}-500.jpg 500w`,
    )
    expect(pictureSrcSet(`/api/images/${hash}-96.png`)).toBe(`/api/images/${hash}-96.png 96w`)
  })

  it('leaves other addresses, vector pictures and nothing alone', () => {
    expect(pictureSrcSet(`/api/images/${hash}.svg`)).toBeUndefined()
    expect(pictureSrcSet('https://cdn.example/muzza.jpg')).toBeUndefined()
    expect(pictureSrcSet('data:image/svg+xml,<svg/>')).toBeUndefined()
    expect(pictureSrcSet(null)).toBeUndefined()
  })
})
