/**
 * Everything that can be said about a tenant file without a database: it is JSON, it fits the schema
 * (tenant.schema.json, which borrows openapi.yaml's component schemas) and it is consistent with itself.
 * Every problem is reported at once, each with its JSON pointer in the file and a plain Spanish message.
 */
import { readFileSync } from 'node:fs'
import Ajv, { type ErrorObject } from 'ajv'
import addFormats from 'ajv-formats'
import { parse as parseYaml } from 'yaml'
import { isPhoneCountry, phoneKey } from '../../domain/phone'
import { DAYS, menuEntryPlate, type TenantFile } from './format'

export interface Problem {
  /** JSON pointer into the file ('' for the file as a whole). */
  path: string
  message: string
}

/** A whole tenant with a 10,000-plate menu is about 3 MB; anything far above is not a tenant file. */
export const MAX_FILE_BYTES = 20 * 1024 * 1024

/**
 * First path segments of the web app's own pages and files: an alias is served at /{alias}, so these
 * would hide the tenant behind (or take the place of) the app's routes.
 */
export const RESERVED_ALIASES = new Set([
  'api',
  'menu',
  'consola',
  'admin',
  'pantalla',
  'encuesta',
  'logistics',
  'soporte',
  'kiosk',
  'kiosco',
  'assets',
  'images',
  'icons',
  'docs',
  'static',
  'health',
  'manifest',
  'favicon.svg',
  'favicon.ico',
  'manifest.webmanifest',
  'robots.txt',
  'sw.js',
  'index.html',
])

const rootUrl = new URL('../../', import.meta.url)

let compiled: ReturnType<Ajv['compile']> | undefined
function schemaValidator() {
  if (compiled) return compiled
  const ajv = new Ajv({ allErrors: true, strict: false, allowUnionTypes: true })
  addFormats(ajv)
  const openapi = parseYaml(readFileSync(new URL('openapi.yaml', rootUrl), 'utf8')) as object
  ajv.addSchema({ ...openapi, $id: 'openapi.yaml' })
  const schema = JSON.parse(readFileSync(new URL('tenant.schema.json', rootUrl), 'utf8')) as object
  compiled = ajv.compile(schema)
  return compiled
}

const typeNames: Record<string, string> = {
  integer: 'un número entero',
  number: 'un número',
  string: 'un texto',
  boolean: 'true o false',
  object: 'un objeto { }',
  array: 'una lista [ ]',
  null: 'null',
}

function schemaMessage(error: ErrorObject): Problem | undefined {
  const p = error.params as Record<string, unknown>
  const path = error.instancePath
  switch (error.keyword) {
    case 'if':
    case 'allOf':
      return undefined
    case 'required':
      return { path: `${path}/${p.missingProperty}`, message: `Falta «${p.missingProperty}».` }
    case 'additionalProperties':
      return {
        path: `${path}/${p.additionalProperty}`,
        message: `«${p.additionalProperty}» no es un campo de este lugar (¿está mal escrito?).`,
      }
    case 'type': {
      const types = String(p.type)
        .split(',')
        .map((t) => typeNames[t] ?? t)
      return { path, message: `Debe ser ${types.join(' o ')}.` }
    }
    case 'minimum':
    case 'exclusiveMinimum':
      return {
        path,
        message: `Debe ser ${error.keyword === 'minimum' ? 'al menos' : 'mayor que'} ${p.limit}.`,
      }
    case 'maximum':
      return { path, message: `Debe ser como mucho ${p.limit}.` }
    case 'minItems':
      return { path, message: `Debe tener al menos ${p.limit} elemento(s).` }
    case 'maxItems':
      return { path, message: `Tiene demasiados elementos: el máximo es ${p.limit}.` }
    case 'minLength':
      return {
        path,
        message: p.limit === 1 ? 'No puede estar vacío.' : `Debe tener al menos ${p.limit} caracteres.`,
      }
    case 'maxLength':
      return { path, message: `Es demasiado largo: el máximo es ${p.limit} caracteres.` }
    case 'pattern':
      return { path, message: patternMessage(path) }
    case 'enum':
      return { path, message: `Debe ser uno de: ${(p.allowedValues as unknown[]).join(', ')}.` }
    case 'const':
      return { path, message: `Debe ser «${p.allowedValue}».` }
    case 'uniqueItems':
      return { path, message: `Repite un elemento (posiciones ${p.j} y ${p.i}).` }
    case 'format':
      return { path, message: 'Debe ser una fecha y hora ISO 8601, como 2026-12-01T00:00:00-03:00.' }
    default:
      return { path, message: error.message ?? 'No es válido.' }
  }
}

