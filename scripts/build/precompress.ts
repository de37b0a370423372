import { readdir, readFile, stat, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { Plugin } from 'vite'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

// Text files worth compressing; images and fonts are compressed already.
const compressible = /\.(js|mjs|css|html|svg|json|webmanifest|txt|map)$/i
// Below this size a compressed copy saves less than its headers cost.
const minBytes = 1024

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) yield* files(path)
    else yield path
  }
}

/** Writes `<file>.br` (quality 11) and `<file>.gz` (level 9) beside every text file of a folder. */
export async function precompressFolder(dir: string): Promise<number> {
  let written = 0
  for await (const path of files(dir)) {
    if (!compressible.test(path) || (await stat(path)).size < minBytes) continue
    const bytes = await readFile(path)
    const [br, gz] = await Promise.all([
      brotli(bytes, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
      }),
      gzipAsync(bytes, { level: 9 }),
    ])
    await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)])
    written++
  }
  return written
}

/**
 * Compresses the build once, so the server sends stored brotli/gzip files (@fastify/static's
 * preCompressed) instead of compressing on every request or sending plain bytes.
 */
export function precompress(): Plugin {
  let outDir = 'dist'
  return {
    name: 'tucan:precompress',
    apply: 'build',
    // The prerender runs in the server's process and is never sent.
    applyToEnvironment: (environment) => environment.name === 'client',
    configResolved(config) {
      outDir = config.build.outDir
    },
    async closeBundle() {
      await precompressFolder(outDir)
    },
  }
}
