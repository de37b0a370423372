import { useMutation } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { parsePickupNumber } from '../../../../domain/counter-board'
import { ApiError } from '../../../api/errors'
import { useT } from '../../../lib/use-t'
import { toast } from '../../../ui/toast'
import { pickUpByNumber } from '../api/pickup-api'
import { useReadBoardAgain } from '../lib/board-read'
import '../../../../i18n/areas/counter-board'

/**
 * Pick-up at the counter (issue 35): staff type the number the diner shows and close that ready
 * take-away, kiosk or table order as 'Entregado', without looking for its card.
 */
export function PickupByNumber({ alias }: { alias: string }) {
  const t = useT()
  const inputId = useId()
  const readBoardAgain = useReadBoardAgain()
  const [text, setText] = useState('')
  const [invalid, setInvalid] = useState(false)
  const pickUp = useMutation({
    mutationFn: (displayNumber: number) => pickUpByNumber(alias, displayNumber),
    onSuccess: (order) => {
      toast.success(t('counterBoard.pickupDone', { number: order.displayNumber }))
      setText('')
      readBoardAgain()
    },
    onError: (error) =>
      error instanceof ApiError && error.detail && error.status < 500
        ? toast.error(error.detail)
        : toast.error(t('counterBoard.pickupFailed')),
  })

  // below the board, beside 'Disponibilidad': in the header it would wrap it on a kitchen tablet and cost
  // each column a card
  return (
    <form
      className="flex flex-wrap items-center gap-2 border-gray-300 border-t bg-white px-3 py-2"
      aria-label={t('counterBoard.pickupTitle')}
      onSubmit={(event) => {
        event.preventDefault()
        const number = parsePickupNumber(text)
        setInvalid(number === null)
        if (number !== null) pickUp.mutate(number)
      }}
    >
      <h2 className="font-bold">{t('counterBoard.pickupTitle')}</h2>
      <label htmlFor={inputId} className="sr-only">
        {t('counterBoard.pickupNumber')}
      </label>
      <input
        id={inputId}
        inputMode="numeric"
        autoComplete="off"
        placeholder={t('counterBoard.pickupShort')}
        value={text}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${inputId}-error` : undefined}
        onChange={(event) => {
          setText(event.target.value)
          setInvalid(false)
        }}
        className="min-h-11 w-28 rounded-lg border-2 border-gray-700 px-2"
      />
      <button
        type="submit"
        disabled={pickUp.isPending}
        className="min-h-11 rounded-lg bg-gray-900 px-3 font-semibold text-white disabled:opacity-60"
      >
        {t('counterBoard.pickupSubmit')}
      </button>
      {invalid ? (
        <span id={`${inputId}-error`} role="alert" className="text-red-800 text-sm">
          {t('counterBoard.pickupInvalid')}
        </span>
      ) : null}
    </form>
  )
}