function patternMessage(path: string): string {
  const field = path.split('/').pop() ?? ''
  if (field === 'alias')
    return 'Un alias es su nombre en la dirección web: solo letras sin acentos, números, «-», «_» o «.», sin espacios.'
  if (field === 'path') return 'El nombre del modo en la dirección: minúsculas, números y «-», sin espacios.'
  if (field === 'code')
    return 'Un código: mayúsculas, números, «-» o «_», de 2 a 40 caracteres, sin espacios.'
  if (/\/times\/\d+$/.test(path)) return 'Un horario se escribe «HH:MM-HH:MM», como «11:00-15:00».'
  if (/Color/.test(field)) return 'Un color se escribe en hexadecimal, como #C0392B.'
  if (field === 'securityCode') return 'El código de seguridad son de 4 a 8 dígitos.'
  if (field.endsWith('Hash')) return 'Debe ser un hash «scrypt$…» como los que escribe la exportación.'
  return 'No tiene el formato esperado.'
}

export function tooBigProblem(size: number): Problem {
  const mb = (n: number) => (n / 1024 / 1024).toFixed(1)
  return {
    path: '',
    message: `El archivo pesa ${mb(size)} MB; un archivo de cliente pesa como mucho ${mb(MAX_FILE_BYTES)} MB.`,
  }
}

/** Reads a file's bytes into a tenant, or says why not. */
export function parseTenantText(bytes: Buffer | string): { tenant?: TenantFile; problems: Problem[] } {
  const size = typeof bytes === 'string' ? Buffer.byteLength(bytes) : bytes.length
  if (size > MAX_FILE_BYTES) return { problems: [tooBigProblem(size)] }
  let data: unknown
  try {
    data = JSON.parse(bytes.toString().replace(/^\uFEFF/, ''))
  } catch (error) {
    return { problems: [{ path: '', message: `No es JSON válido: ${(error as Error).message}.` }] }
  }
  const problems = validateTenant(data)
  return problems.length ? { problems } : { tenant: data as TenantFile, problems }
}

/** Schema and consistency problems of a parsed file; none means it can be written. */
export function validateTenant(data: unknown): Problem[] {
  const validate = schemaValidator()
  const problems: Problem[] = []
  if (!validate(data)) {
    const seen = new Set<string>()
    for (const error of validate.errors ?? []) {
      const problem = schemaMessage(error)
      // One message per place: a money field fails both 'number' (openapi's Money) and 'integer'.
      const key = problem && (error.keyword === 'type' ? problem.path : `${problem.path}\n${problem.message}`)
      if (!problem || !key || seen.has(key)) continue
      seen.add(key)
      problems.push(problem)
    }
  }
  // The consistency checks read the file defensively, so they also speak about a file the schema refused.
  problems.push(...consistencyProblems(data as Loose))
  return problems
}

// biome-ignore lint/suspicious/noExplicitAny: the checks below walk input the schema may have refused
type Loose = any

const list = (value: unknown): Loose[] => (Array.isArray(value) ? value : [])
const isText = (value: unknown): value is string => typeof value === 'string'

/** Reports the second and later items sharing a key. */
function unique(
  items: Loose[],
  keyOf: (item: Loose) => unknown,
  pathOf: (index: number) => string,
  what: string,
  problems: Problem[],
) {
  const first = new Map<unknown, number>()
  items.forEach((item, index) => {
    const key = keyOf(item)
    if (key === undefined || key === null) return
    const earlier = first.get(key)
    if (earlier === undefined) first.set(key, index)
    else
      problems.push({
        path: pathOf(index),
        message: `${what} «${key}» está repetido (ya está en ${pathOf(earlier)}).`,
      })
  })
}

