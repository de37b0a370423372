/**
 * QA path generator: `npm run paths -- --list | <machine> [--format json] | --coverage`.
 * Paths come from each machine's own graph (machines/graph) and are replayed on a real actor, so what is
 * printed is what the machine does, including the Spanish text the user sees at each step.
 * On the real screens (tests/ui-paths): `<machine> --ui` prints the UI cover as numbered Spanish steps a
 * QA person follows by hand, `<machine> --run` replays it in Chromium (one line per step), and
 * `--ui-coverage` prints each mapped machine's coverage on the real UI with the map's justifications.
 * `--run` records what QA needs (tests/ui-paths/recording.ts) and `--report [DIR]` writes a static site of
 * every machine drawn, its paths and their last recorded replay (scripts/qa-report).
 */
import { spawnSync } from 'node:child_process'
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import type { AnyEventObject } from 'xstate'
import type { Message } from '../domain/message'
import { t } from '../i18n/t'
import { readRecordedCoverage } from '../machines/graph/coverage-record'
import { messagesIn } from '../machines/graph/messages'
import type { MachineModel } from '../machines/graph/model'
import { describePath, generatePaths } from '../machines/graph/paths'
import { type Coverage, coverageOf, type ReplayedStep, replayPath } from '../machines/graph/replay'
import { noticesOf, uiCover, uiCoverage } from '../tests/ui-paths/ui-cover'
import { scriptOf, type UiMap } from '../tests/ui-paths/ui-map'
import { exportPlaywright } from './qa-report/export-playwright'
import { buildReport } from './qa-report/site'

const machinesDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'machines')

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const mapsDir = join(root, 'tests', 'ui-paths', 'maps')
const e2eDir = join(root, 'tests', 'e2e')

const isMap = (value: unknown): value is UiMap =>
  typeof value === 'object' && value !== null && 'machine' in value && 'states' in value && 'events' in value

export async function loadMaps(): Promise<UiMap[]> {
  const maps: UiMap[] = []
  for (const file of readdirSync(mapsDir)
    .filter((f) => f.endsWith('.ts'))
    .sort()) {
    const mod = (await import(pathToFileURL(join(mapsDir, file)).href)) as Record<string, unknown>
    maps.push(...Object.values(mod).filter(isMap))
  }
  return maps
}

/** The e2e shard that replays a machine's map (it imports the map's file). */
function shardOf(name: string): string | undefined {
  return readdirSync(e2eDir)
    .filter((f) => f.startsWith('ui-paths-') && f.endsWith('.test.ts'))
    .find((f) => readFileSync(join(e2eDir, f), 'utf8').includes(`/maps/${name}'`))
}

/** The machines that drive a screen, each to be replayed on it (issue 23's list). */
export const SCREEN_MACHINES = [
  'cart',
  'plate-selection',
  'order-mode-change',
  'address',
  'branch-search',
  'sign-in',
  'phone-lookup',
  'discount-code',
  'loyalty-redemption',
  'schedule',
  'checkout',
  'card-provider',
  'order-follow-up',
  'error-report',
  'whatsapp-handoff',
  'survey',
  'abandoned-cart',
  'rider-shift',
  'shipment-list',
  'shipment',
  'stack',
  'slider',
  'tracking',
  'console-sign-in',
  'console-board',
  'order-console',
  'console-stack',
  'kiosk-session',
  'nearby-guide',
  'counter-board',
  'support-chat',
  'support-inbox',
] as const

function printUiCoverage(models: MachineModel[], maps: UiMap[]): number {
  let complete = true
  const mapped = new Set(maps.map((m) => m.machine))
  // a listed machine without a map says so by name, even one whose model went missing or was renamed
  for (const name of SCREEN_MACHINES.filter((n) => !mapped.has(n)))
    console.log(`${name}: sin mapa${models.some((m) => m.name === name) ? '' : ' (ni modelo en machines/)'}`)
  for (const model of models) {
    const map = maps.find((m) => m.machine === model.name)
    if (!map) {
      if (!(SCREEN_MACHINES as readonly string[]).includes(model.name))
        console.log(`${model.name}: no UI map`)
      continue
    }
    const c = uiCoverage(model, map)
    const full = c.unjustified.length === 0 && c.mapGaps.length === 0
    complete &&= full
    console.log(
      `${model.name}: states ${c.states.covered}/${c.states.total}, transitions ${c.transitions.covered}/${c.transitions.total} on the real UI${full ? ' — 100 % of what the map does not justify' : ''}`,
    )
    for (const { item, reason } of c.justified) console.log(`  unreachable: ${item} — ${reason}`)
    for (const item of c.unjustified) console.log(`  MISSING: ${item}`)
    for (const item of c.mapGaps) console.log(`  NOT MAPPED: ${item}`)
  }
  const withMap = SCREEN_MACHINES.filter((n) => mapped.has(n)).length
  console.log(`\n${withMap} de ${SCREEN_MACHINES.length} máquinas de pantalla con mapa`)
  return complete ? 0 : 1
}

