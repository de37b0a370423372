import { useNavigate } from '@tanstack/react-router'
import { type ReactNode, useEffect } from 'react'
import { orderModeChangeMachine } from '../../../../machines/order-mode-change.machine'
import { useFlow } from '../../../hooks/use-flow'
import { clearStoredCart, storedCartAlias, storedCartLineCount } from '../../../lib/stored-cart'
import { useT } from '../../../lib/use-t'
import { ConfirmDialog } from '../../../ui/confirm-dialog'

export interface LocalChangeControls {
  /** true when opening `alias` must go through the machine (a cart of another local is stored) */
  guards: (alias: string) => boolean
  open: (alias: string) => void
}

/**
 * 'Al cambiar de local se borrarán los ítems agregados a tu pedido' (storefront spec §2): opening another
 * local from the branch page while a cart of a local is stored runs `order-mode-change`, which asks, then
 * clears the cart and opens the new local.
 */
export function LocalChange({
  modeName,
  children,
}: {
  /** the mode picked on the branch page, kept as the #hash of the local's link */
  modeName: string | undefined
  children: (controls: LocalChangeControls) => ReactNode
}) {
  const t = useT()
  const navigate = useNavigate()
  const cartAlias = storedCartAlias()
  const [snapshot, send, actorRef] = useFlow(orderModeChangeMachine, {
    input: {
      alias: cartAlias ?? '',
      modes: [],
      hashes: {},
      currentModeId: null,
      cartItemCount: cartAlias ? storedCartLineCount(cartAlias) : 0,
    },
  })

  useEffect(() => {
    const subscriptions = [
      actorRef.on('orderMode.cartCleared', () => clearStoredCart()),
      actorRef.on('navigate', ({ to }) => {
        void navigate({ href: modeName ? `${to}#${modeName}` : to })
      }),
    ]
    return () => {
      for (const subscription of subscriptions) subscription.unsubscribe()
    }
  }, [actorRef, navigate, modeName])

  const prompt = snapshot.context.prompt
  return (
    <>
      {children({
        guards: (alias) => cartAlias !== null && alias !== cartAlias,
        open: (alias) => send({ type: 'orderMode.localChangeRequested', alias }),
      })}
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
