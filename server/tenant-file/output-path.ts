import { statSync } from 'node:fs'
import { dirname } from 'node:path'

/**
 * Why an export cannot be written at `output`, as one line for the person at the terminal, or null. Checked
 * before the database opens, so a mistyped folder ends in a sentence, not in a stack trace.
 */
export function exportOutputProblem(output: string): string | null {
  const folder = dirname(output)
  let stats: ReturnType<typeof statSync>
  try {
    stats = statSync(folder)
  } catch {
    return `No existe la carpeta ${folder}: créala o elige otra ruta para ${output}.`
  }
  if (!stats.isDirectory()) return `${folder} no es una carpeta: elige otra ruta para ${output}.`
  try {
    if (statSync(output).isDirectory()) return `${output} es una carpeta: indica la ruta de un archivo.`
  } catch {
    // the file does not exist yet: it will be written
  }
  return null
}

/** A write that failed anyway (permissions, a full disk), as one line. */
export function writeFailure(output: string, error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code
  const reason =
    code === 'EACCES' || code === 'EPERM'
      ? 'no tienes permiso para escribir ahí'
      : code === 'ENOSPC'
        ? 'el disco está lleno'
        : error instanceof Error
          ? error.message
          : String(error)
  return `No pude escribir ${output}: ${reason}.`
}
