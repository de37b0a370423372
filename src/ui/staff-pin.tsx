import type { ReactNode } from 'react'
import { useId } from 'react'
import type { Message } from '../../domain/message'
import { useT } from '../lib/use-t'
import { DigitInput } from './digit-input'
import { KioskButton } from './kiosk-button'
import '../../i18n/areas/ordering'

// The field keeps the focus (and its keypad stays put) when a button is pressed: otherwise the keypad
// folds on pointerdown and the button moves away from under the finger before the click.
export const keepFocus = (event: { preventDefault: () => void }) => event.preventDefault()

/** The staff's dialog over a locked screen (kiosk, counter board), named by its form's title. */
export function StaffDialog({ titleId, children }: { titleId: string; children: ReactNode }) {
  return (
    <div className="fixed inset-0 z-[70] flex items-center justify-center bg-black/70 p-6 text-xl">
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className="flex w-full max-w-lg flex-col gap-5 rounded-3xl bg-white p-8 text-black shadow-xl"
      >
        {children}
      </div>
    </div>
  )
}

/**
 * The staff PIN entry of a locked screen (the kiosk's set-up, leaving the counter board): the title the
 * dialog is named by, the PIN on a keypad, the refusal as an alert, and the screen's own button to go on.
 */
export function StaffPinForm({
  titleId,
  pin,
  error,
  busy,
  submitLabel,
  onPin,
  onSubmit,
  onClose,
}: {
  titleId: string
  pin: string
  error: Message | null
  busy: boolean
  submitLabel: string
  onPin: (pin: string) => void
  onSubmit: () => void
  onClose: () => void
}) {
  const t = useT()
  const pinId = useId()
  return (
    <form
      className="flex flex-col gap-5"
      onSubmit={(event) => {
        event.preventDefault()
        onSubmit()
      }}
    >
      <h2 id={titleId} className="font-bold text-3xl">
        {t('kiosk.staffPinTitle')}
      </h2>
      <label htmlFor={pinId} className="font-semibold">
        {t('kiosk.staffPin')}
      </label>
      <DigitInput
        id={pinId}
        type="password"
        autoComplete="off"
        keypad
        value={pin}
        onValueChange={onPin}
        className="min-h-16 w-full rounded-xl border-2 border-black px-4 text-2xl tracking-widest"
      />
      {error ? (
        <p role="alert" className="font-semibold text-red-800">
          {t(error)}
        </p>
      ) : null}
      <div className="flex gap-3">
        <KioskButton type="submit" onMouseDown={keepFocus} disabled={busy} tone="solid" className="flex-1">
          {submitLabel}
        </KioskButton>
        <KioskButton onMouseDown={keepFocus} onClick={onClose} tone="outline" className="flex-1">
          {t('kiosk.staffPinCancel')}
        </KioskButton>
      </div>
    </form>
  )
}
