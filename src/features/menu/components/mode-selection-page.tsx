import { Link } from '@tanstack/react-router'
import { modeLabel } from '../../../lib/mode-label'
import { useT } from '../../../lib/use-t'
import type { BranchContact, OrderMode } from '../api/branch-contact'
import { modePath } from '../lib/order-modes'
import { LocalHeader } from './local-header'
import { ModeIcon } from './mode-icon'
import { OrderModeChange } from './order-mode-change'
import { PoweredBy } from './powered-by'

/** Grid columns by number of modes (static class names, for Tailwind to find). */
const COLUMNS: Record<number, string> = {
  1: 'grid-cols-1',
  2: 'grid-cols-2',
  3: 'grid-cols-3',
  4: 'grid-cols-2 sm:grid-cols-4',
}

/**
 * The branch-contact selection screen: which menu to view. One button per offered mode, each
 * 100 / n % wide (storefront spec §2); on a phone, four or more take two rows.
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
                // One row of equal buttons; four or more take two rows on a phone, where a quarter of the
                // width cannot hold 'Autoservicio' without breaking it mid-word.
                <ul className={`mt-5 grid gap-2 ${COLUMNS[Math.min(modes.length, 4)]}`}>
                  {modes.map((mode) => (
                    <li key={mode.id} className="min-w-0">
                      <Link
                        to="/menu/$alias/$mode"
                        params={{ alias: contact.alias, mode: modePath(mode) }}
                        onClick={(event) => {
                          event.preventDefault()
                          select(mode.id)
                        }}
                        className="flex h-full min-w-0 flex-col items-center justify-center gap-2 rounded-2xl border-2 border-brand-border bg-(--color-card) px-1 py-5 text-center text-sm leading-tight font-bold [overflow-wrap:break-word] shadow-sm transition hover:bg-brand hover:text-brand-contrast focus-visible:bg-brand focus-visible:text-brand-contrast"
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
