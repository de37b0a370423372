// `npm start` runs the server as plain JavaScript: this bundles server/server.ts (the server's own code,
// domain/, i18n/, contract/) into dist-server/server.mjs with esbuild; packages stay in node_modules.
// Each source file's import.meta.url is rewritten to that file's place in the tree, so the files the
// server reads beside its sources (openapi.yaml, migrations, the demo tenant, dist/) are found as under tsx.
import { readFile } from 'node:fs/promises'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const outdir = join(root, 'dist-server')

const importMetaUrlOfSource = {
  name: 'import-meta-url-of-source',
  setup(pluginBuild) {
    pluginBuild.onLoad({ filter: /\.ts$/ }, async (args) => {
      if (args.path.includes(`${join(root, 'node_modules')}`)) return undefined
      const source = await readFile(args.path, 'utf8')
      if (!source.includes('import.meta.url')) return { contents: source, loader: 'ts' }
      const fromBundle = relative(outdir, args.path).split('\\').join('/')
      const url = `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`
      return { contents: source.replaceAll('import.meta.url', url), loader: 'ts' }
    })
  },
}

const started = performance.now()
await build({
  entryPoints: [join(root, 'server/server.ts')],
  outfile: join(outdir, 'server.mjs'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [importMetaUrlOfSource],
})
console.log(`dist-server/server.mjs built in ${(performance.now() - started).toFixed(0)} ms`)
