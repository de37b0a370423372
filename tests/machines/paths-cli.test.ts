import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { loadModels } from '../../scripts/paths'

// `npm run paths` read through a pipe, as `| less` and `| jq` read it: the whole output, or the exit code
// says why not (issue 38: a process.exit cut a piped stdout at 63 KB of 2 MB and still exited 0).
const root = fileURLToPath(new URL('../..', import.meta.url))

function paths(...args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/paths.ts', ...args], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let stdout = ''
    let stderr = ''
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk
    })
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr += chunk
    })
    child.on('error', reject)
    child.on('close', (code) => resolve({ code, stdout, stderr }))
  })
}

describe('npm run paths through a pipe', () => {
  it('gives the whole JSON, which parses', async () => {
    const { code, stdout } = await paths('cart', '--format', 'json')
    expect(code).toBe(0)
    const parsed = JSON.parse(stdout) as { machine: string; paths: { number: number }[] }
    expect(parsed.machine).toBe('cart')
    expect(parsed.paths.length).toBeGreaterThan(0)
  }, 60_000)

  it('gives every path of the longest listing (the checkout, megabytes of text)', async () => {
    const { code, stdout } = await paths('checkout')
    expect(code).toBe(0)
    const announced = Number(/^(\d+) paths$/m.exec(stdout)?.[1])
    const numbers = [...stdout.matchAll(/^Path (\d+):/gm)].map((m) => Number(m[1]))
    expect(announced).toBeGreaterThan(100)
    expect(numbers).toHaveLength(announced)
    expect(numbers.at(-1)).toBe(announced)
    expect(stdout.endsWith('\n\n')).toBe(true)
  }, 60_000)

  it('prints --help to stdout and exits 0; an unknown machine is an error', async () => {
    const help = await paths('--help')
    expect(help.code).toBe(0)
    expect(help.stdout).toMatch(/^Usage: npm run paths/)
    const unknown = await paths('no-such-machine')
    expect(unknown.code).toBe(2)
    expect(unknown.stderr).toMatch(/^Usage: npm run paths/)
  }, 60_000)
})

describe('npm run paths -- --coverage --from-results', () => {
  it('reads the coverage the machine tests recorded, replaying nothing, and exits 1 below 100 %', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'machine-coverage-'))
    try {
      const names = (await loadModels()).map((m) => m.name)
      const write = (states: number) => {
        for (const machine of names) {
          const coverage = {
            states: { covered: states, total: 2, missing: states < 2 ? [`${machine}.never`] : [] },
            transitions: { covered: 3, total: 3, missing: [] },
          }
          writeFileSync(join(dir, `${machine}.json`), JSON.stringify({ machine, coverage }))
        }
      }
      write(2)
      const full = await paths('--coverage', '--from-results', dir)
      expect(full.code).toBe(0)
      expect(full.stdout).not.toMatch(/replaying/)
      expect(full.stdout).toMatch(/^survey: states 2\/2, transitions 3\/3$/m)
      write(1)
      const short = await paths('--coverage', '--from-results', dir)
      expect(short.code).toBe(1)
      expect(short.stdout).toMatch(/^ {2}missing: survey\.never$/m)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }, 60_000)
})
