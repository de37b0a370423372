import { useT } from '../../../lib/use-t'
import { PageMessage } from '../../../ui/page-message'

/** A local whose commercial terms block it (storefront spec §2: 'a blocked screen is shown'). */
export function BlockedPage() {
  const t = useT()
  return <PageMessage tone="warning" title={t('storefront.blocked')} />
}
