import { useState } from 'react'
import { pictureSrcSet } from '../../domain/picture-sizes'

/**
 * A product photo, or a tidy drawn placeholder when there is none or it fails to load (the spec's
 * "fallback picture"). The placeholder is decorative: the product name is always next to it. A picture a
 * tenant import stored comes in several widths; `sizes` says how wide this place shows it.
 */
export function ProductImage({
  src,
  alt,
  sizes,
  className = '',
}: {
  src?: string | null
  alt: string
  sizes: string
  className?: string
}) {
  const [failed, setFailed] = useState(false)
  if (src && !failed) {
    return (
      <img
        src={src}
        srcSet={pictureSrcSet(src)}
        sizes={pictureSrcSet(src) ? sizes : undefined}
        alt={alt}
        loading="lazy"
        decoding="async"
        onError={() => setFailed(true)}
        className={`object-cover ${className}`}
      />
    )
  }
  return (
    <div
      aria-hidden="true"
      className={`flex items-center justify-center bg-[color-mix(in_srgb,var(--color-main)_12%,white)] text-[color-mix(in_srgb,var(--color-main)_55%,black)] ${className}`}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 48 48"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        className="size-1/2 max-h-12 max-w-12"
      >
        <path d="M10 26h28a14 14 0 0 1-28 0Z" strokeLinejoin="round" />
        <path d="M6 26h36M19 12c0 3-3 3-3 6m8-8c0 3-3 3-3 6m8-4c0 3-3 3-3 6" strokeLinecap="round" />
      </svg>
    </div>
  )
}
