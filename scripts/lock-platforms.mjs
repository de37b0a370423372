#!/usr/bin/env node
// The npm registry reachable here serves only the Linux builds of packages with per-platform binaries
// (biome, tailwind's oxide, esbuild…), so `npm install` writes a lock without the other platforms' optional
// packages and `npm ci` then refuses the lock as out of sync. This records those optional packages in the
// lock with their platform, as npm would elsewhere; `npm ci` skips them on this machine.
// Run after any `npm install` that changes the lock: `node scripts/lock-platforms.mjs`.
import { readFileSync, writeFileSync } from 'node:fs'

const file = new URL('../package-lock.json', import.meta.url)
const lock = JSON.parse(readFileSync(file, 'utf8'))
const packages = lock.packages

const OS = [
  'android',
  'darwin',
  'freebsd',
  'linux',
  'netbsd',
  'openbsd',
  'sunos',
  'win32',
  'aix',
  'openharmony',
]
const CPU = ['arm64', 'x64', 'ia32', 'arm', 'loong64', 'mips64el', 'ppc64', 'riscv64', 's390x', 'wasm32']

function platformOf(name) {
  const parts = name.split('/').pop().split('-')
  const os = OS.find((o) => parts.includes(o))
  const cpu = CPU.find((c) => parts.includes(c) || parts.some((p) => p.startsWith(c)))
  return { os, cpu }
}

let added = 0
for (const [path, entry] of Object.entries(packages)) {
  for (const [dep, range] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${path}/node_modules/${dep}`
    const hoisted = `node_modules/${dep}`
    if (packages[nested] || packages[hoisted]) continue
    const { os, cpu } = platformOf(dep)
    const version = range.replace(/^[\^~=]/, '')
    packages[hoisted] = {
      version,
      ...(entry.dev ? { dev: true } : {}),
      optional: true,
      ...(os ? { os: [os] } : {}),
      ...(cpu ? { cpu: [cpu] } : {}),
      ...(dep.includes('musl') ? { libc: ['musl'] } : {}),
    }
    added++
  }
}
lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
)
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`)
console.log(`recorded ${added} optional platform package(s) in package-lock.json`)
