/**
 * `npm run cluster`: N nodes (default 3) of the real server on one PostgreSQL database behind Debian's
 * nginx on loopback, its config rendered from docs/deploy/nginx.conf.template. The database is
 * DATABASE_URL, else `tucan_cluster` on the local server (created when missing, kept between runs).
 * Ctrl-C stops the nodes (gracefully) and nginx.
 *
 *   npm run cluster                 3 nodes, nginx on 127.0.0.1:8080
 *   npm run cluster -- --nodes 2 --port 8081
 */
import { parseArgs } from 'node:util'
import pg from 'pg'
import { nginxMissing, startCluster } from './cluster-lib'

const { values: args } = parseArgs({
  options: { nodes: { type: 'string', default: '3' }, port: { type: 'string', default: '8080' } },
})
const LOCAL_SERVER = 'postgres://postgres@127.0.0.1:5432/postgres'

async function databaseUrl(): Promise<string> {
  if (process.env.DATABASE_URL) return process.env.DATABASE_URL
  const client = new pg.Client({ connectionString: LOCAL_SERVER })
  await client.connect()
  try {
    const found = await client.query(`SELECT 1 FROM pg_database WHERE datname = 'tucan_cluster'`)
    if (found.rowCount === 0) await client.query('CREATE DATABASE tucan_cluster')
  } finally {
    await client.end()
  }
  return LOCAL_SERVER.replace(/\/postgres$/, '/tucan_cluster')
}

const missing = nginxMissing()
if (missing) {
  console.error(missing)
  process.exit(1)
}
const url = await databaseUrl()
const cluster = await startCluster({
  nodes: Number(args.nodes),
  databaseUrl: url,
  port: Number(args.port),
  env: { LOG_LEVEL: 'warn' },
})
const base = cluster.base.replace('127.0.0.1', 'localhost')
console.log(
  [
    '',
    `Tucán cluster: ${cluster.nodes.length} nodes behind nginx on ${base}  (database: ${url.replace(/\/\/[^@]*@/, '//')})`,
    ...cluster.nodes.map(
      (node) => `  node ${node.index + 1}: ${node.base}  (ready: ${node.base}/health/ready)`,
    ),
    'Demo links (each request goes to the next node; the X-Tucan-Node header says which answered):',
    `  ${base}/menu/pizzeria-demo-palermo/delivery`,
    `  ${base}/pizzeria-demo`,
    `  ${base}/demo-gastronomia`,
    `  ${base}/cafe-demo`,
    `  ${base}/api/docs`,
    'Ctrl-C stops it.',
    '',
  ].join('\n'),
)
let stopping = false
const stop = () => {
  if (stopping) return
  stopping = true
  console.log('stopping the nodes and nginx…')
  cluster.close().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error)
      process.exit(1)
    },
  )
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
