import type { AnyEventObject, AnyMachineSnapshot } from 'xstate'
import type { Message } from '../../domain/message'
import { t } from '../../i18n/t'
import type { ModelPath } from '../../machines/graph/paths'

/**
 * A UI map says, as data, how a machine shows on its real screen and how a person or the network causes
 * each of its events. The same data drives the Chromium replay (harness.ts) and the numbered Spanish
 * script a QA person follows by hand (script.ts), so what is checked and what is read cannot drift apart.
 * No Playwright here: a map is read by the path tool too.
 */

/** A text as the person reads it: literal Spanish, or an entry of the catalogue. */
export type Text = string | Message

/** Something on the screen, found as a person (or a screen reader) finds it. */
export type Target =
  | {
      role:
        | 'button'
        | 'link'
        | 'heading'
        | 'alert'
        | 'status'
        | 'dialog'
        | 'alertdialog'
        | 'textbox'
        | 'radio'
        | 'region'
        | 'tab'
        | 'img'
        | 'combobox'
        | 'checkbox'
        | 'slider'
      name?: Text
      /** the name starts with this text, as when a hidden suffix is read after it */
      prefix?: boolean
    }
  | { label: Text }
  | { text: Text }
  /** the target inside another one (a card of the board, a column): the first such target found there */
  | { within: Target; target: Target }
  /** the card (an article) that holds this text: one card of a board, found by its customer's line */
  | { card: Text }
  /** an element whose text starts with this one, as a status line with its button after the sentence */
  | { textStart: Text }
  /** an element whose text holds this one among other text, as a chat message under its author's name */
  | { textIn: Text }
  /** the list item (a line of the cart) headed by this text: not a toast's item that names it too */
  | { row: Text }
  /**
   * a figure the page marks for tests (`data-testid`) where it has no role or name of its own (a line's
   * amount, a total): `says` is how the QA reader finds it ("el total")
   */
  | { testId: string; says: string }

/** A context field of the snapshot (dotted path): the harness reads it from the state the machine reached. */
export interface FromContext {
  context: string
}

/** A field of the event being caused (its payload), e.g. the code typed. */
export interface FromEvent {
  event: string
}

/** A request the page makes that the map holds until an event answers it (a held response). */
export interface HeldRequest {
  /** how the script names it for a QA reader ("el ingreso") */
  name: string
  method: string
  /** path pattern: a RegExp source matched against the URL's pathname */
  path: string
  /**
   * only the newest such request waits: one still held when the page sends another goes on to the server,
   * its answer no longer awaited (a read the machine started again)
   */
  latest?: boolean
}

