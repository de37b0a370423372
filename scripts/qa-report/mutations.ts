/**
 * The UI replays' mutation score (issue 38): hand-made view mutations, each a slip a developer could make
 * (a '+' that adds two, a button that does nothing, a total off by one, a missing discount line). They are
 * tried in a throwaway copy of the project, never in the worktree: its views hold every mutation at once
 * (mutant schemata, `schemata`), built once, and tests/e2e/qa-mutations.replay.ts walks, per mutation, the
 * UI cover of the machine whose screen it touches until a path fails. A mutation is caught when one does.
 *
 *   npx tsx scripts/qa-report/mutations.ts [--only N,M] [--known machine:path,…] [--out FILE]
 *
 * `--known` names paths that fail on this machine with no mutation at all: they catch nothing. Prints a
 * Markdown table (mutation, file, caught by which path) and writes it to FILE when given. One build and
 * minutes of replays: not a test of `npm test`.
 */
import { spawnSync } from 'node:child_process'
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..')

export interface Mutation {
  what: string
  file: string
  /** the text replaced: it must occur exactly once in the file */
  from: string
  to: string
  /** the machine whose replay should catch it, and its shard (tests/e2e/ui-paths-<shard>.test.ts) */
  machine: string
  shard: string
}

const CART = 'src/features/cart/components/cart-page.tsx'
const TICKET = 'src/features/checkout/components/ticket-section.tsx'
const KIOSK = 'kiosk/kiosk-shell.tsx'

export const MUTATIONS: Mutation[] = [
  {
    what: "the cart's '+' adds two",
    file: CART,
    from: "send({ type: 'cart.quantityChanged', index, quantity: item.quantity + 1 })",
    to: "send({ type: 'cart.quantityChanged', index, quantity: item.quantity + 2 })",
    machine: 'cart',
    shard: 'menu',
  },
  {
    what: "the cart's '+' does nothing",
    file: CART,
    from: "send({ type: 'cart.quantityChanged', index, quantity: item.quantity + 1 })",
    to: 'undefined',
    machine: 'cart',
    shard: 'menu',
  },
  {
    what: "the cart's '−' does nothing",
    file: CART,
    from: "send({ type: 'cart.quantityChanged', index, quantity: item.quantity - 1 })",
    to: 'void index',
    machine: 'cart',
    shard: 'menu',
  },
  {
    what: "the cart's delete button does nothing",
    file: CART,
    from: "send({ type: 'cart.itemRemoved', index })",
    to: 'void index',
    machine: 'cart',
    shard: 'menu',
  },
  {
    what: "a cart line's amount is its unit price",
    file: CART,
    from: 'money(lineTotal(item))',
    to: 'money(item.price)',
    machine: 'cart',
    shard: 'menu',
  },
  {
    what: "the cart's total is off by one",
    file: CART,
    from: 'money(total)',
    to: 'money(total + 1)',
    machine: 'cart',
    shard: 'menu',
  },
  {
    what: "the cart's quantity shown is one less",
    file: CART,
    from: '{item.quantity}',
    to: '{item.quantity - 1}',
    machine: 'cart',
    shard: 'menu',
  },
  {
    what: "the checkout's total leaves out the delivery fee",
    file: TICKET,
    from: '{figuresKnown ? money(totals.total) : pending}',
    to: '{figuresKnown ? money(totals.total - totals.deliveryFee) : pending}',
    machine: 'checkout',
    shard: 'checkout-flow',
  },
  {
    what: "the checkout's total shows before its figures are known",
    file: TICKET,
    from: 'figuresKnown ? money(totals.total) : pending',
    to: 'money(totals.total)',
    machine: 'checkout',
    shard: 'checkout-flow',
  },
  {
    what: "the ticket has no line for the code's discount",
    file: TICKET,
    from: 'totals.codeDiscount > 0',
    to: 'totals.codeDiscount < 0',
    machine: 'discount-code',
    shard: 'discounts',
  },
  // ('Seguir pidiendo' doing nothing would be no mutation: any touch on the kiosk says the diner is there)
  {
    what: "the kiosk's 'Modo accesible' does nothing",
    file: KIOSK,
    from: "send({ type: 'kiosk.accessibilityToggled' })",
    to: 'undefined',
    machine: 'kiosk-session',
    shard: 'kiosk',
  },
  {
    what: "the kiosk's 'Nuevo pedido' does nothing",
    file: KIOSK,
    from: "send({ type: 'kiosk.newOrder' })",
    to: 'undefined',
    machine: 'kiosk-session',
    shard: 'kiosk',
  },
]

