import { type AdjacencyMap, getAdjacencyMap, getShortestPaths, type StatePath } from '@xstate/graph'
import { __unsafe_getAllOwnEventDescriptors, type AnyEventObject, type AnyMachineSnapshot } from 'xstate'
import type { MachineModel } from './model'

export type ModelPath = StatePath<AnyMachineSnapshot, AnyEventObject>

const serializeEvent = (event: AnyEventObject) => JSON.stringify(event)
const defaultSerialize = (s: AnyMachineSnapshot) =>
  JSON.stringify({ value: s.value, context: s.context, status: s.status })

/**
 * Every event type the snapshot accepts is tried: with the model's sample payloads when it has some,
 * otherwise bare. Delayed (xstate.after.*) and actor outcome events are tried like any other.
 */
function eventsFor(model: MachineModel) {
  return (snapshot: AnyMachineSnapshot) => {
    const samples = typeof model.events === 'function' ? model.events(snapshot) : model.events
    const events = __unsafe_getAllOwnEventDescriptors(snapshot).flatMap((type) => {
      const matching = samples.filter((e) => e.type === type)
      return matching.length > 0 ? matching : [{ type }]
    })
    const { canTake } = model
    return canTake ? events.filter((event) => canTake(snapshot, event)) : events
  }
}

function traversalOptions(model: MachineModel, input: unknown = model.input) {
  return {
    input,
    events: eventsFor(model) as never,
    serializeState: (model.serializeState ?? defaultSerialize) as never,
    stopWhen: model.stopWhen as never,
    limit: model.limit ?? 20_000,
  }
}

/**
 * Paths that reach every distinct state (shortest first) and then take every enabled transition from every
 * reachable state once: the shortest path to a state plus one event, for each edge the shortest paths
 * did not already walk. Edges on which the machine has no enabled transition (the event is ignored) are
 * not paths: nothing happens there.
 */
export function generatePaths(model: MachineModel): ModelPath[] {
  if (model.inputs) return model.inputs.flatMap((input) => pathsFrom(model, input))
  return pathsFrom(model, model.input)
}

function pathsFrom(model: MachineModel, input: unknown): ModelPath[] {
  const options = traversalOptions(model, input)
  // @xstate/graph types serializeState over the machine's own snapshot and event; the model's is written for
  // any snapshot (MachineModel holds machines of every kind), which TypeScript cannot relate without this
  const serialize = options.serializeState as unknown as (s: AnyMachineSnapshot) => string
  const shortest = getShortestPaths(model.machine, options) as ModelPath[]
  const shortestByState = new Map(shortest.map((p) => [serialize(p.state), p]))
  const walked = new Set<string>()
  for (const path of shortest) {
    let prev: AnyMachineSnapshot | undefined
    for (const step of path.steps) {
      if (prev) walked.add(`${serialize(prev)}|${serializeEvent(step.event)}`)
      prev = step.state
    }
  }
  const extra: ModelPath[] = []
  const adjacency = getAdjacencyMap(model.machine, options) as AdjacencyMap<
    AnyMachineSnapshot,
    AnyEventObject
  >
  for (const [from, { state, transitions }] of Object.entries(adjacency)) {
    const head = shortestByState.get(from)
    if (!head) continue
    for (const { event, state: next } of Object.values(transitions) as {
      event: AnyEventObject
      state: AnyMachineSnapshot
    }[]) {
      const edge = `${from}|${serializeEvent(event)}`
      if (walked.has(edge)) continue
      if (state.status !== 'active') continue
      if (model.machine.getTransitionData(state as never, event as never).length === 0) continue
      walked.add(edge)
      extra.push({
        state: next as AnyMachineSnapshot,
        steps: [...head.steps, { event, state: next as AnyMachineSnapshot }],
        weight: head.weight + 1,
      })
    }
  }
  return [...shortest.filter((p) => p.steps.length > 0), ...extra]
}

/** A path as a QA reader names it: the events, in order. */
export const describePath = (path: ModelPath) =>
  path.steps
    .map((s) => s.event.type)
    .filter((t) => t !== 'xstate.init')
    .join(' → ') || '(initial state)'
