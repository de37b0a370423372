import { type ComponentProps, type FocusEvent, useId, useRef, useState } from 'react'
import { useT } from '../lib/use-t'
import '../../i18n/areas/ordering'

const KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'] as const

type DigitInputProps = Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'inputMode'> & {
  value: string
  /** the field's new text: typed, or the shown text with one digit more or less from the keypad */
  onValueChange: (text: string) => void
  /** on a kiosk: no phone keyboard (inputMode none), an on-screen keypad while the field is in use */
  keypad: boolean
  /** the keyboard a phone raises (without the keypad) */
  inputMode?: 'numeric' | 'tel' | 'decimal' | 'text'
}

/**
 * A field that only needs digits. On a phone it is a plain input raising the numeric keyboard; on a kiosk
 * it raises none (inputMode none) and shows a keypad of large keys under it while it has the focus. The
 * keys never take the focus from the field, so the diner keeps typing where the caret is.
 */
export function DigitInput({
  value,
  onValueChange,
  keypad,
  inputMode = 'numeric',
  ...props
}: DigitInputProps) {
  const t = useT()
  const keypadId = useId()
  const field = useRef<HTMLInputElement>(null)
  const wrapper = useRef<HTMLDivElement>(null)
  const [open, setOpen] = useState(false)
  if (!keypad)
    return (
      <input {...props} inputMode={inputMode} value={value} onChange={(e) => onValueChange(e.target.value)} />
    )

  const keep = (event: { preventDefault: () => void }) => event.preventDefault()
  const leave = (event: FocusEvent) => {
    if (!wrapper.current?.contains(event.relatedTarget as Node | null)) setOpen(false)
  }
  const key =
    'grid h-14 place-items-center rounded-xl border border-ink/20 text-2xl font-semibold active:scale-95'
  return (
    <div ref={wrapper}>
      <input
        {...props}
        ref={field}
        inputMode="none"
        aria-controls={open ? keypadId : undefined}
        value={value}
        onBlur={(e) => {
          leave(e)
          props.onBlur?.(e)
        }}
        onFocus={(e) => {
          setOpen(true)
          props.onFocus?.(e)
        }}
        onChange={(e) => onValueChange(e.target.value)}
      />
      {open ? (
        <fieldset
          id={keypadId}
          aria-label={t('kiosk.keypad')}
          onBlur={leave}
          className="m-0 mt-2 grid max-w-sm grid-cols-3 gap-2 border-0 p-0"
          data-testid="digit-keypad"
        >
          {KEYS.map((digit) => (
            <button
              key={digit}
              type="button"
              className={`${key} bg-surface`}
              onMouseDown={keep}
              onClick={() => onValueChange(value + digit)}
            >
              {digit}
            </button>
          ))}
          <button
            type="button"
            className={`${key} bg-surface text-lg`}
            onMouseDown={keep}
            onClick={() => onValueChange(value.slice(0, -1))}
          >
            {t('kiosk.keypadDelete')}
          </button>
          <button
            type="button"
            className={`${key} bg-surface`}
            onMouseDown={keep}
            onClick={() => onValueChange(`${value}0`)}
          >
            0
          </button>
          <button
            type="button"
            className={`${key} bg-brand text-lg text-brand-contrast`}
            onClick={() => {
              field.current?.blur()
              setOpen(false)
            }}
          >
            {t('kiosk.keypadDone')}
          </button>
        </fieldset>
      ) : null}
    </div>
  )
}
