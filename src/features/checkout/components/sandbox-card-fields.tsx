import { type RefObject, useId, useState } from 'react'
import { useT } from '../../../lib/use-t'

export interface SandboxCardValues {
  cardNumber: string
  cardExpiry: string
  cardSecurityCode: string
}

const digits = (text: string, max: number) => text.replace(/\D/g, '').slice(0, max)

/** '4509953566233704' → '4509 9535 6623 3704' */
const groupDigits = (text: string) => text.replace(/(\d{4})(?=\d)/g, '$1 ')

function formatExpiry(text: string) {
  const raw = digits(text, 4)
  return raw.length > 2 ? `${raw.slice(0, 2)}/${raw.slice(2)}` : raw
}

/**
 * The built-in provider's own card fields (number, expiry, security code), standing where a real
 * provider's script mounts its fields: they report the first digits and whether they look complete, and
 * keep the values for the provider's token call, never for the page.
 */
export function SandboxCardFields({
  valuesRef,
  onBinChanged,
  onCompleteChanged,
}: {
  valuesRef: RefObject<SandboxCardValues>
  onBinChanged: (bin: string) => void
  onCompleteChanged: (complete: boolean) => void
}) {
  const t = useT()
  const id = useId()
  const [values, setValues] = useState<SandboxCardValues>(valuesRef.current)

  function update(next: SandboxCardValues) {
    setValues(next)
    valuesRef.current = next
    onBinChanged(next.cardNumber.slice(0, 6))
    onCompleteChanged(
      next.cardNumber.length >= 13 &&
        /^\d{2}\/\d{2}$/.test(next.cardExpiry) &&
        next.cardSecurityCode.length >= 3,
    )
  }

  const input =
    'mt-1 w-full rounded-lg border border-ink/20 bg-surface px-3 py-2 text-base focus:border-brand focus:outline-none'
  return (
    <div className="grid grid-cols-2 gap-3">
      <label className="col-span-2 text-sm" htmlFor={`${id}-number`}>
        {t('payment.cardNumber')}
        <input
          id={`${id}-number`}
          className={input}
          inputMode="numeric"
          autoComplete="cc-number"
          value={groupDigits(values.cardNumber)}
          onChange={(e) => update({ ...values, cardNumber: digits(e.target.value, 19) })}
        />
      </label>
      <label className="text-sm" htmlFor={`${id}-expiry`}>
        {t('payment.cardExpiry')}
        <input
          id={`${id}-expiry`}
          className={input}
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM/AA"
          value={values.cardExpiry}
          onChange={(e) => update({ ...values, cardExpiry: formatExpiry(e.target.value) })}
        />
      </label>
      <label className="text-sm" htmlFor={`${id}-code`}>
        {t('payment.cardSecurityCode')}
        <input
          id={`${id}-code`}
          className={input}
          inputMode="numeric"
          autoComplete="cc-csc"
          value={values.cardSecurityCode}
          onChange={(e) => update({ ...values, cardSecurityCode: digits(e.target.value, 4) })}
        />
      </label>
      <p className="col-span-2 text-xs text-muted">{t('payment.sandboxCardsHint')}</p>
    </div>
  )
}
