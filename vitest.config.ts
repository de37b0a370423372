import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'
import { BaseSequencer, type TestSpecification } from 'vitest/node'

/**
 * Vitest's own order (failed first, then longest first; with its cache cleared, largest file first), with the
 * e2e files turned around when TEST_E2E_REVERSE=1: a file that passes only because another ran before it on
 * the same worker's server shows up there. (Here, not in a file of its own: Vite's config loader would warn
 * about the import.)
 */
class ReversibleSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files)
    if (process.env.TEST_E2E_REVERSE !== '1') return sorted
    const reversed = sorted.filter((spec) => spec.project.name === 'e2e').reverse()
    let next = 0
    return sorted.map((spec) => (spec.project.name === 'e2e' ? (reversed[next++] ?? spec) : spec))
  }
}

/**
 * Vitest's default in a run is one worker fewer than the cores, which leaves a 2-core machine like CI's on
 * one worker while vitest's own process mostly waits: the unit and server levels ran twice as long as they
 * need to. Every core gets a worker (TEST_NODE_WORKERS overrides).
 */
const nodeWorkers = Number(process.env.TEST_NODE_WORKERS) || availableParallelism()

export default defineConfig({
  test: {
    setupFiles: ['./tests/setup/fail-on-console-error.ts'],
    // TEST_E2E_REVERSE=1 runs the e2e files in the reverse of vitest's order (README, Test).
    sequence: { sequencer: ReversibleSequencer },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'domain/**/*.test.ts',
            'machines/**/*.test.ts',
            'src/**/*.test.{ts,tsx}',
            'i18n/**/*.test.ts',
            'kiosk/**/*.test.{ts,tsx}',
            'tests/contract/**/*.test.ts',
            'tests/machines/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          environment: 'node',
          maxWorkers: nodeWorkers,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts', 'server/**/*.test.ts'],
          environment: 'node',
          // The demo tenant is seeded once per run here; each file copies it (tests/server/helpers/test-db.ts).
          globalSetup: ['./tests/server/global-setup.ts'],
          // Each file opens its own database; on a 2-core machine running every file at once that can
          // take a while, which is no failure of the code under test.
          testTimeout: 60_000,
          hookTimeout: 180_000,
          maxWorkers: nodeWorkers,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts', 'tests/build/**/*.test.ts'],
          environment: 'node',
          // One server process and one Chromium per worker (tests/e2e/global-setup.ts); a file that changes
          // what other files on its server would see runs on a server of its own (ownServer, README Test).
          globalSetup: ['./tests/e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // The machine has 2 cores; TEST_E2E_WORKERS=1 runs the files one after another.
          maxWorkers: Number(process.env.TEST_E2E_WORKERS) || 2,
          // Its own group: a project with another maxWorkers may not share one (`vitest run` of all projects).
          sequence: { groupOrder: 1 },
          // One retry absorbs a browser hiccup on a busy machine; scripts/test.mjs names every test that
          // needed it, so a flaky journey stays visible instead of passing quietly.
          retry: 1,
        },
      },
    ],
  },
})