function consistencyProblems(file: Loose): Problem[] {
  const problems: Problem[] = []
  if (typeof file !== 'object' || file === null || Array.isArray(file)) return problems
  checkTimeZone(file.country?.timeZone, '/country/timeZone', problems)

  const aliases: { alias: string; path: string }[] = []
  if (isText(file.company?.alias)) aliases.push({ alias: file.company.alias, path: '/company/alias' })
  const indicatorNames = new Set(list(file.indicators).map((i) => i?.name))
  unique(
    list(file.indicators),
    (i) => i?.name,
    (i) => `/indicators/${i}/name`,
    'El indicador',
    problems,
  )

  list(file.branches).forEach((branch, b) => {
    const at = `/branches/${b}`
    if (isText(branch?.alias)) aliases.push({ alias: branch.alias, path: `${at}/alias` })
    if (branch?.timeZone !== undefined) checkTimeZone(branch.timeZone, `${at}/timeZone`, problems)
    list(branch?.locals).forEach((local, l) => {
      if (isText(local?.alias)) aliases.push({ alias: local.alias, path: `${at}/locals/${l}/alias` })
    })
    checkBranch(branch, at, indicatorNames, file.country?.code, problems)
  })

  unique(
    aliases,
    (a) => a.alias.toLowerCase(),
    (i) => aliases[i]?.path ?? '',
    'El alias',
    problems,
  )
  checkBackOffice(file, aliases, problems)
  for (const { alias, path } of aliases) {
    if (RESERVED_ALIASES.has(alias.toLowerCase()))
      problems.push({
        path,
        message: `«${alias}» es una dirección de la propia aplicación (/${alias}); elige otro alias.`,
      })
  }
  return problems
}

/** An owner has no scope; a manager's scope names a branch or a local of the file; e-mails are unique. */
function checkBackOffice(file: Loose, aliases: { alias: string; path: string }[], problems: Problem[]) {
  const accounts = list(file.company?.backOffice)
  unique(
    accounts,
    (a) => (isText(a?.email) ? a.email.toLowerCase() : undefined),
    (i) => `/company/backOffice/${i}/email`,
    'El e-mail',
    problems,
  )
  const scopes = new Set(aliases.filter((a) => a.path !== '/company/alias').map((a) => a.alias))
  accounts.forEach((account, i) => {
    const at = `/company/backOffice/${i}`
    if ((account?.password === undefined) === (account?.passwordHash === undefined))
      problems.push({ path: at, message: 'Una cuenta lleva «password» o «passwordHash» (uno de los dos).' })
    if (account?.role === 'owner' && account.scope !== undefined)
      problems.push({
        path: `${at}/scope`,
        message: 'Un dueño administra toda la empresa: no lleva «scope».',
      })
    if (account?.role === 'manager' && !scopes.has(account.scope))
      problems.push({
        path: `${at}/scope`,
        message: 'Un encargado lleva en «scope» el alias de una marca o de un local de este archivo.',
      })
  })
}

function checkTimeZone(zone: unknown, path: string, problems: Problem[]) {
  if (!isText(zone)) return
  try {
    new Intl.DateTimeFormat('es', { timeZone: zone })
  } catch {
    problems.push({
      path,
      message: `«${zone}» no es una zona horaria IANA (como America/Argentina/Buenos_Aires).`,
    })
  }
}

