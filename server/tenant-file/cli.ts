// `npm run tenant -- import FILE | check FILE | export ALIAS [FILE]`, against the database the server
// would open (same DATABASE_URL / DATA_DIR).
import { readFileSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { openDatabase } from '../db/client'
import { openPgBus } from '../live/pg-bus'
import { attachCatalogueSync } from '../services/read-cache'
import { exportTenant } from './export'
import { writeExportedPictures } from './export-pictures'
import { checkTenant, importTenantFile } from './import'
import { exportOutputProblem, writeFailure } from './output-path'
import type { Problem } from './validate'
import { parseTenantText } from './validate'

const usage = [
  'Uso:',
  '  npm run tenant -- check ARCHIVO         revisa el archivo sin escribir nada',
  '  npm run tenant -- import ARCHIVO        revisa y, si está todo bien, escribe el cliente entero',
  '  npm run tenant -- export ALIAS [ARCHIVO] escribe el cliente de ese alias (en la salida o en ARCHIVO,',
  '                                          con sus imágenes en la carpeta pictures/ junto a ARCHIVO)',
].join('\n')

const [command, target, output] = process.argv.slice(2)
if (!command || !target || !['check', 'import', 'export'].includes(command)) {
  console.error(usage)
  process.exit(2)
}

const outputProblem = command === 'export' && output ? exportOutputProblem(output) : null
if (outputProblem) {
  console.error(outputProblem)
  process.exit(1)
}

const databaseUrl = process.env.DATABASE_URL || undefined
const dataDir = process.env.DATA_DIR || './data'

function report(problems: Problem[]): void {
  console.error(`${target}: ${problems.length} problema(s); no se escribió nada.`)
  for (const problem of problems) console.error(`  ${problem.path || '(archivo)'}: ${problem.message}`)
  process.exitCode = 1
}

const { db, close } = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir })
// On PostgreSQL, running servers hear the write and forget their cached catalogue answers.
const bus =
  databaseUrl && command === 'import'
    ? await openPgBus(databaseUrl, { applicationName: 'tucan-catalogue' })
    : undefined
const sync = bus ? attachCatalogueSync(db, bus) : undefined
try {
  if (command === 'export') {
    const tenant = await exportTenant(db, target)
    if (!tenant) {
      console.error(`Ningún cliente tiene el alias «${target}».`)
      process.exitCode = 1
    } else {
      if (output) {
        try {
          // The pictures go beside the file, so the file imports whole into another database.
          const pictures = writeExportedPictures(tenant, dataDir, dirname(output))
          writeFileSync(output, `${JSON.stringify(pictures.tenant, null, 2)}\n`)
          console.error(
            `${output}: escrito, con ${pictures.written} imagen(es) en ${dirname(output)}/pictures/.`,
          )
          for (const address of pictures.missing)
            console.error(
              `  No encuentro la imagen ${address} en ${dataDir}; el archivo la nombra como estaba.`,
            )
        } catch (error) {
          console.error(writeFailure(output, error))
          process.exitCode = 1
        }
      } else process.stdout.write(`${JSON.stringify(tenant, null, 2)}\n`)
    }
  } else if (command === 'check') {
    const parsed = parseTenantText(readFileSync(target))
    const problems = parsed.tenant
      ? (await checkTenant(db, parsed.tenant, dirname(target))).problems
      : parsed.problems
    if (problems.length) report(problems)
    else console.log(`${target}: sin problemas.`)
  } else {
    const started = performance.now()
    const outcome = await importTenantFile(db, target, dataDir)
    if (!outcome.ok) report(outcome.problems)
    else
      console.log(
        `Cliente «${outcome.company}» importado: ${outcome.plates} platos, ${outcome.menus} carta(s), en ${Math.round(performance.now() - started)} ms.`,
      )
  }
} finally {
  sync?.close()
  await bus?.close()
  await close()
}
