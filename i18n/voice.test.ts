import { describe, expect, it } from 'vitest'
import { es } from './es'
import { fillTemplate, pluralCategory } from './render'

// The catalogue speaks in one voice, tú, as the specs' own texts ('Ingresa tu dirección', 'Toca la
// pantalla'). Voseo slipped in more than once ('Ingresá tu teléfono', 'Tenés 5000 Puntos Demo', 'Retirá tu
// pedido'), so this test reads every text.

const texts = Object.entries(es).flatMap(([area, entries]) =>
  Object.entries(entries as Record<string, string>).map(([name, text]) => ({ key: `${area}.${name}`, text })),
)

const wordsOf = (text: string) =>
  // placeholders are not words of the text
  (text.replace(/\{[^{}]*\}/g, ' ').match(/\p{L}+/gu) ?? []).map((word) => word.toLowerCase())

/** Voseo forms a Rioplatense writer reaches for first; each has a tú form ('ingresa', 'tienes', 'súmate'). */
const VOSEO = new Set([
  'ingresá',
  'tenés',
  'retirá',
  'podés',
  'instalá',
  'sumá',
  'sumate',
  'elegí',
  'tocá',
  'escribí',
  'querés',
  'probá',
  'revisá',
  'esperá',
  'confirmá',
  'usá',
  'agregá',
  'completá',
  'pedí',
  'llamá',
  'mirá',
  'seguí',
  'volvé',
  'hacé',
  'poné',
  'decí',
  'vení',
  'sabés',
  'sos',
  'vos',
  'compartí',
  'cambiá',
  'buscá',
  'seleccioná',
  'intentá',
  'calificá',
  'abonás',
  'necesitás',
  'fijate',
  'acordate',
  'registrate',
  'anotate',
])

/**
 * Every word of the catalogue ending in a stressed vowel (with or without -s) or in an unstressed -ate/-ete/
 * -ite, reviewed: none is a voseo form. Voseo imperatives and presents end that way ('ingresá', 'tenés',
 * 'sumate'), and so do futures, preterites and a few plain words, which no rule tells apart ('retirá' is
 * voseo, 'estará' is not). A new word here fails the test until someone reads it and lists it.
 */
const REVIEWED = new Set([
  'más',
  'país',
  'está',
  'qué',
  'así',
  'ahí',
  'estará',
  'comunicará',
  'recibí',
  'borrará',
  'abonará',
  'cancelará',
  'llegué',
  'regresé',
  'solicitará',
  'confirmará',
  'reiniciará',
  'súmate',
  'admite',
  'emite',
])

const SUSPECT = /(?:[áéí]s?|[aei]te)$/

describe('the catalogue speaks in tú', () => {
  it('has no voseo form', () => {
    const voseo = texts.flatMap(({ key, text }) =>
      wordsOf(text)
        .filter((word) => VOSEO.has(word))
        .map((word) => `${key}: ${word}`),
    )
    expect(voseo).toEqual([])
  })

  it('has no unreviewed word that could be voseo', () => {
    const unreviewed = texts.flatMap(({ key, text }) =>
      wordsOf(text)
        .filter((word) => SUSPECT.test(word) && !REVIEWED.has(word))
        .map((word) => `${key}: ${word}`),
    )
    expect(unreviewed).toEqual([])
  })

  it('catches the forms it is for', () => {
    for (const sample of [
      'Ingresá tu teléfono',
      'Tenés 5000 puntos',
      'Retirá tu pedido',
      'Sumate al programa',
    ])
      expect(
        wordsOf(sample).some((word) => VOSEO.has(word) || (SUSPECT.test(word) && !REVIEWED.has(word))),
        sample,
      ).toBe(true)
  })
})

// Parameters that carry a number of things: a noun after them must agree with the number. Ranges ('entre
// {min} y {max} minutos') are plural whatever their ends, so min and max are not among them.
const COUNT_PARAMS = ['count', 'n', 'points', 'minutes', 'seconds', 'hours', 'left']
const render = (text: string, value: number) =>
  fillTemplate(text, Object.fromEntries(COUNT_PARAMS.map((name) => [name, value])))
// A number followed by a word ending in -s reads as plural: wrong after 1 ('1 ítems', '1 nuevos').
const ONE_WITH_PLURAL = /(?<![\d.])1 (\p{L}*s)\b/u

describe('numbers and nouns agree', () => {
  it('has no "(s)" plural', () => {
    expect(texts.filter(({ text }) => /\p{L}\((?:s|es)\)/u.test(text)).map(({ key }) => key)).toEqual([])
  })

  it('puts a plural noun after a count only through a plural form', () => {
    const bare = texts.filter(({ text }) =>
      COUNT_PARAMS.some((name) => new RegExp(`\\{${name}\\} \\p{L}*s\\b`, 'u').test(text)),
    )
    expect(bare.map(({ key }) => key)).toEqual([])
  })

  it('reads singular for one and plural for the rest', () => {
    expect(texts.filter(({ text }) => ONE_WITH_PLURAL.test(render(text, 1))).map(({ key }) => key)).toEqual(
      [],
    )
    expect(texts.filter(({ text }) => render(text, 2).includes('plural,')).map(({ key }) => key)).toEqual([])
  })

  it('renders the plural forms the screens show', () => {
    expect(render(es.cart.viewOrderCount, 1)).toBe('1 ítem')
    expect(render(es.cart.viewOrderCount, 0)).toBe('0 ítems')
    expect(render(es.cart.viewOrderCount, 2)).toBe('2 ítems')
    expect(render(es.orderConsole.newBadge, 1)).toBe('1 nuevo · Visto')
    expect(render(es.orderConsole.newBadge, 3)).toBe('3 nuevos · Visto')
    expect(render(es.engagement.someItemsUnavailable, 1)).toBe(
      'Recuperamos tu pedido, pero 1 producto ya no está en el menú y no se agregó.',
    )
    expect(render(es.engagement.someItemsUnavailable, 2)).toBe(
      'Recuperamos tu pedido, pero 2 productos ya no están en el menú y no se agregaron.',
    )
    expect(render(es.order.pointsGained, 5000)).toBe('Sumaste 5.000 puntos con este pedido')
    expect(render(es.shipment.keyWrong, 1)).toBe('La clave de entrega no es correcta. Te queda 1 intento')
  })

  it('picks the form with Intl.PluralRules', () => {
    expect([0, 1, 2, 1.5, 1000000].map(pluralCategory)).toEqual(['other', 'one', 'other', 'other', 'other'])
  })
})
