import { type ComponentProps, type RefObject, useId, useState } from 'react'
import { useT } from '../lib/use-t'
import { DigitInput } from './digit-input'
import '../../i18n/areas/ordering'

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
 * keep the values for the provider's token call, never for the page. Shared by the checkout and the
 * follow-up's 'Pagar pedido', which pay with the same provider.
 */
export function SandboxCardFields({
  valuesRef,
  onBinChanged,
  onCompleteChanged,
  keypad = false,
}: {
  valuesRef: RefObject<SandboxCardValues>
  /** on a kiosk: the on-screen keypad instead of a phone keyboard */
  keypad?: boolean
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
  // On a kiosk the keypad opens under its field, so the label stands apart from it (not wrapping it).
  const field = (
    span: string,
    suffix: string,
    label: string,
    props: Omit<ComponentProps<typeof DigitInput>, 'keypad' | 'className' | 'id'>,
  ) =>
    keypad ? (
      <div className={`text-sm ${span}`}>
        <label htmlFor={`${id}-${suffix}`}>{label}</label>
        <DigitInput {...props} id={`${id}-${suffix}`} className={input} keypad />
      </div>
    ) : (
      <label className={`text-sm ${span}`} htmlFor={`${id}-${suffix}`}>
        {label}
        <DigitInput {...props} id={`${id}-${suffix}`} className={input} keypad={false} />
      </label>
    )
  return (
    <div className="grid grid-cols-2 gap-3">
      {field('col-span-2', 'number', t('payment.cardNumber'), {
        autoComplete: 'cc-number',
        value: groupDigits(values.cardNumber),
        onValueChange: (text) => update({ ...values, cardNumber: digits(text, 19) }),
      })}
      {field('', 'expiry', t('payment.cardExpiry'), {
        autoComplete: 'cc-exp',
        placeholder: 'MM/AA',
        value: values.cardExpiry,
        onValueChange: (text) => update({ ...values, cardExpiry: formatExpiry(text) }),
      })}
      {field('', 'code', t('payment.cardSecurityCode'), {
        autoComplete: 'cc-csc',
        value: values.cardSecurityCode,
        onValueChange: (text) => update({ ...values, cardSecurityCode: digits(text, 4) }),
      })}
      <p className="col-span-2 text-xs text-muted">{t('payment.sandboxCardsHint')}</p>
    </div>
  )
}

/**
 * The provider's fields could not load: said, with 'Reintentar' (the card machine's card.retried). Shared by
 * the checkout and the follow-up's 'Pagar pedido'.
 */
export function SandboxCardUnavailable({
  onRetry,
  className = '',
}: {
  onRetry: () => void
  className?: string
}) {
  const t = useT()
  return (
    <div className={`flex flex-wrap items-center gap-2 ${className}`.trim()} role="alert">
      <p className="text-sm">{t('checkout.cardFieldsUnavailable')}</p>
      <button
        type="button"
        className="rounded-full border border-ink/20 px-4 py-2 text-sm font-semibold"
        onClick={onRetry}
      >
        {t('common.retry')}
      </button>
    </div>
  )
}
