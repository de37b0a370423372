import { describe, expect, it } from 'vitest'
import type { MachineModel } from './model'
import { describePath, generatePaths } from './paths'
import { coverageOf, type ReplayedStep, replayPath } from './replay'

/**
 * A test that replays every path of a graph at once (the checkout's has hundreds) takes a few seconds on a
 * busy 2-core machine: more than vitest's default 5 s, while each path's own test stays short.
 */
export const WHOLE_GRAPH_TIMEOUT_MS = 60_000

interface Expectations {
  /** extra assertions on every replayed step (effects, tags, messages) */
  eachStep?: (step: ReplayedStep) => void
}

/**
 * The graph-generated suite of a machine: each path replayed on a real actor, and 100 % of states and
 * transitions reached. What this proves is that the machine agrees with its own graph and that each
 * step's effects hold (`eachStep`); that the screens do what the machine says is the UI replay's job
 * (tests/ui-paths). The number of paths is not pinned: it only snapshotted the graph, failing on every
 * harmless new transition without catching anything the coverage check does not.
 */
export function describeModel(model: MachineModel, expectations: Expectations = {}) {
  describe(`${model.name} (graph-generated paths)`, () => {
    const paths = generatePaths(model)

    it.each(paths.map((path, i) => [i + 1, describePath(path), path] as const))(
      'path %i: %s',
      (_, __, path) => {
        const replay = replayPath(model, path)
        expect(replay.steps.length).toBe(path.steps.length)
        for (const step of replay.steps) expectations.eachStep?.(step)
      },
    )

    it(
      'reaches every state and every transition',
      () => {
        const coverage = coverageOf(
          model,
          paths.map((p) => replayPath(model, p)),
        )
        expect(coverage.states.missing).toEqual([])
        expect(coverage.transitions.missing).toEqual([])
      },
      WHOLE_GRAPH_TIMEOUT_MS,
    )
  })
}
