import { useSelector } from '@xstate/react'
import { type CheckoutActor, modeChangeOf } from '../../../../machines/checkout.machine'
import { modeLabel } from '../../../lib/mode-label'
import { useT } from '../../../lib/use-t'
import { ConfirmDialog } from '../../../ui/confirm-dialog'
import type { CheckoutOrderMode } from '../lib/checkout-contact'
import { Section } from './checkout-fields'
import { useCheckoutState } from './use-checkout-state'

/**
 * The order-mode buttons (2-checkout.md §4, each 100 / n wide): the checkout's order-mode child decides
 * whether the cart stays (the page takes the new mode, the code is cleared) or goes after a confirmation.
 */
export function OrderModeSection({
  actor,
  modes,
}: {
  actor: CheckoutActor
  modes: readonly CheckoutOrderMode[]
}) {
  const t = useT()
  const state = useCheckoutState(actor)
  const modeChange = useSelector(modeChangeOf(state), (snapshot) => snapshot)
  if (state.context.modes.length < 2) return null
  const prompt = modeChange?.context.prompt ?? null
  return (
    <Section title={t('storefront.orderModes')}>
      <div className="flex gap-2">
        {modes.map((mode) => {
          const current = mode.id === state.context.orderModeId
          return (
            <button
              key={mode.id}
              type="button"
              aria-pressed={current}
              // until the menu hashes tell whether the cart stays, a switch waits
              disabled={!modeChange}
              onClick={() => modeChange && actor.send({ type: 'checkout.modeSelected', modeId: mode.id })}
              className={`min-w-0 flex-1 basis-0 rounded-full border-2 px-3 py-2 text-sm font-semibold ${
                current ? 'border-brand bg-brand text-brand-contrast' : 'border-ink/15 bg-surface text-ink'
              }`}
            >
              {modeLabel(mode, t)}
            </button>
          )
        })}
      </div>
      <ConfirmDialog
        open={!!modeChange?.hasTag('confirming') && prompt !== null}
        title={prompt ? t(prompt.title) : ''}
        text={prompt ? t(prompt.text) : ''}
        cancelLabel={t('common.cancel')}
        confirmLabel={t('common.continue')}
        onCancel={() => actor.send({ type: 'checkout.modeChangeAnswered', confirmed: false })}
        onConfirm={() => actor.send({ type: 'checkout.modeChangeAnswered', confirmed: true })}
      />
    </Section>
  )
}