/** How one event happens on the real screen. */
export type Cause =
  | { tap: Target }
  | { fill: Target; with: string | FromEvent }
  /** the held request goes on to the real server */
  | { release: string }
  /**
   * the held request is answered with this status (a problem+json body, or `json` when given), with
   * `headers` the page reads (e.g. a 429's Retry-After)
   */
  | { answer: string; status: number; title: string; json?: unknown; headers?: Record<string, string> }
  /** nothing to do: the page causes it by itself (said for the QA reader) */
  | { happens: string }
  /** the held request fails on the network */
  | { fail: string }
  | { clock: number }
  | { offline: boolean }
  /** these steps only when the target is not on the screen (e.g. the diner is already on the checkout) */
  | { unless: Target; steps: Cause[] }
  /** the device answers the page's held position request (UiMap.heldPosition): a point, or a refusal */
  | { position: { lat: number; lng: number } | 'denied' }
  /** an option of a drop-down (its value) is chosen */
  | { select: Target; value: string | FromEvent }
  /** the device's local storage holds these keys before the next step (as a diner's earlier visit left them) */
  | { store: Record<string, string> }
  /** a check box is set to the event's value */
  | { check: Target; checked: FromEvent }
  /**
   * A named action of another party done through the real API (server-actions.ts: staff advance the
   * order…), so the page hears of it on its real live channel; `says` is the QA line.
   */
  | { server: string; says: string }
  /** the person leaves the tab and comes back to it (the page hears visibilitychange) */
  | { tabReturn: true }
  /**
   * the page opens again with these entries in the device's storage (localStorage), as for a diner coming
   * back to it; `seed` answers them, given the app's origin to read the real API where a value must match it
   */
  | { reopen: string; seed: (origin: string) => Promise<Record<string, unknown>> }
  /**
   * the person opens this page of the app (a full load: the machines on it start again from storage);
   * `{name}` reads the path's fixture of that name
   */
  | { open: string }
  /**
   * the page leaves for another page (e.g. a payment provider's), whose address path matches this RegExp
   * source; `says` is the QA line
   */
  | { lands: string; says: string }
  /** a tap on what the step's source snapshot and event name (e.g. the '−' of the line the event's index is) */
  | { tapAt: (from: AnyMachineSnapshot, event: AnyEventObject) => Target }
  /**
   * the one slide-to-advance control on the screen is slid to its end and let go (keyboard: the arrows,
   * then Enter), as the rider's slider asks
   */
  | { slide: true }
  /**
   * the server's held messages of this kind (`type`) on the map's socket reach the page: every one held so
   * far, waiting for at least one (UiMap.socket); `says` is the QA line
   */
  | { deliver: string; kind: string; says: string }
  /** the replay plays the server on the map's socket and says this message (as `answer` does for HTTP) */
  | { socketSays: string; json: { type: string }; says: string }
  /** the map's socket drops, as a network drop does (the page hears a close it did not ask for) */
  | { drop: string }
  /**
   * another tab of the app on the same device removes this key from its storage (the page hears it as a
   * real 'storage' event); `otherTab` is the QA line
   */
  | { otherTab: string; removes: string }
  /** the browser holds these cookies for the app from now on (as a partner's site leaves them); `says` is by whom */
  | { cookies: Record<string, string>; says: string }
  /** the person scrolls until this target is in view (a list that loads more at its end) */
  | { scrollTo: Target }
  /**
   * the pointer drags a range's thumb to the event's value (`to`), pressing the thumb where it stands first
   * unless it already holds it; `to: 'release'` lets go where it is (a drag short of the end springs back)
   */
  | { drag: Target; to: FromEvent | 'release' }
  /**
   * a tap at this point of the screen (CSS px from the top-left), where no control is: a hidden gesture
   * such as the kiosk's corner taps; `says` is the QA line
   */
  | { tapPoint: { x: number; y: number }; says: string }
  /**
   * the person leaves the page (another tab, the phone's home screen): the page turns hidden, and the held
   * request `hide` names is what it sends then. A page whose listener has not mounted yet sends nothing, so
   * the replay shows it and hides it again until that request is held.
   */
  | { hide: string }
  /** the person comes back to the hidden page: it turns visible again */
  | { show: true }
  /**
   * the person opens a link to this page of the app (a full load), which may not show until a held
   * request is answered: unlike `open`, the replay does not wait for the page
   */
  | { link: string; says: string }
  /**
   * the held request goes on to the real server and its answer reaches the page as `edit` changes its JSON
   * (e.g. a plate repriced since the cart was filled); `says` is the QA line
   */
  | { edited: string; edit: (json: unknown) => unknown; says: string }
  /**
   * the device's cart holds the one-line cart UiMap.cart names (or one of `plate`, in its 'Grande' when it
   * has sizes), of this local and mode, and the person opens this page of the app with it (a full load):
   * another local's or mode's checkout than the map's own
   */
  | { openWithCart: string; cart: { alias: string; mode: string; plate?: string } }

/** What a person must see while a state node is active. */
export type Check =
  | { see: Target }
  | { gone: Target }
  /** these checks when the context field equals `is`, else `otherwise` (e.g. an empty cart's text) */
  | { when: FromContext; is: unknown; checks: Check[]; otherwise?: Check[] }
  /** an input shows this context field's text */
  | { field: Target; shows: FromContext }
  /** an input shows this text, the path's fixtures put in (`{orderCode}`): a text the real page fills in */
  | { field: Target; reads: Text }
  /**
   * A Message (or null) in the context: rendered inside `within` when set, and then `within` is gone when
   * it is null.
   */
  | { message: FromContext; within: Target }
  /** a toggle button: pressed exactly while this boolean context field is true */
  | { pressed: Target; shows: FromContext }
  /** the target shows while the context field has this value, and is gone otherwise */
  | { seeIf: FromContext & { is: unknown }; target: Target }
  /**
   * a check box is ticked exactly when this context field is true, or with `includes`, exactly when the
   * field (a list) holds that value (an order among the picked ones)
   */
  | { ticked: Target; shows: FromContext & { includes?: unknown } }
  /** these checks unless the snapshot is in this tag or state node (one screen shows two states' news) */
  | { unlessIn: string; checks: Check[] }
  /**
   * A figure the screen shows (a quantity, a line's amount, a total, a count), read from the snapshot the
   * step reached: the target's whole text must be `is` of it, and the target gone when that is null. Where
   * a map checks only where a screen is, a '+' that adds two or a total off by one passes unseen (issue 38).
   * `what` names the figure for the QA reader ("la cantidad de Flan Casero").
   */
  | { figure: Target; is: (snapshot: AnyMachineSnapshot) => string | null; what: string }

