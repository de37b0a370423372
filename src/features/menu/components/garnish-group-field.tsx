import { groupTotal } from '../../../../domain/garnish'
import { useMoney, useT } from '../../../lib/use-t'
import type { Plate } from '../api/menu'
import { Stepper } from './stepper'

type Group = Plate['garnishGroups'][number]

function groupHint(group: Group, t: ReturnType<typeof useT>) {
  const { minGarnishAmount: min, maxGarnishAmount: max } = group
  if (!group.multipleSelection) return t('cart.chooseOne')
  if (group.mandatory && min === max) return t('cart.chooseExactly', { count: max })
  if (group.mandatory && min > 0) return t('cart.chooseBetween', { min, max })
  return t('cart.chooseUpTo', { max })
}

/**
 * One garnish group of a plate: a radio per garnish when one is chosen, a stepper per garnish otherwise,
 * outlined in red when the machine marks it as the group still to complete.
 */
export function GarnishGroupField({
  plateId,
  group,
  chosen,
  invalid,
  onChoose,
  onIncrement,
  onDecrement,
}: {
  plateId: number
  group: Group
  /** the garnishes chosen in this group, by id, with their counts */
  chosen: Record<string, number>
  invalid: boolean
  onChoose: (garnishId: number) => void
  onIncrement: (garnishId: number) => void
  onDecrement: (garnishId: number) => void
}) {
  const t = useT()
  const money = useMoney()
  return (
    <fieldset
      key={group.id}
      id={`grupo-${plateId}-${group.id}`}
      aria-invalid={invalid || undefined}
      className={`space-y-2 rounded-2xl p-3 ${invalid ? 'ring-2 ring-red-600' : 'ring-1 ring-ink/10'}`}
    >
      <legend className="flex w-full flex-wrap items-center gap-2 px-1 font-bold">
        {group.showName || group.name}
        {group.mandatory ? (
          <span className="rounded-full bg-ink/10 px-2 py-0.5 text-xs">{t('cart.required')}</span>
        ) : null}
        <span className="text-sm font-normal text-muted">
          {groupHint(group, t)}
          {group.multipleSelection ? ` · ${groupTotal(chosen)}/${group.maxGarnishAmount}` : ''}
        </span>
      </legend>
      {group.garnishes
        .filter((garnish) => garnish.visible)
        .map((garnish) => {
          const label = garnish.showName || garnish.name
          const count = chosen[String(garnish.id)] ?? 0
          const price = garnish.price > 0 ? `+${money(garnish.price)}` : null
          if (!group.multipleSelection)
            return (
              <label
                key={garnish.id}
                className="flex cursor-pointer items-center justify-between gap-3 px-1 py-1.5"
              >
                <span className="flex items-center gap-3">
                  <input
                    type="radio"
                    name={`grupo-${group.id}`}
                    checked={count > 0}
                    onChange={() => onChoose(garnish.id)}
                    className="size-4 accent-(--color-main)"
                  />
                  {label}
                </span>
                {price ? <span className="text-sm font-semibold">{price}</span> : null}
              </label>
            )
          return (
            <div key={garnish.id} className="flex items-center justify-between gap-3 px-1 py-1">
              <span className="min-w-0">
                {label}
                {price ? <span className="ml-2 text-sm font-semibold">{price}</span> : null}
              </span>
              <Stepper
                label={label}
                value={count}
                onDecrement={() => onDecrement(garnish.id)}
                onIncrement={() => onIncrement(garnish.id)}
                decrementDisabled={count === 0}
              />
            </div>
          )
        })}
    </fieldset>
  )
}
