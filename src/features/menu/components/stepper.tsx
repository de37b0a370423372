import { useT } from '../../../lib/use-t'

/** − n + for a quantity; the buttons are named by what they count. */
export function Stepper({
  label,
  value,
  onIncrement,
  onDecrement,
  decrementDisabled,
}: {
  label: string
  value: number
  onIncrement: () => void
  onDecrement: () => void
  decrementDisabled?: boolean
}) {
  const t = useT()
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of two buttons and a live number, not a form field set
    <div role="group" aria-label={label} className="flex items-center gap-1 rounded-full ring-1 ring-ink/15">
      <button
        type="button"
        aria-label={`${t('cart.decrease')}: ${label}`}
        onClick={onDecrement}
        disabled={decrementDisabled}
        className="size-9 rounded-full text-lg font-bold disabled:opacity-30"
      >
        −
      </button>
      <output aria-live="polite" className="min-w-6 text-center font-semibold tabular-nums">
        {value}
      </output>
      <button
        type="button"
        aria-label={`${t('cart.increase')}: ${label}`}
        onClick={onIncrement}
        className="size-9 rounded-full text-lg font-bold"
      >
        +
      </button>
    </div>
  )
}
