import { discountedUnitPrice, discountOfPlate } from '../../../../domain/menu-discount'
import { useMoney, useT } from '../../../lib/use-t'
import type { MenuDiscount } from '../api/menu'

/** The price line: the struck original next to the discounted one when a menu discount lowers it. */
export function DiscountedPrice({
  price,
  discounts,
  plateId,
  className = '',
}: {
  price: number
  discounts: readonly MenuDiscount[]
  plateId: number
  className?: string
}) {
  const t = useT()
  const money = useMoney()
  const discounted = discountedUnitPrice(price, discountOfPlate(discounts, plateId))
  if (discounted === null) return <span className={`font-bold ${className}`}>{money(price)}</span>
  return (
    <span className={`inline-flex items-baseline gap-2 ${className}`}>
      <span className="font-bold">{money(discounted)}</span>
      <s className="text-sm text-muted">
        <span className="sr-only">{t('cart.originalPrice')}</span>
        {money(price)}
      </s>
    </span>
  )
}
