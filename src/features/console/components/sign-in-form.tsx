import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { StaffSignInForm, type StaffSignInLabels } from '../../../ui/staff-sign-in-form'
import { type StaffMember, signInStaff, staffSessionQueryOptions } from '../api/console-api'
import '../../../../i18n/areas/console'

const labels: StaffSignInLabels = {
  title: 'orderConsole.signInTitle',
  name: 'orderConsole.nameLabel',
  password: 'orderConsole.passwordLabel',
  submit: 'orderConsole.signIn',
  submitting: 'orderConsole.signingIn',
}

/** Name and password of a staff member of this local; the board shows once the session is known. */
export function SignInForm({ alias }: { alias: string }) {
  const queryClient = useQueryClient()
  const signIn = useCallback((name: string, password: string) => signInStaff(alias, name, password), [alias])
  const onSignedIn = useCallback(
    (staff: StaffMember) => queryClient.setQueryData(staffSessionQueryOptions(alias).queryKey, staff),
    [queryClient, alias],
  )
  return (
    <StaffSignInForm
      labels={labels}
      nameField={{ name: 'username', type: 'text' }}
      signIn={signIn}
      onSignedIn={onSignedIn}
    />
  )
}
