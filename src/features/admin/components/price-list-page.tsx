import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { ApiError } from '../../../api/errors'
import { useT } from '../../../lib/use-t'
import { priceListQueryOptions } from '../api/prices-api'
import { AdminFrame } from './admin-frame'
import { LocalPicker, useChosenLocal } from './local-picker'
import { PriceRow } from './price-row'
import '../../../../i18n/areas/admin'

const link = 'font-semibold underline underline-offset-2'

/** /admin/precios?local=…: the local's price list, every menu by category, each price editable in place. */
export function PriceListPage({ local }: { local: string | undefined }) {
  const t = useT()
  return <AdminFrame title={t('adminPrices.pricesTitle')}>{() => <PriceListFor local={local} />}</AdminFrame>
}

function PriceListFor({ local }: { local: string | undefined }) {
  const t = useT()
  const chosen = useChosenLocal(local)
  if (chosen.status !== 'ready') return <LoadState status={chosen.status} />
  const alias = chosen.alias
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <LocalPicker locals={chosen.locals} alias={alias} to="/admin/precios" />
        <nav aria-label={t('adminPrices.pricesTitle')} className="flex flex-wrap gap-4">
          <Link to="/admin/precios/masivo" search={{ local: alias }} className={link}>
            {t('adminPrices.bulkLink')}
          </Link>
          <Link to="/admin/auditoria" className={link}>
            {t('adminPrices.auditLink')}
          </Link>
        </nav>
      </div>
      <PriceTables alias={alias} />
    </div>
  )
}

export function LoadState({ status, error }: { status: 'pending' | 'error'; error?: unknown }) {
  const t = useT()
  if (status === 'pending') return <p>{t('admin.loading')}</p>
  // a refusal says why (another branch's local: 'Tu cuenta no administra …'); anything else, try again
  const detail = error instanceof ApiError && error.status < 500 ? error.detail : undefined
  return (
    <p role="alert" className="text-red-700">
      {detail ?? t('admin.loadFailed')}
    </p>
  )
}

function PriceTables({ alias }: { alias: string }) {
  const t = useT()
  const list = useQuery(priceListQueryOptions(alias))
  if (list.isPending) return <LoadState status="pending" />
  if (list.isError) return <LoadState status="error" error={list.error} />
  const { editable, menus } = list.data
  return (
    <>
      <p className="text-gray-800">{editable ? t('adminPrices.listHelp') : t('adminPrices.readOnly')}</p>
      {menus.map((menu) => (
        <section key={menu.id} aria-labelledby={`carta-${menu.id}`} className="flex flex-col gap-3">
          <h2 id={`carta-${menu.id}`} className="text-xl font-semibold">
            {menu.name}
          </h2>
          {menu.categories.map((category) => (
            <table key={category.id} className="w-full border-collapse rounded-lg bg-white">
              <caption className="py-2 text-left text-lg font-semibold">{category.name}</caption>
              <thead>
                <tr className="text-left text-sm text-gray-700">
                  <th scope="col" className="w-1/2 pr-3 font-semibold">
                    {t('adminPrices.plateColumn')}
                  </th>
                  <th scope="col" className="pr-3 font-semibold">
                    {t('adminPrices.priceColumn')}
                  </th>
                  <th scope="col" className="font-semibold">
                    {t('adminPrices.stateColumn')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {category.plates.map((plate) => (
                  <PriceRow key={plate.id} alias={alias} plate={plate} editable={editable} />
                ))}
              </tbody>
            </table>
          ))}
        </section>
      ))}
    </>
  )
}
