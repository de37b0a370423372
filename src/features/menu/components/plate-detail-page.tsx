import { Link, useCanGoBack, useNavigate, useRouter } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { ChevronLeftIcon } from '../../../ui/icons'
import type { Category, MenuDiscount, Plate } from '../api/menu'
import { PlateDetail } from './plate-detail'

/** A plate's detail as a page (/menu/{alias}/{mode}/{category}/{plate}); adding goes back to the menu. */
export function PlateDetailPage({
  plate,
  category,
  discounts,
  alias,
  mode,
}: {
  plate: Plate
  category: Category
  discounts: readonly MenuDiscount[]
  alias: string
  mode: string
}) {
  const navigate = useNavigate()
  const router = useRouter()
  const canGoBack = useCanGoBack()
  // back to where the diner opened the plate (menu or category, scroll kept), or the menu on a direct link
  const leave = () =>
    canGoBack ? router.history.back() : void navigate({ to: '/menu/$alias/$mode', params: { alias, mode } })
  // The page opens at the plate, not at the local's header above it: on a phone the header alone fills the
  // first screen. A frame later, so the router's own scroll reset on navigation has happened.
  const article = useRef<HTMLElement>(null)
  useEffect(() => {
    const frame = requestAnimationFrame(() => article.current?.scrollIntoView({ block: 'start' }))
    return () => cancelAnimationFrame(frame)
  }, [])
  return (
    // data-plate-page: 'Ver mi pedido' is not drawn over this page's own add bar (view-order-button.tsx)
    <article
      ref={article}
      data-plate-page
      className="scroll-mt-[calc(var(--compact-header)+0.5rem)] in-kiosk:scroll-mt-2 mx-auto max-w-3xl px-4 pt-6 pb-6 kiosk-wide:max-w-6xl"
    >
      <Link
        to="/menu/$alias/$mode/$category"
        params={{ alias, mode, category: String(category.id) }}
        className="inline-flex items-center gap-1 text-sm font-semibold text-muted hover:underline"
      >
        <ChevronLeftIcon className="size-4" />
        {category.showName || category.name}
      </Link>
      <div className="mt-3">
        <PlateDetail key={plate.id} plate={plate} category={category} discounts={discounts} onAdded={leave} />
      </div>
    </article>
  )
}