export interface EventEntry {
  /** the event type, as the machine names it */
  event: string
  /** a partial payload this entry is for (e.g. `{ error: { status: 401 } }`); all samples when absent */
  match?: Record<string, unknown>
  /** this entry applies only from snapshots with this tag or state node id (e.g. which button shows) */
  in?: string
  /** the steps that cause it */
  cause?: Cause[]
  /** why no person or network can cause it on the real screen (it is then left out of the UI paths) */
  unreachable?: string
  /** the same, only from snapshots with this tag or state node id */
  unreachableWhen?: { in: string; reason: string }[]
  /**
   * the same, only from snapshots whose context has these values (e.g. `{ online: false }`), or whose
   * context field equals `is` (e.g. a plate already at its cap)
   */
  unreachableIf?: (
    | { context: Record<string, unknown>; reason: string }
    | { when: FromContext; is: unknown; reason: string }
  )[]
  /**
   * what a person sees right after this step beyond its state's checks: an outcome the machine keeps no
   * trace of in its state (e.g. the page a recovered cart opens, where a cart not found leaves the menu)
   */
  shows?: Check[]
}

export interface UiMap {
  /** the model's name (machines/<name>.model.ts) */
  machine: string
  /** a sentence for the QA reader: where the flow is on the app */
  where: string
  /** the page the replay opens, relative to the app; `{name}` is a fixture of the e2e setup */
  url: string
  /**
   * Answers of the real server the replay edits, every time the page asks (e.g. an order read as not yet
   * reported, so that other test files reporting it leave this replay alone).
   */
  rewrite?: { name: string; method: string; path: string; json: Record<string, unknown> }[]
  viewport?: { width: number; height: number }
  /**
   * The page's clock is the replay's: installed before the page opens and paused once it is ready, so time
   * passes only by a `clock` cause (timers such as the kiosk's idle reset).
   */
  clock?: boolean
  /** how the screen is reached from `url` before the machine's first state shows */
  setup?: Cause[]
  held?: Record<string, HeldRequest>
  /**
   * The device's position (navigator.geolocation) is held until a `position` cause answers it, as a person
   * answers the browser's prompt: the device is not the product, so the replay plays its part.
   */
  heldPosition?: boolean
  /**
   * A one-line cart (Pizza Muzzarella 'Grande', as tests/e2e/stored-cart.ts builds it) is on the device for
   * this local and mode before the page opens: the checkout's flows need one.
   */
  cart?: { alias: string; mode: 'DELIVERY' | 'TAKE_AWAY' }
  events: EventEntry[]
  /**
   * The screen shows the machine's emitted `notify` messages (toasts): after each step the replay looks
   * for the text of every message the real actor emitted on it.
   */
  notices?: boolean
  /**
   * The page's websockets that go through the replay: the real server is connected, and what it says
   * waits until a `deliver` cause passes it on (a `drop` closes it), so the live channel's timing is the
   * path's.
   */
  socket?: Record<
    string,
    {
      name: string
      path: string
      /**
       * the kind of message by which the server says it listens: a `server` action first waits for it on an
       * open socket, so the notices the action causes are not lost before the server subscribed it
       */
      ready?: string
    }
  >
  /** state node id → what a person sees there; every node of the machine has an entry */
  states: Record<string, Check[] | { unreachable: string }>
  /**
   * After `setup`, the path's own way to its first screen, read from its first snapshot: a model explored
   * from several inputs (machines/graph/model.ts `inputs`, e.g. which demo plate is open) starts each path
   * on its own page.
   */
  setupOf?: (first: AnyMachineSnapshot) => Cause[]
  /** with `clock`: the page's clock starts at this instant (epoch ms), as the model's times are read */
  clockAt?: number
}

