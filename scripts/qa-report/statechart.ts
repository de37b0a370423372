import ELK, { type ElkExtendedEdge, type ElkNode } from 'elkjs/lib/elk.bundled.js'
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate'
import { controlledMachine, transitionsOf } from '../../machines/graph/replay'
import { esc } from './page-assets'

/**
 * A machine's statechart drawn as SVG for the QA report: ELK's layered layout places the states (nested and
 * parallel ones as compound nodes holding their children) and routes the transitions; this file only turns
 * its boxes and polylines into SVG. Each state carries `data-state` (its node id) and each edge `data-t`
 * (the transition's index in transitionsOf), which the report's page highlights for a chosen path.
 */

/** How a state shows on the real UI: replayed there, justified by its map, unreached, or with no map. */
export type StateCoverage = 'replayed' | 'justified' | 'unreached' | 'none'

const FONT = 11
const CHAR = 6.3
const ROOT = '__root'

/** An event as the drawing names it: an actor's outcome or a delay read in Spanish, the guard after it. */
export function edgeLabel(t: AnyTransitionDefinition): string {
  const type = t.eventType
  const name = !type
    ? '(siempre)'
    : type.startsWith('xstate.done.actor.')
      ? `✓ ${type.slice('xstate.done.actor.'.length)}`
      : type.startsWith('xstate.error.actor.')
        ? `✗ ${type.slice('xstate.error.actor.'.length)}`
        : type.startsWith('xstate.after.')
          ? `tras ${type.slice('xstate.after.'.length).split('.')[0]} ms`
          : type
  const guard = t.guard
    ? typeof t.guard === 'string'
      ? t.guard
      : ((t.guard as { type?: string }).type ?? 'condición')
    : ''
  return guard ? `${name} [${guard}]` : name
}

const childrenOf = (node: AnyStateNode) => Object.values(node.states) as AnyStateNode[]

function elkNode(node: AnyStateNode): ElkNode {
  const children = childrenOf(node)
  const label = node.type === 'parallel' ? `${node.key} ∥` : node.key
  const width = Math.max(64, label.length * CHAR + 24)
  if (children.length === 0) return { id: node.id, width, height: 30 }
  return {
    id: node.id,
    children: children.map(elkNode),
    layoutOptions: {
      'elk.padding': '[top=30,left=12,bottom=12,right=12]',
      'elk.nodeSize.constraints': 'MINIMUM_SIZE',
      'elk.nodeSize.minimum': `(${width}, 60)`,
    },
  }
}

interface Drawable {
  machine: AnyStateMachine
  coverage: (id: string) => StateCoverage
}

/** The transitions as ELK edges: one per target, a targetless one as a loop on its source. */
function elkEdges(transitions: AnyTransitionDefinition[], root: AnyStateNode): ElkExtendedEdge[] {
  return transitions.flatMap((t, index) => {
    const source = t.source === root ? ROOT : t.source.id
    const targets = t.target?.length ? t.target.map((n) => (n === root ? ROOT : n.id)) : [source]
    const text = edgeLabel(t)
    return targets.map((target, k) => ({
      id: `t${index}-${k}`,
      sources: [source],
      targets: [target],
      labels: [{ text, width: text.length * CHAR, height: FONT + 3 }],
    }))
  })
}

/** Absolute positions of every laid-out node, by id (ELK gives each relative to its parent). */
function placed(node: ElkNode, dx = 0, dy = 0, into = new Map<string, { x: number; y: number }>()) {
  const x = dx + (node.x ?? 0)
  const y = dy + (node.y ?? 0)
  into.set(node.id, { x, y })
  for (const child of node.children ?? []) placed(child, x, y, into)
  return into
}

