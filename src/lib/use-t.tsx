import { createContext, type ReactNode, useCallback, useContext, useMemo } from 'react'
import { formatCount } from '../../domain/figures'
import type { Message } from '../../domain/message'
import { DEFAULT_MONEY_FORMAT, formatMoney, type MoneyFormat } from '../../domain/money'
import { t } from '../../i18n/app-catalogue'
import type { es } from '../../i18n/es'

/** Every 'area.name' key of the catalogue, so a typo in a view fails the typecheck. */
export type MessageKey = {
  [A in keyof typeof es]: `${A}.${keyof (typeof es)[A] & string}`
}[keyof typeof es]

const MoneyFormatContext = createContext<MoneyFormat>(DEFAULT_MONEY_FORMAT)

/** Money below this provider is written the way the local's country writes it. */
export function MoneyFormatProvider({ format, children }: { format: MoneyFormat; children: ReactNode }) {
  return <MoneyFormatContext.Provider value={format}>{children}</MoneyFormatContext.Provider>
}

export function useMoney(): (amount: number) => string {
  const format = useContext(MoneyFormatContext)
  return useCallback((amount: number) => formatMoney(amount, format), [format])
}

/** Points and counts below the provider with the country's thousands separator ('5.000'). */
export function useCount(): (count: number) => string {
  const format = useContext(MoneyFormatContext)
  return useCallback((count: number) => formatCount(count, format), [format])
}

/**
 * Spanish text for a catalogue key or a Message, with money parameters and the numbers of plural forms
 * ('5.000 puntos') in the country's format.
 */
export function useT(): (msg: MessageKey | Message, params?: Message['params']) => string {
  const money = useMoney()
  const count = useCount()
  return useMemo(
    () => (msg: MessageKey | Message, params?: Message['params']) =>
      typeof msg === 'string' ? t(params ? { key: msg, params } : msg, money, count) : t(msg, money, count),
    [money, count],
  )
}
