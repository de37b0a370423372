import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useMemo } from 'react'
import { fromPromise } from 'xstate'
import { ROUNDING_STEPS, type RoundingStep } from '../../../../domain/price-change'
import {
  type BulkRequest,
  bulkPriceMachine,
  connectBulkPrice,
  emptyBulkForm,
} from '../../../../machines/bulk-price.machine'
import { useFlow } from '../../../hooks/use-flow'
import { useMoney, useT } from '../../../lib/use-t'
import { type AdminPriceList, changePrices, priceListQueryOptions } from '../api/prices-api'
import { AdminFrame } from './admin-frame'
import { LocalPicker, useChosenLocal } from './local-picker'
import { LoadState } from './price-list-page'
import '../../../../i18n/areas/admin'

const field = 'min-h-11 rounded border border-gray-500 bg-white px-2'
const primary =
  'min-h-11 rounded-lg bg-gray-900 px-4 font-semibold text-white disabled:opacity-60 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-gray-950'

/** /admin/precios/masivo?local=…: many prices by a percentage or an amount, previewed, rounded, applied. */
export function BulkPricePage({ local }: { local: string | undefined }) {
  const t = useT()
  return <AdminFrame title={t('adminPrices.bulkTitle')}>{() => <BulkFor local={local} />}</AdminFrame>
}

function BulkFor({ local }: { local: string | undefined }) {
  const t = useT()
  const chosen = useChosenLocal(local)
  const list = useQuery({
    ...priceListQueryOptions(chosen.status === 'ready' ? chosen.alias : ''),
    enabled: chosen.status === 'ready',
  })
  if (chosen.status !== 'ready') return <LoadState status={chosen.status} />
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <LocalPicker locals={chosen.locals} alias={chosen.alias} to="/admin/precios/masivo" />
        <Link
          to="/admin/precios"
          search={{ local: chosen.alias }}
          className="font-semibold underline underline-offset-2"
        >
          {t('adminPrices.pricesLink')}
        </Link>
      </div>
      {list.isPending ? (
        <LoadState status="pending" />
      ) : list.isError ? (
        <LoadState status="error" error={list.error} />
      ) : (
        <BulkForm key={chosen.alias} alias={chosen.alias} list={list.data} />
      )}
    </div>
  )
}

