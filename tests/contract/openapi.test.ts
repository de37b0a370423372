import { execFile } from 'node:child_process'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import SwaggerParser from '@apidevtools/swagger-parser'
import { beforeAll, describe, expect, it } from 'vitest'
import { parse } from 'yaml'

const root = fileURLToPath(new URL('../..', import.meta.url))
const specPath = join(root, 'openapi.yaml')
const methods = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'] as const

// The 53 calls of the specs' "calls it makes" tables, plus our own geocoding route.
const documented = [
  'getDinerByAlias',
  'getCompany',
  'listCompanyBranches',
  'getBranchContact',
  'listBranchOrderModes',
  'getMenu',
  'getMenuHashes',
  'listBranchDiscounts',
  'listIndicators',
  'listEntityIndicators',
  'getCountry',
  'getFileUrl',
  'listMenuCustomizations',
  'getDeliveryFee',
  'getOrderingCustomer',
  'listCustomerOrders',
  'getLoyaltyProgram',
  'listLoyaltyPointsHistory',
  'claimLoyaltyReward',
  'getOrderFollowUp',
  'createOrder',
  'reportOrderError',
  'createPaymentUrl',
  'payOrder',
  'handleTransbankCallback',
  'validateDiscountCode',
  'getExternalBenefits',
  'listGeneralDiscounts',
  'listGeneralSurcharges',
  'getOrderModeFees',
  'getOrderModeSchedule',
  'getSurvey',
  'submitSurvey',
  'getSurveyResponseStatus',
  'notifyAbandonedCart',
  'cancelAbandonedCart',
  'recoverCart',
  'postDinerLog',
  'trackAnalyticsEvent',
  'listOrderShipments',
  'listShipments',
  'getShipment',
  'updateShipment',
  'getRiderShipmentInProgress',
  'listShipmentStacks',
  'getShipmentStack',
  'updateShipmentStack',
  'getTrackingInfo',
  'whoAmI',
  'getRiderByPhone',
  'createRiderWithCode',
  'updateRiderWithCode',
  'searchNearbyVenues',
]
// plus our own calls: address search, campaign counts, sandbox card tokens, the live channel and the rider's position report and CSP reports
const extra = [
  'searchAddresses',
  'countCampaignEvents',
  'createSandboxCardToken',
  'subscribeLive',
  'reportRiderPosition',
  'reportCspViolation',
  // issue 19: the one-time code that proves a phone before its points are spent
  'requestPhoneCode',
  'confirmPhoneCode',
  // issues 20 and 21: pay at the counter after a rejected card; the staff PIN that opens a kiosk's set-up
  'changeOrderPaymentMethod',
  'checkKioskStaffPin',
  // issue 24: a node's health for its load balancer and supervisor
  'getLiveness',
  'getReadiness',
  // the sandbox's card fields, loaded when a card is chosen (2-checkout.md §4 "Online card provider")
  'getSandboxCardFields',
  // issue 35: the counter board's feed
  'getCounterBoard',
]
// The orders console (issue 8): not shown in the specs, so each call carries an x-decision.
const consoleCalls = [
  'signInStaff',
  'getStaffSession',
  'signOutStaff',
  'listConsoleOrders',
  'transitionConsoleOrder',
  'listConsoleAvailability',
  'setConsoleAvailability',
  'setConsoleClosure',
  'stackConsoleOrders',
  'subscribeConsoleOrders',
  'markConsoleOrderPaid',
  // issue 35: pick-up at the counter by the order's number
  'pickUpConsoleOrder',
]

/** The support chat (issue 32): the diner's two calls and the staff's four. */
const supportCalls = [
  'getSupportChat',
  'postSupportMessage',
  'listSupportConversations',
  'getSupportConversation',
  'answerSupportConversation',
  'markSupportConversationRead',
]

/** The back office (issue 36): its session and every admin read and write, all checked by requireAdmin. */
const adminCalls = [
  'signInAdmin',
  'getAdminSession',
  'signOutAdmin',
  'listAdminLocals',
  'getAdminPlace',
  'getAdminPriceList',
  'setAdminPlatePrice',
  'bulkChangeAdminPrices',
  'setAdminPlateAvailability',
  'listAdminAudit',
  // issue 37: the reports of a local
  'getAdminReport',
]

interface Operation {
  method: string
  path: string
  operationId?: string
  tags?: string[]
  requestBody?: { content?: Record<string, { schema?: Record<string, unknown> }> }
  responses: Record<string, { content?: Record<string, { schema?: { $ref?: string } }>; $ref?: string }>
}

// biome-ignore lint/suspicious/noExplicitAny: the raw YAML is untyped until validated
type Raw = any
let raw: Raw
let operations: Operation[]

