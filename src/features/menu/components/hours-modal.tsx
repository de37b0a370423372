import type { RefObject } from 'react'
import { type DayRow, hoursBlocks, localHours } from '../../../../domain/working-hours'
import { useT } from '../../../lib/use-t'
import { DialogFrame } from '../../../ui/dialog-frame'
import type { BranchContact, OrderMode } from '../api/branch-contact'
import { hoursModes } from '../lib/hours-modes'

function DayRows({ days }: { days: readonly DayRow[] }) {
  const t = useT()
  if (days.length === 0) return null
  return (
    <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      {days.map((row) => (
        <div key={row.dayOfWeek} className="contents">
          <dt className="font-medium">{t(row.day)}</dt>
          <dd className="text-muted">
            {row.ranges.map((range) => (
              <span key={`${range.params?.start}-${range.params?.end}`} className="block">
                {t(range)}
              </span>
            ))}
          </dd>
        </div>
      ))}
    </dl>
  )
}

/** The working-hours modal ('Informacion'), loaded when 'Ver Horarios' is first pressed (hours-dialog.tsx). */
export default function HoursModal({
  contact,
  modes,
  open,
  onOpenChange,
  trigger,
}: {
  contact: BranchContact
  modes: readonly OrderMode[]
  open: boolean
  onOpenChange: (open: boolean) => void
  /** where focus goes back when the modal closes */
  trigger: RefObject<HTMLButtonElement | null>
}) {
  const t = useT()
  const local = localHours(contact.deliveryConfig.workingDays ?? [])
  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      title={t('storefront.hoursModalTitle')}
      description={t('storefront.hoursHeading')}
      descriptionClassName="mt-4 font-semibold"
      onCloseAutoFocus={(event) => {
        event.preventDefault()
        trigger.current?.focus()
      }}
      className="inset-x-0 bottom-0 max-h-[85dvh] rounded-t-2xl p-6 sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-[min(80vw,32rem)] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl"
    >
      {local.status.length > 0 ? (
        <p className="mt-1 text-sm text-muted">{local.status.map((status) => t(status)).join(' ')}</p>
      ) : null}
      <DayRows days={local.days} />
      <ul className="mt-5 space-y-4">
        {hoursBlocks(hoursModes(modes, t)).map((block) => (
          <li key={block.modeIds.join('-')} className="rounded-xl bg-ink/5 p-4">
            <p className="font-semibold">{block.title}</p>
            <p className="text-sm text-muted">{block.status.map((status) => t(status)).join(' ')}</p>
            <DayRows days={block.days} />
          </li>
        ))}
      </ul>
    </DialogFrame>
  )
}
