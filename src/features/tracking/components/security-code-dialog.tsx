import { Dialog } from 'radix-ui'
import { useT } from '../../../lib/use-t'
import { DialogAnnouncer } from '../../../ui/dialog-announcer'
import { CloseIcon } from '../../../ui/icons'
import '../../../../i18n/areas/delivery'

/** 'Comparte la clave {code}': shown once a valid delivery key exists, closed with 'Continuar' or the X. */
export function SecurityCodeDialog({
  code,
  open,
  onClose,
}: {
  code: string
  open: boolean
  onClose: () => void
}) {
  const t = useT()
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[1000] bg-black/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-[1001] w-[min(90vw,24rem)] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-surface p-6 text-center text-ink shadow-xl">
          <div className="flex justify-end">
            <Dialog.Close
              aria-label={t('tracking.close')}
              className="-m-2 rounded-full p-2 text-xl hover:bg-ink/10"
            >
              <CloseIcon />
            </Dialog.Close>
          </div>
          <Dialog.Title className="text-xl font-bold">{t('tracking.shareCode', { code })}</Dialog.Title>
          <Dialog.Description className="mt-3 text-sm">{t('tracking.shareCodeExplained')}</Dialog.Description>
          <p className="mt-3 text-sm font-semibold">{t('tracking.shareCodeWait')}</p>
          <Dialog.Close className="mt-6 w-full rounded-full bg-brand px-6 py-3 font-semibold text-brand-contrast shadow-sm transition active:scale-95">
            {t('tracking.continue')}
          </Dialog.Close>
          <DialogAnnouncer />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
