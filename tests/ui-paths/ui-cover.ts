import { getStateNodes } from '@xstate/graph'
import type { AnyEventObject, AnyMachineSnapshot, AnyStateNode } from 'xstate'
import type { Message } from '../../domain/message'
import { moneyFormatter } from '../../domain/money'
import { t } from '../../i18n/t'
import { coveringPaths } from '../../machines/graph/cover'
import type { MachineModel } from '../../machines/graph/model'
import { generatePaths, type ModelPath } from '../../machines/graph/paths'
import { coverageOf, describeTransition, replayPath, transitionsOf } from '../../machines/graph/replay'
import { type UiMap, whyUnreachable } from './ui-map'

/** The model the UI replays: the real machine, taking only the events a person or the network can cause. */
export function uiModel(model: MachineModel, map: UiMap): MachineModel {
  return {
    ...model,
    canTake: (from: AnyMachineSnapshot, event: AnyEventObject) =>
      (model.canTake?.(from, event) ?? true) && whyUnreachable(map, from, event) === null,
  }
}

/** A small set of shortest paths (plus one edge each) that reaches all the UI can reach. */
export function uiCover(model: MachineModel, map: UiMap): ModelPath[] {
  const ui = uiModel(model, map)
  return coveringPaths(ui, generatePaths(ui))
}

export interface UiCoverage {
  states: { covered: number; total: number }
  transitions: { covered: number; total: number }
  /** what the UI paths leave out, each with the reason the map gives */
  justified: { item: string; reason: string }[]
  /** left out with no reason in the map: a gap to close */
  unjustified: string[]
  /** the map's own gaps: an event with no entry, a state node with no checks */
  mapGaps: string[]
}

/**
 * States and transitions the UI cover reaches, and for each one it does not, the map's reason: a state the
 * map calls unreachable, or a transition whose event the map says the UI cannot cause from its source.
 */
export function uiCoverage(model: MachineModel, map: UiMap, paths = uiCover(model, map)): UiCoverage {
  const ui = uiModel(model, map)
  const covered = coverageOf(
    ui,
    paths.map((path) => replayPath(ui, path)),
  )
  const nodes = getStateNodes(model.machine.root) as AnyStateNode[]
  const eventTypes = [...new Set(transitionsOf(model.machine).map((t) => t.eventType))].filter(Boolean)
  const mapGaps = [
    ...eventTypes.filter((type) => !map.events.some((e) => e.event === type)).map((type) => `event ${type}`),
    ...nodes.filter((node) => !(node.id in map.states)).map((node) => `state ${node.id}`),
  ]
  const justified: UiCoverage['justified'] = []
  const unjustified: string[] = []
  for (const id of covered.states.missing) {
    const entry = map.states[id]
    if (entry && !Array.isArray(entry)) justified.push({ item: `state ${id}`, reason: entry.unreachable })
    else unjustified.push(`state ${id}`)
  }
  const byDescription = new Map(transitionsOf(model.machine).map((t) => [describeTransition(t), t]))
  for (const description of covered.transitions.missing) {
    const transition = byDescription.get(description)
    const type = transition?.eventType ?? ''
    const entries = map.events.filter((e) => e.event === type)
    const source = transition?.source.id ?? ''
    const reasons = entries.flatMap((e) => [
      ...(e.unreachable ? [e.unreachable] : []),
      ...(e.unreachableWhen ?? [])
        .filter(
          (w) => w.in === source || transition?.source.tags.includes(w.in) || source.startsWith(`${w.in}.`),
        )
        .map((w) => w.reason),
      ...(e.unreachableIf ?? []).map((w) => w.reason),
    ])
    const targetState = transition?.target?.[0]?.id
    const targetEntry = targetState ? map.states[targetState] : undefined
    if (targetEntry && !Array.isArray(targetEntry)) reasons.push(targetEntry.unreachable)
    const sourceEntry = map.states[source]
    if (sourceEntry && !Array.isArray(sourceEntry)) reasons.push(sourceEntry.unreachable)
    if (reasons.length > 0)
      justified.push({ item: `transition ${description}`, reason: [...new Set(reasons)].join('; ') })
    else unjustified.push(`transition ${description}`)
  }
  return {
    states: { covered: covered.states.covered, total: covered.states.total },
    transitions: { covered: covered.transitions.covered, total: covered.transitions.total },
    justified,
    unjustified,
    mapGaps,
  }
}

/** Per step of the path, the texts of the `notify` messages the real actor emitted (when the map shows them). */
export function noticesOf(model: MachineModel, map: UiMap, path: ModelPath): string[][] {
  if (!map.notices) return []
  return replayPath(uiModel(model, map), path).steps.map((step) =>
    step.emitted
      .filter((e) => e.type === 'notify')
      .map((e) => t((e as unknown as { message: Message }).message, moneyFormatter())),
  )
}
