import { expect } from 'vitest'
import { kioskSessionModel } from '../../machines/kiosk-session.model'
import { kioskSetupModel } from '../../machines/kiosk-setup.model'
import { kioskSessionMap } from '../ui-paths/maps/kiosk-session'
import { kioskSetupMap } from '../ui-paths/maps/kiosk-setup'
import { replayMaps } from './ui-paths'

// The kiosk's machines replayed on the real kiosk (tests/ui-paths): one browser for this shard. Beyond
// what the maps check on the screen, the kiosk's own effects no person reads: the larger text of the
// accessibility mode, a reset leaving nothing of the diner stored, back on the kiosk's own page, and the
// set-up's choice of table or self-service opening the local's kiosk link for it.
replayMaps(
  'kiosk machines on the real UI',
  [
    [kioskSessionModel, kioskSessionMap],
    [kioskSetupModel, kioskSetupMap],
  ],
  {
    afterStep: (page, state) =>
      page.waitForFunction(
        (accessible) => document.documentElement.style.fontSize === (accessible ? '125%' : ''),
        Boolean(state.context.accessible),
      ),
    afterPath: async (page, path) => {
      const last = path.steps.at(-1)
      if (last?.state.machine.id === 'kioskSetup') {
        if (!last.state.matches('closed')) return
        if (last.event.type === 'setup.tableChosen')
          await page.waitForURL(/\/menu\/pizzeria-demo-palermo\/table\?tableNumber=12(&|$)/)
        if (last.event.type === 'setup.selfServiceChosen')
          await page.waitForURL(/\/menu\/pizzeria-demo-palermo\/self-service\?kiosk=true$/)
        return
      }
      if (!last?.state.hasTag('attract') || path.steps.length < 2) return
      expect(await page.evaluate(() => localStorage.length)).toBe(0)
      expect(new URL(page.url()).pathname).toBe('/menu/pizzeria-demo-palermo/table')
    },
  },
)
