import { describe, expect, it } from 'vitest'
import { lookup } from '../../i18n/t'
import { recordCoverage } from './coverage-record'
import { messagesIn } from './messages'
import type { MachineModel } from './model'
import { describePath, generatePaths } from './paths'
import { coverageOf, type Replay, type ReplayedStep, replayPath } from './replay'

/**
 * A test that replays every path of a graph at once (the checkout's has hundreds) takes a few seconds on a
 * busy 2-core machine: more than vitest's default 5 s, while each path's own test stays short.
 */
export const WHOLE_GRAPH_TIMEOUT_MS = 60_000

interface Expectations {
  /** extra assertions on every replayed step (effects, tags, messages) */
  eachStep?: (step: ReplayedStep) => void
}

/** What the checks after the path tests need of a replay; its snapshots are let go. */
type Reached = Pick<Replay, 'stateIds' | 'transitions'> & { messageKeys: Set<string> }

function reachedBy(replay: Replay): Reached {
  const messageKeys = new Set<string>()
  for (const step of replay.steps)
    for (const m of [...messagesIn(step.snapshot.context), ...step.emitted.flatMap((e) => messagesIn(e))])
      messageKeys.add(m.key)
  return { stateIds: replay.stateIds, transitions: replay.transitions, messageKeys }
}

/**
 * The graph-generated suite of a machine: each path replayed on a real actor, 100 % of states and
 * transitions reached, and every text shown in the Spanish catalogue. What this proves is that the machine
 * agrees with its own graph and that each step's effects hold (`eachStep`); that the screens do what the
 * machine says is the UI replay's job (tests/ui-paths). The number of paths is not pinned: it only
 * snapshotted the graph, failing on every harmless new transition without catching anything the coverage
 * check does not.
 *
 * Each path is replayed once per run: the coverage and catalogue checks read the path tests' replays, and
 * the coverage is recorded for npm test's coverage level (coverage-record.ts) rather than replayed there.
 */
export function describeModel(model: MachineModel, expectations: Expectations = {}) {
  describe(`${model.name} (graph-generated paths)`, () => {
    const paths = generatePaths(model)
    const reached = new Map<number, Reached>()
    // A path whose own test did not run (filtered) or threw before keeping its replay is replayed here.
    const allReached = () => paths.map((path, i) => reached.get(i) ?? reachedBy(replayPath(model, path)))

    it.each(paths.map((path, i) => [i + 1, describePath(path), path] as const))(
      'path %i: %s',
      (number, __, path) => {
        const replay = replayPath(model, path)
        reached.set(number - 1, reachedBy(replay))
        expect(replay.steps.length).toBe(path.steps.length)
        for (const step of replay.steps) expectations.eachStep?.(step)
      },
    )

    it(
      'reaches every state and every transition',
      () => {
        const coverage = coverageOf(model, allReached())
        recordCoverage(model.name, coverage)
        expect(coverage.states.missing).toEqual([])
        expect(coverage.transitions.missing).toEqual([])
      },
      WHOLE_GRAPH_TIMEOUT_MS,
    )

    it(
      'shows only texts the Spanish catalogue has',
      () => {
        const keys = new Set(allReached().flatMap((r) => [...r.messageKeys]))
        expect([...keys].filter((key) => lookup(key) === undefined)).toEqual([])
      },
      WHOLE_GRAPH_TIMEOUT_MS,
    )
  })
}
