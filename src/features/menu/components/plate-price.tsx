import { discountedUnitPrice } from '../../../../domain/menu-discount'
import { useMoney, useT } from '../../../lib/use-t'
import type { MenuDiscount, Plate } from '../api/menu'

/** What a plate costs before options: its price, or its cheapest size ('Desde') when sizes differ. */
function basePrice(plate: Plate): { amount: number; from: boolean } | null {
  if (plate.price !== null && plate.price !== undefined) return { amount: plate.price, from: false }
  const prices = (plate.sizes ?? []).map((size) => size.price)
  if (prices.length === 0) return null
  const lowest = Math.min(...prices)
  return { amount: lowest, from: prices.some((price) => price !== lowest) }
}

function DiscountBadge({ discount }: { discount: MenuDiscount }) {
  const t = useT()
  let text: string | null = null
  if (discount.type === 'PERCENT' && discount.percentage) {
    text = t('storefront.discountPercent', { value: discount.percentage })
  } else if (
    discount.type === 'MULTIPLE' &&
    discount.buy &&
    discount.pay !== null &&
    discount.pay !== undefined
  ) {
    text = t('storefront.discountMultiple', { buy: discount.buy, pay: discount.pay })
  }
  if (!text) return null
  return (
    <span className="rounded-md bg-brand px-1.5 py-0.5 text-xs font-bold text-brand-contrast">{text}</span>
  )
}

export function PlatePrice({
  plate,
  discounts,
  className = '',
}: {
  plate: Plate
  discounts: readonly MenuDiscount[]
  className?: string
}) {
  const t = useT()
  const money = useMoney()
  const price = basePrice(plate)
  const discount = discounts.find((d) => d.plates.includes(plate.id))
  if (!price && !discount) return null
  const discounted = price ? discountedUnitPrice(price.amount, discount ?? null) : null
  const shown = discounted ?? price?.amount ?? 0
  return (
    <p className={`flex flex-wrap items-center gap-2 ${className}`}>
      {price ? (
        <span className="font-bold">
          {price.from ? t('storefront.fromPrice', { price: { money: shown } }) : money(shown)}
        </span>
      ) : null}
      {price && discounted !== null ? (
        <s className="text-sm text-muted">
          <span className="sr-only">{t('cart.originalPrice')}</span>
          {money(price.amount)}
        </s>
      ) : null}
      {discount ? <DiscountBadge discount={discount} /> : null}
    </p>
  )
}
