import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { exportOutputProblem, writeFailure } from './output-path'

const dir = mkdtempSync(join(tmpdir(), 'tenant-export-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('where an export is written', () => {
  it('accepts a new file in an existing folder', () => {
    expect(exportOutputProblem(join(dir, 'f.json'))).toBeNull()
  })

  it('names the missing folder, a file taken for a folder, and a folder taken for the file', () => {
    expect(exportOutputProblem('/missing/dir/f.json')).toBe(
      'No existe la carpeta /missing/dir: créala o elige otra ruta para /missing/dir/f.json.',
    )
    const file = join(dir, 'plain.txt')
    writeFileSync(file, 'x')
    expect(exportOutputProblem(join(file, 'f.json'))).toBe(
      `${file} no es una carpeta: elige otra ruta para ${join(file, 'f.json')}.`,
    )
    expect(exportOutputProblem(dir)).toBe(`${dir} es una carpeta: indica la ruta de un archivo.`)
  })

  it('tells a failed write in one line', () => {
    expect(writeFailure('/x/f.json', Object.assign(new Error('EACCES: denied'), { code: 'EACCES' }))).toBe(
      'No pude escribir /x/f.json: no tienes permiso para escribir ahí.',
    )
    expect(writeFailure('/x/f.json', new Error('boom'))).toBe('No pude escribir /x/f.json: boom.')
  })

  it('the command ends with that one line and exit code 1, before opening any database', () => {
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'server/tenant-file/cli.ts', 'export', 'pizzeria-demo', '/missing/dir/f.json'],
      { encoding: 'utf8', env: { ...process.env, DATA_DIR: join(dir, 'no-data') }, timeout: 60_000 },
    )
    expect(run.status).toBe(1)
    expect(run.stderr.trim()).toBe(
      'No existe la carpeta /missing/dir: créala o elige otra ruta para /missing/dir/f.json.',
    )
  }, 90_000)
})
