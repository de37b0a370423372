import { describe, expect, it } from 'vitest'
import type { MachineModel } from './model'
import { describePath, generatePaths } from './paths'
import { coverageOf, type ReplayedStep, replayPath } from './replay'

interface Expectations {
  /** the number of generated paths: a graph that grows or shrinks unexpectedly fails here */
  paths: number
  /** extra assertions on every replayed step (effects, tags, messages) */
  eachStep?: (step: ReplayedStep) => void
}

/**
 * The graph-generated suite of a machine: each path replayed on a real actor, the path count pinned,
 * and 100 % of states and transitions reached.
 */
export function describeModel(model: MachineModel, expectations: Expectations) {
  describe(`${model.name} (graph-generated paths)`, () => {
    const paths = generatePaths(model)

    it(`generates ${expectations.paths} paths`, () => {
      expect(paths.length).toBe(expectations.paths)
    })

    it.each(paths.map((path, i) => [i + 1, describePath(path), path] as const))(
      'path %i: %s',
      (_, __, path) => {
        const replay = replayPath(model, path)
        expect(replay.steps.length).toBe(path.steps.length)
        for (const step of replay.steps) expectations.eachStep?.(step)
      },
    )

    it('reaches every state and every transition', () => {
      const coverage = coverageOf(
        model,
        paths.map((p) => replayPath(model, p)),
      )
      expect(coverage.states.missing).toEqual([])
      expect(coverage.transitions.missing).toEqual([])
    })
  })
}
