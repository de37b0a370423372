/** The rider register/shift page's variants (3-delivery.md §2.1, §2.2). */
export const RIDER_PAGE_VARIANTS = ['phoneIntake', 'register', 'logIn', 'logOut', 'success'] as const
export type RiderPageVariant = (typeof RIDER_PAGE_VARIANTS)[number]

export const isRiderPageVariant = (value: string): value is RiderPageVariant =>
  (RIDER_PAGE_VARIANTS as readonly string[]).includes(value)

/** logistics/{alias}/rider/{registerPageVariant} (3-delivery.md §2.1) */
export const riderPagePath = (alias: string, variant: RiderPageVariant) =>
  `/logistics/${encodeURIComponent(alias)}/rider/${variant}`
