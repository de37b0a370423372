// N real nodes (server/server.ts) on one PostgreSQL database behind Debian's nginx on loopback: what
// `npm run cluster`, the cluster test level (scripts/cluster-test.ts) and bench/cluster.ts start.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { boot, type Running } from './chaos-server'

export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx'
const TEMPLATE = fileURLToPath(new URL('../docs/deploy/nginx.conf.template', import.meta.url))

export interface ClusterNode {
  index: number
  port: number
  base: string
  running: Running | undefined
}

export interface ClusterOptions {
  nodes: number
  /** The PostgreSQL database every node uses (it is migrated and seeded by the first node). */
  databaseUrl: string
  /** Where nginx listens: a port on 127.0.0.1 (0: any free one). */
  port?: number
  /** Environment every node gets besides the cluster's own (RATE_LIMITS, LOG_LEVEL…). */
  env?: Record<string, string>
}

export interface Cluster {
  /** The load balancer's address. */
  base: string
  nodes: ClusterNode[]
  /** Starts node i again (after a kill or a stop) on its port; resolves once it is ready. */
  start(index: number): Promise<void>
  /** SIGTERM: the node drains and exits within its grace; resolves with its exit. */
  stop(index: number): Promise<void>
  /** SIGKILL, no warning. */
  kill(index: number): Promise<void>
  /**
   * One step of a rolling restart: stop the node (SIGTERM: it refuses new requests with 503 until nginx
   * leaves it out, finishes the rest and exits), start it again, wait until it is ready. nginx is not
   * reloaded: a reload closes every client's keep-alive connection, which a client sending on it at
   * that moment sees as a failed request.
   */
  restart(index: number): Promise<void>
  close(): Promise<void>
}

/** Whether this machine can run a cluster: nginx is installed. */
export function nginxMissing(): string | undefined {
  if (!existsSync(NGINX)) return `${NGINX} is missing; apt-get install -y nginx`
  const version = spawnSync(NGINX, ['-v'], { encoding: 'utf8' })
  return version.status === 0 ? undefined : `${NGINX} -v failed: ${version.stderr}`
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    if (await check().catch(() => false)) return
    await sleep(100)
  }
  throw new Error(`${what}: not within ${timeoutMs} ms`)
}

/** The template with its placeholders filled in. */
export async function renderNginxConfig(runDir: string, listen: string, servers: string[]): Promise<string> {
  const template = await readFile(TEMPLATE, 'utf8')
  return template
    .replaceAll('{{RUN_DIR}}', runDir)
    .replaceAll('{{LISTEN}}', listen)
    .replace('{{SERVERS}}', servers.map((line) => `    ${line}`).join('\n'))
}

/** Creates a throwaway database on the server of `serverUrl`; answers its URL and how to drop it. */
export async function throwawayDatabase(serverUrl: string, prefix = 'cluster') {
  const name = `${prefix}_${Date.now()}_${randomBytes(3).toString('hex')}`
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl })
    await client.connect()
    try {
      await client.query(statement)
    } finally {
      await client.end()
    }
  }
  await admin(`CREATE DATABASE ${name}`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) }
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const runDir = await mkdtemp(join(tmpdir(), 'tucan-cluster-'))
  const listenPort = options.port || (await freePort())
  const ports: number[] = []
  for (let i = 0; i < options.nodes; i++) ports.push(await freePort())
  const nodes: ClusterNode[] = ports.map((port, index) => ({
    index,
    port,
    base: `http://127.0.0.1:${port}`,
    running: undefined,
  }))
  // Shared by every node: a cookie one node signs, another must accept.
  const secrets = {
    COOKIE_SECRET: randomBytes(32).toString('hex'),
    PAYMENT_WEBHOOK_SECRET: randomBytes(24).toString('base64url'),
  }
  const nodeEnv = (port: number) => ({
    DATABASE_URL: options.databaseUrl,
    PORT: String(port),
    TRUST_PROXY: '127.0.0.1',
    // nginx does not poll readiness: nothing to wait for before refusing (server/plugins/drain.ts).
    SHUTDOWN_DRAIN_MS: '0',
    SHUTDOWN_GRACE_MS: '10000',
    JOB_INTERVAL_MS: '5000',
    ...secrets,
    ...options.env,
  })

  const ready = (node: ClusterNode) =>
    waitFor(`node ${node.index} ready`, async () => (await fetch(`${node.base}/health/ready`)).ok)

  async function start(index: number): Promise<void> {
    const node = nodes[index]
    if (!node) throw new Error(`no node ${index}`)
    // Generous: a loaded CI machine compiles the server with tsx on every boot.
    node.running = await boot({ env: nodeEnv(node.port) }, 180_000)
    await ready(node)
  }

  // All at once: they take turns to migrate and seed (server/db/boot-lock.ts). A failed boot takes the
  // started nodes down with it.
  try {
    await Promise.all(nodes.map((node) => start(node.index)))
  } catch (error) {
    for (const node of nodes) node.running?.child.kill('SIGKILL')
    throw error
  }

  const configPath = join(runDir, 'nginx.conf')
  const servers = nodes.map((node) => `server 127.0.0.1:${node.port} max_fails=1 fail_timeout=2s;`)
  await writeFile(configPath, await renderNginxConfig(runDir, `127.0.0.1:${listenPort}`, servers))
  // Run as root, nginx's workers are `nobody`: they must reach the temporary folders under runDir.
  await chmod(runDir, 0o755)
  const nginx: ChildProcess = spawn(
    NGINX,
    ['-c', configPath, '-p', runDir, '-e', join(runDir, 'error.log'), '-g', 'daemon off;'],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  )
  let nginxErrors = ''
  nginx.stderr?.on('data', (chunk: Buffer) => {
    nginxErrors += chunk.toString()
  })
  const nginxExited = new Promise<void>((resolve) => nginx.once('exit', () => resolve()))
  const base = `http://127.0.0.1:${listenPort}`
  try {
    await waitFor('nginx listening', async () => (await fetch(`${base}/health/ready`)).ok, 15_000)
  } catch (error) {
    nginx.kill('SIGKILL')
    for (const node of nodes) node.running?.child.kill('SIGKILL')
    throw new Error(`${(error as Error).message}\n${nginxErrors}`)
  }

  async function stop(index: number): Promise<void> {
    const running = nodes[index]?.running
    if (!running) return
    running.child.kill('SIGTERM')
    await running.exited
    if (nodes[index]) nodes[index].running = undefined
  }

  async function kill(index: number): Promise<void> {
    const running = nodes[index]?.running
    if (!running) return
    running.child.kill('SIGKILL')
    await running.exited
    if (nodes[index]) nodes[index].running = undefined
  }

  return {
    base,
    nodes,
    start,
    stop,
    kill,
    async restart(index) {
      await stop(index)
      await start(index)
    },
    async close() {
      await Promise.all(nodes.map((node) => stop(node.index)))
      nginx.kill('SIGTERM')
      await Promise.race([nginxExited, sleep(5000)])
      if (nginx.exitCode === null) nginx.kill('SIGKILL')
      await rm(runDir, { recursive: true, force: true })
    },
  }
}