function resolveRef<T>(node: T & { $ref?: string }): T {
  if (!node.$ref) return node
  const path = node.$ref.replace(/^#\//, '').split('/')
  return path.reduce((value: Raw, key) => value[key], raw) as T
}

beforeAll(async () => {
  raw = parse(await readFile(specPath, 'utf8'))
  operations = Object.entries(raw.paths as Record<string, Record<string, Raw>>).flatMap(([path, item]) =>
    methods.filter((m) => item[m]).map((method) => ({ method, path, ...item[method] })),
  )
})

describe('openapi.yaml', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const api = await SwaggerParser.validate(specPath)
    expect('openapi' in api && api.openapi).toBe('3.1.0')
  })

  it('lists exactly the 53 documented calls plus our own fourteen, the 12 console calls, the 6 of support and the back office calls', () => {
    const ids = operations.map((op) => op.operationId)
    expect(ids).toHaveLength(96)
    expect(new Set(ids).size).toBe(96)
    expect([...ids].sort()).toEqual(
      [...documented, ...extra, ...consoleCalls, ...supportCalls, ...adminCalls].sort(),
    )
    expect(documented).toHaveLength(53)
  })

  it('tags the console calls `console` and marks each with an x-decision', () => {
    const calls = operations.filter((op) => consoleCalls.includes(op.operationId ?? ''))
    expect(calls).toHaveLength(consoleCalls.length)
    for (const op of calls) {
      expect(op.tags, op.operationId).toEqual(['console'])
      expect((op as Raw)['x-decision'], op.operationId).toEqual(expect.any(String))
    }
  })

  it('gives every operation a camelCase operationId and exactly one declared tag', () => {
    const tags = new Set((raw.tags as { name: string }[]).map((t) => t.name))
    for (const op of operations) {
      expect(op.operationId, `${op.method} ${op.path}`).toMatch(/^[a-z][a-zA-Z]+$/)
      expect(op.tags, op.operationId).toHaveLength(1)
      expect(tags.has(op.tags?.[0] ?? ''), `${op.operationId} tag ${op.tags?.[0]}`).toBe(true)
    }
  })

  it('answers errors as application/problem+json with the shared Problem schema', () => {
    // Health checks take no input (nothing to answer 400 to) and are always implemented; their 503 says why.
    for (const op of operations.filter((o) => o.tags?.[0] !== 'health')) {
      const errorCodes = Object.keys(op.responses).filter((code) => /^[45]\d\d$/.test(code))
      expect(
        errorCodes.some((c) => c.startsWith('4')),
        `${op.operationId} has a 4xx`,
      ).toBe(true)
      expect(errorCodes, `${op.operationId} has 400 and 501`).toEqual(expect.arrayContaining(['400', '501']))
      for (const code of errorCodes) {
        const response = resolveRef(op.responses[code] as Raw)
        expect(Object.keys(response.content ?? {}), `${op.operationId} ${code}`).toEqual([
          'application/problem+json',
        ])
        expect(response.content['application/problem+json'].schema.$ref).toBe('#/components/schemas/Problem')
      }
    }
  })

  it("answers a health check's 503 as problem+json too", () => {
    const health = operations.filter((o) => o.tags?.[0] === 'health')
    expect(health.map((o) => o.operationId).sort()).toEqual(['getLiveness', 'getReadiness'])
    const unready = resolveRef(health.find((o) => o.operationId === 'getReadiness')?.responses['503'] as Raw)
    expect(Object.keys(unready.content)).toEqual(['application/problem+json'])
    const schema = resolveRef(unready.content['application/problem+json'].schema)
    expect(schema.allOf[0].$ref).toBe('#/components/schemas/Problem')
  })

  it('keeps request bodies strict: unknown fields are rejected', () => {
    const withBody = operations.filter((op) => op.requestBody)
    expect(withBody.length).toBeGreaterThan(15)
    for (const op of withBody) {
      const json = op.requestBody?.content?.['application/json']
      expect(json, `${op.operationId} takes JSON`).toBeDefined()
      let schema = resolveRef(json?.schema as Raw)
      if (schema.type === 'array') schema = resolveRef(schema.items)
      expect(schema.additionalProperties, `${op.operationId} body`).toBe(false)
    }
  })

  it('has no two paths that OpenAPI would treat as identical', () => {
    const templates = Object.keys(raw.paths).map((p) => p.replace(/\{[^}]+\}/g, '{}'))
    expect(new Set(templates).size).toBe(templates.length)
  })

  it('names a parameter the same wherever sibling routes share the literal segments before it', () => {
    const split = (p: string) => p.split('/').filter(Boolean)
    const paths = Object.keys(raw.paths).map(split)
    for (const a of paths) {
      for (const b of paths) {
        for (let i = 0; i < Math.min(a.length, b.length); i++) {
          const sa = a[i] as string
          const sb = b[i] as string
          const bothParams = sa.startsWith('{') && sb.startsWith('{')
          if (bothParams) {
            expect(sa, `${a.join('/')} vs ${b.join('/')}`).toBe(sb)
            continue
          }
          if (sa !== sb) break
        }
      }
    }
  })

  it('describes every decision on a shape the specs do not show with a one-line x-decision', () => {
    const decisions: string[] = []
    const walk = (node: Raw) => {
      if (node && typeof node === 'object') {
        for (const [key, value] of Object.entries(node)) {
          if (key === 'x-decision') decisions.push(value as string)
          else walk(value)
        }
      }
    }
    walk(raw)
    expect(decisions.length).toBeGreaterThanOrEqual(30)
    for (const d of decisions) expect(d.trim().length).toBeGreaterThan(20)
  })
})

describe('contract/schema.d.ts', () => {
  it('is what `npm run gen:api` produces from the current openapi.yaml', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'gen-api-'))
    try {
      const out = join(dir, 'schema.d.ts')
      const cli = join(root, 'node_modules/openapi-typescript/bin/cli.js')
      await promisify(execFile)(process.execPath, [cli, specPath, '-o', out], { cwd: root })
      const [fresh, committed] = await Promise.all([
        readFile(out, 'utf8'),
        readFile(join(root, 'contract/schema.d.ts'), 'utf8'),
      ])
      expect(committed === fresh, 'contract/schema.d.ts is stale: run `npm run gen:api`').toBe(true)
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  }, 30_000)
})
