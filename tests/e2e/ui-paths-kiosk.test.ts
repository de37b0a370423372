import { expect } from 'vitest'
import { kioskSessionModel } from '../../machines/kiosk-session.model'
import { kioskSessionMap } from '../ui-paths/maps/kiosk-session'
import { replayMaps } from './ui-paths'

// The kiosk's machines replayed on the real kiosk (tests/ui-paths): one browser for this shard. Beyond
// what the map checks on the screen, the kiosk's own effects no person reads: the larger text of the
// accessibility mode, and a reset leaving nothing of the diner stored, back on the kiosk's own page.
replayMaps('kiosk machines on the real UI', [[kioskSessionModel, kioskSessionMap]], {
  afterStep: (page, state) =>
    page.waitForFunction(
      (accessible) => document.documentElement.style.fontSize === (accessible ? '125%' : ''),
      Boolean(state.context.accessible),
    ),
  afterPath: async (page, path) => {
    const last = path.steps.at(-1)?.state
    if (!last?.hasTag('attract') || path.steps.length < 2) return
    expect(await page.evaluate(() => localStorage.length)).toBe(0)
    expect(new URL(page.url()).pathname).toBe('/menu/pizzeria-demo-palermo/table')
  },
})
