import type { ReactNode } from 'react'
import { CountryMoneyFormat } from '../../../lib/country'
import { BranchTheme } from '../../../ui/branch-theme'
import type { BranchContact } from '../api/branch-contact'

/** Every page of a local is painted in its branch's colours and writes money the way its country does. */
export function LocalShell({ contact, children }: { contact: BranchContact; children: ReactNode }) {
  return (
    <BranchTheme colorConfig={contact.branch.generalConfig.colorConfig}>
      <CountryMoneyFormat code={contact.branch.countryCode}>{children}</CountryMoneyFormat>
    </BranchTheme>
  )
}
