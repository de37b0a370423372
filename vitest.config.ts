import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    setupFiles: ['./tests/setup/fail-on-console-error.ts'],
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
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts', 'tests/build/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['./tests/e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          // One retry absorbs a browser hiccup on a busy machine; scripts/test.mjs names every test that
          // needed it, so a flaky journey stays visible instead of passing quietly.
          retry: 1,
        },
      },
    ],
  },
})
