import { AlertDialog } from 'radix-ui'
import { useT } from '../../../lib/use-t'
import { DialogAnnouncer } from '../../../ui/dialog-announcer'
import '../../../../i18n/areas/delivery'

/** 'Si continúas, se cancelará el envío': open while the machine is confirming a cancel. */
export function CancelDialog({
  open,
  onConfirm,
  onDismiss,
}: {
  open: boolean
  onConfirm: () => void
  onDismiss: () => void
}) {
  const t = useT()
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => (next ? undefined : onDismiss())}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(90vw,24rem)] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-surface p-6 text-ink shadow-xl">
          <AlertDialog.Title className="text-lg font-bold">{t('shipment.cancel')}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2">{t('shipment.cancelConfirm')}</AlertDialog.Description>
          <div className="mt-6 flex justify-end gap-3">
            <AlertDialog.Cancel className="rounded-full px-5 py-2 font-semibold hover:bg-ink/10">
              {t('shipment.keepShipment')}
            </AlertDialog.Cancel>
            <AlertDialog.Action
              onClick={onConfirm}
              className="rounded-full bg-red-700 px-5 py-2 font-semibold text-white"
            >
              {t('common.continue')}
            </AlertDialog.Action>
          </div>
          <DialogAnnouncer />
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  )
}
