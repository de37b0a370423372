import { Toggle } from 'radix-ui'
import type { ButtonHTMLAttributes, ComponentProps } from 'react'

/**
 * A kiosk's button: a finger's size at arm's length (64 px high, 20 px text, issue 21), round, and it gives
 * under the finger. The set-up dialog, the idle warning and the order-placed screen all use it, so a kiosk's
 * buttons look and respond alike.
 */
const BASE =
  'min-h-16 rounded-full px-6 text-xl font-semibold shadow-sm transition active:scale-95 disabled:opacity-60'

const TONES = {
  /** the main action on a white dialog */
  solid: 'bg-black text-white',
  /** the other choices beside it */
  outline: 'border-2 border-black',
  /** the main action in the venue's colours */
  brand: 'bg-brand text-brand-contrast',
} as const

export type KioskButtonTone = keyof typeof TONES

// 'button' unless a form's submit asks otherwise: a kiosk button in a form must not submit it by accident
export function KioskButton({
  tone,
  className = '',
  type = 'button',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { tone: KioskButtonTone }) {
  return <button type={type} className={`${BASE} ${TONES[tone]} ${className}`} {...props} />
}

/** An on/off kiosk button (the accessibility mode): Radix's toggle says aria-pressed; pressed reads inverted. */
export function KioskToggle({ className = '', ...props }: ComponentProps<typeof Toggle.Root>) {
  return (
    <Toggle.Root
      className={`${BASE} border-2 border-current bg-white py-3 text-black shadow-md data-[state=on]:bg-black data-[state=on]:text-white ${className}`}
      {...props}
    />
  )
}
