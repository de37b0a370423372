import { useRouter } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import type { Message } from '../../../../domain/message'
import { playChime } from '../../../lib/chime'
import { useT } from '../../../lib/use-t'
import { toast } from '../../../ui/toast'

type Emitted =
  | { type: 'notify'; level: 'success' | 'error'; message: Message }
  | { type: 'vibrate'; pattern: number[] }
  | { type: 'navigate'; to: string }
  | { type: 'accessDenied'; message: Message }
  | { type: 'offerArrived' }

interface EmittingActor {
  on(type: '*', handler: (event: Emitted) => void): { unsubscribe(): void }
}

/**
 * The rider machines' effects at the edge: toasts, the phone's vibration, a chime for a new offer,
 * navigation, and the 404 page
 * when access is denied (returned as a flag the page renders).
 */
export function useRiderEffects(actor: EmittingActor): { denied: boolean } {
  const t = useT()
  const router = useRouter()
  const [denied, setDenied] = useState(false)
  useEffect(() => {
    const sub = actor.on('*', (event) => {
      if (event.type === 'notify') (event.level === 'success' ? toast.success : toast.error)(t(event.message))
      else if (event.type === 'vibrate') navigator.vibrate?.(event.pattern)
      else if (event.type === 'navigate') void router.navigate({ to: event.to })
      else if (event.type === 'accessDenied') setDenied(true)
      else if (event.type === 'offerArrived') playChime()
    })
    return () => sub.unsubscribe()
  }, [actor, router, t])
  return { denied }
}
