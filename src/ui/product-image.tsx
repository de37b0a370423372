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
  // The placeholder: the branch's colour as a soft tablecloth (a dotted weave), with a plate set between
  // fork and knife, so a plate without a photo looks laid out on purpose rather than missing.
  return (
    <div
      aria-hidden="true"
      className={`flex items-center justify-center bg-[radial-gradient(color-mix(in_srgb,var(--color-main)_14%,transparent)_1.5px,transparent_1.5px),linear-gradient(160deg,color-mix(in_srgb,var(--color-main)_10%,white),color-mix(in_srgb,var(--color-main)_22%,white))] bg-size-[12px_12px,100%_100%] text-[color-mix(in_srgb,var(--color-main)_60%,black)] ${className}`}
    >
      <svg aria-hidden="true" viewBox="0 0 64 48" fill="none" className="w-3/5 max-w-24">
        <circle cx="32" cy="24" r="17" fill="white" stroke="currentColor" strokeWidth="2" />
        <circle cx="32" cy="24" r="11" stroke="currentColor" strokeWidth="1.5" strokeDasharray="2 3" />
        <path
          d="M6 8v10a3 3 0 0 0 6 0V8M9 8v32M56 8c-3 2-4 7-4 13h4v19"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </div>
  )
}
