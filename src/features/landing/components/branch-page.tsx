import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useEffect, useId, useMemo, useState } from 'react'
import { branchSearchMachine } from '../../../../machines/branch-search.machine'
import { useFlow } from '../../../hooks/use-flow'
import { useT } from '../../../lib/use-t'
import { BrandLogo } from '../../../ui/brand-logo'
import { SearchIcon } from '../../../ui/icons'
import { PageMessage } from '../../../ui/page-message'
import { Spinner } from '../../../ui/spinner'
import { fetchBranchLocals } from '../api/branch-locals'
import type { BranchInfo, Local } from '../api/diner-alias'
import { LocalCard } from './local-card'
import { LocalChange } from './local-change'

/**
 * A branch's landing page: an order-mode picker, the 'Buscar Local' box and the list of locals
 * (storefront spec §2). The branch-search machine owns the search, its debounce and the opening of a
 * branch's only local.
 */
export function BranchPage({ alias, info }: { alias: string; info: BranchInfo }) {
  const t = useT()
  const searchId = useId()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const machine = useMemo(
    () => branchSearchMachine.provide({ actors: { fetchLocals: fetchBranchLocals(queryClient, alias) } }),
    [queryClient, alias],
  )
  // The machine starts with the locals the route read, so the server's page lists them and the browser's
  // first render (which hydrates it) is the same; 'loading' shows as on any search until the first read,
  // from the query cache, confirms them.
  const [state, send, actorRef] = useFlow(machine, { input: { items: info.branchContacts } })
  // fetchBranchLocals fills the list with the contract's locals.
  const locals = state.context.items as Local[]
  const searching = state.hasTag('loading')

  useEffect(() => {
    const subscription = actorRef.on('branch.localOpened', ({ alias: localAlias }) => {
      void navigate({ to: '/menu/$alias', params: { alias: localAlias }, search: true, replace: true })
    })
    return () => subscription.unsubscribe()
  }, [actorRef, navigate])

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
              value={state.context.query}
              onChange={(event) => send({ type: 'branch.queryChanged', query: event.target.value })}
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
        {state.matches('error') ? (
          <div role="alert" className="mt-4 flex flex-wrap items-center gap-3">
            <p className="text-muted">{t('common.genericError')}</p>
            <button
              type="button"
              onClick={() => send({ type: 'branch.retried' })}
              className="rounded-full border-2 border-ink/15 px-4 py-1.5 text-sm font-semibold hover:border-brand"
            >
              {t('common.retry')}
            </button>
          </div>
        ) : null}
        {state.matches('empty') ? (
          <p className="mt-4 text-muted">{t('storefront.noLocals')}</p>
        ) : (
          <LocalChange modeName={modeName}>
            {(change) => (
              <ul className="mt-3 grid gap-3 pb-12">
                {locals.map((local) => (
                  <LocalCard
                    key={local.id}
                    local={local}
                    branch={info.branch}
                    modeName={modeName}
                    onOpen={
                      change.guards(local.alias)
                        ? (event) => {
                            event.preventDefault()
                            change.open(local.alias)
                          }
                        : undefined
                    }
                  />
                ))}
              </ul>
            )}
          </LocalChange>
        )}
      </div>
    </main>
  )
}
