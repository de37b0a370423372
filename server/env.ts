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
  }

  if (problems.length > 0) throw new EnvError(problems)
  return env
}
