/** Slide-to-advance (3-delivery.md §2.5): the action fires only when released at or beyond this value. */
export const SLIDER_ACCEPT_THRESHOLD = 85
/** A move of this many steps or more in one go is a tap or a glitch, not a slide, and is ignored. */
export const SLIDER_MAX_JUMP = 20
export const SLIDER_MIN = 0
export const SLIDER_MAX = 100

export const isDeliberateMove = (from: number, to: number) =>
  to >= SLIDER_MIN && to <= SLIDER_MAX && Math.abs(to - from) < SLIDER_MAX_JUMP

export const isAcceptedRelease = (value: number) => value >= SLIDER_ACCEPT_THRESHOLD
