import { loadDemoTenant } from './demo'

/** The demo's back-office accounts (listed in README), read from the demo tenant file. */
export const demoBackOffice = (loadDemoTenant().company.backOffice ?? []).map((account) => ({
  email: account.email,
  name: account.name,
  role: account.role,
  scope: account.scope,
  password: account.password ?? '',
}))
