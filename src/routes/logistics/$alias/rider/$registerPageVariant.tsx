import { createFileRoute, getRouteApi, notFound } from '@tanstack/react-router'
import { isRiderPageVariant } from '../../../../../domain/rider-page'
import { RiderShiftPage } from '../../../../features/riders/components/rider-shift-page'

const local = getRouteApi('/logistics/$alias')

// The rider register/shift page (delivery spec §2.2): the machine picks the variant and mirrors it here.
export const Route = createFileRoute('/logistics/$alias/rider/$registerPageVariant')({
  beforeLoad: ({ params }) => {
    if (!isRiderPageVariant(params.registerPageVariant)) throw notFound()
  },
  component: () => <RiderShiftPage local={local.useLoaderData()} />,
})
