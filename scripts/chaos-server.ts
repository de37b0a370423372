// The real server as the chaos scenarios run it (scripts/chaos.ts, scripts/chaos-storage.ts), and the proof
// that what it acknowledged is stored.
import { type ChildProcess, spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { sql } from 'drizzle-orm'
import { openDatabase } from '../server/db/client'

export const BOOT_TIMEOUT_MS = 60_000
const root = fileURLToPath(new URL('..', import.meta.url))

export interface Target {
  label: string
  env: Record<string, string>
}

/** Every chaos order carries this note and its Idempotency-Key, so the proofs find it. */
export const NOTE = 'caos '

/** The 201 body: the order's id and code, and the figures a diner sees. */
export interface Answer {
  id: number
  code: string
  [field: string]: unknown
}

export interface Running {
  child: ChildProcess
  base: string
  exited: Promise<void>
}

/**
 * Node itself runs server.ts with tsx as a loader, not the `tsx` command: that one keeps the server in a
 * child process, which a SIGKILL to the command would leave running, holding the data directory.
 */
export function boot(target: Pick<Target, 'env'>, timeoutMs = BOOT_TIMEOUT_MS): Promise<Running> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/server.ts'], {
    cwd: root,
    env: {
      ...withoutDatabase(process.env),
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'warn',
      RATE_LIMITS: 'off',
      ...target.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  let output = ''
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => fail(new Error(`no answer after ${timeoutMs} ms`)), timeoutMs)
    const fail = (error: Error) => {
      clearTimeout(timer)
      child.kill('SIGKILL')
      reject(new Error(`the server did not start: ${error.message}\n${output}`))
    }
    const read = (chunk: Buffer) => {
      output += chunk.toString()
      const found = /running on (http:\/\/\S+)/.exec(output)
      if (!found?.[1]) return
      clearTimeout(timer)
      child.stdout?.off('data', read)
      // Keep draining both pipes so a chatty server never blocks on a full one.
      child.stdout?.resume()
      resolve({ child, base: found[1], exited })
    }
    child.stdout?.on('data', read)
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
    })
    child.once('exit', (code, signal) => fail(new Error(`exited with ${code ?? signal}`)))
  })
}

function withoutDatabase(env: NodeJS.ProcessEnv): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [name, value] of Object.entries(env))
    if (value !== undefined && name !== 'DATABASE_URL' && name !== 'DATA_DIR') out[name] = value
  return out
}

/** Reads the stored orders and keys and lists every way they differ from the answers the client holds. */
export async function prove(
  open: Parameters<typeof openDatabase>[0],
  answers: Map<string, Answer>,
): Promise<string[]> {
  const problems: string[] = []
  const database = await openDatabase(open)
  try {
    const orders = (await database.db.execute(sql`
      SELECT o.id, o.code, o.notes, k.key,
        (SELECT count(*) FROM diner_order_line l WHERE l.order_id = o.id)::int AS lines
      FROM diner_order o LEFT JOIN idempotency_key k ON k.order_id = o.id
      WHERE o.notes LIKE ${`${NOTE}%`}`)) as unknown as {
      rows: { id: number; code: string; notes: string; key: string | null; lines: number }[]
    }
    const byKey = new Map<string, { id: number; code: string }[]>()
    for (const row of orders.rows) {
      const key = row.notes.slice(NOTE.length)
      byKey.set(key, [...(byKey.get(key) ?? []), row])
      if (row.key !== key) problems.push(`order ${row.id} (${key}) is stored under the key ${row.key}`)
      if (row.lines !== 1) problems.push(`order ${row.id} has ${row.lines} lines, not 1`)
    }
    for (const [key, stored] of byKey) {
      if (stored.length > 1) problems.push(`key ${key} produced ${stored.length} orders`)
      if (!answers.has(key)) problems.push(`order ${stored[0]?.id} (${key}) was never acknowledged`)
    }
    for (const [key, answer] of answers) {
      const stored = byKey.get(key)
      if (!stored) problems.push(`acknowledged order ${answer.id} (${key}) is missing`)
      else if (stored[0]?.id !== answer.id || stored[0]?.code !== answer.code)
        problems.push(`key ${key} was answered ${answer.id}/${answer.code}, stored ${stored[0]?.id}`)
    }
    if (orders.rows.length !== answers.size)
      problems.push(`${orders.rows.length} orders stored for ${answers.size} acknowledged keys`)
  } finally {
    await database.close()
  }
  return problems
}
