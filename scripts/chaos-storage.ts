/**
 * Storage faults (`npm run chaos`): two servers on one PGlite data directory, and a data directory whose
 * volume fills up. Each returns whether its proofs held, and prints its figures.
 */
import { execFileSync } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { mkdir, mkdtemp, open, rm, statfs } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { takeAwayOrder } from '../bench/order-body'
import { type Answer, boot, NOTE, prove, type Running } from './chaos-server'

const MiB = 1024 * 1024
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

interface Sent {
  status: number
  retryAfter: string | null
  answer?: Answer
}

async function placeOrder(server: Running, template: object, key: string): Promise<Sent> {
  const response = await fetch(`${server.base}/api/order`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': key },
    body: JSON.stringify({ ...template, notes: NOTE + key }),
    signal: AbortSignal.timeout(15_000),
  })
  const text = await response.text()
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    ...(response.status === 201 ? { answer: JSON.parse(text) as Answer } : {}),
  }
}

async function stop(server: Running): Promise<number> {
  const started = Date.now()
  server.child.kill('SIGTERM')
  await server.exited
  return Date.now() - started
}

function report(label: string, lines: string[], problems: string[]): boolean {
  console.log(`  ${label}`)
  for (const line of lines) console.log(`    ${line}`)
  for (const problem of problems.slice(0, 20)) console.log(`    ✗ ${problem}`)
  return problems.length === 0
}

/**
 * A second server started on a data directory a first one serves from: it must exit naming the first,
 * and every order the first acknowledged must be stored once after it stops.
 */
export async function twoProcesses(orders = 40): Promise<boolean> {
  const dataDir = await mkdtemp(join(tmpdir(), 'chaos-two-'))
  const problems: string[] = []
  const lines: string[] = []
  const first = await boot({ env: { DATA_DIR: dataDir } })
  try {
    const started = Date.now()
    const refusal = await boot({ env: { DATA_DIR: dataDir } }).then(
      async (second) => {
        problems.push(`a second server started on ${dataDir} (pid ${second.child.pid})`)
        await stop(second)
        return ''
      },
      (error: Error) => error.message,
    )
    const expected = `DATA_DIR is in use by pid ${first.child.pid}`
    if (!refusal.includes(expected)) problems.push(`the second server did not say "${expected}": ${refusal}`)
    lines.push(`second server refused in ${Date.now() - started} ms: "${expected}"`)

    const template = await takeAwayOrder(first.base, 'Caos')
    const answers = new Map<string, Answer>()
    for (let i = 0; i < orders; i++) {
      const key = randomUUID()
      const sent = await placeOrder(first, template, key)
      if (sent.answer) answers.set(key, sent.answer)
      else problems.push(`order ${i}: ${sent.status}`)
    }
    await stop(first)
    problems.push(...(await prove({ dataDir }, answers)))
    lines.push(
      `${answers.size} orders acknowledged by the first, ${problems.length === 0 ? 'each stored once' : 'WRONG'}`,
    )
  } finally {
    if (first.child.exitCode === null && first.child.signalCode === null) await stop(first)
  }
  const passed = report('Two servers on one DATA_DIR', lines, problems)
  if (passed) await rm(dataDir, { recursive: true, force: true })
  else console.log(`    the data is kept in ${dataDir}`)
  return passed
}

