export interface IndicatorBadge {
  id: number | string
  showName: string
  backgroundColor?: string | null
  textColor?: string | null
}

/** Plate badges ('Vegano', 'Sin TACC') in the colours the back office gave them. */
export function IndicatorBadges({ indicators }: { indicators: readonly IndicatorBadge[] }) {
  if (indicators.length === 0) return null
  return (
    <ul className="flex flex-wrap gap-1">
      {indicators.map((indicator) => (
        <li
          key={indicator.id}
          className="rounded-full px-2 py-0.5 text-[11px] leading-4 font-semibold"
          style={{
            backgroundColor: indicator.backgroundColor ?? '#e5e7eb',
            color: indicator.textColor ?? '#1c1c1c',
          }}
        >
          {indicator.showName}
        </li>
      ))}
    </ul>
  )
}
