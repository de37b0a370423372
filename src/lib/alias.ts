/** The alias shape of the contract (openapi.yaml Alias); anything else cannot name a company, branch or local. */
const ALIAS = /^[A-Za-z0-9][A-Za-z0-9._~-]*$/

export const isAlias = (value: string): boolean => value.length <= 100 && ALIAS.test(value)
