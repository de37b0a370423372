import { Link } from '@tanstack/react-router'
import { useT } from '../../../lib/use-t'

/** The checkout with no stored cart: 'Volver al Menú' (2-checkout.md §2). */
export function EmptyCheckout({ alias }: { alias: string }) {
  const t = useT()
  return (
    <main className="mx-auto flex max-w-xl flex-col items-center gap-4 p-6 text-center">
      <h1 className="text-2xl font-bold">{t('checkout.title')}</h1>
      <p>{t('checkout.emptyCart')}</p>
      <Link
        to="/menu/$alias"
        params={{ alias }}
        className="rounded-full bg-brand px-6 py-3 font-semibold text-brand-contrast"
      >
        {t('storefront.backToMenu')}
      </Link>
    </main>
  )
}