function checkBranch(
  branch: Loose,
  at: string,
  indicators: Set<unknown>,
  countryCode: unknown,
  problems: Problem[],
) {
  const plates = list(branch?.plates)
  unique(
    plates,
    (p) => p?.name,
    (i) => `${at}/plates/${i}/name`,
    'El plato',
    problems,
  )
  const byName = new Map<string, Loose>(plates.map((p) => [p?.name, p]))
  for (const [i, plate] of plates.entries()) checkPlate(plate, `${at}/plates/${i}`, indicators, problems)

  const menus = list(branch?.menus)
  unique(
    menus,
    (m) => m?.name,
    (i) => `${at}/menus/${i}/name`,
    'La carta',
    problems,
  )
  menus.forEach((menu, m) => {
    const categories = list(menu?.categories)
    unique(
      categories,
      (c) => c?.name,
      (i) => `${at}/menus/${m}/categories/${i}/name`,
      'La categoría',
      problems,
    )
    categories.forEach((category, c) => {
      const entries = list(category?.plates)
      const path = (i: number) => `${at}/menus/${m}/categories/${c}/plates/${i}`
      unique(entries, (e) => (e === null ? undefined : menuEntryPlate(e)), path, 'El plato', problems)
      entries.forEach((entry, i) => {
        const name = entry === null || entry === undefined ? undefined : menuEntryPlate(entry)
        if (!isText(name)) return
        const plate = byName.get(name)
        if (!plate)
          problems.push({
            path: path(i),
            message: `El plato «${name}» no está en la lista de platos de la marca (${at}/plates).`,
          })
        else if (typeof entry === 'object' && entry.price !== undefined && plate.sizes)
          problems.push({
            path: `${path(i)}/price`,
            message: `«${name}» se vende por tamaño: su precio está en cada tamaño.`,
          })
      })
    })
  })
  const menuNames = new Set(menus.map((m) => m?.name))
  const plateRef = (name: unknown, path: string) => {
    if (isText(name) && !byName.has(name))
      problems.push({ path, message: `El plato «${name}» no está en ${at}/plates.` })
  }

  list(branch?.menuDiscounts).forEach((discount, d) => {
    const path = `${at}/menuDiscounts/${d}`
    const needs: Record<string, string[]> = {
      PERCENT: ['percentage'],
      MULTIPLE: ['buy', 'pay'],
      FIXED: ['fixedDiscount'],
      FINAL_PRICE: ['finalPrice'],
    }
    for (const field of needs[discount?.type] ?? [])
      if (discount[field] === undefined)
        problems.push({
          path: `${path}/${field}`,
          message: `Un descuento ${discount.type} necesita «${field}».`,
        })
    if (discount?.type === 'MULTIPLE' && discount.buy <= discount.pay)
      problems.push({
        path: `${path}/pay`,
        message: `En un «lleva ${discount.buy} paga ${discount.pay}» se paga menos de lo que se lleva.`,
      })
    for (const [i, name] of list(discount?.plates).entries()) plateRef(name, `${path}/plates/${i}`)
  })
  unique(
    list(branch?.menuDiscounts),
    (d) => d?.name,
    (i) => `${at}/menuDiscounts/${i}/name`,
    'El descuento',
    problems,
  )

  const localAliases = new Set(list(branch?.locals).map((l) => l?.alias))
  const localRef = (alias: unknown, path: string) => {
    if (isText(alias) && !localAliases.has(alias))
      problems.push({ path, message: `«${alias}» no es un local de esta marca (${at}/locals).` })
  }
  list(branch?.discountCodes).forEach((code, c) => {
    const path = `${at}/discountCodes/${c}`
    localRef(code?.local, `${path}/local`)
    plateRef(code?.plate, `${path}/plate`)
    if (code?.type === 'PERCENT' && code.value > 100)
      problems.push({ path: `${path}/value`, message: 'Un porcentaje es como mucho 100.' })
    if (code?.type !== 'DELIVERY_FEE' && !(code?.value > 0))
      problems.push({
        path: `${path}/value`,
        message: 'Un código de descuento necesita un valor mayor que 0.',
      })
    if (
      isText(code?.validFrom) &&
      isText(code?.validUntil) &&
      Date.parse(code.validFrom) >= Date.parse(code.validUntil)
    )
      problems.push({ path: `${path}/validUntil`, message: 'Termina antes de empezar.' })
  })
  unique(
    list(branch?.discountCodes),
    (c) => c?.code,
    (i) => `${at}/discountCodes/${i}/code`,
    'El código',
    problems,
  )

  const loyalty = branch?.loyalty
  if (loyalty) {
    for (const [i, alias] of list(loyalty.locals).entries()) localRef(alias, `${at}/loyalty/locals/${i}`)
    if ((loyalty.minRedeemedPoints ?? 0) > loyalty.maxRedeemedPoints)
      problems.push({
        path: `${at}/loyalty/minRedeemedPoints`,
        message: 'El mínimo de puntos a canjear supera al máximo.',
      })
    for (const [r, reward] of list(loyalty.rewards).entries())
      localRef(reward?.local, `${at}/loyalty/rewards/${r}/local`)
    unique(
      list(loyalty.rewards),
      (r) => r?.name,
      (i) => `${at}/loyalty/rewards/${i}/name`,
      'El premio',
      problems,
    )
  }

  for (const [l, local] of list(branch?.locals).entries())
    checkLocal(local, `${at}/locals/${l}`, menuNames, countryCode, problems)
}

