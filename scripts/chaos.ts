/**
 * kill -9 under order load (`npm run chaos`): the real server (server/server.ts, production settings, rate
 * limits off) takes orders at full speed, each with its own Idempotency-Key, and is killed with SIGKILL at
 * random moments, then restarted on the same data: a PGlite data directory in a temporary folder, or a
 * throwaway PostgreSQL database created and dropped here. Every request left without an answer is retried
 * with its same key and body after the restart. At the end every acknowledged key is replayed, the server
 * stops, and the database itself is read to prove that each acknowledged order is there once, that no key
 * produced two orders and that the replays answer what the first answer said.
 *
 *   npm run chaos                                  10 kills on PGlite, then on PostgreSQL when reachable
 *   npx tsx scripts/chaos.ts --kills 2 --db pglite the short form `npm test` runs
 *   options: --kills N, --db pglite|postgres|both, --postgres URL (any database of the server; default
 *   postgres://postgres@127.0.0.1:5432/postgres), --connections N, --min-ms/--max-ms (how long a process
 *   serves orders, from its first acknowledged one, before its kill)
 *
 * Exits 1 when any proof fails, and leaves the PGlite folder in place for a look.
 */
import { randomBytes, randomInt, randomUUID } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { availableParallelism, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { isDeepStrictEqual, parseArgs } from 'node:util'
import pg from 'pg'
import { takeAwayOrder } from '../bench/order-body'
import {
  type Answer,
  BOOT_TIMEOUT_MS,
  boot,
  NOTE,
  prove,
  type Running,
  type Target as ServerTarget,
} from './chaos-server'
import { diskFull, twoProcesses } from './chaos-storage'

const { values: args } = parseArgs({
  options: {
    kills: { type: 'string', default: '10' },
    db: { type: 'string', default: 'both' },
    postgres: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
    connections: { type: 'string', default: '16' },
    'min-ms': { type: 'string', default: '300' },
    'max-ms': { type: 'string', default: '2500' },
  },
})
const KILLS = Number(args.kills)
const CONNECTIONS = Number(args.connections)
const MIN_UP_MS = Number(args['min-ms'])
const MAX_UP_MS = Number(args['max-ms'])
const REQUEST_TIMEOUT_MS = 15_000

interface Target extends ServerTarget {
  /** Removes the data; called after a passing run only for PGlite (a failing one keeps it to look at). */
  cleanUp(passed: boolean): Promise<void>
  /** Where the proofs read from once the server is down. */
  open: Parameters<typeof prove>[0]
}

interface Job {
  key: string
  body: string
  attempts: number
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0

// ───────────────────────────────────────────────── one run ─────────────────────────────────────────────────

interface Figures {
  acknowledged: number
  retriedKeys: number
  retryAttempts: number
  kills: number
  /** Per kill: SIGKILL → the new process listening. */
  recoverMs: number[]
  /** Per kill: SIGKILL → the new process's first acknowledged order. */
  firstAckMs: number[]
  /** Per kill: SIGKILL → every request it cut answered 201 by the new process. */
  caughtUpMs: number[]
  unexpected: string[]
  seconds: number
}

async function chaos(target: Target): Promise<{ figures: Figures; answers: Map<string, Answer> }> {
  const started = Date.now()
  let server = await boot(target)
  try {
    const template = await takeAwayOrder(server.base, 'Caos')
    const answers = new Map<string, Answer>()
    const pending: Job[] = []
    const unexpected: string[] = []
    const retried = new Set<string>()
    let retryAttempts = 0
    let generating = true
    // Resolved while a server listens; replaced by an unresolved one between a kill and the restart.
    let up: Promise<Running> = Promise.resolve(server)
    let markUp: (running: Running) => void = () => {}
    const waiters: { keys: Set<string>; done: () => void }[] = []

    // Set from a restart to the new process's first acknowledgement.
    let sinceKill: number | undefined
    const firstAckMs: number[] = []
    // Resolved by each process's first acknowledged order: a kill strikes a process that is writing orders.
    let markServing = () => {}
    const expectServing = () =>
      new Promise<void>((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no order acknowledged in ${BOOT_TIMEOUT_MS} ms`)),
          BOOT_TIMEOUT_MS,
        )
        markServing = () => {
          clearTimeout(timer)
          resolve()
        }
      })
    let serving = expectServing()
    const acknowledge = (job: Job, answer: Answer) => {
      answers.set(job.key, answer)
      markServing()
      if (sinceKill !== undefined) {
        firstAckMs.push(Date.now() - sinceKill)
        sinceKill = undefined
      }
      for (const w of waiters) {
        w.keys.delete(job.key)
        if (w.keys.size === 0) w.done()
      }
    }

    const send = async (running: Running, job: Job) => {
      job.attempts++
      if (job.attempts > 1) {
        retried.add(job.key)
        retryAttempts++
      }
      let response: Response
      let text: string
      try {
        response = await fetch(`${running.base}/api/order`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': job.key },
          body: job.body,
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        })
        text = await response.text()
      } catch {
        // No whole answer: the order may or may not be stored; only a retry with the same key can tell.
        pending.push(job)
        return
      }
      if (response.status === 201) {
        acknowledge(job, JSON.parse(text) as Answer)
        return
      }
      unexpected.push(`${job.key}: ${response.status} ${text.slice(0, 300)}`)
      pending.push(job)
    }

    let inFlight = 0
    const nextJob = (): Job | undefined => {
      const job = pending.shift()
      if (job || !generating) return job
      const key = randomUUID()
      return { key, body: JSON.stringify({ ...template, notes: NOTE + key }), attempts: 0 }
    }
    const worker = async () => {
      while (unexpected.length <= 50) {
        const running = await up
        const job = nextJob()
        if (!job) {
          // Another client's request may still fail and need a retry: done only when none is out.
          if (inFlight === 0) return
          await sleep(5)
          continue
        }
        inFlight++
        await send(running, job)
        inFlight--
      }
    }

    const workers = Array.from({ length: CONNECTIONS }, worker)
    const recoverMs: number[] = []
    const caughtUp: Promise<number>[] = []
    for (let kill = 0; kill < KILLS && unexpected.length === 0; kill++) {
      await serving
      const upFor = randomInt(MIN_UP_MS, MAX_UP_MS + 1)
      await sleep(upFor)
      up = new Promise((resolve) => {
        markUp = resolve
      })
      const killedAt = Date.now()
      server.child.kill('SIGKILL')
      await server.exited
      server = await boot(target)
      recoverMs.push(Date.now() - killedAt)
      // Every request the kill cut has failed by now: the kernel reset their sockets when the process died.
      const cut = new Set(pending.map((job) => job.key))
      console.log(
        `    kill ${kill + 1}, ${upFor} ms into serving orders: ${cut.size} requests cut, ${answers.size} acknowledged so far, listening again after ${Date.now() - killedAt} ms`,
      )
      caughtUp.push(
        cut.size === 0
          ? Promise.resolve(Date.now() - killedAt)
          : new Promise((resolve) => waiters.push({ keys: cut, done: () => resolve(Date.now() - killedAt) })),
      )
      sinceKill = killedAt
      serving = expectServing()
      markUp(server)
    }
    await serving
    await sleep(randomInt(MIN_UP_MS, MAX_UP_MS + 1))
    generating = false
    await Promise.all(workers)
    const caughtUpMs = await Promise.all(
      caughtUp.map((p) => Promise.race([p, sleep(BOOT_TIMEOUT_MS).then(() => Number.NaN)])),
    )

    // Every acknowledged key again, now that the process that answered it first may be gone: the same order.
    const keys = [...answers.keys()]
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        for (let key = keys.pop(); key !== undefined; key = keys.pop()) {
          const first = answers.get(key) as Answer
          const response = await fetch(`${server.base}/api/order`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'idempotency-key': key },
            body: JSON.stringify({ ...template, notes: NOTE + key }),
          })
          const body = (await response.json()) as Answer
          if (response.status !== 201 || !isDeepStrictEqual(body, first))
            unexpected.push(
              `replay of ${key}: ${response.status} ${JSON.stringify(body)} ≠ ${JSON.stringify(first)}`,
            )
        }
      }),
    )

    server.child.kill('SIGTERM')
    await server.exited
    return {
      answers,
      figures: {
        acknowledged: answers.size,
        retriedKeys: retried.size,
        retryAttempts,
        kills: recoverMs.length,
        recoverMs,
        firstAckMs,
        caughtUpMs,
        unexpected,
        seconds: (Date.now() - started) / 1000,
      },
    }
  } finally {
    // A run that threw leaves no server behind.
    if (server.child.exitCode === null && server.child.signalCode === null) {
      server.child.kill('SIGKILL')
      await server.exited
    }
  }
}

// ───────────────────────────────────────────────── targets ─────────────────────────────────────────────────

async function pgliteTarget(): Promise<Target> {
  const dataDir = await mkdtemp(join(tmpdir(), 'chaos-pglite-'))
  return {
    label: 'PGlite',
    env: { DATA_DIR: dataDir },
    open: { dataDir },
    async cleanUp(passed) {
      if (passed) await rm(dataDir, { recursive: true, force: true })
      else console.log(`  the PGlite data is kept in ${dataDir}`)
    },
  }
}

async function postgresTarget(adminUrl: string): Promise<Target | undefined> {
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 2000 })
  try {
    await admin.connect()
  } catch {
    return undefined
  }
  const name = `chaos_${randomBytes(4).toString('hex')}`
  try {
    await admin.query(`CREATE DATABASE ${name}`)
  } finally {
    await admin.end()
  }
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return {
    label: 'PostgreSQL',
    env: { DATABASE_URL: url.toString() },
    open: { databaseUrl: url.toString() },
    async cleanUp() {
      const client = new pg.Client({ connectionString: adminUrl })
      await client.connect()
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await client.end()
    },
  }
}

async function runOn(target: Target): Promise<boolean> {
  let passed = false
  try {
    const { figures, answers } = await chaos(target)
    const problems = [...figures.unexpected, ...(await prove(target.open, answers))]
    const f = figures
    console.log(
      [
        `  ${target.label}: ${f.acknowledged} orders acknowledged in ${f.seconds.toFixed(1)} s, ${f.kills} kills (SIGKILL)`,
        `    retried after a restart: ${f.retriedKeys} keys, ${f.retryAttempts} attempts`,
        `    recovery (kill → listening): median ${median(f.recoverMs)} ms, max ${Math.max(...f.recoverMs, 0)} ms`,
        `    first order acknowledged (kill → a 201 from the new process): median ${median(f.firstAckMs)} ms, max ${Math.max(...f.firstAckMs, 0)} ms`,
        `    caught up (kill → every cut request answered): median ${median(f.caughtUpMs)} ms, max ${Math.max(...f.caughtUpMs, 0)} ms`,
        `    stored: ${problems.length === 0 ? `each of the ${f.acknowledged} acknowledged orders once, no key twice, every replay identical` : 'WRONG'}`,
      ].join('\n'),
    )
    console.log(`    load average at the end: ${loadavg()[0]?.toFixed(1)}`)
    for (const problem of problems.slice(0, 20)) console.log(`    ✗ ${problem}`)
    if (problems.length > 20) console.log(`    … and ${problems.length - 20} more`)
    passed = problems.length === 0
  } catch (error) {
    console.log(`  ${target.label}: ✗ ${error instanceof Error ? error.message : String(error)}`)
  } finally {
    await target.cleanUp(passed)
  }
  return passed
}

console.log(
  `kill -9 under order load: ${CONNECTIONS} clients, ${KILLS} SIGKILLs, each ${MIN_UP_MS}–${MAX_UP_MS} ms after the process's first acknowledged order (load average ${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} cores)`,
)
let ok = true
if (args.db === 'pglite' || args.db === 'both') {
  ok = (await runOn(await pgliteTarget())) && ok
  console.log('storage faults (PGlite):')
  ok = (await twoProcesses()) && ok
  ok = (await diskFull()) && ok
}
if (args.db === 'postgres' || args.db === 'both') {
  const postgres = await postgresTarget(args.postgres)
  if (postgres) ok = (await runOn(postgres)) && ok
  else if (args.db === 'postgres') {
    console.log(`  PostgreSQL: ✗ not reachable at ${args.postgres}`)
    ok = false
  } else console.log('  PostgreSQL: not reachable, skipped')
}
process.exit(ok ? 0 : 1)
