import { useQuery } from '@tanstack/react-query'
import type { CSSProperties } from 'react'
import { type PromotionalBanner as Banner, promotionalBanner } from '../../../../domain/customization'
import type { OrderModeType } from '../../../../domain/order-mode'
import { customizationsQueryOptions } from '../api/delivery'

const THEME_CLASS: Record<Banner['theme'], string> = {
  // a slim strip
  DEFAULT: 'rounded-xl px-4 py-2 text-sm font-semibold',
  // a card with room for an image
  BANNER: 'rounded-2xl px-4 py-3 text-sm font-bold shadow-sm sm:px-5 sm:py-4 sm:text-base',
  // loud: large, upper case, framed
  IMPACT: 'rounded-2xl border-4 px-5 py-6 text-center text-xl font-black tracking-wide uppercase shadow-md',
}

/**
 * The promotional banner of the branch header (storefront spec §2), from the PROMOTIONAL_BANNER menu
 * customization: its theme (DEFAULT, BANNER, IMPACT) sets the shape, its commands may set colours, a border
 * and an image; otherwise it wears the branch's promotional-banner colour.
 */
export function PromotionalBanner({ branchId, modeType }: { branchId: number; modeType: OrderModeType }) {
  const customizations = useQuery(customizationsQueryOptions(branchId))
  const banner = promotionalBanner(customizations.data ?? [], modeType)
  if (!banner) return null
  const style: CSSProperties = {
    backgroundColor: banner.backgroundColor ?? 'var(--color-banner)',
    color: banner.textColor ?? 'var(--color-banner-contrast)',
    borderColor: banner.borderColor ?? 'currentColor',
    ...(banner.borderColor && banner.theme !== 'IMPACT' ? { borderWidth: 2 } : {}),
  }
  const image = banner.imageUrl ? (
    <img
      src={banner.imageUrl}
      alt=""
      className={
        banner.imagePosition === 'top'
          ? 'mb-3 max-h-32 w-full rounded-xl object-cover'
          : 'size-14 rounded-xl object-cover'
      }
    />
  ) : null
  return (
    <aside aria-label={banner.text} data-theme={banner.theme} className="mx-auto mt-4 max-w-3xl px-4">
      <div
        className={`${THEME_CLASS[banner.theme]} ${
          image && banner.imagePosition !== 'top'
            ? `flex items-center gap-3 ${banner.imagePosition === 'right' ? 'flex-row-reverse justify-between' : ''}`
            : ''
        }`}
        style={style}
      >
        {image}
        <p>{banner.text}</p>
      </div>
    </aside>
  )
}
