import type { ConsoleAction } from '../../../../domain/order-console'
import { type MessageKey, useT } from '../../../lib/use-t'
import '../../../../i18n/areas/console'

const ACTION_LABEL: Record<ConsoleAction, MessageKey> = {
  accept: 'orderConsole.actionAccept',
  reject: 'orderConsole.actionReject',
  ready: 'orderConsole.actionReady',
  handOver: 'orderConsole.actionHandOver',
  dispatch: 'orderConsole.actionDispatch',
  deliver: 'orderConsole.actionDeliver',
  cancel: 'orderConsole.actionCancel',
}

/** The way forward is filled; turning an order down or calling it off is outlined in red. */
const BACKWARD: readonly ConsoleAction[] = ['reject', 'cancel']
const BUTTON =
  'min-h-11 rounded-lg py-1 leading-tight font-bold disabled:opacity-60 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-gray-950'
/** the way forward takes the room; the way back keeps to its word */
const FORWARD = `${BUTTON} flex-1 bg-green-800 px-2 text-base text-white hover:bg-green-900`
const BACK = `${BUTTON} shrink-0 border-2 border-red-800 bg-white px-1.5 text-sm text-red-800 hover:bg-red-50`

/** Quick picks for the ETA: a tablet in a kitchen is tapped, not typed on. */
const ETA_PICKS = [15, 20, 30, 45] as const

/** The card's actions as large buttons, one to a thumb. */
export function ActionButtons({
  actions,
  busy,
  onChoose,
}: {
  actions: readonly ConsoleAction[]
  busy: boolean
  onChoose: (action: ConsoleAction) => void
}) {
  const t = useT()
  if (actions.length === 0) return null
  return (
    <div className="flex gap-1.5">
      {actions.map((action) => (
        <button
          key={action}
          type="button"
          disabled={busy}
          className={BACKWARD.includes(action) ? BACK : FORWARD}
          onClick={() => onChoose(action)}
        >
          {t(ACTION_LABEL[action])}
        </button>
      ))}
    </div>
  )
}

/** The ETA to accept, or the reason to reject, close or cancel, before the action is sent. */
export function DetailsForm({
  pending,
  reasonLabel,
  etaMinutes,
  reason,
  onEta,
  onReason,
  onConfirm,
  onDismiss,
}: {
  pending: ConsoleAction
  reasonLabel: MessageKey
  etaMinutes: number | null
  reason: string
  onEta: (minutes: number | null) => void
  onReason: (reason: string) => void
  onConfirm: () => void
  onDismiss: () => void
}) {
  const t = useT()
  const field = 'rounded-lg border-2 border-gray-500 px-3 py-2 text-lg'
  return (
    <form
      className="flex flex-col gap-2 rounded-lg bg-gray-100 p-2"
      onSubmit={(event) => {
        event.preventDefault()
        onConfirm()
      }}
    >
      {pending === 'accept' ? (
        <>
          <label className="flex flex-col gap-1 font-semibold">
            <span>{t('orderConsole.etaLabel')}</span>
            <input
              type="number"
              min={1}
              max={240}
              inputMode="numeric"
              className={field}
              value={etaMinutes ?? ''}
              onChange={(e) => onEta(e.target.value === '' ? null : Number(e.target.value))}
            />
          </label>
          <div className="grid grid-cols-4 gap-1">
            {ETA_PICKS.map((minutes) => (
              <button
                key={minutes}
                type="button"
                aria-pressed={etaMinutes === minutes}
                className="min-h-11 rounded-lg border-2 border-gray-700 bg-white font-bold aria-pressed:bg-gray-900 aria-pressed:text-white"
                onClick={() => onEta(minutes)}
              >
                {t('orderConsole.etaQuick', { minutes })}
              </button>
            ))}
          </div>
        </>
      ) : (
        <label className="flex flex-col gap-1 font-semibold">
          <span>{t(reasonLabel)}</span>
          <input
            className={field}
            maxLength={200}
            value={reason}
            onChange={(e) => onReason(e.target.value)}
          />
        </label>
      )}
      <div className="flex gap-2">
        <button type="submit" className={FORWARD}>
          {t('orderConsole.confirm')}
        </button>
        <button
          type="button"
          className={`${BUTTON} flex-1 border-2 border-gray-700 bg-white px-2 text-base text-gray-900`}
          onClick={onDismiss}
        >
          {t('orderConsole.back')}
        </button>
      </div>
    </form>
  )
}
