/** The id of the JSON list of the files the app starts with, which a drawn page carries instead of hints. */
const APP_FILES_ELEMENT_ID = 'page-preloads'

/** Fetches the files the app starts with all at once, rather than each when the one importing it arrives. */
export function preloadAppFiles(source: Document = document): void {
  for (const file of listedFiles(source)) {
    const link = source.createElement('link')
    link.rel = 'modulepreload'
    link.href = `/${file}`
    source.head.append(link)
  }
}

function listedFiles(source: Document): string[] {
  try {
    const list: unknown = JSON.parse(source.getElementById(APP_FILES_ELEMENT_ID)?.textContent ?? '[]')
    return Array.isArray(list) ? list.filter((file): file is string => typeof file === 'string') : []
  } catch {
    return []
  }
}
