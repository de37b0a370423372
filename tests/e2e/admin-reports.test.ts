import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { REPORT_NAMES } from '../../domain/report-names'
import { localToday, presetRange } from '../../domain/report-range'
import { reports as texts } from '../../i18n/es/reports'
import { expectAccessible } from './axe'
import { chromiumPerFile } from './browser'
import { ownServer } from './e2e-server'

// Twelve days of generated orders at Palermo (server/seed/history.ts): its own server, since every other
// file's board and follow-ups would meet thousands of orders they do not expect.
const browser = chromiumPerFile({ server: ownServer('twelve days of order history', { historyDays: 12 }) })
const DESKTOP = { width: 1280, height: 900 }
const PALERMO = 'pizzeria-demo-palermo'
const BELGRANO = 'pizzeria-demo-belgrano'
const ZONE = 'America/Argentina/Buenos_Aires'
/** REPORT_SCREENSHOTS=1 writes each report's picture into docs/ (linked from the README). */
const SCREENSHOTS = process.env.REPORT_SCREENSHOTS === '1'

async function signIn(page: Page, email: string, password: string) {
  await page.getByRole('heading', { name: 'Ingreso a la administración' }).waitFor()
  await page.getByLabel('E-mail').fill(email)
  await page.getByLabel('Contraseña').fill(password)
  await page.getByRole('button', { name: 'Ingresar' }).click()
  await page.getByRole('heading', { name: 'Ingreso a la administración' }).waitFor({ state: 'detached' })
}

/** The report on screen once its answer has landed (not the previous one kept while loading). */
async function reportShown(page: Page, report: string, range?: { from: string; to: string }) {
  const selector = `[data-report="${report}"][aria-busy="false"]${range ? `[data-range="${range.from}/${range.to}"]` : ''}`
  await page.locator(selector).waitFor({ timeout: 20_000 })
}

/** A table cell's text read back as the number it writes ('$13.500', '4.200', '12,5', '33,3 %'), or null for '—'. */
function numberIn(text: string): number | null {
  if (text === '—') return null
  return Number(
    text
      .replace(/[$\s%]/g, '')
      .replaceAll('.', '')
      .replace(',', '.'),
  )
}

interface Drawn {
  key: string
  chart: boolean
  rows: string[][]
  marks: { row: number; column: number; value: number }[]
}

/** Every table of the report on screen: its cells as written and its chart's marks. */
const drawnTables = (page: Page): Promise<Drawn[]> =>
  page.$$eval('[data-report-table]', (sections) =>
    sections.map((section) => ({
      key: section.getAttribute('data-report-table') ?? '',
      chart: section.querySelector('figure[data-chart] svg') !== null,
      rows: [...section.querySelectorAll('tbody tr')].map((tr) =>
        [...tr.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''),
      ),
      marks: [...section.querySelectorAll('[data-row][data-column][data-value]')].map((mark) => ({
        row: Number(mark.getAttribute('data-row')),
        column: Number(mark.getAttribute('data-column')),
        value: Number(mark.getAttribute('data-value')),
      })),
    })),
  )

/** Each mark of each chart draws the number its table shows at the same row and column. */
function expectChartsAgree(tables: Drawn[]) {
  for (const table of tables) {
    if (!table.chart) continue
    expect(table.marks.length, table.key).toBeGreaterThan(0)
    for (const mark of table.marks) {
      const shown = table.rows[mark.row]?.[mark.column]
      expect(numberIn(shown ?? ''), `${table.key} row ${mark.row} column ${mark.column}`).toBe(mark.value)
    }
  }
}

/** The CSV's fields, RFC 4180 (quoted fields may hold commas, quotes and line breaks). */
function csvRows(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let field = ''
  let quoted = false
  const body = text.replace(/^\uFEFF/, '')
  for (let i = 0; i < body.length; i++) {
    const char = body[i] as string
    if (quoted) {
      if (char === '"' && body[i + 1] === '"') {
        field += '"'
        i++
      } else if (char === '"') quoted = false
      else field += char
    } else if (char === '"') quoted = true
    else if (char === ',') {
      row.push(field)
      field = ''
    } else if (char === '\r') continue
    else if (char === '\n') {
      row.push(field)
      rows.push(row)
      row = []
      field = ''
    } else field += char
  }
  return rows
}

