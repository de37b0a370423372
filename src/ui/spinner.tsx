export function Spinner({ label, className = '' }: { label: string; className?: string }) {
  return (
    <span role="status" className={`inline-flex items-center justify-center ${className}`}>
      <span
        aria-hidden="true"
        className="size-8 animate-spin rounded-full border-4 border-current border-t-transparent opacity-70"
      />
      <span className="sr-only">{label}</span>
    </span>
  )
}
