import type { ReactNode } from 'react'
import { useT } from '../../../lib/use-t'
import '../../../../i18n/areas/console'

/**
 * One column of the board: its heading stays put and its cards scroll on their own, so a long 'Nuevos'
 * never pushes 'Listos' out of sight.
 */
export function BoardColumn({
  label,
  count,
  badge,
  children,
}: {
  label: string
  count: number
  /** the new-orders badge, in place of the count */
  badge?: ReactNode
  children: ReactNode
}) {
  const t = useT()
  return (
    <section aria-label={label} className="flex min-h-0 flex-1 flex-col rounded-lg bg-gray-200/70">
      <h2 className="flex min-h-9 items-center justify-between gap-2 px-2 py-1 text-sm font-bold">
        <span>{label}</span>
        {badge ?? (
          <span aria-hidden="true" className="rounded-full bg-white px-2 text-base tabular-nums">
            {count}
          </span>
        )}
      </h2>
      <div data-board-scroll className="flex min-h-0 flex-1 flex-col gap-2 overflow-y-auto px-1.5 pb-1.5">
        {count === 0 ? <p className="px-1 text-sm text-gray-700">{t('orderConsole.empty')}</p> : children}
      </div>
    </section>
  )
}
