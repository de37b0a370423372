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

export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: the control is the child each field passes in
    <label className="block text-sm font-medium">
      {label}
      {children}
    </label>
  )
}

/** A field of digits: as a phone shows it, or on a kiosk with its keypad kept out of the label's name. */
export function DigitField({
  label,
  children,
  ...input
}: ComponentProps<typeof DigitInput> & { label: string; children?: ReactNode }) {
  const id = useId()
  if (!input.keypad)
    return (
      <Field label={label}>
        <DigitInput {...input} />
        {children}
      </Field>
    )
  return (
    <div className="block text-sm font-medium">
      <label htmlFor={id}>{label}</label>
      <DigitInput {...input} id={id} />
      {children}
    </div>
  )
}