function checkPlate(plate: Loose, at: string, indicators: Set<unknown>, problems: Problem[]) {
  if (!plate || typeof plate !== 'object') return
  const priced = plate.price !== undefined
  const sized = plate.sizes !== undefined
  if (priced === sized)
    problems.push({
      path: at,
      message: priced
        ? 'Tiene precio y tamaños: o se vende por unidad (price) o por tamaño (sizes), no las dos cosas.'
        : 'No tiene precio: falta «price» o «sizes».',
    })
  unique(
    list(plate.sizes),
    (s) => s?.name,
    (i) => `${at}/sizes/${i}/name`,
    'El tamaño',
    problems,
  )
  list(plate.indicators).forEach((name, i) => {
    if (isText(name) && !indicators.has(name))
      problems.push({
        path: `${at}/indicators/${i}`,
        message: `El indicador «${name}» no está en /indicators.`,
      })
  })
  const groups = list(plate.garnishGroups)
  unique(
    groups,
    (g) => g?.name,
    (i) => `${at}/garnishGroups/${i}/name`,
    'El grupo de guarniciones',
    problems,
  )
  groups.forEach((group, g) => {
    const path = `${at}/garnishGroups/${g}`
    if (typeof group?.min === 'number' && typeof group?.max === 'number' && group.min > group.max)
      problems.push({
        path: `${path}/min`,
        message: `El mínimo (${group.min}) es mayor que el máximo (${group.max}).`,
      })
    if (group?.mandatory && group.min === 0)
      problems.push({
        path: `${path}/min`,
        message: 'Un grupo obligatorio pide al menos una opción: su mínimo no puede ser 0.',
      })
    if (group?.multipleSelection === false && group.max > 1)
      problems.push({ path: `${path}/max`, message: 'Un grupo de una sola opción tiene máximo 1.' })
    unique(
      list(group?.garnishes),
      (x) => x?.name,
      (i) => `${path}/garnishes/${i}/name`,
      'La opción',
      problems,
    )
  })
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))

function checkHours(hours: unknown, at: string, problems: Problem[]) {
  const dayAt = new Map<string, string>()
  list(hours).forEach((group, g) => {
    list(group?.days).forEach((day, d) => {
      if (!isText(day) || !DAYS.includes(day as never)) return
      const earlier = dayAt.get(day)
      if (earlier)
        problems.push({ path: `${at}/${g}/days/${d}`, message: `«${day}» ya tiene horarios en ${earlier}.` })
      else dayAt.set(day, `${at}/${g}`)
    })
    list(group?.times).forEach((range, t) => {
      if (!isText(range) || !/^\d\d:\d\d-\d\d:\d\d$/.test(range)) return
      const [start = '', end = ''] = range.split('-')
      if (minutesOf(start) >= minutesOf(end))
        problems.push({
          path: `${at}/${g}/times/${t}`,
          message: `«${range}» termina antes de empezar (un horario termina el mismo día; hasta las 23:59).`,
        })
    })
  })
}

function checkRange(range: Loose, path: string, problems: Problem[]) {
  if (typeof range?.min === 'number' && typeof range?.max === 'number' && range.min > range.max)
    problems.push({
      path: `${path}/min`,
      message: `El mínimo (${range.min}) es mayor que el máximo (${range.max}).`,
    })
}

