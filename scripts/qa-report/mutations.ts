/**
 * The UI replays' mutation score (issue 38): hand-made view mutations, each applied alone to the worktree,
 * the app built, and the replay of the one machine whose screen it touches run (its shard, that machine
 * only, stopping at the first failed path). A mutation is caught when a path fails. Each file is put back
 * as it was before the next one, whatever happens.
 *
 *   npx tsx scripts/qa-report/mutations.ts [--only N,M] [--out FILE]
 *
 * Prints a Markdown table (mutation, file, caught by which path) and writes it to FILE when given. It
 * builds once per mutation and runs an e2e shard: minutes of CPU, not a test of `npm test`.
 */
import { spawnSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
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
    from: '{money(lineTotal(item))}',
    to: '{money(item.price)}',
    machine: 'cart',
    shard: 'menu',
  },
  {
    what: "the cart's total is off by one",
    file: CART,
    from: '{money(total)}',
    to: '{money(total + 1)}',
    machine: 'cart',
    shard: 'menu',
  },
  {
    what: "the cart's quantity shown is one less",
    file: CART,
    from: '{item.quantity}\n                        </output>',
    to: '{item.quantity - 1}\n                        </output>',
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
    from: '{figuresKnown ? money(totals.total) : pending}',
    to: '{money(totals.total)}',
    machine: 'checkout',
    shard: 'checkout-flow',
  },
  {
    what: "the ticket has no line for the code's discount",
    file: TICKET,
    from: '{totals.codeDiscount > 0 ? (',
    to: '{totals.codeDiscount < 0 ? (',
    machine: 'discount-code',
    shard: 'discounts',
  },
  // ('Seguir pidiendo' doing nothing would be no mutation: any touch on the kiosk says the diner is there)
  {
    what: "the kiosk's 'Modo accesible' does nothing",
    file: KIOSK,
    from: "onPressedChange={() => send({ type: 'kiosk.accessibilityToggled' })}",
    to: 'onPressedChange={() => undefined}',
    machine: 'kiosk-session',
    shard: 'kiosk',
  },
  {
    what: "the kiosk's 'Nuevo pedido' does nothing",
    file: KIOSK,
    from: "onClick={() => send({ type: 'kiosk.newOrder' })}",
    to: 'onClick={() => undefined}',
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

interface Outcome {
  mutation: Mutation
  caught: boolean
  /** the first path that failed, as vitest names it ("path 3: …"), or why nothing ran */
  by: string
  seconds: number
}

function run(command: string, args: string[], env: Record<string, string> = {}) {
  return spawnSync(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  })
}

function tryOne(mutation: Mutation): Outcome {
  const start = Date.now()
  const path = join(root, mutation.file)
  const original = readFileSync(path, 'utf8')
  try {
    writeFileSync(path, mutate(original, mutation))
    const build = run('npm', ['run', 'build'])
    if (build.status !== 0)
      // a mutation the compiler refuses is no view mutation: say so rather than count it caught
      return { mutation, caught: false, by: `the build failed: ${build.stderr.slice(-300)}`, seconds: 0 }
    const replay = run(
      'npx',
      [
        'vitest',
        'run',
        '--project',
        'e2e',
        `tests/e2e/ui-paths-${mutation.shard}.test.ts`,
        '--bail',
        '1',
        '--retry=0',
      ],
      { UI_PATHS_MACHINE: mutation.machine, TEST_E2E_WORKERS: '1' },
    )
    const output = `${replay.stdout}\n${replay.stderr}`
    const failed = output.match(/(?:×|✗|FAIL)[^\n]*?(path \d+: [^\n]*)/)?.[1]
    const step = output.match(/step \d+ «[^»]*» failed: [^\n]*/)?.[0]
    return {
      mutation,
      caught: replay.status !== 0,
      by: replay.status === 0 ? '—' : [failed, step].filter(Boolean).join(' — ') || 'the shard failed',
      seconds: Math.round((Date.now() - start) / 1000),
    }
  } finally {
    writeFileSync(path, original)
  }
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ')

export function table(outcomes: Outcome[]): string {
  const caught = outcomes.filter((o) => o.caught).length
  return [
    `Mutation score: ${caught} of ${outcomes.length} caught by the UI replays.`,
    '',
    '| # | mutation | file | machine (shard) | caught by |',
    '| - | -------- | ---- | --------------- | --------- |',
    ...outcomes.map(
      (o, i) =>
        `| ${i + 1} | ${cell(o.mutation.what)} | \`${o.mutation.file}\` | ${o.mutation.machine} (ui-paths-${o.mutation.shard}) | ${o.caught ? cell(o.by) : '**missed**'} |`,
    ),
  ].join('\n')
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const arg = (name: string) => {
    const at = process.argv.indexOf(name)
    return at >= 0 ? process.argv[at + 1] : undefined
  }
  const only = arg('--only')
    ?.split(',')
    .map((n) => Number(n) - 1)
  const chosen = MUTATIONS.filter((_, i) => !only || only.includes(i))
  const outcomes: Outcome[] = []
  for (const mutation of chosen) {
    process.stdout.write(`${mutation.what} (${mutation.file}) … `)
    const outcome = tryOne(mutation)
    process.stdout.write(`${outcome.caught ? 'caught' : 'MISSED'} in ${outcome.seconds} s: ${outcome.by}\n`)
    outcomes.push(outcome)
  }
  // the app as it is, built again: the last mutation's build must not stay in dist/
  run('npm', ['run', 'build'])
  const text = table(outcomes)
  process.stdout.write(`\n${text}\n`)
  const out = arg('--out')
  if (out) writeFileSync(out, `${text}\n`)
}
