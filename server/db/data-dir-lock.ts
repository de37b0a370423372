import { linkSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/** The file inside DATA_DIR naming the process that holds it. */
export const LOCK_FILE = 'tucan.lock'

export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(`DATA_DIR is in use by pid ${pid} (${dataDir})`)
    this.name = 'DataDirInUseError'
  }
}

// Directories this process holds: a lock naming our own pid that is not in here is a previous life's
// (a container restarts with the same pid), not ours.
const held = new Set<string>()

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

function readHolder(path: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(path, 'utf8'), 10)
    return Number.isInteger(pid) && pid > 0 ? pid : undefined
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw error
  }
}

/**
 * Takes DATA_DIR for this process before PGlite opens it: PGlite has no lock of its own, and two
 * processes writing one directory each keep their own view of it, so one's acknowledged writes vanish.
 * The file appears whole or not at all (written aside, then hard-linked, which fails if it exists); one
 * left by a dead process is stale and taken over.
 * Throws DataDirInUseError while a live process holds it. Returns the release.
 */
export function lockDataDir(dataDir: string): () => void {
  const path = join(dataDir, LOCK_FILE)
  const aside = `${path}.${process.pid}`
  writeFileSync(aside, `${process.pid}\n`)
  try {
    for (let attempt = 0; attempt < 5; attempt++) {
      try {
        linkSync(aside, path)
        held.add(dataDir)
        return () => release(dataDir, path)
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      }
      const holder = readHolder(path)
      if (holder !== undefined && holder === process.pid && held.has(dataDir))
        throw new DataDirInUseError(dataDir, holder)
      if (holder !== undefined && holder !== process.pid && isAlive(holder))
        throw new DataDirInUseError(dataDir, holder)
      // Stale (its process is gone, or the file names none). Removed only if it still names the same
      // holder, so a process that took it over meanwhile keeps it; then only one of us links the next.
      if (readHolder(path) === holder) ignoreMissing(() => unlinkSync(path))
    }
    throw new Error(`could not lock ${dataDir}: ${LOCK_FILE} keeps changing`)
  } finally {
    ignoreMissing(() => unlinkSync(aside))
  }
}

function ignoreMissing(action: () => void): void {
  try {
    action()
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
}

function release(dataDir: string, path: string): void {
  if (!held.delete(dataDir)) return
  if (readHolder(path) === process.pid) unlinkSync(path)
}
