/**
 * `npm run fuzz`: the contract fuzzer's long form. Every operation of openapi.yaml gets FUZZ_RUNS requests
 * (default 10,000) against the real app on a fresh database: in-memory PGlite, or a throw-away database
 * on the PostgreSQL server of TEST_DATABASE_URL. Fails on any 5xx (a 501 only from an operation nobody
 * implemented), any 4xx that is not problem+json, any 400 without errors[].field, any leaked internals.
 *
 *   npm run fuzz                          # 10,000 per operation on PGlite
 *   FUZZ_RUNS=500 npm run fuzz -- getMenu createOrder
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run fuzz
 *   FUZZ_SEED=42 npm run fuzz             # replay a run
 */

import { createInProcessBus } from '../server/live/in-process-bus'
import { collectHandlers } from '../server/routes/index'
import { contractOperations, fuzzOperation } from '../tests/server/helpers/fuzz/contract-fuzzer'
import { createTestApp } from '../tests/server/helpers/test-app'

const runs = Number(process.env.FUZZ_RUNS ?? 10_000)
const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Date.now() % 2 ** 31
const only = new Set(process.argv.slice(2))
const { operations, resolve } = contractOperations()
const selected = operations.filter((o) => only.size === 0 || only.has(o.operationId))

const t = await createTestApp()
const implemented = new Set(
  Object.keys(collectHandlers({ db: t.db, env: t.env, live: createInProcessBus() })),
)
const unimplemented = new Set(operations.map((o) => o.operationId).filter((id) => !implemented.has(id)))
const database = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'
console.log(`Fuzzing ${selected.length} operations × ${runs} requests on ${database} (seed ${seed})`)

let failed = 0
let total = 0
const started = Date.now()
for (const operation of selected) {
  const began = Date.now()
  try {
    const report = await fuzzOperation(t.app, operation, resolve, { runs, unimplemented, seed })
    total += runs
    const statuses = Object.entries(report.statuses)
      .map(([status, n]) => `${status}×${n}`)
      .join(' ')
    const tag = unimplemented.has(operation.operationId) ? ' (not implemented)' : ''
    console.log(
      `ok   ${operation.operationId}${tag}  ${((Date.now() - began) / 1000).toFixed(1)} s  ${statuses}`,
    )
  } catch (error) {
    failed++
    console.log(`FAIL ${operation.operationId}\n${(error as Error).message}\n`)
  }
}
await t.close()
console.log(
  `\n${total} requests, ${selected.length - failed}/${selected.length} operations clean, ${((Date.now() - started) / 1000).toFixed(0)} s`,
)
process.exit(failed > 0 ? 1 : 0)
