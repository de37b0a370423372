/**
 * The history generator's randomness: one seeded PRNG (mulberry32), so the same seed writes the same
 * year, row for row. Math.random would make the report tests and the bench incomparable between runs.
 */
export interface Random {
  /** uniform in [0, 1) */
  next(): number
  /** integer in [min, max] */
  int(min: number, max: number): number
  chance(p: number): boolean
  /** standard normal scaled: mean + sd · N(0, 1) */
  normal(mean: number, sd: number): number
  /** log-normal with the given median and spread (sd of the logarithm) */
  logNormal(median: number, spread: number): number
  pick<T>(items: readonly T[]): T
  /** one of the items, each as likely as its weight */
  weighted<T>(items: readonly (readonly [T, number])[]): T
}

export function seededRandom(seed: number): Random {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const normal = (mean: number, sd: number) => {
    // Box–Muller; 1 − u keeps the logarithm finite.
    const u = 1 - next()
    const v = next()
    return mean + sd * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v)
  }
  const random: Random = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (p) => next() < p,
    normal,
    logNormal: (median, spread) => median * Math.exp(normal(0, spread)),
    pick: (items) => items[Math.floor(next() * items.length)] as (typeof items)[number],
    weighted(items) {
      const total = items.reduce((sum, [, weight]) => sum + weight, 0)
      let r = next() * total
      for (const [item, weight] of items) {
        r -= weight
        if (r < 0) return item
      }
      return (items[items.length - 1] as (typeof items)[number])[0]
    },
  }
  return random
}