/** Downloads a table's CSV and holds it against the table on screen, field by field. */
async function expectCsvMatches(page: Page, table: Drawn, title: string) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: `${texts.downloadCsv}: ${title}` }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(
    new RegExp(`-${table.key}-\\d{4}-\\d{2}-\\d{2}-\\d{4}-\\d{2}-\\d{2}\\.csv$`),
  )
  // the browser is a server this file connects to: the file comes over the connection, not from a path
  const chunks: Buffer[] = []
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer)
  const [header, ...rows] = csvRows(Buffer.concat(chunks).toString('utf8'))
  expect(header?.length).toBeGreaterThan(1)
  expect(rows).toHaveLength(table.rows.length)
  rows.forEach((fields, r) => {
    fields.forEach((field, c) => {
      const shown = table.rows[r]?.[c] ?? ''
      if (field === '') expect(shown, `${table.key} ${r}/${c}`).toBe('—')
      else if (/^-?\d+(\.\d+)?$/.test(field))
        expect(numberIn(shown), `${table.key} ${r}/${c}`).toBe(Number(field))
      else expect(shown, `${table.key} ${r}/${c}`).toBe(field.replace(/^'/, ''))
    })
  })
}

describe('the back office’s reports (issue 37)', () => {
  it('the owner opens each report, sees charts and tables agree, changes the range and downloads the CSV', async () => {
    const { page } = await browser.open('/admin', DESKTOP)
    await signIn(page, 'duena@demo-gastronomia.example', 'duena1234')
    await page.getByRole('link', { name: texts.reportsLink }).click()
    const thirty = presetRange('30-dias', localToday(Date.now(), ZONE))
    await reportShown(page, 'ventas', thirty)
    await expect.poll(() => new URL(page.url()).pathname).toBe('/admin/reportes')

    for (const report of REPORT_NAMES) {
      await page
        .getByRole('navigation', { name: texts.tabs })
        .getByRole('link', { name: texts.names[report] })
        .click()
      await reportShown(page, report, thirty)
      const tables = await drawnTables(page)
      expect(tables.length, report).toBeGreaterThan(0)
      expectChartsAgree(tables)
      if (SCREENSHOTS) await page.screenshot({ path: `docs/reportes-${report}.png`, fullPage: true })
    }

    // Ventas: a heat map of 7 × 24 hours and a day per row; figures against the previous period
    await page.getByRole('link', { name: texts.names.ventas }).click()
    await reportShown(page, 'ventas', thirty)
    let tables = await drawnTables(page)
    expect(tables.find((t) => t.key === 'heatMap')?.rows).toHaveLength(7 * 24)
    expect(tables.find((t) => t.key === 'perDay')?.rows).toHaveLength(30)
    expect(
      Number(numberIn((await page.locator('[data-figure="orders"] p').nth(1).textContent()) ?? '')),
    ).toBeGreaterThan(10 * 100)
    await expectAccessible(page)

    // a preset: 7 días in the venue's days
    const week = presetRange('7-dias', localToday(Date.now(), ZONE))
    await page.getByRole('button', { name: texts.presets['7-dias'] }).click()
    await reportShown(page, 'ventas', week)
    expect(new URL(page.url()).searchParams.get('periodo')).toBe('7-dias')
    tables = await drawnTables(page)
    const perDay = tables.find((t) => t.key === 'perDay') as Drawn
    expect(perDay.rows.map((r) => r[0])).toEqual(Array.from({ length: 7 }, (_, i) => dayAfter(week.from, i)))
    expectChartsAgree(tables)
    await expectCsvMatches(page, perDay, texts.tables.perDay)
    await expectCsvMatches(page, tables.find((t) => t.key === 'heatMap') as Drawn, texts.tables.heatMap)

    // two dates of the diner's choice
    const span = { from: dayAfter(week.from, -3), to: dayAfter(week.from, 1) }
    await page.getByLabel(texts.from).fill(span.from)
    await page.getByLabel(texts.to).fill(span.to)
    await page.getByRole('button', { name: texts.apply, exact: true }).click()
    await reportShown(page, 'ventas', span)
    tables = await drawnTables(page)
    expect(tables.find((t) => t.key === 'perDay')?.rows).toHaveLength(5)
    expectChartsAgree(tables)

    // the range stays as the tabs change; Repartidores' cash and the campaigns' funnel export too
    await page.getByRole('link', { name: texts.names.repartidores }).click()
    await reportShown(page, 'repartidores', span)
    tables = await drawnTables(page)
    await expectCsvMatches(
      page,
      tables.find((t) => t.key === 'cashPerShift') as Drawn,
      texts.tables.cashPerShift,
    )
    await expectAccessible(page)
    await page.getByRole('link', { name: texts.names.campanas }).click()
    await reportShown(page, 'campanas', span)
    tables = await drawnTables(page)
    await expectCsvMatches(page, tables.find((t) => t.key === 'funnel') as Drawn, texts.tables.funnel)
  }, 180_000)

  it('a manager sees only their branch’s locals; the API refuses another branch (403)', async () => {
    const { page } = await browser.open('/admin/reportes?reporte=ventas&periodo=7-dias', DESKTOP)
    await signIn(page, 'palermo@demo-gastronomia.example', 'palermo-admin1234')
    await reportShown(page, 'ventas', presetRange('7-dias', localToday(Date.now(), ZONE)))
    await expect.poll(() => page.locator('[data-report]').getAttribute('data-report')).toBe('ventas')
    const heading = await page.getByRole('heading', { level: 2 }).first().textContent()
    expect(heading).toContain('Palermo')
    // the local list offers nothing outside Palermo (one local: no list at all)
    const offered = await page.locator('select option').allTextContents()
    for (const option of offered) expect(option).toMatch(/Palermo/)
    const range = presetRange('7-dias', localToday(Date.now(), ZONE))
    const other = await page.request.get(
      api(`/api/admin/reports/${BELGRANO}/ventas?from=${range.from}&to=${range.to}`),
    )
    expect(other.status()).toBe(403)
    expect(other.headers()['content-type']).toMatch(/application\/problem\+json/)
    const own = await page.request.get(
      api(`/api/admin/reports/${PALERMO}/ventas?from=${range.from}&to=${range.to}`),
    )
    expect(own.status()).toBe(200)
    // asked for Belgrano through the URL, the page falls back to the manager's own local
    await page.goto(new URL(`/admin/reportes?local=${BELGRANO}&periodo=7-dias`, browser.baseUrl).toString())
    await reportShown(page, 'ventas', range)
    expect(await page.getByRole('heading', { level: 2 }).first().textContent()).toContain('Palermo')
    await expectAccessible(page)
  }, 120_000)
})

const api = (path: string) => new URL(path, browser.baseUrl).toString()

function dayAfter(date: string, days: number): string {
  return new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)
}