function printUiScript(model: MachineModel, map: UiMap) {
  const paths = uiCover(model, map)
  console.log(`${model.name} en la pantalla real — ${map.where}\n${paths.length} recorridos\n`)
  paths.forEach((path, index) => {
    console.log(`Recorrido ${index + 1}: ${describePath(path)}`)
    scriptOf(map, path, noticesOf(model, map, path)).forEach((line, i) => {
      console.log(`  ${i + 1}. ${line}`)
    })
    console.log('')
  })
}

function runOnUi(model: MachineModel): number {
  const shard = shardOf(model.name)
  if (!shard) {
    console.error(`${model.name}: no tests/e2e/ui-paths-*.test.ts replays its map`)
    return 2
  }
  const result = spawnSync(
    'npx',
    ['vitest', 'run', '--project', 'e2e', join('tests', 'e2e', shard), '--retry=0'],
    {
      cwd: root,
      stdio: 'inherit',
      // recorded for QA (screens, results, a trace per path: tests/ui-paths/recording.ts) unless PATHS_RECORD=0
      env: {
        ...process.env,
        UI_PATHS_STEPS: '1',
        UI_PATHS_MACHINE: model.name,
        PATHS_RECORD: process.env.PATHS_RECORD ?? '1',
      },
    },
  )
  return result.status ?? 1
}

/** `<machine> --export playwright [DIR]`: the machine's UI cover as DIR/<machine>.spec.ts (DIR: playwright-export/). */
async function exportTo(model: MachineModel, argv: string[]): Promise<number> {
  if (flagValue(argv, '--export') !== 'playwright') {
    console.error('Usage: npm run paths -- <machine> --export playwright [DIR]')
    return 2
  }
  const map = (await loadMaps()).find((m) => m.machine === model.name)
  if (!map) {
    console.error(`${model.name}: no UI map in tests/ui-paths/maps`)
    return 2
  }
  const next = argv[argv.indexOf('--export') + 2]
  const dir = next && !next.startsWith('-') ? next : join(root, 'playwright-export')
  const { file, exported, total } = exportPlaywright(model, map)
  mkdirSync(dir, { recursive: true })
  writeFileSync(join(dir, `${model.name}.spec.ts`), file)
  console.log(`${join(dir, `${model.name}.spec.ts`)}: ${exported} de ${total} recorridos exportados`)
  return 0
}

const isModel = (value: unknown): value is MachineModel =>
  typeof value === 'object' && value !== null && 'machine' in value && 'name' in value && 'events' in value

export async function loadModels(): Promise<MachineModel[]> {
  const files = readdirSync(machinesDir)
    .filter((f) => f.endsWith('.model.ts'))
    .sort()
  const models: MachineModel[] = []
  for (const file of files) {
    const mod = (await import(pathToFileURL(join(machinesDir, file)).href)) as Record<string, unknown>
    models.push(...Object.values(mod).filter(isModel))
  }
  return models.sort((a, b) => a.name.localeCompare(b.name))
}

const formatMoney = (amount: number) => `$${Math.round(amount).toLocaleString('es-AR')}`
const render = (m: Message) => t(m, formatMoney)

function payloadOf(event: AnyEventObject) {
  const { type: _type, ...rest } = event
  return Object.keys(rest).length > 0 ? ` ${JSON.stringify(rest)}` : ''
}

// Log lines go to the server, not to the diner's screen.
const shownToUser = (e: AnyEventObject) => e.type !== 'log'

export function seenText(step: ReplayedStep): string[] {
  const emitted = step.emitted.filter(shownToUser)
  const texts = [...messagesIn(step.snapshot.context), ...emitted.flatMap((e) => messagesIn(e))].map(render)
  return [...new Set(texts)]
}

function replayedCoverage(model: MachineModel): Coverage {
  return coverageOf(
    model,
    generatePaths(model).map((p) => replayPath(model, p)),
  )
}

const flagValue = (argv: string[], flag: string) =>
  argv.includes(flag) ? argv[argv.indexOf(flag) + 1] : undefined

