import { createFileRoute } from '@tanstack/react-router'
import { LocalUnderConstruction } from '../../../features/menu/components/local-under-construction'
import { useT } from '../../../lib/use-t'

// The cart page 'Mi pedido' (storefront spec §2) lands with the cart issue.
export const Route = createFileRoute('/menu/$alias/preview')({
  component: CartPreviewPlaceholder,
})

function CartPreviewPlaceholder() {
  const t = useT()
  return <LocalUnderConstruction heading={t('storefront.myOrder')} />
}
