import type { PhoneCountry } from '../../../../domain/phone-input'
import { PHONE_COUNTRIES } from '../../../../domain/phone-input'
import { useT } from '../../../lib/use-t'

/** The sign-in form: country and phone; what it shows and sends is the sign-in machine's. */
export function SignInForm({
  country,
  phone,
  busy,
  onCountryChange,
  onPhoneChange,
  onSubmit,
}: {
  country: PhoneCountry
  phone: string
  busy: boolean
  onCountryChange: (country: PhoneCountry) => void
  onPhoneChange: (phone: string) => void
  onSubmit: () => void
}) {
  const t = useT()
  return (
    <form
      className="mt-4 flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault()
        onSubmit()
      }}
    >
      <p>{t('account.signInPrompt')}</p>
      <div className="flex gap-2">
        <label className="flex flex-col text-sm">
          {t('account.phoneCountry')}
          <select
            value={country}
            onChange={(event) => onCountryChange(event.target.value as PhoneCountry)}
            className="rounded-lg border border-ink/20 bg-transparent px-2 py-2 uppercase"
          >
            {PHONE_COUNTRIES.map((code) => (
              <option key={code} value={code}>
                {code.toUpperCase()}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-1 flex-col text-sm">
          {t('account.phoneLabel')}
          <input
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            value={phone}
            onChange={(event) => onPhoneChange(event.target.value)}
            className="rounded-lg border border-ink/20 bg-transparent px-3 py-2"
          />
        </label>
      </div>
      <button
        type="submit"
        disabled={busy}
        className="rounded-lg bg-[var(--color-main)] py-3 font-semibold text-[var(--color-main-contrast)] disabled:opacity-60"
      >
        {t('account.signInButton')}
      </button>
    </form>
  )
}
