import { useQuery } from '@tanstack/react-query'
import { Link, useParams } from '@tanstack/react-router'
import { useState } from 'react'
import { useMoney, useT } from '../../../lib/use-t'
import { customerOrdersQueryOptions, ORDERS_PAGE_SIZE } from '../api/account'

function OrdersPage({
  phone,
  branchContactId,
  page,
  isLast,
  onMore,
  onOpen,
}: {
  phone: string
  branchContactId: number
  page: number
  isLast: boolean
  onMore: () => void
  onOpen: () => void
}) {
  const t = useT()
  // the orders are the local's own: each row opens its follow-up under the local's alias
  const { alias } = useParams({ strict: false }) as { alias?: string }
  const money = useMoney()
  const { data, isError, isPending } = useQuery(customerOrdersQueryOptions(phone, branchContactId, page))
  if (isPending) return page === 0 ? <p className="mt-4 text-sm text-muted">{t('common.loading')}</p> : null
  // A failed load shows as no orders (1-storefront.md §8).
  if (isError) return page === 0 ? <p className="mt-4">{t('account.noOrders')}</p> : null
  if (page === 0 && data.orders.length === 0) return <p className="mt-4">{t('account.noOrders')}</p>
  const hasMore = (page + 1) * ORDERS_PAGE_SIZE < data.total
  return (
    <>
      {data.orders.map((order) => (
        <li key={order.id}>
          <Link
            to="/menu/$alias/order/$orderCode"
            params={{ alias: alias ?? String(branchContactId), orderCode: order.code }}
            onClick={onOpen}
            className="flex items-center justify-between gap-3 py-3 hover:bg-ink/5"
          >
            <div>
              <p className="font-semibold">{t('account.orderLine', { code: order.code })}</p>
              <p className="text-sm text-muted">{new Date(order.orderedAt).toLocaleDateString('es-AR')}</p>
            </div>
            <span className="font-semibold">{money(order.total)}</span>
          </Link>
        </li>
      ))}
      {isLast && hasMore ? (
        <li className="pt-3">
          <button
            type="button"
            onClick={onMore}
            className="w-full rounded-lg border border-ink/20 py-2 font-semibold"
          >
            {t('account.loadMore')}
          </button>
        </li>
      ) : null}
    </>
  )
}

/** 'Mis pedidos': the diner's orders at this local, a page at a time ('Ver más'). */
export function MyOrders({
  phone,
  branchContactId,
  onOpen,
}: {
  phone: string
  branchContactId: number
  onOpen: () => void
}) {
  const [pages, setPages] = useState(1)
  return (
    <ul className="mt-2 divide-y divide-ink/10">
      {Array.from({ length: pages }, (_, page) => (
        <OrdersPage
          // biome-ignore lint/suspicious/noArrayIndexKey: the page number is the page's identity; pages are only appended
          key={page}
          phone={phone}
          branchContactId={branchContactId}
          page={page}
          isLast={page === pages - 1}
          onMore={() => setPages(pages + 1)}
          onOpen={onOpen}
        />
      ))}
    </ul>
  )
}
