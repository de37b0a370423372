/** `?local=alias` of the price screens: the local they work on (the account's first without one). */
export const localSearch = (raw: Record<string, unknown>): { local?: string } =>
  typeof raw.local === 'string' && raw.local !== '' ? { local: raw.local } : {}