/** A tmpfs of its own (needs root), so filling it touches nobody else's disk. */
function mountTmpfs(dir: string, sizeMiB: number): boolean {
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${sizeMiB}m`, 'tmpfs', dir], { stdio: 'ignore' })
    return true
  } catch {
    return false
  }
}

const freeOf = async (dir: string) => {
  const stats = await statfs(dir)
  return stats.bavail * stats.bsize
}

/** Writes a file until the volume has about `leaveBytes` free. */
async function fillUntil(path: string, dir: string, leaveBytes: number): Promise<void> {
  const file = await open(path, 'a')
  const chunk = Buffer.alloc(MiB, 1)
  try {
    for (let free = await freeOf(dir); free > leaveBytes; free = await freeOf(dir))
      await file.write(chunk, 0, Math.min(MiB, free - leaveBytes))
  } finally {
    await file.close()
  }
}

/**
 * The volume of DATA_DIR fills while orders come in: writes must turn into 503 + Retry-After before it is
 * full, reads and health keep answering, and once space is back orders are taken again; every order
 * acknowledged on the way is stored once. Runs on a 192 MiB tmpfs as root; elsewhere on the temporary
 * folder's own volume, with DISK_MIN_FREE_MB set just under what it has free.
 */
export async function diskFull(clients = 8): Promise<boolean> {
  const base = await mkdtemp(join(tmpdir(), 'chaos-disk-'))
  const tmpfs = mountTmpfs(base, 192)
  const dataDir = join(base, 'data')
  await mkdir(dataDir)
  const ballast = join(base, 'ballast')
  const problems: string[] = []
  const lines: string[] = []
  // On a shared volume the threshold sits 48 MiB under its free space now; the ballast crosses it.
  const thresholdMiB = tmpfs ? 32 : Math.floor((await freeOf(base)) / MiB) - 48
  const server = await boot({ env: { DATA_DIR: dataDir, DISK_MIN_FREE_MB: String(thresholdMiB) } })
  const answers = new Map<string, Answer>()
  try {
    lines.push(
      tmpfs
        ? `PGlite on a 192 MiB tmpfs, DISK_MIN_FREE_MB=${thresholdMiB}, ${((await freeOf(base)) / MiB) | 0} MiB free after boot`
        : `no tmpfs (not root): PGlite in ${base}, DISK_MIN_FREE_MB=${thresholdMiB}`,
    )
    const template = await takeAwayOrder(server.base, 'Caos')
    // The ballast leaves 4 MiB above the threshold: the orders themselves take the volume under it.
    await fillUntil(ballast, base, (thresholdMiB + 4) * MiB)
    let refused = 0
    let firstRefusalAt: number | undefined
    let freeAtRefusal = 0
    let badRetryAfter = 0
    const started = Date.now()
    let filling = true
    await Promise.all(
      Array.from({ length: clients }, async () => {
        while (filling && Date.now() - started < 120_000) {
          const key = randomUUID()
          const sent = await placeOrder(server, template, key)
          if (sent.answer) answers.set(key, sent.answer)
          else if (sent.status === 503) {
            refused++
            if (!sent.retryAfter) badRetryAfter++
            if (firstRefusalAt === undefined) {
              firstRefusalAt = Date.now()
              freeAtRefusal = await freeOf(base)
            }
            if (refused >= 50) filling = false
          } else problems.push(`an order answered ${sent.status}`)
        }
      }),
    )
    if (firstRefusalAt === undefined) problems.push('no write was refused in 120 s')
    if (badRetryAfter > 0) problems.push(`${badRetryAfter} 503s without Retry-After`)
    lines.push(
      `${answers.size} orders acknowledged in ${((firstRefusalAt ?? Date.now()) - started) / 1000} s until the first 503, at ${(freeAtRefusal / MiB).toFixed(1)} MiB free; ${refused} writes refused, each with Retry-After`,
    )
    const menu = await fetch(`${server.base}/api/diner/pizzeria-demo-palermo`)
    const live = await fetch(`${server.base}/health/live`)
    const ready = (await (await fetch(`${server.base}/health/ready`)).json()) as { disk: string }
    if (menu.status !== 200 || live.status !== 200 || ready.disk !== 'low')
      problems.push(
        `under pressure: landing ${menu.status}, liveness ${live.status}, readiness disk ${ready.disk}`,
      )
    lines.push(
      `under pressure: reads ${menu.status}, liveness ${live.status}, readiness says disk ${ready.disk}`,
    )

    await rm(ballast)
    const freedAt = Date.now()
    let recovered: number | undefined
    while (recovered === undefined && Date.now() - freedAt < 30_000) {
      const key = randomUUID()
      const sent = await placeOrder(server, template, key)
      if (sent.answer) {
        answers.set(key, sent.answer)
        recovered = Date.now() - freedAt
      } else await sleep(100)
    }
    if (recovered === undefined) problems.push('orders were still refused 30 s after space came back')
    for (let i = 0; i < 20; i++) {
      const key = randomUUID()
      const sent = await placeOrder(server, template, key)
      if (sent.answer) answers.set(key, sent.answer)
      else problems.push(`after recovery an order answered ${sent.status}`)
    }
    lines.push(`space back: orders taken again after ${recovered} ms`)
    const stoppedMs = await stop(server)
    lines.push(`SIGTERM → exited in ${stoppedMs} ms`)
    problems.push(...(await prove({ dataDir }, answers)))
    lines.push(
      `stored: ${problems.length === 0 ? `each of the ${answers.size} acknowledged orders once` : 'WRONG'}`,
    )
  } catch (error) {
    problems.push(error instanceof Error ? error.message : String(error))
  } finally {
    if (server.child.exitCode === null && server.child.signalCode === null) await stop(server)
    if (tmpfs) execFileSync('umount', [base])
    await rm(base, { recursive: true, force: true })
  }
  return report('DATA_DIR volume filling up', lines, problems)
}
