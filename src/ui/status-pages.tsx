import { useRouter } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useT } from '../lib/use-t'
import { PageMessage } from './page-message'
import { Spinner } from './spinner'

/** The one 404 screen: unknown aliases, expired links and forbidden pages all land here (delivery spec §2.1). */
export function NotFoundPage() {
  const t = useT()
  return (
    <>
      <title>{t('common.notFound')}</title>
      <PageMessage tone="error" title={t('common.notFound')} />
    </>
  )
}

/** Routes whose issue has not landed yet say so plainly instead of showing a blank page. */
export function UnderConstructionPage({ heading, action }: { heading?: string; action?: ReactNode }) {
  const t = useT()
  return (
    <>
      <title>{t('common.underConstructionTitle')}</title>
      <PageMessage tone="warning" title={heading ?? t('common.underConstructionTitle')} action={action}>
        <p>{t('common.underConstruction')}</p>
      </PageMessage>
    </>
  )
}

export function PendingPage() {
  const t = useT()
  return (
    <main id="contenido" className="flex min-h-dvh items-center justify-center text-muted">
      <Spinner label={t('common.loading')} />
    </main>
  )
}

/** A load that failed for a reason the diner cannot fix: say so and offer to try again. */
export function LoadErrorPage({ onRetry }: { onRetry?: () => void }) {
  const t = useT()
  const router = useRouter()
  return (
    <PageMessage
      tone="error"
      title={t('common.genericError')}
      action={
        <button
          type="button"
          onClick={() => (onRetry ? onRetry() : router.invalidate())}
          className="rounded-full bg-brand px-6 py-3 font-semibold text-brand-contrast shadow-sm transition active:scale-95"
        >
          {t('common.retry')}
        </button>
      }
    />
  )
}
