import { useT } from '../../../lib/use-t'

export function PoweredBy() {
  const t = useT()
  return (
    <footer className="mx-auto mt-12 max-w-3xl px-4 pb-10 text-center text-xs text-muted">
      {t('common.poweredBy')}
    </footer>
  )
}
