import { createFileRoute, notFound } from '@tanstack/react-router'
import { UnderConstructionPage } from '../../../../ui/status-pages'

const VARIANTS = ['phoneIntake', 'register', 'logIn', 'logOut', 'success'] as const

// The rider register/shift page (delivery spec §2.2) lands with its own issue; the variant is checked already.
export const Route = createFileRoute('/logistics/$alias/rider/$registerPageVariant')({
  beforeLoad: ({ params }) => {
    if (!(VARIANTS as readonly string[]).includes(params.registerPageVariant)) throw notFound()
  },
  component: UnderConstructionPage,
})
