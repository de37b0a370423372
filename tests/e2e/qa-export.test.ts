import { execFile } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { message } from '../../domain/message'
import { t } from '../../i18n/t'
import { addressModel } from '../../machines/address.model'
import { checkoutModel } from '../../machines/checkout.model'
import { consoleSignInModel } from '../../machines/console-sign-in.model'
import type { MachineModel } from '../../machines/graph/model'
import { kioskSessionModel } from '../../machines/kiosk-session.model'
import { shipmentModel } from '../../machines/shipment.model'
import { exportPlaywright } from '../../scripts/qa-report/export-playwright'
import { addressMap } from '../ui-paths/maps/address'
import { checkoutMap } from '../ui-paths/maps/checkout'
import { consoleSignInMap } from '../ui-paths/maps/console-sign-in'
import { kioskSessionMap } from '../ui-paths/maps/kiosk-session'
import { shipmentMap } from '../ui-paths/maps/shipment'
import type { UiMap } from '../ui-paths/ui-map'
import { e2eServer } from './e2e-server'

// The Playwright files `npm run paths -- <machine> --export playwright` writes (issue 38), run as a QA team
// runs them: Playwright's own runner (`npx playwright test`) against this run's started server (TUCAN_URL),
// with a config of theirs that only says which Chromium to use.
const root = fileURLToPath(new URL('../..', import.meta.url))
// inside the project, so the files find @playwright/test in its node_modules as they would in QA's
mkdirSync(join(root, '.paths-results'), { recursive: true })
const dir = mkdtempSync(join(root, '.paths-results', 'export-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const CONFIG = `export default {
  testDir: '.',
  workers: 1,
  timeout: 60000,
  expect: { timeout: 10000 },
  use: { launchOptions: { executablePath: ${JSON.stringify(inject('chromiumPath'))}, args: ['--no-sandbox', '--disable-gpu'] } },
}
`

interface JsonReport {
  stats: { expected: number; unexpected: number; skipped: number }
  suites: {
    suites: { specs: { title: string; tests: { results: { steps: { title: string }[] }[] }[] }[] }[]
  }[]
}

function playwrightTest(files: string[]): Promise<{ code: number; report: JsonReport }> {
  writeFileSync(join(dir, 'playwright.config.mjs'), CONFIG)
  return new Promise((resolve) => {
    execFile(
      'npx',
      ['playwright', 'test', '--config', join(dir, 'playwright.config.mjs'), '--reporter=json', ...files],
      { cwd: dir, env: { ...process.env, TUCAN_URL: e2eServer().baseUrl }, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout) => resolve({ code: error ? Number(error.code ?? 1) : 0, report: JSON.parse(stdout) }),
    )
  })
}

const stepTitles = (report: JsonReport) =>
  report.suites.flatMap((file) =>
    file.suites.flatMap((suite) =>
      suite.specs.map((spec) => spec.tests[0]?.results[0]?.steps.map((step) => step.title) ?? []),
    ),
  )

describe('the exported Playwright files', () => {
  const signIn = exportPlaywright(consoleSignInModel, consoleSignInMap)
  const address = exportPlaywright(addressModel, addressMap)

  it('export every path of the console sign-in and the address dialog', () => {
    expect([signIn.exported, signIn.total]).toEqual([2, 2])
    expect(address.exported).toBe(address.total)
    expect(signIn.file).toContain("import { expect, type Page, type Route, test } from '@playwright/test'")
    expect(signIn.file).toContain('process.env.TUCAN_URL')
  })

  it('pass with QA’s own `npx playwright test` against a started server, a Spanish title per step', async () => {
    writeFileSync(join(dir, 'console-sign-in.spec.ts'), signIn.file)
    writeFileSync(join(dir, 'address.spec.ts'), address.file)
    const { code, report } = await playwrightTest(['console-sign-in.spec.ts', 'address.spec.ts'])
    expect(report.stats).toMatchObject({ expected: 2 + address.total, unexpected: 0, skipped: 0 })
    expect(code).toBe(0)
    expect(stepTitles(report)).toContainEqual(
      expect.arrayContaining(["Escribe «encargado» en el campo 'Usuario'", "Ves el botón 'Ingresando…'"]),
    )
  }, 240_000)

  it('fail when the view’s button does nothing', async () => {
    // the mutation a QA team looks for: 'Ingresar' swallows its tap (nor does its form submit)
    const mutated = deadButton(readFileSync(join(dir, 'console-sign-in.spec.ts'), 'utf8'), 'Ingresar')
    writeFileSync(join(dir, 'mutated-sign-in.spec.ts'), mutated)
    const { code, report } = await playwrightTest(['mutated-sign-in.spec.ts'])
    expect(code).not.toBe(0)
    expect(report.stats).toMatchObject({ expected: 0, unexpected: 2 })
  }, 240_000)
})

/**
 * The exported file with one of the page's buttons made to do nothing: every tap on a button whose text
 * starts with `name` is swallowed before the page hears it (nor does its form submit), as a view whose
 * button lost its handler.
 */
function deadButton(file: string, name: string): string {
  const mutated = file.replaceAll(
    '  const held = new Held()\n',
    `  const held = new Held()
  await page.addInitScript((name) =>
    document.addEventListener('click', (event) => {
      if ((event.target as Element).closest('button')?.textContent?.trim().startsWith(name)) {
        event.preventDefault()
        event.stopImmediatePropagation()
      }
    }, true), ${JSON.stringify(name)},
  )
`,
  )
  expect(mutated).toContain('stopImmediatePropagation')
  return mutated
}

/** The file's exported tests (not test.skip) that tap a button named `name`. */
const tapping = (file: string, name: string) =>
  file
    .split(/\n {2}test(?=[.(])/)
    .slice(1)
    .filter(
      (block) =>
        block.startsWith('(') && block.split('\n').some((l) => l.includes('.click()') && l.includes(name)),
    ).length

// The three machines of issue 38's "done when": their exported files pass against the started demo server
// and fail once a button their paths tap does nothing.
const THREE: [string, MachineModel, UiMap, string][] = [
  ['checkout', checkoutModel, checkoutMap, t(message('checkout.discountCodeButton'))],
  ['kiosk-session', kioskSessionModel, kioskSessionMap, t(message('kiosk.accessibilityMode'))],
  ['shipment', shipmentModel, shipmentMap, t(message('shipment.cancel'))],
]

describe.each(THREE)('the exported %s file', (name, model, map, button) => {
  const exported = exportPlaywright(model, map)

  it('exports its paths, each skipped one naming why', () => {
    expect(exported.exported).toBeGreaterThan(0)
    expect(exported.file.match(/test\.skip\(/g)?.length ?? 0).toBe(exported.total - exported.exported)
  })

  it('passes with QA’s own `npx playwright test` against the started demo server', async () => {
    writeFileSync(join(dir, `${name}.spec.ts`), exported.file)
    const { code, report } = await playwrightTest([`${name}.spec.ts`])
    expect(report.stats).toMatchObject({
      expected: exported.exported,
      unexpected: 0,
      skipped: exported.total - exported.exported,
    })
    expect(code).toBe(0)
  }, 600_000)

  it(`fails when '${button}' does nothing: every exported path that taps it`, async () => {
    const file = readFileSync(join(dir, `${name}.spec.ts`), 'utf8')
    const taps = tapping(file, button)
    expect(taps).toBeGreaterThan(0)
    writeFileSync(join(dir, `dead-${name}.spec.ts`), deadButton(file, button))
    const { code, report } = await playwrightTest([`dead-${name}.spec.ts`])
    expect(code).not.toBe(0)
    expect(report.stats.unexpected).toBe(taps)
  }, 600_000)
})
