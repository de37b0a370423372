import { randomBytes } from 'node:crypto'
import { isAbsolute, resolve } from 'node:path'

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const
const nodeEnvs = ['development', 'production', 'test'] as const

export type LogLevel = (typeof logLevels)[number]
export type NodeEnv = (typeof nodeEnvs)[number]

export interface Env {
  PORT: number
  HOST: string
  /** Absolute path of the embedded PGlite data directory (ignored when DATABASE_URL is set). */
  DATA_DIR: string
  DATABASE_URL: string | undefined
  /** Base URL of a Nominatim-compatible geocoder; unset means the built-in offline gazetteer. */
  GEOCODER_URL: string | undefined
  LOG_LEVEL: LogLevel
  NODE_ENV: NodeEnv
  /** Signs the session cookies (riders); unset means a random secret per process. */
  COOKIE_SECRET: string
  /** The payment provider adapter (server/payments/providers.ts); 'sandbox' is the built-in offline one. */
  PAYMENT_PROVIDER: string
  /** The secret provider callbacks are signed with; unset means a random one per process (the sandbox). */
  PAYMENT_WEBHOOK_SECRET: string
  /**
   * How one-time codes reach diners' phones (server/messaging/providers.ts): 'sandbox' (built-in, offline:
   * the code is logged and shown on the page) or 'webhook' (POSTs {to, text} to MESSAGING_WEBHOOK_URL).
   */
  MESSAGING_PROVIDER: 'sandbox' | 'webhook'
  MESSAGING_WEBHOOK_URL: string | undefined
  /** A whole request, body included, must arrive within this many milliseconds. */
  REQUEST_TIMEOUT_MS: number
  /** Connections one client address may hold open at once. */
  MAX_CONNECTIONS_PER_CLIENT: number
  /**
   * Overrides of the rate limits by operationId: `off` lifts them all; `createOrder=1000,validateDiscountCode=off`
   * changes the per-minute maximum of some (see server/plugins/rate-limits.ts).
   */
  RATE_LIMITS: string | undefined
  /** Writes are refused (503) while DATA_DIR's volume has less than this many MiB free (PGlite only). */
  DISK_MIN_FREE_MB: number
  /** A blocked event loop for this long ends the process, for its supervisor to restart (0: no watchdog). */
  WATCHDOG_TIMEOUT_MS: number
  /** After SIGTERM the process is gone within this many milliseconds, closed or not. */
  SHUTDOWN_GRACE_MS: number
  /**
   * After SIGTERM, this long answering as usual but not ready (and closing its websockets) before it stops
   * taking connections: the time a load balancer polling readiness needs to send requests elsewhere.
   */
  SHUTDOWN_DRAIN_MS: number
  /** How often each node looks for data timers due (abandoned-cart reminders); 0: never (tests run them). */
  JOB_INTERVAL_MS: number
  /**
   * Fastify's trustProxy: which proxies' X-Forwarded-* to believe (for https, so cookies keep Secure,
   * and the client address). Unset: none. `true`, a hop count, or addresses/CIDRs separated by commas.
   */
  TRUST_PROXY: boolean | number | string[] | undefined
  /** Origins besides the server's own whose pages may open the websockets (comma-separated). */
  ALLOWED_ORIGINS: string[]
  /** Where support chat messages go besides the built-in chat (server/support/providers.ts). */
  SUPPORT_PROVIDER: 'built-in' | 'chatwoot'
  /** The Chatwoot account of SUPPORT_PROVIDER=chatwoot (CHATWOOT_URL, _TOKEN, _ACCOUNT_ID, _INBOX_ID). */
  CHATWOOT: { url: string; token: string; accountId: number; inboxId: number } | undefined
}

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((p) => `  - ${p}`).join('\n')}`)
    this.name = 'EnvError'
  }
}

type Source = Record<string, string | undefined>

function blankToUndefined(value: string | undefined): string | undefined {
  const trimmed = value?.trim()
  return trimmed ? trimmed : undefined
}

function parseUrl(name: string, value: string | undefined, protocols: string[], problems: string[]) {
  if (value === undefined) return undefined
  try {
    const url = new URL(value)
    if (!protocols.includes(url.protocol)) {
      problems.push(`${name} must use ${protocols.join(' or ')} (got ${url.protocol})`)
    }
  } catch {
    problems.push(`${name} is not a valid URL`)
  }
  return value
}

function oneOf<T extends string>(name: string, value: string, allowed: readonly T[], problems: string[]): T {
  if ((allowed as readonly string[]).includes(value)) return value as T
  problems.push(`${name} must be one of ${allowed.join(', ')} (got '${value}')`)
  return allowed[0] as T
}

function positiveInteger(name: string, value: string | undefined, fallback: number, problems: string[]) {
  const raw = blankToUndefined(value)
  if (raw === undefined) return fallback
  if (!/^[1-9]\d{0,8}$/.test(raw)) {
    problems.push(`${name} must be a positive integer (got '${raw}')`)
    return fallback
  }
  return Number(raw)
}

function nonNegativeInteger(name: string, value: string | undefined, fallback: number, problems: string[]) {
  if (blankToUndefined(value) === '0') return 0
  return positiveInteger(name, value, fallback, problems)
}

function parseTrustProxy(value: string | undefined, problems: string[]): Env['TRUST_PROXY'] {
  if (value === undefined || value === 'false') return undefined
  if (value === 'true') return true
  if (/^\d{1,2}$/.test(value)) return Number(value)
  const proxies = value.split(',').map((part) => part.trim())
  if (proxies.some((part) => !/^[\da-fA-F.:]+(\/\d{1,3})?$|^(loopback|linklocal|uniquelocal)$/.test(part)))
    problems.push(
      `TRUST_PROXY must be true, a hop count, or addresses/CIDRs separated by commas (got '${value}')`,
    )
  return proxies
}

function parseOrigins(value: string | undefined, problems: string[]): string[] {
  if (value === undefined) return []
  return value.split(',').map((part) => {
    const origin = part.trim()
    try {
      const url = new URL(origin)
      if (url.origin === origin) return origin
    } catch {}
    problems.push(`ALLOWED_ORIGINS must list origins like https://pedidos.example.com (got '${origin}')`)
    return origin
  })
}

