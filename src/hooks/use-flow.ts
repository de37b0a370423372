import { useActorRef, useMachine } from '@xstate/react'
import type { ActorOptions, AnyStateMachine } from 'xstate'
import { inspectorOptions } from '../dev/inspector'

/**
 * The one way views run a flow machine: the machine with its edge implementations provided,
 * plus the development inspector when `?inspect` is on.
 */
export function useFlow<TMachine extends AnyStateMachine>(
  machine: TMachine,
  options?: ActorOptions<TMachine>,
) {
  return useMachine(machine, { ...inspectorOptions(), ...options } as never)
}

/**
 * The same, for an actor shared through context: the provider keeps the reference and views read it
 * with useSelector, so a change re-renders only the views that read what changed.
 */
export function useFlowRef<TMachine extends AnyStateMachine>(
  machine: TMachine,
  options?: ActorOptions<TMachine>,
) {
  return useActorRef(machine, { ...inspectorOptions(), ...options } as never)
}
