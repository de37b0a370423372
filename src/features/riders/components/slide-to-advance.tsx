import { useEffect, useId } from 'react'
import { SLIDER_MAX, SLIDER_MIN } from '../../../../domain/slider'
import { connectSlider } from '../../../../machines/slider.connect'
import { sliderMachine } from '../../../../machines/slider.machine'
import { useFlow } from '../../../hooks/use-flow'

/**
 * The slide-to-advance control (3-delivery.md §2.5) on `slider`: a drag released at 85 or more confirms,
 * a jump of 20 or more in one go (a tap on the track, Home/End) is ignored. Keyboard: the arrows slide,
 * Enter or Space lets go. `resetKey` springs it back once the step it confirmed is done.
 */
export function SlideToAdvance({
  label,
  hint,
  disabled,
  resetKey,
  onConfirm,
}: {
  label: string
  hint: string
  disabled?: boolean
  resetKey: string
  onConfirm: () => void
}) {
  const id = useId()
  const [state, send, actor] = useFlow(sliderMachine)
  const view = connectSlider(state, send)
  const { value } = view

  useEffect(() => {
    const sub = actor.on('slider.confirmed', () => onConfirm())
    return () => sub.unsubscribe()
  }, [actor, onConfirm])

  // a new step (or a failed one coming back) puts the thumb back at the start
  // biome-ignore lint/correctness/useExhaustiveDependencies: resetKey is the trigger
  useEffect(() => {
    send({ type: 'slider.reset' })
  }, [resetKey, send])

  return (
    <div className="select-none">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <div className="relative h-14">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 flex items-center justify-center rounded-full bg-brand px-16 text-center text-lg font-bold text-brand-contrast"
        >
          {label}
        </div>
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-y-0 left-0 rounded-full bg-black/15"
          style={{ width: `calc((100% - 3.5rem) * ${value / 100} + 3.5rem)` }}
        />
        <input
          id={id}
          type="range"
          min={SLIDER_MIN}
          max={SLIDER_MAX}
          step={1}
          value={value}
          disabled={disabled || view.busy}
          aria-valuetext={`${label} ${value}%`}
          aria-describedby={`${id}-hint`}
          onChange={(e) => view.move(Number(e.target.value))}
          onPointerUp={view.release}
          onTouchEnd={view.release}
          onBlur={view.blur}
          onKeyDown={(e) => {
            if (view.keyPressed(e.key)) e.preventDefault()
          }}
          className="slide-to-advance absolute inset-0 h-14 w-full cursor-grab appearance-none rounded-full bg-transparent disabled:cursor-not-allowed disabled:opacity-60"
        />
      </div>
      <p id={`${id}-hint`} className="mt-2 text-center text-sm text-muted">
        {hint}
      </p>
    </div>
  )
}
