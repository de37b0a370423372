import { createFileRoute } from '@tanstack/react-router'
import { useT } from '../lib/use-t'
import { UnderConstructionPage } from '../ui/status-pages'

// The app root hosts the nearby-venue guide (delivery spec §2.9), which lands with its own issue.
export const Route = createFileRoute('/')({
  component: GuidePlaceholder,
})

function GuidePlaceholder() {
  const t = useT()
  return <UnderConstructionPage heading={t('storefront.guideTitle')} />
}