/** Reads and checks the environment once at start-up; every problem is reported at once. */
export function loadEnv(source: Source = process.env): Env {
  const problems: string[] = []

  const rawPort = blankToUndefined(source.PORT) ?? '3000'
  const port = Number(rawPort)
  if (!/^\d+$/.test(rawPort) || port < 0 || port > 65535) {
    problems.push(`PORT must be an integer between 0 and 65535 (got '${rawPort}')`)
  }

  const nodeEnv = oneOf('NODE_ENV', blankToUndefined(source.NODE_ENV) ?? 'development', nodeEnvs, problems)
  const defaultLevel: LogLevel = nodeEnv === 'test' ? 'silent' : 'info'
  const logLevel = oneOf('LOG_LEVEL', blankToUndefined(source.LOG_LEVEL) ?? defaultLevel, logLevels, problems)

  const dataDir = blankToUndefined(source.DATA_DIR) ?? './data'
  const env: Env = {
    PORT: port,
    HOST: blankToUndefined(source.HOST) ?? '0.0.0.0',
    DATA_DIR: isAbsolute(dataDir) ? dataDir : resolve(process.cwd(), dataDir),
    DATABASE_URL: parseUrl(
      'DATABASE_URL',
      blankToUndefined(source.DATABASE_URL),
      ['postgres:', 'postgresql:'],
      problems,
    ),
    GEOCODER_URL: parseUrl(
      'GEOCODER_URL',
      blankToUndefined(source.GEOCODER_URL),
      ['http:', 'https:'],
      problems,
    ),
    LOG_LEVEL: logLevel,
    NODE_ENV: nodeEnv,
    COOKIE_SECRET: blankToUndefined(source.COOKIE_SECRET) ?? randomBytes(32).toString('hex'),
    PAYMENT_PROVIDER: blankToUndefined(source.PAYMENT_PROVIDER) ?? 'sandbox',
    PAYMENT_WEBHOOK_SECRET:
      blankToUndefined(source.PAYMENT_WEBHOOK_SECRET) ?? randomBytes(32).toString('base64url'),
    MESSAGING_PROVIDER: 'sandbox',
    MESSAGING_WEBHOOK_URL: parseUrl(
      'MESSAGING_WEBHOOK_URL',
      blankToUndefined(source.MESSAGING_WEBHOOK_URL),
      ['http:', 'https:'],
      problems,
    ),
    REQUEST_TIMEOUT_MS: 0,
    MAX_CONNECTIONS_PER_CLIENT: 0,
    RATE_LIMITS: undefined,
    DISK_MIN_FREE_MB: 0,
    WATCHDOG_TIMEOUT_MS: 0,
    SHUTDOWN_GRACE_MS: 0,
    SHUTDOWN_DRAIN_MS: 0,
    JOB_INTERVAL_MS: 0,
    TRUST_PROXY: parseTrustProxy(blankToUndefined(source.TRUST_PROXY), problems),
    ALLOWED_ORIGINS: parseOrigins(blankToUndefined(source.ALLOWED_ORIGINS), problems),
    SUPPORT_PROVIDER: 'built-in',
    CHATWOOT: undefined,
  }

  env.REQUEST_TIMEOUT_MS = positiveInteger('REQUEST_TIMEOUT_MS', source.REQUEST_TIMEOUT_MS, 15_000, problems)
  env.MAX_CONNECTIONS_PER_CLIENT = positiveInteger(
    'MAX_CONNECTIONS_PER_CLIENT',
    source.MAX_CONNECTIONS_PER_CLIENT,
    256,
    problems,
  )
  env.DISK_MIN_FREE_MB = nonNegativeInteger('DISK_MIN_FREE_MB', source.DISK_MIN_FREE_MB, 128, problems)
  env.SHUTDOWN_GRACE_MS = positiveInteger('SHUTDOWN_GRACE_MS', source.SHUTDOWN_GRACE_MS, 10_000, problems)
  env.WATCHDOG_TIMEOUT_MS = nonNegativeInteger(
    'WATCHDOG_TIMEOUT_MS',
    source.WATCHDOG_TIMEOUT_MS,
    Math.min(8_000, env.SHUTDOWN_GRACE_MS),
    problems,
  )
  env.SHUTDOWN_DRAIN_MS = nonNegativeInteger('SHUTDOWN_DRAIN_MS', source.SHUTDOWN_DRAIN_MS, 0, problems)
  if (env.SHUTDOWN_DRAIN_MS >= env.SHUTDOWN_GRACE_MS)
    problems.push('SHUTDOWN_DRAIN_MS must be less than SHUTDOWN_GRACE_MS')
  env.JOB_INTERVAL_MS = nonNegativeInteger(
    'JOB_INTERVAL_MS',
    source.JOB_INTERVAL_MS,
    nodeEnv === 'test' ? 0 : 30_000,
    problems,
  )
  // A process stuck before its SIGTERM handler could run is ended by the watchdog alone: within the grace.
  if (env.WATCHDOG_TIMEOUT_MS > env.SHUTDOWN_GRACE_MS)
    problems.push('WATCHDOG_TIMEOUT_MS must not exceed SHUTDOWN_GRACE_MS')
  const messaging = blankToUndefined(source.MESSAGING_PROVIDER) ?? 'sandbox'
  if (messaging === 'sandbox' || messaging === 'webhook') env.MESSAGING_PROVIDER = messaging
  else problems.push(`MESSAGING_PROVIDER must be 'sandbox' or 'webhook' (got ${messaging})`)
  if (env.MESSAGING_PROVIDER === 'webhook' && !env.MESSAGING_WEBHOOK_URL)
    problems.push('MESSAGING_PROVIDER=webhook needs MESSAGING_WEBHOOK_URL')
  env.RATE_LIMITS = blankToUndefined(source.RATE_LIMITS)
  if (env.RATE_LIMITS && !/^(off|(\w+=(off|\d+))(,\w+=(off|\d+))*)$/.test(env.RATE_LIMITS)) {
    problems.push(`RATE_LIMITS must be 'off' or operationId=max|off pairs separated by commas`)
  }
  if (env.COOKIE_SECRET.length < 32) problems.push('COOKIE_SECRET must be at least 32 characters long')
  if (env.PAYMENT_WEBHOOK_SECRET.length < 16)
    problems.push('PAYMENT_WEBHOOK_SECRET must have at least 16 characters')

  readSupport(env, source, problems)

  if (problems.length > 0) throw new EnvError(problems)
  return env
}