function drawNode(node: ElkNode, at: Map<string, { x: number; y: number }>, draw: Drawable, out: string[]) {
  if (node.id === 'root') {
    for (const child of node.children ?? []) drawNode(child, at, draw, out)
    return
  }
  const { x, y } = at.get(node.id) ?? { x: 0, y: 0 }
  const state = node.id === ROOT ? undefined : draw.machine.getStateNodeById(node.id)
  const compound = (node.children?.length ?? 0) > 0
  const label =
    node.id === ROOT ? 'cualquier estado' : state?.type === 'parallel' ? `${state.key} ∥` : state?.key
  const region = state?.parent?.type === 'parallel' ? ' region' : ''
  const final = state?.type === 'final' ? ' final' : ''
  const cls = node.id === ROOT ? 'state any' : `state cov-${draw.coverage(node.id)}${region}${final}`
  out.push(
    `<g class="${cls}${compound ? ' compound' : ''}" data-state="${esc(node.id)}"><title>${esc(node.id)}</title>` +
      `<rect x="${x}" y="${y}" width="${node.width}" height="${node.height}" rx="${compound ? 8 : 14}"/>` +
      `<text x="${x + (compound ? 10 : (node.width ?? 0) / 2)}" y="${y + (compound ? 18 : 19)}"${compound ? '' : ' text-anchor="middle"'}>${esc(label ?? node.id)}</text></g>`,
  )
  const initial = state?.parent?.initial?.target?.[0]
  if (initial === state && state?.parent?.type !== 'parallel')
    out.push(`<circle class="initial" cx="${x - 4}" cy="${y + 4}" r="4"/>`)
  for (const child of node.children ?? []) drawNode(child, at, draw, out)
}

function drawEdge(edge: ElkExtendedEdge, at: Map<string, { x: number; y: number }>, out: string[]) {
  const container = (edge as ElkExtendedEdge & { container?: string }).container ?? 'root'
  const { x: dx, y: dy } = at.get(container) ?? { x: 0, y: 0 }
  const d = (edge.sections ?? [])
    .map((s) =>
      [s.startPoint, ...(s.bendPoints ?? []), s.endPoint]
        .map((p, i) => `${i === 0 ? 'M' : 'L'}${(p.x + dx).toFixed(1)} ${(p.y + dy).toFixed(1)}`)
        .join(' '),
    )
    .join(' ')
  const index = edge.id.slice(1).split('-')[0]
  const label = edge.labels?.[0]
  const text = label
    ? `<text x="${(label.x ?? 0) + dx}" y="${(label.y ?? 0) + dy + FONT}">${esc(label.text ?? '')}</text>`
    : ''
  out.push(
    `<g class="edge" data-t="${index}" data-from="${esc(edge.sources[0] ?? '')}" data-to="${esc(edge.targets[0] ?? '')}"><path d="${d}" marker-end="url(#arrow)"/>${text}</g>`,
  )
}

const elk = new ELK()

/** The machine drawn: an SVG element's text, sized to its layout. */
export async function drawStatechart(draw: Drawable): Promise<string> {
  const machine = controlledMachine(draw.machine)
  const root = machine.root as AnyStateNode
  const transitions = transitionsOf(machine)
  const fromRoot = transitions.some((t) => t.source === root)
  const graph: ElkNode = {
    id: 'root',
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': 'DOWN',
      'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
      'elk.spacing.nodeNode': '24',
      'elk.layered.spacing.nodeNodeBetweenLayers': '36',
      'elk.spacing.edgeLabel': '4',
      'elk.edgeLabels.placement': 'CENTER',
      'elk.padding': '[top=16,left=16,bottom=16,right=16]',
    },
    children: [...(fromRoot ? [{ id: ROOT, width: 120, height: 30 }] : []), ...childrenOf(root).map(elkNode)],
    edges: elkEdges(transitions, root),
  }
  const laid = await elk.layout(graph)
  const at = placed(laid)
  const out: string[] = []
  drawNode(laid, at, { ...draw, machine }, out)
  const edges: string[] = []
  for (const edge of laid.edges ?? []) drawEdge(edge, at, edges)
  const width = Math.ceil(laid.width ?? 0)
  const height = Math.ceil(laid.height ?? 0)
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" class="chart" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="Diagrama de estados de ${esc(draw.machine.id)}">` +
    '<defs><marker id="arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0 0L10 5L0 10z"/></marker></defs>' +
    `<g class="states">${out.join('')}</g><g class="edges">${edges.join('')}</g></svg>`
  )
}
