/**
 * A branch's logo, or its initial on the brand colour when it has none.
 *
 * The picture's text is the branch's name, or `alt` where the screen does not know the name (the tracking
 * page knows the logo only: its text must not be the order code).
 */
export function BrandLogo({
  name,
  url,
  alt,
  className = '',
}: {
  name: string
  url?: string | null
  alt?: string
  className?: string
}) {
  return url ? (
    <img src={url} alt={alt ?? name} className={`rounded-2xl bg-white object-cover ${className}`} />
  ) : (
    <span
      aria-hidden="true"
      className={`flex items-center justify-center rounded-2xl bg-brand text-3xl font-black text-brand-contrast ${className}`}
    >
      {name.trim().charAt(0).toUpperCase()}
    </span>
  )
}
