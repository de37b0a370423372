import { Link } from '@tanstack/react-router'
import { useT } from '../../../lib/use-t'
import type { BranchContact, OrderMode } from '../api/branch-contact'
import { modeLabel, modePath } from '../lib/order-modes'
import { LocalHeader } from './local-header'
import { ModeIcon } from './mode-icon'
import { OrderModeChange } from './order-mode-change'
import { PoweredBy } from './powered-by'

/**
 * The branch-contact selection screen: which menu to view. One button per offered mode, each
 * 100 / n % wide (storefront spec §2).
 */
export function ModeSelectionPage({
  contact,
  modes,
}: {
  contact: BranchContact
  modes: readonly OrderMode[]
}) {
  const t = useT()
  return (
    <>
      <LocalHeader contact={contact} modes={modes} />
      <main id="contenido" className="mx-auto max-w-3xl px-4 pt-8">
        {modes.length === 0 ? (
          <p className="text-center text-muted">{t('storefront.noModes')}</p>
        ) : (
          <section aria-labelledby="elegir-menu">
            <h2 id="elegir-menu" className="text-center text-xl font-extrabold">
              {t('storefront.chooseMenu')}
            </h2>
            <OrderModeChange alias={contact.alias} modes={modes} currentModeId={null}>
              {({ select }) => (
                <ul className="mt-5 flex gap-2">
                  {modes.map((mode) => (
                    <li key={mode.id} className="min-w-0" style={{ width: `${100 / modes.length}%` }}>
                      <Link
                        to="/menu/$alias/$mode"
                        params={{ alias: contact.alias, mode: modePath(mode) }}
                        onClick={(event) => {
                          event.preventDefault()
                          select(mode.id)
                        }}
                        className="flex h-full min-w-0 flex-col items-center justify-center gap-2 rounded-2xl border-2 border-brand-border bg-(--color-card) px-1 py-5 text-center text-xs leading-tight font-bold hyphens-auto [overflow-wrap:anywhere] sm:text-sm shadow-sm transition hover:bg-brand hover:text-brand-contrast focus-visible:bg-brand focus-visible:text-brand-contrast"
                      >
                        <ModeIcon type={mode.type} className="size-7" />
                        {modeLabel(mode, t)}
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </OrderModeChange>
          </section>
        )}
      </main>
      <PoweredBy />
    </>
  )
}
