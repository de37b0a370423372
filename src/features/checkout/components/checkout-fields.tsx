import { type ComponentProps, type ReactNode, useId } from 'react'
import { DigitInput } from '../../../ui/digit-input'

/** One section of the checkout, named by its title for assistive technology. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="rounded-xl border border-ink/10 p-4">
      <h2 className="mb-3 font-semibold">{title}</h2>
      {children}
    </section>
  )
}

export const inputClass =
  'mt-1 w-full rounded-lg border border-ink/20 bg-surface px-3 py-2 text-base focus:border-brand focus:outline-none'

/** What a field gives its control: the label's target, and the error that describes it once marked. */
export interface FieldControl {
  id: string
  'aria-describedby'?: string
  'aria-invalid'?: true
}

/**
 * A labelled field. The label names the control alone; an error shows under it, outside the label, as the
 * control's description (aria-describedby) with aria-invalid, so the name stays the label.
 */
export function Field({
  label,
  error,
  children,
}: {
  label: string
  /** the field's error text, once marked */
  error?: string
  children: (control: FieldControl) => ReactNode
}) {
  const id = useId()
  const errorId = `${id}-error`
  return (
    <div className="block text-sm font-medium">
      <label className="block" htmlFor={id}>
        {label}
      </label>
      {children(error ? { id, 'aria-describedby': errorId, 'aria-invalid': true } : { id })}
      {error ? (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  )
}

/** A field of digits: as a phone shows it, or on a kiosk with its keypad kept out of the label's name. */
export function DigitField({
  label,
  error,
  ...input
}: Omit<ComponentProps<typeof DigitInput>, 'id'> & { label: string; error?: string }) {
  return (
    <Field label={label} error={error}>
      {(control) => <DigitInput {...input} {...control} />}
    </Field>
  )
}
