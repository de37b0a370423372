import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useMemo } from 'react'
import { fromPromise } from 'xstate'
import {
  connectPriceEditor,
  type PricedPlate,
  type PriceWrite,
  priceEditorMachine,
} from '../../../../machines/price-editor.machine'
import { useFlow } from '../../../hooks/use-flow'
import { useMoney, useT } from '../../../lib/use-t'
import { priceListQueryOptions, savePlatePrice } from '../api/prices-api'
import '../../../../i18n/areas/admin'

const input =
  'w-32 rounded border border-gray-500 px-2 py-1 text-right tabular-nums focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-gray-950 aria-invalid:border-red-700'
const button =
  'min-h-11 rounded-lg border-2 border-gray-800 px-3 font-semibold focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-gray-950'

/**
 * One plate of the price list, edited in place on the price-editor machine: its inputs (the plate's
 * price or one per size), Enter saves, Escape puts back; a 409 opens a row below with both versions.
 */
export function PriceRow({
  alias,
  plate,
  editable,
}: {
  alias: string
  plate: PricedPlate
  editable: boolean
}) {
  const t = useT()
  const money = useMoney()
  const queryClient = useQueryClient()
  const machine = useMemo(
    () =>
      priceEditorMachine.provide({
        actors: {
          savePrice: fromPromise(async ({ input: write }: { input: PriceWrite }) => {
            const saved = await savePlatePrice(alias, write)
            // the plate may sit in several menus of the list: their rows follow (a 'refreshed' each)
            void queryClient.invalidateQueries(priceListQueryOptions(alias))
            return saved
          }),
        },
      }),
    [alias, queryClient],
  )
  const [state, send] = useFlow(machine, { input: { plate } })
  const view = connectPriceEditor(state, send)

  useEffect(() => {
    send({ type: 'priceEditor.refreshed', plate })
  }, [plate, send])

  const statusText =
    view.status === 'saving'
      ? t('adminPrices.saving')
      : view.status === 'saved'
        ? t('adminPrices.saved')
        : !plate.available
          ? t('adminPrices.soldOut')
          : ''
  const pricesText = (prices: (number | null)[]) =>
    prices
      .map((p, i) => {
        const size = view.fields[i]?.size
        const shown = p === null ? '' : money(p)
        return size ? `${size} ${shown}` : shown
      })
      .join(' · ')

  return (
    <>
      <tr className="border-t border-gray-200 align-top">
        <th scope="row" className="py-2 pr-3 text-left font-normal">
          {plate.name}
        </th>
        <td className="py-2 pr-3">
          <div className="flex flex-wrap gap-2">
            {view.fields.map((field) =>
              editable ? (
                <label key={field.size ?? ''} className="flex items-center gap-1">
                  {field.size ? <span className="text-sm text-gray-700">{field.size}</span> : null}
                  <span className="text-gray-700" aria-hidden="true">
                    $
                  </span>
                  <input
                    className={input}
                    inputMode="numeric"
                    autoComplete="off"
                    aria-label={t(field.label)}
                    aria-invalid={view.status === 'invalid' || undefined}
                    aria-describedby={view.error ? `precio-error-${plate.id}` : undefined}
                    value={field.text}
                    // read-only while saving, not disabled: a disabled input would drop the keyboard's focus
                    readOnly={view.status === 'saving'}
                    onChange={(e) => view.edit(field.size, e.target.value)}
                    onKeyDown={(e) => {
                      if (view.key(e.key)) e.preventDefault()
                    }}
                  />
                </label>
              ) : (
                <span key={field.size ?? ''} className="tabular-nums">
                  {field.size ? `${field.size} ` : ''}
                  {money(Number(field.text))}
                </span>
              ),
            )}
          </div>
          {view.error ? (
            <p id={`precio-error-${plate.id}`} role="alert" className="mt-1 text-sm text-red-700">
              {t(view.error)}
            </p>
          ) : null}
        </td>
        <td className="py-2 text-sm text-gray-700">
          <span role="status">{statusText}</span>
        </td>
      </tr>
      {view.conflict ? (
        <tr>
          <td colSpan={3} className="pb-3">
            <div role="alert" className="rounded-lg border-2 border-amber-700 bg-amber-50 p-3">
              <p className="font-semibold">{t('adminPrices.conflictTitle')}</p>
              <p>{t('adminPrices.conflictNow', { prices: pricesText(view.conflict.now) })}</p>
              <p>{t('adminPrices.conflictYours', { prices: pricesText(view.conflict.yours) })}</p>
              <div className="mt-2 flex flex-wrap gap-2">
                <button type="button" className={button} onClick={view.retry}>
                  {t('adminPrices.retryFromCurrent')}
                </button>
                <button type="button" className={button} onClick={view.keepMine}>
                  {t('adminPrices.keepMine')}
                </button>
              </div>
            </div>
          </td>
        </tr>
      ) : null}
    </>
  )
}