function checkLocal(
  local: Loose,
  at: string,
  menuNames: Set<unknown>,
  countryCode: unknown,
  problems: Problem[],
) {
  if (!local || typeof local !== 'object') return
  checkHours(local.hours, `${at}/hours`, problems)
  const modes = list(local.orderModes)
  unique(
    modes,
    (m) => m?.type,
    (i) => `${at}/orderModes/${i}/type`,
    'El modo',
    problems,
  )
  unique(
    modes,
    (m) => m?.path,
    (i) => `${at}/orderModes/${i}/path`,
    'La dirección del modo',
    problems,
  )
  modes.forEach((mode, m) => {
    const path = `${at}/orderModes/${m}`
    if (isText(mode?.menu) && !menuNames.has(mode.menu))
      problems.push({
        path: `${path}/menu`,
        message: `La carta «${mode.menu}» no está en las cartas de la marca.`,
      })
    checkRange(mode?.delayMinutes, `${path}/delayMinutes`, problems)
    checkHours(mode?.hours, `${path}/hours`, problems)
    unique(
      list(mode?.payments),
      (p) => p?.method,
      (i) => `${path}/payments/${i}/method`,
      'El medio de pago',
      problems,
    )
    unique(
      list(mode?.discounts),
      (d) => d?.name,
      (i) => `${path}/discounts/${i}/name`,
      'El descuento',
      problems,
    )
    unique(
      list(mode?.surcharges),
      (d) => d?.name,
      (i) => `${path}/surcharges/${i}/name`,
      'El recargo',
      problems,
    )
    for (const kind of ['discounts', 'surcharges'] as const)
      list(mode?.[kind]).forEach((adjustment, i) => {
        if (adjustment?.type === 'PERCENT' && adjustment.value > 100)
          problems.push({ path: `${path}/${kind}/${i}/value`, message: 'Un porcentaje es como mucho 100.' })
      })
  })
  const zones = list(local.deliveryZones)
  unique(
    zones,
    (z) => z?.name,
    (i) => `${at}/deliveryZones/${i}/name`,
    'La zona',
    problems,
  )
  zones.forEach((zone, z) => {
    const path = `${at}/deliveryZones/${z}`
    checkRange(zone?.etaMinutes, `${path}/etaMinutes`, problems)
    list(zone?.area?.coordinates).forEach((ring, r) => {
      const positions = list(ring)
      const first = positions[0]
      const last = positions[positions.length - 1]
      if (
        positions.length >= 2 &&
        Array.isArray(first) &&
        Array.isArray(last) &&
        (first[0] !== last[0] || first[1] !== last[1])
      )
        problems.push({
          path: `${path}/area/coordinates/${r}`,
          message: 'El polígono no está cerrado: su último punto debe repetir el primero.',
        })
    })
  })
  unique(
    list(local.staff),
    (s) => s?.name,
    (i) => `${at}/staff/${i}/name`,
    'La cuenta',
    problems,
  )
  if (local.kioskPin !== undefined && local.kioskPinHash !== undefined)
    problems.push({
      path: `${at}/kioskPin`,
      message: 'Un local lleva «kioskPin» o «kioskPinHash» (no los dos).',
    })
  list(local.staff).forEach((account, s) => {
    if ((account?.password === undefined) === (account?.passwordHash === undefined))
      problems.push({
        path: `${at}/staff/${s}`,
        message: 'Una cuenta lleva «password» o «passwordHash» (uno de los dos).',
      })
  })
  const country = isText(countryCode) ? countryCode.toLowerCase() : 'ar'
  const riderKeys = list(local.riders).map((rider, r) => {
    if ((rider?.securityCode === undefined) === (rider?.securityCodeHash === undefined))
      problems.push({
        path: `${at}/riders/${r}`,
        message: 'Un repartidor lleva «securityCode» o «securityCodeHash» (uno de los dos).',
      })
    checkRange(rider?.etaMinutes, `${at}/riders/${r}/etaMinutes`, problems)
    if (!isText(rider?.phone)) return undefined
    const key = isPhoneCountry(country) ? phoneKey(rider.phone, country) : undefined
    if (!key)
      problems.push({
        path: `${at}/riders/${r}/phone`,
        message: `«${rider.phone}» no es un teléfono válido.`,
      })
    return key
  })
  unique(
    riderKeys,
    (k) => k,
    (i) => `${at}/riders/${i}/phone`,
    'El teléfono',
    problems,
  )
}