// ——— reading a map ———

const matches = (value: unknown, pattern: unknown): boolean => {
  if (typeof pattern !== 'object' || pattern === null) return value === pattern
  if (typeof value !== 'object' || value === null) return false
  return Object.entries(pattern).every(([k, v]) => matches((value as Record<string, unknown>)[k], v))
}

const activeIn = (snapshot: AnyMachineSnapshot, where: string) =>
  snapshot.hasTag(where) || snapshot._nodes.some((node) => node.id === where)

/** The map's entry for an event taken from a snapshot (the most specific matching one first). */
export function entryFor(
  map: UiMap,
  from: AnyMachineSnapshot,
  event: AnyEventObject,
): EventEntry | undefined {
  const candidates = map.events.filter(
    (entry) =>
      entry.event === event.type &&
      (!entry.match || matches(event, entry.match)) &&
      (!entry.in || activeIn(from, entry.in)),
  )
  return candidates.find((entry) => entry.match || entry.in) ?? candidates[0]
}

/** Why the UI cannot cause this event from this snapshot, or null when it can. */
export function whyUnreachable(map: UiMap, snapshot: AnyMachineSnapshot, event: AnyEventObject) {
  const entry = entryFor(map, snapshot, event)
  if (!entry) return `the map has no entry for ${event.type}`
  if (entry.unreachable) return entry.unreachable
  return (
    entry.unreachableWhen?.find((when) => activeIn(snapshot, when.in))?.reason ??
    entry.unreachableIf?.find((when) =>
      'context' in when
        ? matches(snapshot.context, when.context)
        : fromContext(snapshot, when.when) === when.is,
    )?.reason ??
    null
  )
}

export const fromContext = (snapshot: AnyMachineSnapshot, ref: FromContext): unknown =>
  ref.context
    .split('.')
    .reduce<unknown>((value, key) => (value as Record<string, unknown>)?.[key], snapshot.context)

export const render = (text: Text) => (typeof text === 'string' ? text : t(text))

/** Whether a `ticked` check wants its box ticked in this snapshot. */
export const isTicked = (snapshot: AnyMachineSnapshot, shows: FromContext & { includes?: unknown }) => {
  const value = fromContext(snapshot, shows)
  return 'includes' in shows ? Array.isArray(value) && value.includes(shows.includes) : Boolean(value)
}

// ——— the Spanish a QA person reads ———

const ROLE_NAMES: Record<string, string> = {
  button: 'el botón',
  link: 'el enlace',
  heading: 'el título',
  alert: 'el aviso',
  status: 'el mensaje',
  dialog: 'el diálogo',
  alertdialog: 'el aviso',
  textbox: 'el campo',
  radio: 'la opción',
  region: 'la sección',
  tab: 'la pestaña',
  img: 'la imagen',
  combobox: 'la lista',
  checkbox: 'la casilla',
  slider: 'el control deslizante',
}

export function describeTarget(target: Target): string {
  if ('label' in target) return `el campo '${render(target.label)}'`
  if ('text' in target) return `«${render(target.text)}»`
  if ('within' in target) return `${describeTarget(target.target)} en ${describeTarget(target.within)}`
  if ('card' in target) return `la tarjeta con «${render(target.card)}»`
  if ('textStart' in target) return `«${render(target.textStart)}»`
  if ('textIn' in target) return `«${render(target.textIn)}»`
  if ('row' in target) return `la línea de «${render(target.row)}»`
  if ('testId' in target) return target.says
  const role = ROLE_NAMES[target.role] ?? target.role
  return target.name === undefined ? role : `${role} '${render(target.name)}'`
}

const tapped = (target: Target) =>
  'role' in target && target.name !== undefined ? `'${render(target.name)}'` : describeTarget(target)

/** A cause as it is for this step: a `tapAt` becomes the tap it names from the step's source snapshot. */
export const causeAt = (cause: Cause, from: AnyMachineSnapshot, event: AnyEventObject): Cause =>
  'tapAt' in cause ? { tap: cause.tapAt(from, event) } : cause

