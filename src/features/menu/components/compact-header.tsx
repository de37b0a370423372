import { type RefObject, useEffect, useState } from 'react'
import { userLocationLine } from '../../../../domain/user-location'
import { modeLabel } from '../../../lib/mode-label'
import { useT } from '../../../lib/use-t'
import { useUserLocation } from '../../../lib/user-location'
import { BrandLogo } from '../../../ui/brand-logo'
import type { BranchContact, OrderMode } from '../api/branch-contact'
import { ModeIcon } from './mode-icon'

/**
 * Whether the tall header has left the screen at the top: an IntersectionObserver on a mark at its end,
 * not a scroll handler. Starts expanded, as the server renders it (no hydration mismatch).
 */
export function useHeaderCollapsed(end: RefObject<HTMLElement | null>): boolean {
  const [collapsed, setCollapsed] = useState(false)
  useEffect(() => {
    const mark = end.current
    if (!mark) return
    const observer = new IntersectionObserver(([entry]) => {
      if (entry) setCollapsed(!entry.isIntersecting && entry.boundingClientRect.top < 0)
    })
    observer.observe(mark)
    return () => observer.disconnect()
  }, [end])
  return collapsed
}

/**
 * The header once the page scrolls: a compact bar fixed at the top with the local's name and the mode and
 * address in use, which takes the diner back up to change them. It slides in (a transform, which shifts
 * nothing) over the room the tall header left; its height is the --compact-header the sticky category bar
 * stops under (styles.css). Not in a kiosk, whose categories sit in a rail of their own.
 */
export function CompactHeader({
  contact,
  currentMode,
  shown,
}: {
  contact: BranchContact
  currentMode?: OrderMode
  shown: boolean
}) {
  const t = useT()
  const location = useUserLocation()
  // the address only once shown: hidden, it would be a second copy of the delivery panel's on the page
  const address = shown && currentMode?.type === 'DELIVERY' && location ? userLocationLine(location) : null
  return (
    <div
      data-compact-header
      aria-hidden={shown ? undefined : true}
      inert={!shown}
      className={`fixed inset-x-0 top-0 z-30 h-(--compact-header) border-b border-ink/10 bg-surface/95 backdrop-blur transition duration-200 motion-reduce:transition-none in-kiosk:hidden ${
        shown ? 'visible translate-y-0' : 'invisible -translate-y-full'
      }`}
    >
      <div className="mx-auto flex h-full max-w-3xl items-center gap-3 px-4">
        <BrandLogo
          name={contact.branch.name}
          url={contact.branch.customLogoURL}
          alt=""
          className="size-9 shrink-0 text-base"
        />
        <p className="min-w-0 flex-1 truncate font-extrabold">{contact.name}</p>
        {currentMode ? (
          <button
            type="button"
            onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
            className="flex max-w-[55%] min-w-0 items-center gap-1.5 rounded-full border-2 border-ink/15 px-3 py-1 text-sm font-semibold hover:border-brand"
          >
            <ModeIcon type={currentMode.type} className="size-4 shrink-0" />
            <span className="truncate">{address ?? modeLabel(currentMode, t)}</span>
            <span className="sr-only">
              {address ? ` (${modeLabel(currentMode, t)})` : ''} {t('storefront.changeModeOrAddress')}
            </span>
          </button>
        ) : null}
      </div>
    </div>
  )
}