function readSupport(env: Env, source: Source, problems: string[]) {
  const provider = blankToUndefined(source.SUPPORT_PROVIDER) ?? 'built-in'
  env.SUPPORT_PROVIDER = oneOf('SUPPORT_PROVIDER', provider, ['built-in', 'chatwoot'] as const, problems)
  if (env.SUPPORT_PROVIDER !== 'chatwoot') return
  const url = parseUrl('CHATWOOT_URL', blankToUndefined(source.CHATWOOT_URL), ['http:', 'https:'], problems)
  const token = blankToUndefined(source.CHATWOOT_TOKEN)
  const accountId = positiveInteger('CHATWOOT_ACCOUNT_ID', source.CHATWOOT_ACCOUNT_ID, 0, problems)
  const inboxId = positiveInteger('CHATWOOT_INBOX_ID', source.CHATWOOT_INBOX_ID, 0, problems)
  const missing = [
    ['CHATWOOT_URL', url],
    ['CHATWOOT_TOKEN', token],
    ['CHATWOOT_ACCOUNT_ID', accountId || undefined],
    ['CHATWOOT_INBOX_ID', inboxId || undefined],
  ].flatMap(([name, value]) => (value === undefined ? [name] : []))
  if (missing.length > 0) {
    problems.push(`SUPPORT_PROVIDER=chatwoot needs ${missing.join(', ')}`)
    return
  }
  env.CHATWOOT = { url: url as string, token: token as string, accountId, inboxId }
}
