import { describe, expect, it } from 'vitest'
import { kioskSessionModel } from '../kiosk-session.model'
import { coveringPaths, reachedBy } from './cover'
import { generatePaths } from './paths'

describe('coveringPaths', () => {
  const all = generatePaths(kioskSessionModel)
  const chosen = coveringPaths(kioskSessionModel, all)
  const union = (paths: typeof all) => new Set(paths.flatMap((p) => [...reachedBy(kioskSessionModel, p)]))

  it('reaches every state, event and transition all the paths reach, with far fewer paths', () => {
    expect([...union(chosen)].sort()).toEqual([...union(all)].sort())
    expect(chosen.length).toBeLessThan(all.length / 10)
  })

  it('keeps only paths that add something', () => {
    for (const [i, path] of chosen.entries()) {
      const others = union(chosen.filter((_, j) => j < i))
      expect([...reachedBy(kioskSessionModel, path)].some((item) => !others.has(item))).toBe(true)
    }
  })
})

describe('a model that cannot take some events', () => {
  it('explores only the events it can take', () => {
    const noOrder = {
      ...kioskSessionModel,
      canTake: (_: unknown, e: { type: string }) => e.type !== 'kiosk.orderPlaced',
    }
    const types = new Set(generatePaths(noOrder).flatMap((p) => p.steps.map((s) => s.event.type)))
    expect(types.has('kiosk.orderPlaced')).toBe(false)
    expect(types.has('kiosk.submissionStarted')).toBe(true)
  })
})