export function describeCause(map: UiMap, cause: Cause, event: AnyEventObject): string {
  const held = (name: string) => map.held?.[name]?.name ?? name
  const socket = (name: string) => map.socket?.[name]?.name ?? name
  if ('tap' in cause) return `Toca ${tapped(cause.tap)}`
  if ('fill' in cause) {
    const value = typeof cause.with === 'string' ? cause.with : String(event[cause.with.event] ?? '')
    return value === ''
      ? `Borra ${describeTarget(cause.fill)}`
      : `Escribe «${value}» en ${describeTarget(cause.fill)}`
  }
  if ('release' in cause) return `Deja que ${held(cause.release)} llegue al servidor`
  if ('answer' in cause) return `Haz que ${held(cause.answer)} responda ${cause.status} («${cause.title}»)`
  if ('happens' in cause) return cause.happens
  if ('fail' in cause) return `Corta la red durante ${held(cause.fail)}`
  if ('clock' in cause)
    return cause.clock < 1000 ? `Espera ${cause.clock} ms` : `Espera ${Math.round(cause.clock / 1000)} s`
  if ('unless' in cause)
    return `Si no ves ${describeTarget(cause.unless)}: ${cause.steps.map((c) => describeCause(map, c, event)).join('; ')}`
  if ('select' in cause) {
    const value = typeof cause.value === 'string' ? cause.value : String(event[cause.value.event] ?? '')
    return `Elige «${value.toUpperCase()}» en ${describeTarget(cause.select)}`
  }
  if ('check' in cause)
    return `${event[cause.checked.event] ? 'Marca' : 'Desmarca'} ${describeTarget(cause.check)}`
  if ('store' in cause)
    return `El dispositivo guarda ${Object.entries(cause.store)
      .map(([key, value]) => `«${key}» = «${value}»`)
      .join(', ')} (de una visita anterior)`
  if ('position' in cause)
    return cause.position === 'denied'
      ? 'Rechaza el permiso de ubicación del dispositivo'
      : `Permite la ubicación: el dispositivo está en ${cause.position.lat}, ${cause.position.lng}`
  if ('server' in cause) return cause.says
  if ('tabReturn' in cause) return 'Cambia a otra pestaña y vuelve a esta'
  if ('reopen' in cause) return `Vuelve a abrir la página con ${cause.reopen} guardado en el dispositivo`
  if ('open' in cause) return `Abre ${cause.open}`
  if ('lands' in cause) return cause.says
  if ('tapAt' in cause) return 'Toca lo que el paso nombra'
  if ('slide' in cause) return 'Desliza el control hasta el final y suéltalo'
  if ('deliver' in cause || 'socketSays' in cause) return cause.says
  if ('drop' in cause) return `Corta ${socket(cause.drop)}`
  if ('otherTab' in cause) return cause.otherTab
  if ('cookies' in cause) return cause.says
  if ('scrollTo' in cause) return `Desplázate hasta ver ${describeTarget(cause.scrollTo)}`
  if ('drag' in cause)
    return cause.to === 'release'
      ? `Suelta ${describeTarget(cause.drag)}`
      : `Arrastra ${describeTarget(cause.drag)} hasta el ${String(event[cause.to.event] ?? '')} % sin soltarlo`
  if ('tapPoint' in cause) return cause.says
  if ('hide' in cause) return 'Cambia a otra pestaña o a otra aplicación: la página queda oculta'
  if ('show' in cause) return 'Vuelve a la pestaña de la página'
  if ('link' in cause) return cause.says
  if ('edited' in cause) return cause.says
  if ('openWithCart' in cause)
    return `Deja en el carrito ${cause.cart.plate ? `un(a) ${cause.cart.plate}` : 'una Pizza Muzzarella (Grande)'} de ${cause.cart.alias} (${cause.cart.mode}) y abre ${cause.openWithCart}`
  return cause.offline ? 'Desconecta el dispositivo' : 'Vuelve a conectar el dispositivo'
}

