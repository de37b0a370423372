import { type AnyEventObject, createActor, fromPromise, waitFor } from 'xstate'
import type { components } from '../../../contract/schema'
import type { RecoveredCart } from '../../../domain/abandoned-cart'
import type { CartItem } from '../../../domain/cart'
import type { Message } from '../../../domain/message'
import { t } from '../../../i18n/app-catalogue'
import { abandonedCartMachine } from '../../../machines/abandoned-cart.machine'
import { postDinerLog } from '../../lib/diner-log'
import { toast } from '../../ui/toast'
import { fetchRecoveryCart } from './api/abandoned-cart'
import { recoveredCartItems, storeRecoveredCart } from './lib/wire-cart'

type BranchContact = components['schemas']['BranchContact']

const recoveryMachine = (alias: string) =>
  abandonedCartMachine.provide({
    actors: {
      fetchRecoveryCart: fromPromise<RecoveredCart | null, { phone: string; branchContactId: number }>(
        async ({ input }) => {
          const found = await fetchRecoveryCart(input)
          if (!found) return null
          const items = recoveredCartItems(found.items, alias, Date.now())
          // A line the cart cannot read counts as unavailable, like a plate the menu no longer lists.
          return {
            orderModeId: found.orderModeId,
            items: items ?? [],
            unavailableItems: found.unavailableItems + (items ? 0 : found.items.length),
          }
        },
      ),
    },
  })

/**
 * The recovery link (?abandoned&phone=) on a local: runs the abandoned-cart machine's recovery and carries
 * out what it emits. Answers the path to open (the cart page) when the cart came back, else null.
 */
export async function recoverCartFromLink(input: {
  alias: string
  contact: BranchContact
  phone: string
}): Promise<string | null> {
  const { alias, contact } = input
  const modes = contact.deliveryConfig.orderModes.filter((mode) => mode.active)
  const actor = createActor(recoveryMachine(alias), { input: { alias } })
  const emitted: AnyEventObject[] = []
  actor.on('*', (event) => emitted.push(event))
  actor.start()
  actor.send({
    type: 'recovery.linkOpened',
    link: {
      abandoned: true,
      phone: input.phone,
      branchContactId: contact.id,
      orderModeIds: modes.map((m) => m.id),
    },
  })
  if (actor.getSnapshot().matches({ recovery: 'fetching' }))
    await waitFor(actor, (snapshot) => snapshot.matches({ recovery: 'done' }), { timeout: 15_000 }).catch(
      () => null,
    )
  actor.stop()

  let modeId: number | null = null
  let items: CartItem[] | null = null
  let target: string | null = null
  for (const event of emitted) {
    if (event.type === 'order-mode.select') modeId = event.orderModeId as number
    else if (event.type === 'cart.refill') items = event.items as CartItem[]
    else if (event.type === 'navigate') target = event.to as string
    else if (event.type === 'log')
      void postDinerLog(event.text as string, {
        bcId: contact.id,
        branchId: contact.branch.id,
        component: 'abandoned-cart',
      })
    else if (event.type === 'notify') toast.info(t(event.message as Message))
  }
  const mode = modes.find((m) => m.id === modeId)
  if (!mode || !items || !target) return null
  storeRecoveredCart(items, { id: mode.id, type: mode.type }, alias, Date.now())
  return target
}
