import type { Lateness, OrderTiming } from '../../../../domain/console-lateness'
import { useT } from '../../../lib/use-t'
import '../../../../i18n/areas/console'

/** The card's left edge and its clock chip follow how late the order is (domain/console-lateness). */
export const LATENESS_EDGE: Record<Lateness | 'closed', string> = {
  onTime: 'border-l-gray-400',
  soon: 'border-l-amber-400',
  late: 'border-l-red-700',
  closed: 'border-l-gray-200',
}

const CHIP: Record<Lateness, string> = {
  onTime: 'bg-gray-100 text-gray-900',
  soon: 'bg-amber-300 text-gray-950',
  late: 'bg-red-700 text-white',
}

/**
 * Minutes since the order arrived, large; amber (dark on light) and red (light on dark) differ in lightness
 * as well as hue, and say it in words to screen readers.
 */
export function ElapsedChip({ timing }: { timing: OrderTiming }) {
  const t = useT()
  const { elapsedMinutes, lateness } = timing
  const hours = Math.floor(elapsedMinutes / 60)
  const text =
    hours > 0
      ? t('orderConsole.elapsedHours', { hours, minutes: String(elapsedMinutes % 60).padStart(2, '0') })
      : t('orderConsole.elapsedMinutes', { minutes: elapsedMinutes })
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-md px-1.5 text-base leading-6 font-bold whitespace-nowrap tabular-nums ${CHIP[lateness]}`}
      title={t('orderConsole.elapsedTitle')}
      data-testid="elapsed"
    >
      {text}
      {lateness !== 'onTime' && (
        <span className="sr-only">
          {' · '}
          {t(lateness === 'late' ? 'orderConsole.lateLate' : 'orderConsole.lateSoon')}
        </span>
      )}
    </span>
  )
}
