import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { useDebouncedValue } from '../../../lib/use-debounced-value'
import { useT } from '../../../lib/use-t'
import { BrandLogo } from '../../../ui/brand-logo'
import { SearchIcon } from '../../../ui/icons'
import { PageMessage } from '../../../ui/page-message'
import { Spinner } from '../../../ui/spinner'
import { type BranchInfo, dinerAliasQueryOptions } from '../api/diner-alias'
import { LocalCard } from './local-card'

export const BRANCH_SEARCH_DEBOUNCE_MS = 500

function useLocals(alias: string, initial: BranchInfo, search: string) {
  const query = useQuery({
    ...dinerAliasQueryOptions(alias, search),
    placeholderData: keepPreviousData,
    enabled: search !== '',
  })
  const info = search !== '' && query.data?.type === 'branch' ? query.data.info : initial
  return { locals: info.branchContacts, searching: query.isFetching }
}

/**
 * A branch's landing page: an order-mode picker, the 'Buscar Local' box (debounced 500 ms) and the list of
 * locals (storefront spec §2).
 */
export function BranchPage({ alias, info }: { alias: string; info: BranchInfo }) {
  const t = useT()
  const searchId = useId()
  const [text, setText] = useState('')
  const search = useDebouncedValue(text.trim(), BRANCH_SEARCH_DEBOUNCE_MS)
  const { locals, searching } = useLocals(alias, info, search)
  const modes = (info.orderModes ?? []).filter((mode) => mode.active)
  const [modeName, setModeName] = useState<string | undefined>(undefined)

  if (info.branchContacts.length > 0 && info.branchContacts.every((l) => l.commercialTermsInfo?.blocked)) {
    return <PageMessage tone="warning" title={t('storefront.blocked')} />
  }
  if (modes.length === 0 && info.orderModes !== undefined) {
    return <PageMessage tone="warning" title={t('storefront.noModes')} />
  }

  return (
    <main id="contenido" className="min-h-dvh">
      <title>{info.branch.name}</title>
      <div className="bg-banner px-4 pt-10 pb-16 text-banner-contrast">
        <div className="mx-auto flex max-w-3xl items-center gap-4">
          <BrandLogo
            name={info.branch.name}
            url={info.branch.customLogoURL}
            className="size-16 shrink-0 ring-4 ring-white/30"
          />
          <h1 className="text-3xl font-extrabold text-balance">{info.branch.name}</h1>
        </div>
      </div>
      <div className="mx-auto -mt-8 max-w-3xl px-4">
        <div className="rounded-3xl bg-(--color-card) p-4 shadow-sm ring-1 ring-ink/5">
          {modes.length > 1 ? (
            <fieldset>
              <legend className="sr-only">{t('storefront.orderModes')}</legend>
              <div className="flex flex-wrap gap-2">
                {modes.map((mode) => {
                  const pressed = modeName === mode.name
                  return (
                    <button
                      key={mode.id}
                      type="button"
                      aria-pressed={pressed}
                      onClick={() => setModeName(pressed ? undefined : mode.name)}
                      className={`rounded-full border-2 px-4 py-1.5 text-sm font-semibold transition ${
                        pressed
                          ? 'border-brand bg-brand text-brand-contrast'
                          : 'border-ink/15 hover:border-brand'
                      }`}
                    >
                      {mode.showName || mode.name}
                    </button>
                  )
                })}
              </div>
            </fieldset>
          ) : null}
          <label htmlFor={searchId} className="sr-only">
            {t('storefront.searchLocal')}
          </label>
          <div className={`relative ${modes.length > 1 ? 'mt-3' : ''}`}>
            <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted" />
            <input
              id={searchId}
              type="search"
              value={text}
              onChange={(event) => setText(event.target.value)}
              placeholder={t('storefront.searchLocal')}
              className="w-full rounded-full border border-ink/15 bg-surface py-2.5 pr-10 pl-10 outline-none focus:border-brand focus:ring-2 focus:ring-brand/30"
            />
            {searching ? (
              <Spinner
                label={t('common.loading')}
                className="absolute top-1/2 right-3 size-5 -translate-y-1/2 scale-50"
              />
            ) : null}
          </div>
        </div>
        <h2 className="mt-8 text-sm font-bold tracking-wide text-muted uppercase">
          {t('storefront.locals')}
        </h2>
        {locals.length === 0 ? (
          <p className="mt-4 text-muted">{t('storefront.noLocals')}</p>
        ) : (
          <ul className="mt-3 grid gap-3 pb-12">
            {locals.map((local) => (
              <LocalCard key={local.id} local={local} branch={info.branch} modeName={modeName} />
            ))}
          </ul>
        )}
      </div>
    </main>
  )
}