export function describeCheck(check: Check, snapshot: AnyMachineSnapshot): string {
  if ('when' in check)
    return expand(check, snapshot)
      .map((c) => describeCheck(c, snapshot))
      .join('; ')
  if ('see' in check) return `Ves ${describeTarget(check.see)}`
  if ('gone' in check) return `No ves ${describeTarget(check.gone)}`
  if ('ticked' in check)
    return `Ves ${describeTarget(check.ticked)} ${isTicked(snapshot, check.shows) ? 'marcada' : 'sin marcar'}`
  if ('field' in check) {
    const value = 'reads' in check ? render(check.reads) : String(fromContext(snapshot, check.shows) ?? '')
    return value === ''
      ? `Ves ${describeTarget(check.field)} vacío`
      : `Ves ${describeTarget(check.field)} con «${value}»`
  }
  if ('pressed' in check)
    return `Ves ${describeTarget(check.pressed)} ${fromContext(snapshot, check.shows) ? 'activado' : 'desactivado'}`
  if ('seeIf' in check)
    return `${fromContext(snapshot, check.seeIf) === check.seeIf.is ? 'Ves' : 'No ves'} ${describeTarget(check.target)}`
  if ('unlessIn' in check)
    return expand(check, snapshot)
      .map((c) => describeCheck(c, snapshot))
      .join('; ')
  if ('figure' in check) {
    const value = check.is(snapshot)
    return value === null ? `No ves ${check.what}` : `Ves ${check.what}: «${value}»`
  }
  const shown = fromContext(snapshot, check.message) as Message | null
  return shown
    ? `Ves «${t(shown)}» en ${describeTarget(check.within)}`
    : `No ves ${describeTarget(check.within)}`
}

/** A conditional check as the checks it stands for in this snapshot. */
export const expand = (check: Check, snapshot: AnyMachineSnapshot): Check[] =>
  'when' in check
    ? (fromContext(snapshot, check.when) === check.is ? check.checks : (check.otherwise ?? [])).flatMap((c) =>
        expand(c, snapshot),
      )
    : 'unlessIn' in check
      ? activeIn(snapshot, check.unlessIn)
        ? []
        : check.checks.flatMap((c) => expand(c, snapshot))
      : [check]

/** The checks of every active state node, in document order (parents first). */
export function checksFor(map: UiMap, snapshot: AnyMachineSnapshot): Check[] {
  return snapshot._nodes.flatMap((node) => {
    const entry = map.states[node.id]
    return Array.isArray(entry) ? entry.flatMap((check) => expand(check, snapshot)) : []
  })
}

/**
 * The path as lines a QA person follows by hand (no browser): each cause, then what is new on the screen
 * (a check already true before the step is not repeated; the replay still checks it).
 */
export function scriptOf(map: UiMap, path: ModelPath, notices: readonly string[][] = []): string[] {
  const lines = [
    `Abre ${map.url}`,
    ...(map.cart ? [cartLine(map.cart)] : []),
    ...(map.setup ?? []).map((c) => describeCause(map, c, { type: 'setup' })),
    ...setupOf(map, path).map((c) => describeCause(map, c, { type: 'setup' })),
  ]
  let before = new Set<string>()
  for (const [index, step] of path.steps.entries()) {
    const from = path.steps[index - 1]?.state
    if (from)
      for (const c of entryFor(map, from, step.event)?.cause ?? [])
        lines.push(describeCause(map, causeAt(c, from, step.event), step.event))
    const now = checksFor(map, step.state).map((c) => describeCheck(c, step.state))
    lines.push(...(notices[index] ?? []).map(noticeLine))
    if (from)
      lines.push(...(entryFor(map, from, step.event)?.shows ?? []).map((c) => describeCheck(c, step.state)))
    lines.push(...now.filter((line) => !before.has(line)))
    before = new Set(now)
  }
  return lines
}

export const cartLine = (cart: NonNullable<UiMap['cart']>) =>
  `Deja en el carrito una Pizza Muzzarella (Grande) de ${cart.alias} (${cart.mode}) y recarga la página`

export const noticeLine = (text: string) => `Ves el aviso emergente «${text}»`

/** The map's causes that lead a path to its first screen (`UiMap.setupOf`), none when it has none. */
export const setupOf = (map: UiMap, path: ModelPath): Cause[] => {
  const first = path.steps[0]?.state
  return first && map.setupOf ? map.setupOf(first) : []
}
