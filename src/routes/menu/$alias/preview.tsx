import { createFileRoute } from '@tanstack/react-router'
import { useT } from '../../../lib/use-t'
import { UnderConstructionPage } from '../../../ui/status-pages'

// The cart page 'Mi pedido' (storefront spec §2) lands with the cart issue.
export const Route = createFileRoute('/menu/$alias/preview')({
  component: CartPreviewPlaceholder,
})

function CartPreviewPlaceholder() {
  const t = useT()
  return <UnderConstructionPage heading={t('storefront.myOrder')} />
}
