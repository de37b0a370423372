import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { openDatabase } from '../../server/db/client'
import { seedDemo } from '../../server/seed/demo'
import { writeSeededDump } from './helpers/pglite-dump'
import { administer, databaseUrl } from './helpers/postgres-admin'

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * The demo tenant migrated and seeded once per run, for test files to copy: a PostgreSQL database to use
     * as a CREATE DATABASE … TEMPLATE, or a PGlite data directory dumped to a tar file.
     */
    seededDatabase: { kind: 'postgres'; template: string } | { kind: 'pglite'; dumpFile: string }
  }
}

/**
 * Migrating and seeding took most of a server test file's set-up (seconds each, some fifty files, twice per
 * `npm test`); done once here, each file then copies the result (helpers/test-db.ts openSeededTestDatabase).
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL
  if (serverUrl) {
    // A name of its own, so two runs on one server (two helpers, CI and a developer) never share a template.
    const template = `test_seeded_${randomBytes(6).toString('hex')}`
    await administer(serverUrl, `CREATE DATABASE ${template}`)
    try {
      const opened = await openDatabase({ databaseUrl: databaseUrl(serverUrl, template) })
      try {
        await seedDemo(opened.db)
      } finally {
        // PostgreSQL copies a template only while nobody is connected to it.
        await opened.close()
      }
    } catch (error) {
      await administer(serverUrl, `DROP DATABASE IF EXISTS ${template} WITH (FORCE)`)
      throw error
    }
    project.provide('seededDatabase', { kind: 'postgres', template })
    return async () => {
      await administer(serverUrl, `DROP DATABASE IF EXISTS ${template} WITH (FORCE)`)
    }
  }

  const folder = mkdtempSync(join(tmpdir(), 'tucan-seeded-'))
  try {
    project.provide('seededDatabase', { kind: 'pglite', dumpFile: await writeSeededDump(folder) })
  } catch (error) {
    rmSync(folder, { recursive: true, force: true })
    throw error
  }
  return () => rmSync(folder, { recursive: true, force: true })
}
