import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../server/app'
import { createInProcessBus } from '../../server/live/in-process-bus'
import { collectHandlers } from '../../server/routes/index'
import { contractOperations, fuzzOperation } from './helpers/fuzz/contract-fuzzer'
import { createTestApp, type TestApp } from './helpers/test-app'

// `npm run fuzz` runs the same property with 10,000 cases per operation (scripts/fuzz.ts).
const RUNS = Number(process.env.FUZZ_RUNS ?? 100)
const { operations, resolve } = contractOperations()

let t: TestApp
let unimplemented: Set<string>

beforeAll(async () => {
  t = await createTestApp()
  // Only an operation with no handler may answer the generic 501.
  const implemented = new Set(
    Object.keys(collectHandlers({ db: t.db, env: t.env, live: createInProcessBus() })),
  )
  unimplemented = new Set(operations.map((o) => o.operationId).filter((id) => !implemented.has(id)))
})

afterAll(async () => {
  await t?.close()
})

describe('contract fuzzer', () => {
  it('covers every operation of the contract', () => {
    expect(operations.length).toBeGreaterThanOrEqual(54)
    expect(new Set(operations.map((o) => o.operationId)).size).toBe(operations.length)
  })

  it.each(operations.map((o) => [o.operationId, o] as const))(
    `%s: ${RUNS} requests, no 5xx, every 4xx problem+json, every 400 names a field, nothing leaked`,
    async (_id, operation) => {
      const report = await fuzzOperation(t.app, operation, resolve, { runs: RUNS, unimplemented })
      const answered = Object.values(report.statuses).reduce((a, b) => a + b, 0)
      expect(answered).toBeGreaterThanOrEqual(RUNS)
    },
    120_000,
  )
})

describe('the fuzzer itself', () => {
  const country = operations.find((o) => o.operationId === 'getCountry')
  if (!country) throw new Error('the contract has no getCountry')

  it('fails on a handler that crashes', async () => {
    const app = await buildApp({
      env: t.env,
      db: t.db,
      handlers: {
        async getCountry() {
          throw new Error('boom')
        },
      },
    })
    try {
      await expect(fuzzOperation(app, country, resolve, { runs: 50, unimplemented })).rejects.toThrow(
        /answered 500/,
      )
    } finally {
      await app.close()
    }
  })

  it('fails on a 4xx that is not problem+json, and on a 501 from an implemented operation', async () => {
    for (const [status, pattern] of [
      [404, /404 as text\/plain/],
      [501, /answered 501/],
    ] as const) {
      const app = await buildApp({
        env: t.env,
        db: t.db,
        handlers: {
          async getCountry(_request, reply) {
            return reply.code(status).type('text/plain').send('nope')
          },
        },
      })
      try {
        await expect(fuzzOperation(app, country, resolve, { runs: 50, unimplemented })).rejects.toThrow(
          pattern,
        )
      } finally {
        await app.close()
      }
    }
  })
})
