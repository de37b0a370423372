import { getStateNodes } from '@xstate/graph'
import {
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  createActor,
  fromPromise,
  SimulatedClock,
} from 'xstate'
import type { MachineModel } from './model'
import type { ModelPath } from './paths'

export interface ReplayedStep {
  event: AnyEventObject
  /** what the graph predicted */
  expected: AnyMachineSnapshot
  /** what the real actor reached */
  snapshot: AnyMachineSnapshot
  /** named actions the actor executed for this step (built-in xstate.* actions left out) */
  actions: { type: string; params: unknown }[]
  /** events the machine emitted for this step */
  emitted: AnyEventObject[]
}

export interface Replay {
  steps: ReplayedStep[]
  stateIds: Set<string>
  transitions: Set<AnyTransitionDefinition>
}

// Invoked actors never settle on their own during a replay: the path itself delivers their outcome
// (xstate.done.actor.* / xstate.error.actor.*), so the walk is deterministic and needs no network or timers.
const neverSettles = fromPromise(() => new Promise<never>(() => {}))
const controlled = new WeakMap<AnyStateMachine, AnyStateMachine>()

export function controlledMachine(machine: AnyStateMachine): AnyStateMachine {
  let result = controlled.get(machine)
  if (!result) {
    const names = Object.keys(machine.implementations.actors ?? {})
    result = machine.provide({ actors: Object.fromEntries(names.map((n) => [n, neverSettles])) })
    controlled.set(machine, result)
  }
  return result
}

const AFTER = 'xstate.after.'

function delayOf(event: AnyEventObject, machine: AnyStateMachine, snapshot: AnyMachineSnapshot): number {
  const name = event.type.slice(AFTER.length).split('.')[0] ?? ''
  const asNumber = Number(name)
  if (Number.isFinite(asNumber)) return asNumber
  const delay = machine.implementations.delays?.[name]
  if (typeof delay === 'number') return delay
  if (typeof delay === 'function')
    return delay({ context: snapshot.context, event } as never, undefined as never)
  throw new Error(`Unknown delay '${name}' in ${event.type}`)
}

// A model that folds contexts together (serializeState) is compared the same way: the graph only
// promises that the replayed snapshot is the state it stands for, not the representative's exact context.
const sameState = (model: MachineModel) => (a: AnyMachineSnapshot, b: AnyMachineSnapshot) =>
  model.serializeState
    ? model.serializeState(a) === model.serializeState(b) && a.status === b.status
    : JSON.stringify([a.value, a.context, a.status]) === JSON.stringify([b.value, b.context, b.status])

/** The model's input a path starts from: the one of `inputs` whose first snapshot the path begins with. */
function inputOf(model: MachineModel, path: ModelPath, same: ReturnType<typeof sameState>): unknown {
  const first = path.steps[0]?.state
  if (!model.inputs || !first) return model.input
  return model.inputs.find((input) =>
    same(createActor(controlledMachine(model.machine), { input }).getSnapshot(), first),
  )
}

/**
 * Walks a generated path on a real actor (SimulatedClock, actors held by the path) and checks that every
 * step lands where the graph said. Delayed events are reached by advancing the clock, not by sending them.
 */
export function replayPath(model: MachineModel, path: ModelPath): Replay {
  const machine = controlledMachine(model.machine)
  const same = sameState(model)
  const clock = new SimulatedClock()
  const stateIds = new Set<string>()
  const transitions = new Set<AnyTransitionDefinition>()
  let actions: ReplayedStep['actions'] = []
  let emitted: AnyEventObject[] = []
  // assigned after createActor; the inspector only reads it once the actor starts
  let root: unknown
  const actor = createActor(machine, {
    input: inputOf(model, path, same),
    clock,
    inspect: (ev) => {
      if (ev.actorRef !== root) return
      if (ev.type === '@xstate.microstep') {
        for (const t of ev._transitions) transitions.add(t)
        for (const node of (ev.snapshot as AnyMachineSnapshot)._nodes) stateIds.add(node.id)
      } else if (ev.type === '@xstate.action' && !ev.action.type.startsWith('xstate.')) {
        actions.push({ type: ev.action.type, params: ev.action.params })
      }
    },
  })
  root = actor
  actor.on('*', (e) => emitted.push(e))
  actor.start()
  const steps: ReplayedStep[] = []
  for (const [index, step] of path.steps.entries()) {
    if (index > 0 || step.event.type !== 'xstate.init') {
      if (step.event.type.startsWith(AFTER))
        clock.increment(delayOf(step.event, machine, actor.getSnapshot()))
      else actor.send(step.event)
    }
    const snapshot = actor.getSnapshot()
    for (const node of snapshot._nodes) stateIds.add(node.id)
    if (!same(snapshot, step.state)) {
      actor.stop()
      throw new Error(
        `${model.name}: step ${index} (${step.event.type}) reached ${JSON.stringify(snapshot.value)} ` +
          `${JSON.stringify(snapshot.context)}, the graph predicted ${JSON.stringify(step.state.value)} ` +
          JSON.stringify(step.state.context),
      )
    }
    steps.push({ event: step.event, expected: step.state, snapshot, actions, emitted })
    actions = []
    emitted = []
  }
  actor.stop()
  return { steps, stateIds, transitions }
}

const nodesOf = (machine: AnyStateMachine): AnyStateNode[] => getStateNodes(machine.root) as AnyStateNode[]

export function transitionsOf(machine: AnyStateMachine): AnyTransitionDefinition[] {
  return [machine.root, ...nodesOf(machine)].flatMap((node) => [
    ...[...node.transitions.values()].flat(),
    ...(node.always ?? []),
  ])
}

export const describeTransition = (t: AnyTransitionDefinition) =>
  `${t.source.id} --${t.eventType || '(always)'}--> ${t.target?.map((n) => n.id).join(',') ?? '(self)'}${t.guard ? ` [${typeof t.guard === 'string' ? t.guard : ((t.guard as { type?: string }).type ?? 'guard')}]` : ''}`

export interface Coverage {
  states: { covered: number; total: number; missing: string[] }
  transitions: { covered: number; total: number; missing: string[] }
}

export function coverageOf(
  model: MachineModel,
  replays: readonly Pick<Replay, 'stateIds' | 'transitions'>[],
): Coverage {
  const machine = controlledMachine(model.machine)
  const stateIds = new Set(replays.flatMap((r) => [...r.stateIds]))
  const taken = new Set(replays.flatMap((r) => [...r.transitions]))
  const states = nodesOf(machine).map((n) => n.id)
  const all = transitionsOf(machine)
  const missingStates = states.filter((id) => !stateIds.has(id))
  const missingTransitions = all.filter((t) => !taken.has(t)).map(describeTransition)
  return {
    states: { covered: states.length - missingStates.length, total: states.length, missing: missingStates },
    transitions: {
      covered: all.length - missingTransitions.length,
      total: all.length,
      missing: missingTransitions,
    },
  }
}
