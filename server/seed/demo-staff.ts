import { loadDemoTenant } from './demo'

/** The demo's console accounts (listed in README), read from the demo tenant file. */
export const demoStaff = loadDemoTenant().branches.flatMap((branch) =>
  branch.locals.flatMap((local) =>
    (local.staff ?? []).map((account) => ({
      local: local.alias,
      name: account.name,
      password: account.password ?? '',
    })),
  ),
)
