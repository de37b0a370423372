import { describe, expect, it } from 'vitest'
import { EnvError, loadEnv } from './env'

describe('the environment of issue 19', () => {
  it('has safe defaults: a disk threshold, a watchdog within the shutdown grace, no proxy trusted', () => {
    const env = loadEnv({})
    expect(env.DISK_MIN_FREE_MB).toBe(128)
    expect(env.WATCHDOG_TIMEOUT_MS).toBeLessThanOrEqual(env.SHUTDOWN_GRACE_MS)
    expect(env.TRUST_PROXY).toBeUndefined()
    expect(env.ALLOWED_ORIGINS).toEqual([])
    // A shorter grace brings the watchdog's default down with it.
    expect(loadEnv({ SHUTDOWN_GRACE_MS: '3000' }).WATCHDOG_TIMEOUT_MS).toBe(3000)
  })

  it('reads the proxy setting as Fastify understands it', () => {
    expect(loadEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true)
    expect(loadEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2)
    expect(loadEnv({ TRUST_PROXY: '10.0.0.1, 192.168.0.0/16,loopback' }).TRUST_PROXY).toEqual([
      '10.0.0.1',
      '192.168.0.0/16',
      'loopback',
    ])
    expect(loadEnv({ DISK_MIN_FREE_MB: '0', WATCHDOG_TIMEOUT_MS: '0' })).toMatchObject({
      DISK_MIN_FREE_MB: 0,
      WATCHDOG_TIMEOUT_MS: 0,
    })
  })

  it('refuses what cannot work, naming each variable', () => {
    const problems = (source: Record<string, string>) => {
      try {
        loadEnv(source)
      } catch (error) {
        if (error instanceof EnvError) return error.problems.join('\n')
      }
      return ''
    }
    expect(problems({ TRUST_PROXY: 'proxy.example.com' })).toMatch(/TRUST_PROXY/)
    expect(problems({ ALLOWED_ORIGINS: 'https://ok.example,not a url' })).toMatch(/ALLOWED_ORIGINS/)
    expect(problems({ ALLOWED_ORIGINS: 'https://ok.example/path' })).toMatch(/ALLOWED_ORIGINS/)
    expect(problems({ WATCHDOG_TIMEOUT_MS: '20000', SHUTDOWN_GRACE_MS: '10000' })).toMatch(
      /WATCHDOG_TIMEOUT_MS/,
    )
    expect(problems({ DISK_MIN_FREE_MB: '-1' })).toMatch(/DISK_MIN_FREE_MB/)
  })
})
