import { createFileRoute } from '@tanstack/react-router'
import { SupportChat } from '../features/order/components/support-chat'
import { useT } from '../lib/use-t'

interface SupportSearch {
  referenceId?: string
}

// The support chat of an order (2-checkout.md: /soporte?referenceId={code}); the order code names the local.
// Its catalogue area comes with the chat's component, not here: this file's options load on every page.
export const Route = createFileRoute('/soporte')({
  validateSearch: (raw: Record<string, unknown>): SupportSearch =>
    typeof raw.referenceId === 'string' && raw.referenceId.trim() !== ''
      ? { referenceId: raw.referenceId.trim() }
      : {},
  component: SupportPage,
})

function SupportPage() {
  const t = useT()
  const { referenceId } = Route.useSearch()
  return (
    <main id="contenido" className="mx-auto max-w-xl px-4 py-8">
      <h1 className="mb-4 text-2xl font-bold">{t('support.titleLoading')}</h1>
      {referenceId ? <SupportChat orderCode={referenceId} /> : <p>{t('support.noOrder')}</p>}
    </main>
  )
}