function BulkForm({ alias, list }: { alias: string; list: AdminPriceList }) {
  const t = useT()
  const money = useMoney()
  const queryClient = useQueryClient()
  const machine = useMemo(
    () =>
      bulkPriceMachine.provide({
        actors: {
          changePrices: fromPromise(async ({ input }: { input: BulkRequest }) => {
            const result = await changePrices(alias, input)
            if (result.applied) void queryClient.invalidateQueries(priceListQueryOptions(alias))
            return result
          }),
        },
      }),
    [alias, queryClient],
  )
  const first = list.menus[0]
  const [state, send] = useFlow(machine, {
    input: { form: emptyBulkForm(first?.id ?? 0, first?.categories[0]?.name ?? '') },
  })
  const view = connectBulkPrice(state, send)
  const { form } = view
  const menu = list.menus.find((m) => m.id === form.menuId) ?? first
  const plates = [
    ...new Map((menu?.categories ?? []).flatMap((c) => c.plates).map((p) => [p.id, p])).values(),
  ]

  if (!list.editable) return <p>{t('adminPrices.readOnly')}</p>
  return (
    <form
      className="flex flex-col gap-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        view.showPreview()
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <label className="flex flex-col gap-1">
          <span>{t('adminPrices.bulkMenu')}</span>
          <select
            className={field}
            value={form.menuId}
            onChange={(e) => {
              const next = list.menus.find((m) => m.id === Number(e.target.value))
              view.change({
                menuId: Number(e.target.value),
                category: next?.categories[0]?.name ?? '',
                plateIds: [],
              })
            }}
          >
            {list.menus.map((m) => (
              <option key={m.id} value={m.id}>
                {m.name}
              </option>
            ))}
          </select>
        </label>
        <fieldset className="flex flex-col gap-1">
          <legend>{t('adminPrices.bulkSelection')}</legend>
          <div className="flex flex-wrap gap-4">
            {(['category', 'plates'] as const).map((by) => (
              <label key={by} className="flex min-h-11 items-center gap-2">
                <input
                  type="radio"
                  name="por"
                  checked={form.by === by}
                  onChange={() => view.change({ by })}
                />
                {by === 'category' ? t('adminPrices.bulkByCategory') : t('adminPrices.bulkByPlates')}
              </label>
            ))}
          </div>
        </fieldset>
      </div>
      {form.by === 'category' ? (
        <label className="flex flex-col gap-1 sm:w-1/2">
          <span>{t('adminPrices.bulkCategory')}</span>
          <select
            className={field}
            value={form.category}
            onChange={(e) => view.change({ category: e.target.value })}
          >
            {(menu?.categories ?? []).map((c) => (
              <option key={c.id} value={c.name}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
      ) : (
        <fieldset className="flex flex-col gap-1">
          <legend>{t('adminPrices.bulkPlates')}</legend>
          <div className="grid gap-1 sm:grid-cols-2">
            {plates.map((p) => (
              <label key={p.id} className="flex min-h-11 items-center gap-2">
                <input
                  type="checkbox"
                  checked={form.plateIds.includes(p.id)}
                  onChange={(e) =>
                    view.change({
                      plateIds: e.target.checked
                        ? [...form.plateIds, p.id]
                        : form.plateIds.filter((id) => id !== p.id),
                    })
                  }
                />
                {p.name}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <div className="grid gap-4 sm:grid-cols-3">
        <fieldset className="flex flex-col gap-1">
          <legend>{t('adminPrices.bulkKind')}</legend>
          {(['percent', 'amount'] as const).map((kind) => (
            <label key={kind} className="flex min-h-11 items-center gap-2">
              <input
                type="radio"
                name="tipo"
                checked={form.kind === kind}
                onChange={() => view.change({ kind })}
              />
              {kind === 'percent' ? t('adminPrices.bulkPercent') : t('adminPrices.bulkAmount')}
            </label>
          ))}
        </fieldset>
        <div className="flex flex-col gap-1">
          <label className="flex flex-col gap-1">
            <span>{t('adminPrices.bulkValue')}</span>
            <input
              className={field}
              inputMode="decimal"
              autoComplete="off"
              aria-describedby="cuanto-ayuda"
              value={form.value}
              onChange={(e) => view.change({ value: e.target.value })}
            />
          </label>
          <p id="cuanto-ayuda" className="text-sm text-gray-700">
            {t('adminPrices.bulkValueHelp')}
          </p>
        </div>
        <label className="flex flex-col gap-1">
          <span>{t('adminPrices.bulkStep')}</span>
          <select
            className={field}
            value={form.step}
            onChange={(e) => view.change({ step: Number(e.target.value) as RoundingStep })}
          >
            {ROUNDING_STEPS.map((step) => (
              <option key={step} value={step}>
                {money(step)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {view.error ? (
        <p role="alert" className="text-red-700">
          {t(view.error)}
        </p>
      ) : null}
      {view.notice ? (
        <p role="alert" className="font-semibold text-amber-900">
          {t(view.notice)}
        </p>
      ) : null}
      <div>
        <button type="submit" className={primary} disabled={view.busy}>
          {view.busy && !view.preview ? t('adminPrices.bulkPreviewing') : t('adminPrices.bulkPreview')}
        </button>
      </div>
      {view.preview ? (
        <section aria-labelledby="vista-previa" className="flex flex-col gap-3">
          <h2 id="vista-previa" className="text-xl font-semibold">
            {t('adminPrices.bulkPreviewTitle')}
          </h2>
          <table className="w-full border-collapse bg-white">
            <thead>
              <tr className="text-left text-sm text-gray-700">
                <th scope="col" className="pr-3">
                  {t('adminPrices.plateColumn')}
                </th>
                <th scope="col" className="pr-3">
                  {t('adminPrices.bulkSize')}
                </th>
                <th scope="col" className="pr-3 text-right">
                  {t('adminPrices.bulkBefore')}
                </th>
                <th scope="col" className="text-right">
                  {t('adminPrices.bulkAfter')}
                </th>
              </tr>
            </thead>
            <tbody>
              {view.preview.map((line) => (
                <tr key={`${line.plateId}-${line.size ?? ''}`} className="border-t border-gray-200">
                  <th scope="row" className="py-1 pr-3 text-left font-normal">
                    {line.name}
                  </th>
                  <td className="py-1 pr-3">{line.size ?? ''}</td>
                  <td className="py-1 pr-3 text-right tabular-nums">{money(line.before)}</td>
                  <td className="py-1 text-right font-semibold tabular-nums">{money(line.after)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <div>
            <button type="button" className={primary} disabled={!view.canApply} onClick={view.apply}>
              {view.busy
                ? t('adminPrices.bulkApplying')
                : t('adminPrices.bulkApply', { count: view.preview.length })}
            </button>
          </div>
        </section>
      ) : null}
      <p role="status">
        {view.applied !== null ? t('adminPrices.bulkApplied', { count: view.applied }) : ''}
      </p>
    </form>
  )
}
