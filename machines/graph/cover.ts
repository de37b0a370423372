import type { MachineModel } from './model'
import type { ModelPath } from './paths'
import { describeTransition, replayPath } from './replay'

/** What one replayed path reaches: state nodes, event types and transitions, each as a readable key. */
export function reachedBy(model: MachineModel, path: ModelPath): Set<string> {
  const replay = replayPath(model, path)
  return new Set([
    ...[...replay.stateIds].map((id) => `state ${id}`),
    ...path.steps.slice(1).map((step) => `event ${step.event.type}`),
    ...[...replay.transitions].map((t) => `transition ${describeTransition(t)}`),
  ])
}

/**
 * A small set of paths that together reach every state node, event type and transition the candidates
 * reach (greedy set cover: each round takes the path adding the most, the shorter one on a tie). Used where
 * each path is expensive to replay, as on the real UI.
 */
export function coveringPaths(model: MachineModel, candidates: readonly ModelPath[]): ModelPath[] {
  const pending = candidates.map((path) => ({ path, reaches: reachedBy(model, path) }))
  const covered = new Set<string>()
  const chosen: ModelPath[] = []
  for (;;) {
    let best: { path: ModelPath; reaches: Set<string>; gain: number } | undefined
    for (const candidate of pending) {
      const gain = [...candidate.reaches].filter((item) => !covered.has(item)).length
      if (
        gain > 0 &&
        (!best ||
          gain > best.gain ||
          (gain === best.gain && candidate.path.steps.length < best.path.steps.length))
      )
        best = { ...candidate, gain }
    }
    if (!best) return chosen
    chosen.push(best.path)
    for (const item of best.reaches) covered.add(item)
  }
}