/** Applies a mutation to its file's text, refusing one whose text is not there exactly once. */
export function mutate(text: string, mutation: Mutation): string {
  const at = text.indexOf(mutation.from)
  if (at < 0 || text.indexOf(mutation.from, at + 1) >= 0)
    throw new Error(`${mutation.file}: «${mutation.from}» must occur exactly once`)
  return text.slice(0, at) + mutation.to + text.slice(at + mutation.from.length)
}

/**
 * Every mutation of a file in one text (mutant schemata): each `from` becomes a choice the page makes as
 * it runs, the mutation when `globalThis.__mutation` is its number (1-based), the original otherwise. One
 * build then serves every mutation: the replay sets the number on the page before it opens
 * (tests/e2e/qa-mutations.replay.ts). A `{…}` child of JSX keeps its braces around the choice.
 */
export function schemata(text: string, file: string): string {
  return MUTATIONS.reduce((source, m, i) => {
    if (m.file !== file) return source
    const jsx = m.from.startsWith('{') && m.from.endsWith('}')
    const inner = (code: string) => (jsx ? code.slice(1, -1) : code)
    const choice = `((globalThis as { __mutation?: number }).__mutation === ${i + 1} ? (${inner(m.to)}) : (${inner(m.from)}))`
    return mutate(source, { ...m, to: jsx ? `{${choice}}` : choice })
  }, text)
}

interface Outcome {
  number: number
  caught: boolean
  /** the first path that failed, and its step */
  by: string
  seconds: number
}

function run(command: string, args: string[], cwd: string, env: Record<string, string> = {}) {
  const done = spawnSync(command, args, {
    cwd,
    env: { ...process.env, ...env },
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  })
  return { ok: done.status === 0, output: `${done.stdout}\n${done.stderr}` }
}

/**
 * A throwaway copy of the project (its node_modules linked, not copied) whose mutated views hold every
 * mutation, built once, with the replay file in place as a test of its e2e level.
 */
function mutatedCopy(): string {
  const copy = mkdtempSync(join(tmpdir(), 'tucan-mutations-'))
  const skip = new Set(['node_modules', '.git', '.paths-results', 'dist', 'qa-report', 'playwright-export'])
  for (const entry of readdirSync(root))
    if (!skip.has(entry)) cpSync(join(root, entry), join(copy, entry), { recursive: true })
  symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'))
  for (const file of new Set(MUTATIONS.map((m) => m.file)))
    writeFileSync(join(copy, file), schemata(readFileSync(join(root, file), 'utf8'), file))
  copyFileSync(join(root, REPLAY), join(copy, 'tests/e2e/qa-mutations.test.ts'))
  return copy
}

const REPLAY = 'tests/e2e/qa-mutations.replay.ts'
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ')

export function table(outcomes: Outcome[]): string {
  const caught = outcomes.filter((o) => o.caught).length
  return [
    `Mutation score: ${caught} of ${outcomes.length} caught by the UI replays.`,
    '',
    '| # | mutation | file | machine | caught by |',
    '| - | -------- | ---- | ------- | --------- |',
    ...outcomes.map((o) => {
      const m = MUTATIONS[o.number - 1]
      return `| ${o.number} | ${cell(m?.what ?? '')} | \`${m?.file}\` | ${m?.machine} | ${o.caught ? cell(o.by) : '**missed**'} |`
    }),
  ].join('\n')
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const arg = (name: string) => {
    const at = process.argv.indexOf(name)
    return at >= 0 ? process.argv[at + 1] : undefined
  }
  const copy = mutatedCopy()
  process.stdout.write(`${copy}: building the mutated views once\n`)
  const build = run('npx', ['vite', 'build'], copy)
  if (!build.ok) throw new Error(`the mutated build failed:\n${build.output.slice(-2000)}`)
  const results = join(copy, 'mutations.json')
  const replay = run(
    'npx',
    ['vitest', 'run', '--project', 'e2e', 'tests/e2e/qa-mutations.test.ts', '--retry=0'],
    copy,
    {
      TEST_E2E_WORKERS: '1',
      NO_COLOR: '1',
      QA_MUTATIONS_OUT: results,
      ...(arg('--only') ? { QA_MUTATIONS: arg('--only') as string } : {}),
      ...(arg('--known') ? { QA_MUTATIONS_KNOWN: arg('--known') as string } : {}),
    },
  )
  process.stdout.write(
    replay.output
      .split('\n')
      .filter((l) => /mutation \d+:|Tests /.test(l))
      .join('\n'),
  )
  if (!existsSync(results)) throw new Error(`the replay ran no mutation:\n${replay.output.slice(-3000)}`)
  const text = table(JSON.parse(readFileSync(results, 'utf8')) as Outcome[])
  process.stdout.write(`\n\n${text}\n`)
  const out = arg('--out')
  if (out) writeFileSync(out, `${text}\n`)
  rmSync(copy, { recursive: true, force: true })
}
