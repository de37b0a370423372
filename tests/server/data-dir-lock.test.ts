import { spawn, spawnSync } from 'node:child_process'
import { existsSync, writeFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../../server/db/client'
import { DataDirInUseError, LOCK_FILE } from '../../server/db/data-dir-lock'

const root = fileURLToPath(new URL('../..', import.meta.url))
let dataDir: string

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'lock-'))
})
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true })
})

/** server/server.ts as `npm start` runs it, on a data directory; resolves with its exit and output. */
function startServer(dir: string): Promise<{ code: number | null; output: string }> {
  const env: Record<string, string> = {}
  for (const [name, value] of Object.entries(process.env))
    if (value !== undefined && name !== 'DATABASE_URL') env[name] = value
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/server.ts'], {
    cwd: root,
    env: { ...env, DATA_DIR: dir, PORT: '0', HOST: '127.0.0.1', NODE_ENV: 'production', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk
    // It must never get this far while the directory is held; stop it rather than leave it running.
    if (output.includes('running on')) child.kill('SIGKILL')
  })
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk
  })
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, output })))
}

describe('one process per data directory', () => {
  it('refuses a second server on a directory another process holds, naming that process', async () => {
    const first = await openDatabase({ dataDir })
    try {
      const second = await startServer(dataDir)
      expect(second.output).toContain(`DATA_DIR is in use by pid ${process.pid}`)
      expect(second.output).not.toContain('running on')
      expect(second.code).toBe(1)
      // The holder is untouched: still locked by it, still answering.
      expect(existsSync(join(dataDir, LOCK_FILE))).toBe(true)
      await expect(openDatabase({ dataDir })).rejects.toBeInstanceOf(DataDirInUseError)
    } finally {
      await first.close()
    }
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false)
  })

  it('takes over a lock whose process is dead', async () => {
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'])
    const deadPid = Number(gone.stdout.toString())
    writeFileSync(join(dataDir, LOCK_FILE), `${deadPid}\n`)
    const opened = await openDatabase({ dataDir })
    await opened.close()
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false)
  })
})
