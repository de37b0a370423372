import type { Message } from '../../../../domain/message'
import { PHONE_CODE_LENGTH } from '../../../../domain/phone-code'
import type { LoyaltyView } from '../../../../machines/loyalty-redemption.connect'
import { useT } from '../../../lib/use-t'

/**
 * The loyalty box's one-time code step (issue 19): the code sent to the checkout phone, typed back before
 * its points can be spent. In the demo the messaging sandbox sends nothing and the code shows here.
 */
export function PhoneCodeForm({
  programmeName,
  phone,
  code,
  sandboxCode,
  error,
  sending,
  confirming,
  canType,
  changeCode,
  submitCode,
  resendCode,
}: LoyaltyView['verify'] & { programmeName: string; error: Message | null }) {
  const t = useT()
  return (
    <form
      className="space-y-3"
      onSubmit={(e) => {
        e.preventDefault()
        submitCode()
      }}
    >
      <h3 className="font-semibold">{t('phoneCode.title')}</h3>
      <p className="text-sm">{t('phoneCode.explain', { name: programmeName, phone })}</p>
      {sending ? <p className="text-sm text-muted">{t('phoneCode.sending')}</p> : null}
      {sandboxCode ? (
        <p role="status" className="rounded-lg bg-amber-100 p-2 text-sm text-amber-900">
          {t('phoneCode.sandboxNotice', { code: sandboxCode })}
        </p>
      ) : null}
      <label className="block text-sm font-medium" htmlFor="loyalty-phone-code">
        {t('phoneCode.codeLabel')}
      </label>
      <input
        id="loyalty-phone-code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={PHONE_CODE_LENGTH + 2}
        disabled={!canType}
        className="w-full rounded-lg border border-ink/20 bg-surface px-3 py-2 text-base tracking-widest"
        value={code}
        onChange={(e) => changeCode(e.target.value)}
      />
      {error ? <p className="text-sm text-red-700">{t(error)}</p> : null}
      <button
        type="submit"
        disabled={!canType || confirming}
        className="w-full rounded-full bg-brand px-6 py-3 font-semibold text-brand-contrast disabled:opacity-50"
      >
        {confirming ? t('phoneCode.confirming') : t('phoneCode.confirm')}
      </button>
      <button
        type="button"
        disabled={sending}
        className="w-full rounded-full px-6 py-2 text-sm underline disabled:opacity-50"
        onClick={resendCode}
      >
        {t('phoneCode.resend')}
      </button>
    </form>
  )
}
