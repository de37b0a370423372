import type { Branch, Local } from '../api/diner-alias'

/** Street and number, zone, then locality: how a local's address reads ('Av. Santa Fe 3253, Palermo, CABA'). */
export function localAddress(local: Local): string {
  const { street, number, locality, zone, city } = local.address
  return [[street, number].filter(Boolean).join(' '), zone, locality ?? city].filter(Boolean).join(', ')
}

/** Distance in kilometres with one decimal, written with the country's decimal separator. */
export function distanceKm(metres: number | null | undefined, decimalSeparator = ','): string | null {
  if (metres === null || metres === undefined || !Number.isFinite(metres) || metres < 0) return null
  return (metres / 1000).toFixed(1).replace('.', decimalSeparator)
}

/** The NPS rating shows only when the branch enables it and the local reaches the threshold. */
export function visibleRating(local: Local, branch: Branch, decimalSeparator = ','): string | null {
  const config = branch.generalConfig.onlineMarketingConfig
  const rating = local.deliveryConfig.npsAvg
  if (!config?.showRating || rating === null || rating === undefined) return null
  if (rating < (config.ratingThreshold ?? 0)) return null
  return rating.toFixed(1).replace('.', decimalSeparator)
}

/** A local is closed for the card when every active mode is closed by hand. */
export function isClosed(local: Local): boolean {
  const active = local.deliveryConfig.orderModes.filter((mode) => mode.active)
  return active.length === 0 || active.every((mode) => mode.manuallyClosed)
}
