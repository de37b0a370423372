import { nextTask } from '../lib/next-task'

/** The id of the JSON the server lists the app's files in on a drawn page (server/plugins/spa.ts). */
const APP_FILES_ELEMENT_ID = 'page-preloads'

export interface AppFiles {
  /** the app's start, each file after the files it imports, the app's own module last */
  start: string[]
  /** the chunks of the page's routes */
  routes: string[]
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []

export function readAppFiles(source: Document = document): AppFiles {
  try {
    const listed = JSON.parse(source.getElementById(APP_FILES_ELEMENT_ID)?.textContent ?? '{}') as {
      start?: unknown
      routes?: unknown
    }
    return { start: strings(listed.start), routes: strings(listed.routes) }
  } catch {
    return { start: [], routes: [] }
  }
}

/** Fetches the files all at once, rather than each when the one importing it arrives. */
export function preloadAppFiles({ start, routes }: AppFiles, source: Document = document): void {
  const links = source.createDocumentFragment()
  for (const file of [...start, ...routes]) {
    const link = source.createElement('link')
    link.rel = 'modulepreload'
    link.href = `/${file}`
    links.append(link)
  }
  source.head.append(links)
}

/**
 * Runs the libraries and shared modules the app starts with one file per task, each after those it
 * imports, leaving the app's own module (the start's last file) to the caller. Running them all in the
 * app's import would be one long task; in pieces the page stays responsive on a slow phone.
 */
export async function runStartInPieces({ start }: AppFiles): Promise<void> {
  for (const file of start.slice(0, -1)) {
    await import(/* @vite-ignore */ `/${file}`)
    await nextTask()
  }
}