async function main(argv: string[]) {
  const models = await loadModels()
  const json = argv.includes('--format') && argv[argv.indexOf('--format') + 1] === 'json'
  if (argv.includes('--list')) {
    for (const m of models) console.log(m.name)
    return 0
  }
  if (argv.includes('--coverage')) {
    const results = flagValue(argv, '--from-results')
    let complete = true
    for (const model of models) {
      const recorded = results ? readRecordedCoverage(results, model.name) : undefined
      // No result for a machine (its test did not run, or failed before recording): replayed here instead.
      if (results && !recorded) console.log(`${model.name}: no result in ${results}; replaying its paths`)
      const c = recorded ?? replayedCoverage(model)
      const full = c.states.covered === c.states.total && c.transitions.covered === c.transitions.total
      complete &&= full
      console.log(
        `${model.name}: states ${c.states.covered}/${c.states.total}, transitions ${c.transitions.covered}/${c.transitions.total}`,
      )
      if (!full)
        for (const missing of [...c.states.missing, ...c.transitions.missing])
          console.log(`  missing: ${missing}`)
    }
    return complete ? 0 : 1
  }
  if (argv.includes('--ui-coverage')) return printUiCoverage(models, await loadMaps())
  if (argv.includes('--report')) {
    const next = flagValue(argv, '--report')
    const dir = next && !next.startsWith('-') ? next : join(root, 'qa-report')
    const start = performance.now()
    const drawn = await buildReport({ dir, models, maps: await loadMaps() })
    console.log(
      `${drawn.length} máquinas en ${join(dir, 'index.html')} (${((performance.now() - start) / 1000).toFixed(1)} s)`,
    )
    return 0
  }
  const usage = `Usage: npm run paths -- --list | <machine> [--format json | --ui | --run | --export playwright [DIR]] | --coverage [--from-results DIR] | --ui-coverage | --report [DIR]\nMachines: ${models.map((m) => m.name).join(', ')}`
  if (argv.includes('--help') || argv.includes('-h')) {
    console.log(usage)
    return 0
  }
  const name = argv.find((a) => !a.startsWith('-') && a !== 'json')
  const model = models.find((m) => m.name === name)
  if (!model) {
    console.error(usage)
    return 2
  }
  if (argv.includes('--export')) return exportTo(model, argv)
  if (argv.includes('--ui') || argv.includes('--run')) {
    const map = (await loadMaps()).find((m) => m.machine === model.name)
    if (!map) {
      console.error(`${model.name}: no UI map in tests/ui-paths/maps`)
      return 2
    }
    if (argv.includes('--run')) return runOnUi(model)
    printUiScript(model, map)
    return 0
  }
  const paths = generatePaths(model).map((path, index) => {
    const replay = replayPath(model, path)
    return {
      number: index + 1,
      title: describePath(path),
      steps: replay.steps.map((step) => ({
        event: step.event.type,
        payload: payloadOf(step.event).trim() ? JSON.parse(payloadOf(step.event)) : undefined,
        state: step.snapshot.value,
        tags: [...step.snapshot.tags].sort(),
        effects: [...step.actions.map((a) => a.type), ...step.emitted.map((e) => e.type)],
        text: seenText(step),
      })),
    }
  })
  if (json) {
    console.log(JSON.stringify({ machine: model.name, description: model.description, paths }, null, 2))
    return 0
  }
  console.log(`${model.name} — ${model.description}\n${paths.length} paths\n`)
  for (const path of paths) {
    console.log(`Path ${path.number}: ${path.title}`)
    path.steps.forEach((step, i) => {
      const replayed =
        step.event === 'xstate.init'
          ? 'start'
          : `${step.event}${step.payload ? ` ${JSON.stringify(step.payload)}` : ''}`
      console.log(`  ${i + 1}. ${replayed}`)
      console.log(
        `     state: ${typeof step.state === 'string' ? step.state : JSON.stringify(step.state)}${step.tags.length ? `  [${step.tags.join(', ')}]` : ''}`,
      )
      if (step.effects.length) console.log(`     effects: ${step.effects.join(', ')}`)
      for (const text of step.text) console.log(`     user sees: «${text}»`)
    })
    console.log('')
  }
  return 0
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  // A reader that stops early (q in less, head) closes the pipe: nothing is left to say to anyone.
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(0)
    throw error
  })
  // process.exit would cut a piped stdout still being written (`| less`, `| jq` got a part of it): the
  // code is set and the process ends on its own once the output is flushed.
  main(process.argv.slice(2)).then((code) => {
    process.exitCode = code
  })
}
