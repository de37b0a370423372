import type { AnyEventObject, AnyMachineSnapshot, AnyStateMachine, InputFrom } from 'xstate'

/**
 * How a machine is explored for tests and for QA: which sample events to try (the graph tries every event
 * the current state accepts; a type listed here is tried with these payloads instead of a bare `{ type }`),
 * and how to recognise two snapshots as the same state so the exploration stays finite.
 */
export interface MachineModel<TMachine extends AnyStateMachine = AnyStateMachine> {
  /** kebab-case flow name, the same as the file name: `cart` for cart.machine.ts */
  name: string
  /** one sentence for a QA reader */
  description: string
  machine: TMachine
  input?: InputFrom<TMachine>
  /**
   * Several starting inputs, each explored in turn (instead of `input`): e.g. the demo menu's plates, where
   * no one plate shows every feature of its screen. A path starts from the input its first snapshot shows.
   */
  inputs?: readonly InputFrom<TMachine>[]
  /**
   * Sample events. Include actor outcomes (`xstate.done.actor.<id>` with `output`,
   * `xstate.error.actor.<id>` with `error`) so both branches of every invoke are explored.
   */
  events: readonly AnyEventObject[] | ((snapshot: AnyMachineSnapshot) => readonly AnyEventObject[])
  /**
   * Which of the accepted events the exploration may take from a snapshot; defaults to all. A replay on
   * the real UI leaves out what no diner can cause there (each exclusion with its reason, in its test).
   */
  canTake?: (snapshot: AnyMachineSnapshot, event: AnyEventObject) => boolean
  /** defaults to value + whole context */
  serializeState?: (snapshot: AnyMachineSnapshot) => string
  /** stop exploring beyond these snapshots */
  stopWhen?: (snapshot: AnyMachineSnapshot) => boolean
  /** guard against a runaway graph; default 20 000 explored snapshots */
  limit?: number
}

export const defineModel = <TMachine extends AnyStateMachine>(model: MachineModel<TMachine>) => model
