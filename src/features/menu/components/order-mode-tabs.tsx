import { Link } from '@tanstack/react-router'
import { modeLabel } from '../../../lib/mode-label'
import { useT } from '../../../lib/use-t'
import type { OrderMode } from '../api/branch-contact'
import { modePath } from '../lib/order-modes'
import { ModeIcon } from './mode-icon'
import { OrderModeChange } from './order-mode-change'

/**
 * The order-mode tabs under the branch header: one link per offered mode, the current one filled. A tab
 * runs `order-mode-change` rather than navigating by itself.
 */
export function OrderModeTabs({
  alias,
  modes,
  currentModeId,
}: {
  alias: string
  modes: readonly OrderMode[]
  currentModeId: number
}) {
  const t = useT()
  if (modes.length < 2) return null
  return (
    <OrderModeChange alias={alias} modes={modes} currentModeId={currentModeId}>
      {({ select }) => (
        <nav aria-label={t('storefront.orderModes')} className="mx-auto mt-4 max-w-3xl px-4">
          <ul className="no-scrollbar flex gap-2 overflow-x-auto">
            {modes.map((mode) => {
              const current = mode.id === currentModeId
              return (
                <li key={mode.id} className="shrink-0">
                  <Link
                    to="/menu/$alias/$mode"
                    params={{ alias, mode: modePath(mode) }}
                    aria-current={current ? 'page' : undefined}
                    onClick={(event) => {
                      // the machine decides: same menu, discard (asking first) or nothing to lose
                      event.preventDefault()
                      select(mode.id)
                    }}
                    className={`flex items-center gap-2 rounded-full border-2 px-4 py-2 text-sm font-semibold transition ${
                      current
                        ? 'border-brand bg-brand text-brand-contrast shadow-sm'
                        : 'border-ink/15 bg-surface text-ink hover:border-brand'
                    }`}
                  >
                    <ModeIcon type={mode.type} className="size-4" />
                    {modeLabel(mode, t)}
                  </Link>
                </li>
              )
            })}
          </ul>
        </nav>
      )}
    </OrderModeChange>
  )
}
