import { Dialog } from 'radix-ui'
import { DELIVERY_KEY_MAX_LENGTH } from '../../../../domain/delivery-key'
import { useT } from '../../../lib/use-t'
import { DialogAnnouncer } from '../../../ui/dialog-announcer'
import '../../../../i18n/areas/delivery'

/**
 * The rider's last step at the door (issue 18): the diner's delivery key, digits only. Open while the
 * machine asks for it; the machine keeps the digits and says why a key was refused.
 */
export function KeyDialog({
  open,
  value,
  error,
  busy,
  onChange,
  onConfirm,
  onDismiss,
}: {
  open: boolean
  value: string
  error: string | null
  busy: boolean
  onChange: (key: string) => void
  onConfirm: () => void
  onDismiss: () => void
}) {
  const t = useT()
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onDismiss())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(90vw,24rem)] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-surface p-6 text-ink shadow-xl">
          <Dialog.Title className="text-lg font-bold">{t('shipment.keyTitle')}</Dialog.Title>
          <Dialog.Description className="mt-2">{t('shipment.keyPrompt')}</Dialog.Description>
          <form
            className="mt-4 flex flex-col gap-3"
            onSubmit={(event) => {
              event.preventDefault()
              onConfirm()
            }}
          >
            <input
              aria-label={t('shipment.keyTitle')}
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]*"
              maxLength={DELIVERY_KEY_MAX_LENGTH}
              value={value}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'delivery-key-error' : undefined}
              onChange={(event) => onChange(event.target.value)}
              className="rounded-xl border-2 border-ink/20 px-4 py-3 text-center text-2xl tracking-[0.5em] tabular-nums"
            />
            {error ? (
              <p id="delivery-key-error" role="alert" className="font-medium text-red-800">
                {error}
              </p>
            ) : null}
            <div className="flex justify-end gap-3">
              <Dialog.Close className="rounded-full px-5 py-2 font-semibold hover:bg-ink/10">
                {t('shipment.keepShipment')}
              </Dialog.Close>
              <button
                type="submit"
                disabled={busy}
                className="rounded-full bg-brand px-5 py-2 font-semibold text-brand-contrast disabled:opacity-60"
              >
                {t('shipment.keyConfirm')}
              </button>
            </div>
          </form>
          <DialogAnnouncer />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
