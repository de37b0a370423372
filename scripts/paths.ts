/**
 * QA path generator: `npm run paths -- --list | <machine> [--format json] | --coverage`.
 * Paths come from each machine's own graph (machines/graph) and are replayed on a real actor, so what is
 * printed is what the machine does, including the Spanish text the user sees at each step.
 */
import { readdirSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import type { AnyEventObject } from 'xstate'
import type { Message } from '../domain/message'
import { t } from '../i18n/t'
import type { MachineModel } from '../machines/graph/model'
import { describePath, generatePaths } from '../machines/graph/paths'
import { coverageOf, type ReplayedStep, replayPath } from '../machines/graph/replay'

const machinesDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'machines')

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

const isMessage = (value: unknown): value is Message =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Message).key === 'string' &&
  (value as Message).key.includes('.') &&
  Object.keys(value).every((k) => k === 'key' || k === 'params')

/** Every Message found in a value, a few levels deep (context fields, emitted events). */
export function messagesIn(value: unknown, depth = 3): Message[] {
  if (isMessage(value)) return [value]
  if (depth === 0 || typeof value !== 'object' || value === null) return []
  return Object.values(value).flatMap((v) => messagesIn(v, depth - 1))
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

async function main(argv: string[]) {
  const models = await loadModels()
  const json = argv.includes('--format') && argv[argv.indexOf('--format') + 1] === 'json'
  if (argv.includes('--list')) {
    for (const m of models) console.log(m.name)
    return 0
  }
  if (argv.includes('--coverage')) {
    let complete = true
    for (const model of models) {
      const paths = generatePaths(model)
      const c = coverageOf(
        model,
        paths.map((p) => replayPath(model, p)),
      )
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
  const name = argv.find((a) => !a.startsWith('--') && a !== 'json')
  const model = models.find((m) => m.name === name)
  if (!model) {
    console.error(
      `Usage: npm run paths -- --list | <machine> [--format json] | --coverage\nMachines: ${models.map((m) => m.name).join(', ')}`,
    )
    return 2
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
  main(process.argv.slice(2)).then((code) => process.exit(code))
}
