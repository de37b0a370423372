import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useMoney, useT } from '../../../lib/use-t'
import { type AdminAuditEntry, auditQueryOptions } from '../api/prices-api'
import { AdminFrame } from './admin-frame'
import { LoadState } from './price-list-page'
import '../../../../i18n/areas/admin'

const COLUMNS = [
  'adminPrices.auditWhen',
  'adminPrices.auditWho',
  'adminPrices.auditWhat',
  'adminPrices.auditBefore',
  'adminPrices.auditAfter',
] as const
const when = new Intl.DateTimeFormat('es-AR', { dateStyle: 'short', timeStyle: 'medium' })

/** /admin/auditoria: the back office's changes the account may read, newest first, with before and after. */
export function AuditPage() {
  const t = useT()
  return (
    <AdminFrame title={t('adminPrices.auditTitle')}>
      {() => (
        <div className="flex flex-col gap-4">
          <Link to="/admin/precios" className="font-semibold underline underline-offset-2">
            {t('adminPrices.pricesLink')}
          </Link>
          <AuditTable />
        </div>
      )}
    </AdminFrame>
  )
}

function AuditTable() {
  const t = useT()
  const entries = useQuery(auditQueryOptions())
  if (entries.isPending) return <LoadState status="pending" />
  if (entries.isError) return <LoadState status="error" error={entries.error} />
  if (entries.data.length === 0) return <p>{t('adminPrices.auditEmpty')}</p>
  return (
    // a wide table scrolls sideways on a phone: the region takes the keyboard's focus to be scrolled
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (axe scrollable-region-focusable)
    <section className="overflow-x-auto" aria-label={t('adminPrices.auditTitle')} tabIndex={0}>
      <table className="w-full border-collapse bg-white text-sm">
        <thead>
          <tr className="text-left text-gray-700">
            {COLUMNS.map((key) => (
              <th key={key} scope="col" className="px-2 py-1">
                {t(key)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {entries.data.map((entry) => (
            <AuditRow key={entry.id} entry={entry} />
          ))}
        </tbody>
      </table>
    </section>
  )
}

type Prices = { price?: number | null; sizes?: { name: string; price: number }[]; available?: boolean }

function AuditRow({ entry }: { entry: AdminAuditEntry }) {
  const t = useT()
  const money = useMoney()
  /** a price change reads as its prices, an 86 as sold out or available; anything else as its JSON */
  const shown = (value: unknown): string => {
    if (typeof value !== 'object' || value === null) return JSON.stringify(value ?? null)
    const v = value as Prices
    if (typeof v.available === 'boolean')
      return v.available ? t('adminPrices.auditAvailable') : t('adminPrices.auditSoldOut')
    if (v.sizes?.length) return v.sizes.map((s) => `${s.name} ${money(s.price)}`).join(' · ')
    if (typeof v.price === 'number') return money(v.price)
    return JSON.stringify(value)
  }
  const what =
    entry.entity === 'plate.price'
      ? t('adminPrices.auditPrice')
      : entry.entity === 'plate.available'
        ? t('adminPrices.auditAvailable')
        : entry.entity
  return (
    <tr className="border-t border-gray-200 align-top">
      <td className="px-2 py-1 whitespace-nowrap">
        <time dateTime={entry.at}>{when.format(new Date(entry.at))}</time>
      </td>
      <td className="px-2 py-1">{entry.staffName}</td>
      <th scope="row" className="px-2 py-1 text-left font-normal">
        {entry.label} · {what}
      </th>
      <td className="px-2 py-1 tabular-nums">{shown(entry.before)}</td>
      <td className="px-2 py-1 tabular-nums">{shown(entry.after)}</td>
    </tr>
  )
}
