import { shownLine } from '../../../../domain/priced-line'
import { useMoney, useT } from '../../../lib/use-t'
import type { ConsoleOrder } from '../api/console-api'
import '../../../../i18n/areas/console'

/**
 * What to cook, large: each line's quantity and name, its choices (flavours, extras) and notes; the price
 * as the order was priced (domain/priced-line over the line's recorded unit price and menu discount).
 */
export function CardLines({ items }: { items: ConsoleOrder['items'] }) {
  const t = useT()
  const money = useMoney()
  return (
    <ul className="flex flex-col gap-0.5">
      {items.map((item) => {
        const shown = shownLine({
          unitPrice: item.unitPrice ?? item.accPrice / Math.max(1, item.quantity),
          quantity: item.quantity,
          discount: item.discount ?? 0,
        })
        return (
          <li key={item.id}>
            <p className="flex items-baseline justify-between gap-2">
              <span className="text-base leading-5 font-bold text-gray-950">
                {item.quantity} × {item.name}
              </span>
              {/* the kitchen reads what to make; the line's money goes on the printed ticket */}
              <span className="hidden shrink-0 tabular-nums print:inline">{money(item.accPrice)}</span>
            </p>
            {shown.discountedUnitPrice !== null && (
              <p className="flex flex-wrap justify-between gap-x-2 pl-4 text-xs font-semibold text-green-900">
                <span>
                  {t('orderConsole.unitAfterDiscount', { price: money(shown.discountedUnitPrice) })}
                </span>
                <span className="tabular-nums">
                  {t('orderConsole.lineDiscount', { amount: `−${money(shown.discount)}` })}
                </span>
              </p>
            )}
            {(item.extras ?? []).length > 0 && (
              <ul className="pl-4 text-sm leading-5 font-semibold text-gray-900">
                {(item.extras ?? []).map((extra) => (
                  <li key={`${extra.groupName}-${extra.name}`}>
                    {extra.quantity} × {extra.name}
                  </li>
                ))}
              </ul>
            )}
            {item.notes && (
              <p className="pl-4 text-sm leading-5 font-semibold text-gray-950 italic">
                {t('orderConsole.notes', { notes: item.notes })}
              </p>
            )}
          </li>
        )
      })}
    </ul>
  )
}
