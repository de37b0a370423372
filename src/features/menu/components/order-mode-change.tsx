import { useQuery } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { type ReactNode, useEffect, useState } from 'react'
import type { OrderModeOption } from '../../../../domain/order-mode'
import { orderModeChangeMachine } from '../../../../machines/order-mode-change.machine'
import { useFlow } from '../../../hooks/use-flow'
import {
  clearStoredCart,
  onStoredCartChange,
  readStoredCart,
  setStoredCartMode,
  storedCartLineCount,
} from '../../../lib/stored-cart'
import { useT } from '../../../lib/use-t'
import { ConfirmDialog } from '../../../ui/confirm-dialog'
import type { OrderMode } from '../api/branch-contact'
import { menuHashesQueryOptions } from '../api/menu'

/** Anything holding a discount code for this visit drops it when the mode changes (2-checkout.md §4). */
export const DISCOUNT_CODE_CLEARED_EVENT = 'tucan:discount-code-cleared'

export interface ModeChangeControls {
  /** a mode tab or button was chosen */
  select: (modeId: number) => void
}

const optionOf = (mode: OrderMode): OrderModeOption => ({
  id: mode.id,
  type: mode.type,
  // the cart keeps only the methods it knows; a bank redirect is chosen at checkout
  paymentTypes: mode.paymentTypes.flatMap((p) =>
    p.paymentMethod === 'BANK_REDIRECT'
      ? []
      : [{ id: p.id, paymentMethod: p.paymentMethod, active: p.active, upload: p.upload ?? 'APP' }],
  ),
})

/**
 * Runs `order-mode-change` for the mode tabs and the selection screen: compares the menu hashes, asks
 * before discarding a cart the new menu cannot keep, and goes to /menu/{alias}/{mode}. The machine starts
 * again once the hashes arrive (until then an unknown hash counts as another menu, as the rule says).
 */
export function OrderModeChange({
  alias,
  modes,
  currentModeId,
  children,
}: {
  alias: string
  modes: readonly OrderMode[]
  /** the mode on screen, or null on the selection screen (the stored cart's mode is used there) */
  currentModeId: number | null
  children: (controls: ModeChangeControls) => ReactNode
}) {
  const hashes = useQuery(
    menuHashesQueryOptions(
      alias,
      modes.map((m) => m.id),
    ),
  )
  const settled = hashes.isSuccess || hashes.isError
  // The machine starts with the diner's first pick, not with the page (issue 33: every machine started at
  // hydration is main-thread time before the menu responds); that pick is handed to it once it runs.
  const [pick, setPick] = useState<{ started: boolean; modeId: number | null }>(notStarted)
  if (!pick.started) return children({ select: (modeId) => setPick({ started: true, modeId }) })
  return (
    <ModeChangeFlow
      key={`${settled ? 'settled' : 'pending'}-${currentModeId}`}
      alias={alias}
      modes={modes}
      currentModeId={currentModeId}
      hashes={Object.fromEntries((hashes.data ?? []).map((h) => [String(h.orderModeId), h.hash]))}
      firstPick={pick.modeId}
      onFirstPickSent={() => setPick(pickSent)}
    >
      {children}
    </ModeChangeFlow>
  )
}

const notStarted = { started: false, modeId: null }
const pickSent = { started: true, modeId: null }

function ModeChangeFlow({
  alias,
  modes,
  currentModeId,
  hashes,
  firstPick,
  onFirstPickSent,
  children,
}: {
  alias: string
  modes: readonly OrderMode[]
  currentModeId: number | null
  hashes: Record<string, string>
  /** the pick that started the flow, sent once it runs (null once sent) */
  firstPick: number | null
  onFirstPickSent: () => void
  children: (controls: ModeChangeControls) => ReactNode
}) {
  const t = useT()
  const router = useRouter()
  const fromSelection = currentModeId === null
  const [snapshot, send, actorRef] = useFlow(orderModeChangeMachine, {
    input: {
      alias,
      modes: modes.map(optionOf),
      hashes,
      currentModeId: currentModeId ?? readStoredCart(alias)?.mode?.id ?? null,
      cartItemCount: storedCartLineCount(alias),
    },
  })

  useEffect(
    () =>
      onStoredCartChange(() =>
        send({ type: 'orderMode.cartChanged', itemCount: storedCartLineCount(alias) }),
      ),
    [alias, send],
  )

  useEffect(() => {
    const subscriptions = [
      actorRef.on('orderMode.cartCleared', () => clearStoredCart()),
      actorRef.on('orderMode.modeApplied', ({ mode, paymentType }) =>
        setStoredCartMode(alias, mode, paymentType),
      ),
      actorRef.on('orderMode.discountCodeCleared', () =>
        window.dispatchEvent(new Event(DISCOUNT_CODE_CLEARED_EVENT)),
      ),
      actorRef.on('navigate', ({ to }) => {
        // from the selection screen the chosen menu asks for the address at once (storefront spec §2)
        void router.navigate({ href: to, ...(fromSelection ? { state: { askAddress: true } as never } : {}) })
      }),
    ]
    return () => {
      for (const subscription of subscriptions) subscription.unsubscribe()
    }
  }, [actorRef, alias, router, fromSelection])

  // After the subscriptions above, so what the pick emits (a navigation) is heard.
  useEffect(() => {
    if (firstPick === null) return
    send({ type: 'orderMode.selected', modeId: firstPick })
    onFirstPickSent()
  }, [firstPick, onFirstPickSent, send])

  const prompt = snapshot.context.prompt
  return (
    <>
      {children({ select: (modeId) => send({ type: 'orderMode.selected', modeId }) })}
      <ConfirmDialog
        open={snapshot.hasTag('confirming') && prompt !== null}
        title={prompt ? t(prompt.title) : ''}
        text={prompt ? t(prompt.text) : ''}
        cancelLabel={t('common.cancel')}
        confirmLabel={t('common.continue')}
        onCancel={() => send({ type: 'orderMode.cancelled' })}
        onConfirm={() => send({ type: 'orderMode.confirmed' })}
      />
    </>
  )
}
