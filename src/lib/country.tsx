import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { DEFAULT_MONEY_FORMAT, moneyFormatOf } from '../../domain/money'
import { api } from '../api/client'
import { unwrap } from '../api/errors'
import { MoneyFormatProvider } from './use-t'

/** A country changes about never; one fetch per visit is plenty. */
export const countryQueryOptions = (code: string) =>
  queryOptions({
    queryKey: ['country', code.toUpperCase()],
    queryFn: async ({ signal }) =>
      unwrap(await api.GET('/api/country/{code}', { params: { path: { code } }, signal })),
    staleTime: Number.POSITIVE_INFINITY,
  })

/**
 * Writes money below it the way the country does. Until the country arrives, or if it cannot be fetched
 * (the spec only records the error), amounts use the default format: '$', '.' and ','.
 */
export function CountryMoneyFormat({
  code,
  children,
}: {
  code: string | null | undefined
  children: ReactNode
}) {
  const country = useQuery({ ...countryQueryOptions(code ?? 'AR'), enabled: Boolean(code) })
  const format = country.data ? moneyFormatOf(country.data) : DEFAULT_MONEY_FORMAT
  return <MoneyFormatProvider format={format}>{children}</MoneyFormatProvider>
}
