import { copyFileSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { getStateNodes } from '@xstate/graph'
import type { AnyStateNode } from 'xstate'
import type { MachineModel } from '../../machines/graph/model'
import { describePath, generatePaths, type ModelPath } from '../../machines/graph/paths'
import { controlledMachine, coverageOf, replayPath, transitionsOf } from '../../machines/graph/replay'
import { pathFolder, type RecordedPath, readResults, resultsDir } from '../../tests/ui-paths/recording'
import { noticesOf, uiCover, uiCoverage, uiModel } from '../../tests/ui-paths/ui-cover'
import { scriptOf, type UiMap } from '../../tests/ui-paths/ui-map'
import { esc, PAGE_SCRIPT, STYLE } from './page-assets'
import { drawStatechart, type StateCoverage } from './statechart'

/**
 * `npm run paths -- --report [DIR]`: a static site for QA (issue 38), opened from DIR/index.html with no
 * server. The index lists every machine with its coverage; each machine's page draws its statechart, lists
 * its paths in Spanish (choosing one highlights it on the drawing) and shows the last recorded UI replay of
 * each path with a screenshot per step (tests/ui-paths/recording.ts leaves them in the results folder).
 */

/** A path as the report shows it: its Spanish lines, what it highlights, and its last replay if recorded. */
interface ReportPath {
  number: number
  title: string
  /** the manual script (the map's lines) when the machine has a map, else the events in order */
  script: string[]
  states: string[]
  transitions: number[]
  recorded?: RecordedPath
}

interface MachineSummary {
  model: MachineModel
  map?: UiMap
  states: number
  transitions: number
  graph: { states: string; transitions: string }
  ui?: { replayed: number; justified: number; unreached: number }
  /** the state nodes the map justifies, and those no path reaches */
  uiStates?: { justified: Set<string>; unreached: Set<string> }
  paths: ReportPath[]
  lastReplay?: string
  passed: number
  failed: number
}

/** Paths drawn for a machine with no map: the graph's own, capped so a large graph keeps a readable page. */
const GRAPH_PATHS_SHOWN = 60

function pathsOf(
  model: MachineModel,
  map: UiMap | undefined,
  recorded: RecordedPath[],
  uiPaths?: ModelPath[],
): ReportPath[] {
  const machine = controlledMachine(model.machine)
  const all = transitionsOf(machine)
  const walked = map ? uiModel(model, map) : model
  const cover = uiPaths ?? generatePaths(model).slice(0, GRAPH_PATHS_SHOWN)
  const paths: ReportPath[] = cover.map((path: ModelPath, i) => {
    const replay = replayPath(walked, path)
    return {
      number: i + 1,
      title: describePath(path),
      script: map
        ? scriptOf(map, path, noticesOf(model, map, path))
        : path.steps.map((s) => (s.event.type === 'xstate.init' ? 'Inicio' : s.event.type)),
      states: [...replay.stateIds],
      transitions: [...replay.transitions].map((t) => all.indexOf(t)).filter((i) => i >= 0),
      recorded: recorded.find((r) => r.number === i + 1 && r.title === describePath(path)),
    }
  })
  // paths a shard walks beyond the cover (morePaths): shown from their recording alone
  for (const r of recorded.filter((r) => !paths.some((p) => p.recorded === r)))
    paths.push({
      number: r.number,
      title: r.title,
      script: r.steps.flatMap((s) => s.lines.map((l) => l.line)),
      states: [...new Set(r.steps.flatMap((s) => s.nodes))],
      transitions: [],
      recorded: r,
    })
  return paths
}

function summarise(model: MachineModel, map: UiMap | undefined, dir: string): MachineSummary {
  const recorded = readResults(model.name, dir)
  const nodes = getStateNodes(model.machine.root) as AnyStateNode[]
  const graph = coverageOf(
    model,
    generatePaths(model).map((p) => replayPath(model, p)),
  )
  const cover = map ? uiCover(model, map) : undefined
  const ui = map ? uiCoverage(model, map, cover) : undefined
  const dates = recorded.map((r) => r.date).sort()
  return {
    model,
    map,
    states: nodes.length,
    transitions: transitionsOf(controlledMachine(model.machine)).length,
    graph: {
      states: `${graph.states.covered}/${graph.states.total}`,
      transitions: `${graph.transitions.covered}/${graph.transitions.total}`,
    },
    ui: ui && {
      replayed: ui.states.covered + ui.transitions.covered,
      justified: ui.justified.length,
      unreached: ui.unjustified.length,
    },
    uiStates: ui && {
      justified: new Set(ui.justified.map((j) => j.item)),
      unreached: new Set(ui.unjustified),
    },
    paths: pathsOf(model, map, recorded, cover),
    lastReplay: dates.at(-1),
    passed: recorded.filter((r) => r.ok).length,
    failed: recorded.filter((r) => !r.ok).length,
  }
}

function stateCoverage(summary: MachineSummary): (id: string) => StateCoverage {
  if (!summary.uiStates) return () => 'none'
  const { justified, unreached } = summary.uiStates
  return (id) =>
    justified.has(`state ${id}`) ? 'justified' : unreached.has(`state ${id}`) ? 'unreached' : 'replayed'
}

const dateText = (iso?: string) => (iso ? iso.replace('T', ' ').slice(0, 16) : '—')

function indexPage(summaries: MachineSummary[], built: string): string {
  const rows = summaries.map((s) => {
    const ui = s.ui
      ? `<td class="num">${s.ui.replayed}</td><td class="num">${s.ui.justified}</td><td class="num${s.ui.unreached ? ' bad' : ''}">${s.ui.unreached}</td>`
      : '<td colspan="3" class="muted">sin mapa</td>'
    const replay = s.lastReplay
      ? `${dateText(s.lastReplay)} <span class="${s.failed ? 'bad' : 'ok'}">${s.passed} ✓${s.failed ? ` ${s.failed} ✗` : ''}</span>`
      : '<span class="muted">nunca</span>'
    return `<tr><td><a href="${esc(s.model.name)}.html">${esc(s.model.name)}</a></td><td>${s.map ? `${esc(s.map.where)}<br><code>${esc(s.map.url)}</code>` : '<span class="muted">—</span>'}</td><td class="num">${s.states}</td><td class="num">${s.transitions}</td><td class="num">${s.graph.states} · ${s.graph.transitions}</td>${ui}<td>${replay}</td></tr>`
  })
  return page(
    'Tucán — máquinas y recorridos',
    `<h1>Tucán — máquinas y recorridos</h1><p class="muted">Generado ${dateText(built)} · ${summaries.length} máquinas · ${summaries.filter((s) => s.map).length} con mapa de pantalla</p>
<table class="index"><thead><tr><th>Máquina</th><th>Pantalla</th><th>Estados</th><th>Transiciones</th><th>Cobertura del grafo<br>(estados · transiciones)</th><th>En la UI:<br>recorridos</th><th>justificados</th><th>sin alcanzar</th><th>Última ejecución</th></tr></thead><tbody>${rows.join('')}</tbody></table>`,
  )
}

function recordedSteps(machine: string, r: RecordedPath): string {
  const steps = r.steps
    .filter((s) => s.lines.length > 0 || s.screenshot)
    .map((s) => {
      const img = s.screenshot
        ? `<img loading="lazy" src="${esc(machine)}/${pathFolder(r.number)}/${esc(s.screenshot)}" alt="Pantalla tras el paso ${s.index + 1}">`
        : '<div class="noshot">sin captura</div>'
      const lines = s.lines
        .map(
          (l) =>
            `<li class="${l.ok ? 'ok' : 'bad'}"><span class="mark">${l.ok ? '✓' : '✗'}</span> ${esc(l.line)} <span class="ms">${l.ms} ms</span>${
              l.ok
                ? ''
                : `<div class="failure"><b>Esperado:</b> ${esc(l.line)}<br><b>Error:</b> ${esc(l.error ?? '')}${l.seen ? `<br><b>Visto en pantalla:</b><pre>${esc(l.seen)}</pre>` : ''}</div>`
            }</li>`,
        )
        .join('')
      return `<div class="step">${img}<div><h4>Paso ${s.index + 1}: ${esc(s.event === 'xstate.init' ? 'inicio' : s.event)} → <code>${esc(s.state)}</code></h4><ol>${lines}</ol></div></div>`
    })
  return steps.join('')
}

function pathSection(machine: string, p: ReportPath, traceRoot: string): string {
  const r = p.recorded
  const status = r
    ? `<span class="${r.ok ? 'ok' : 'bad'}">${r.ok ? 'pasó' : 'falló'}</span> · ${(r.ms / 1000).toFixed(1)} s · ${dateText(r.date)}${r.trace ? ` · traza: <code>npx playwright show-trace ${esc(join(traceRoot, machine, pathFolder(r.number), r.trace))}</code>` : ''}`
    : '<span class="muted">sin ejecución grabada (<code>npm run paths -- ' +
      esc(machine) +
      ' --run</code>)</span>'
  const body = r
    ? recordedSteps(machine, r)
    : `<ol class="script">${p.script.map((line) => `<li>${esc(line)}</li>`).join('')}</ol>`
  return `<section class="path" id="path-${p.number}" data-path="${p.number}" hidden><h3>Recorrido ${p.number}: ${esc(p.title)}</h3><p>${status}</p>${body}</section>`
}

async function machinePage(s: MachineSummary, traceRoot: string): Promise<string> {
  const svg = await drawStatechart({ machine: s.model.machine, coverage: stateCoverage(s) })
  const data = Object.fromEntries(
    s.paths.map((p) => [p.number, { states: p.states, transitions: p.transitions }]),
  )
  const list = s.paths
    .map((p) => {
      const mark = p.recorded
        ? p.recorded.ok
          ? '<span class="ok">✓</span>'
          : '<span class="bad">✗</span>'
        : ''
      return `<li><button type="button" data-choose="${p.number}">${mark} ${p.number}. ${esc(p.title)}</button></li>`
    })
    .join('')
  return page(
    `${s.model.name} — Tucán QA`,
    `<p><a href="index.html">← todas las máquinas</a></p><h1>${esc(s.model.name)}</h1><p>${esc(s.model.description)}</p>
${s.map ? `<p>Pantalla: ${esc(s.map.where)} (<code>${esc(s.map.url)}</code>)</p>` : '<p class="muted">Sin mapa de pantalla: los recorridos son los del grafo.</p>'}
<p class="legend"><span class="sw cov-replayed"></span> recorrido en la UI <span class="sw cov-justified"></span> justificado por el mapa <span class="sw cov-unreached"></span> sin alcanzar <span class="sw cov-none"></span> sin mapa</p>
<div class="drawing">${svg}</div><nav class="paths"><h2>Recorridos (${s.paths.length})</h2><ol>${list}</ol></nav>
${s.paths.map((p) => pathSection(s.model.name, p, traceRoot)).join('')}
<script type="application/json" id="paths-data">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>
<script>${PAGE_SCRIPT}</script>`,
  )
}

const page = (title: string, body: string) =>
  `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${esc(title)}</title><style>${STYLE}</style></head><body>${body}</body></html>`

/** Copies the recorded screenshots of every path into the site, beside the pages that show them. */
function copyScreens(summary: MachineSummary, from: string, to: string) {
  for (const p of summary.paths) {
    const r = p.recorded
    if (!r) continue
    const target = join(to, summary.model.name, pathFolder(r.number))
    mkdirSync(target, { recursive: true })
    for (const step of r.steps)
      if (step.screenshot) {
        const source = join(from, summary.model.name, pathFolder(r.number), step.screenshot)
        if (existsSync(source)) copyFileSync(source, join(target, step.screenshot))
      }
  }
}

export interface ReportOptions {
  dir: string
  models: MachineModel[]
  maps: UiMap[]
  /** where the replays left their results (tests/ui-paths/recording.ts) */
  results?: string
}

/** Writes the site; answers the machines it drew. */
export async function buildReport({ dir, models, maps, results = resultsDir() }: ReportOptions) {
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  const summaries = models.map((model) =>
    summarise(
      model,
      maps.find((m) => m.machine === model.name),
      results,
    ),
  )
  for (const s of summaries) {
    writeFileSync(join(dir, `${s.model.name}.html`), await machinePage(s, resolve(results)))
    copyScreens(s, results, dir)
  }
  writeFileSync(join(dir, 'index.html'), indexPage(summaries, new Date().toISOString()))
  return summaries.map((s) => s.model.name)
}
