import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { StaffSignInForm, type StaffSignInLabels } from '../../../ui/staff-sign-in-form'
import { type AdminSession, adminSessionQueryOptions, signInAdmin } from '../api/admin-api'
import '../../../../i18n/areas/admin'

const labels: StaffSignInLabels = {
  title: 'admin.signInTitle',
  name: 'admin.emailLabel',
  password: 'admin.passwordLabel',
  submit: 'admin.signIn',
  submitting: 'admin.signingIn',
  wrongCredentials: 'admin.wrongCredentials',
}

/** E-mail and password of an owner or a manager; the frame shows the back office once the session is known. */
export function AdminSignIn() {
  const queryClient = useQueryClient()
  const onSignedIn = useCallback(
    (session: AdminSession) => queryClient.setQueryData(adminSessionQueryOptions().queryKey, session),
    [queryClient],
  )
  return (
    <StaffSignInForm
      labels={labels}
      nameField={{ name: 'email', type: 'email' }}
      signIn={signInAdmin}
      onSignedIn={onSignedIn}
    />
  )
}
