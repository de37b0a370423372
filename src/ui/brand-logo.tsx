/** A branch's logo, or its initial on the brand colour when it has none. */
export function BrandLogo({
  name,
  url,
  className = '',
}: {
  name: string
  url?: string | null
  className?: string
}) {
  return url ? (
    <img src={url} alt={name} className={`rounded-2xl bg-white object-cover ${className}`} />
  ) : (
    <span
      aria-hidden="true"
      className={`flex items-center justify-center rounded-2xl bg-brand text-3xl font-black text-brand-contrast ${className}`}
    >
      {name.trim().charAt(0).toUpperCase()}
    </span>
  )
}
