/**
 * Draws the demo tenant's pictures (one per plate, and the Café's logo) as small SVG files in
 * public/demo/pictures/, which the build ships as they are and server/seed/demo-tenant.json names. Drawn,
 * not photographed, so the demo needs no download and no licence; run it again after adding a demo plate:
 *   node scripts/draw-demo-pictures.mjs
 * Each file is a 240×240 square with width and height set, so a page that shows one never shifts.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'

const root = new URL('..', import.meta.url)
const out = new URL('public/demo/pictures/', root)
const tenantPath = new URL('server/seed/demo-tenant.json', root)

export const slug = (name) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

/** A small stable number per name, so plates of one kind still differ. */
const seedOf = (name) => [...name].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7)

const svg = (background, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240"><rect width="240" height="240" fill="${background}"/>${body}</svg>\n`

const dots = (n, seed, r, colour, cx = 120, cy = 120, spread = 62) => {
  let s = seed
  let d = ''
  for (let i = 0; i < n; i++) {
    s = (s * 1103515245 + 12345) >>> 0
    const a = (s % 360) * (Math.PI / 180)
    const k = ((s >>> 9) % 100) / 100
    const x = Math.round(cx + Math.cos(a) * spread * Math.sqrt(k))
    const y = Math.round(cy + Math.sin(a) * spread * Math.sqrt(k))
    d += `<circle cx="${x}" cy="${y}" r="${r}" fill="${colour}"/>`
  }
  return d
}

const plateDish = '<ellipse cx="120" cy="132" rx="96" ry="84" fill="#fff" stroke="#e6ded3" stroke-width="4"/>'

const drawings = {
  pizza: (name, seed) => {
    const toppings = /fugazzeta/i.test(name)
      ? dots(14, seed, 7, '#f3e2b3') + dots(10, seed + 3, 3, '#6b8e23')
      : /napolitana/i.test(name)
        ? dots(7, seed, 11, '#e0533d') + dots(8, seed + 5, 3, '#3f7d20')
        : /calabresa|especial/i.test(name)
          ? dots(9, seed, 9, '#a8321f') + dots(5, seed + 2, 5, '#3d7a35')
          : /r[uú]cula/i.test(name)
            ? dots(16, seed, 6, '#4f8a2b') + dots(6, seed + 4, 9, '#c9626b')
            : /vegana/i.test(name)
              ? dots(10, seed, 7, '#4f8a2b') + dots(8, seed + 1, 6, '#e07a3d')
              : /cuatro/i.test(name)
                ? dots(14, seed, 8, '#fff4c9') + dots(8, seed + 6, 6, '#e9c46a')
                : dots(6, seed, 5, '#2f5d25') + dots(10, seed + 9, 3, '#1f1f1f')
    return svg(
      '#f6e7d2',
      `<circle cx="120" cy="120" r="96" fill="#d99a4e"/><circle cx="120" cy="120" r="82" fill="#c8412c"/><circle cx="120" cy="120" r="76" fill="#f2c95c"/>${toppings}`,
    )
  },
  empanada: (name, seed) => {
    const n = /docena/i.test(name) ? (/media/i.test(name) ? 3 : 4) : 1
    const one = (x, y, s) =>
      `<g transform="translate(${x} ${y}) scale(${s})"><path d="M-70 20a70 62 0 0 1 140 0z" fill="#d9984a"/><path d="M-66 18h132" stroke="#b3702c" stroke-width="10" stroke-dasharray="6 8" stroke-linecap="round"/></g>`
    const body =
      n === 1
        ? one(120, 130, 1)
        : n === 3
          ? one(80, 110, 0.55) + one(160, 110, 0.55) + one(120, 165, 0.55)
          : one(80, 100, 0.5) + one(160, 100, 0.5) + one(80, 160, 0.5) + one(160, 160, 0.5)
    return svg(['#f4e6cf', '#f2e2d8', '#eef0dc'][seed % 3], plateDish + body)
  },
  burger: (name) =>
    svg(
      '#f3e3d0',
      /chorip|s[aá]ndwich|lomito/i.test(name)
        ? `<rect x="30" y="92" width="180" height="70" rx="34" fill="#d9a05b"/><rect x="40" y="112" width="160" height="24" rx="12" fill="${/chorip/i.test(name) ? '#9c3b24' : '#c27b3c'}"/><rect x="44" y="104" width="150" height="8" rx="4" fill="#69a84f"/>`
        : `<path d="M48 110a72 56 0 0 1 144 0z" fill="#d99a4e"/><rect x="44" y="114" width="152" height="12" rx="6" fill="#6aa84f"/><rect x="48" y="128" width="144" height="24" rx="10" fill="${/vegana/i.test(name) ? '#7a8f3a' : '#6b3a22'}"/><rect x="44" y="154" width="152" height="10" rx="5" fill="#f2c14e"/><rect x="50" y="166" width="140" height="22" rx="10" fill="#d99a4e"/>`,
    ),
  fries: () =>
    svg(
      '#fbeed5',
      `${[60, 80, 100, 120, 140, 160, 180].map((x, i) => `<rect x="${x - 7}" y="${40 + (i % 3) * 14}" width="14" height="110" rx="4" fill="#f2c14e" transform="rotate(${(i - 3) * 5} ${x} 150)"/>`).join('')}<path d="M50 120h140l-16 90H66z" fill="#c8412c"/>`,
    ),
  round: (name, seed) =>
    svg(
      '#f4ead8',
      `${plateDish}<circle cx="120" cy="132" r="54" fill="${/provoleta/i.test(name) ? '#f5d580' : /fain/i.test(name) ? '#e8b84a' : '#f0e2c0'}"/>${dots(6, seed, 6, /provoleta/i.test(name) ? '#b5542c' : '#c79a3a', 120, 132, 40)}`,
    ),
  rings: (_name, seed) =>
    svg(
      '#eaf1f3',
      `${plateDish}${[0, 1, 2, 3, 4].map((i) => `<circle cx="${80 + (i % 3) * 40}" cy="${110 + Math.floor(i / 3) * 44}" r="20" fill="none" stroke="#e7b45c" stroke-width="12"/>`).join('')}<path d="M160 170l30-12-8 24z" fill="#f2e14e"/>${dots(0, seed, 0, '#000')}`,
    ),
  dish: (name, seed) => {
    const main = /milanesa/i.test(name)
      ? `<path d="M52 120c10-40 90-52 124-20 20 20 4 60-40 64-48 4-92-10-84-44z" fill="#c98a3d"/>${/napolitana/i.test(name) ? dots(5, seed, 12, '#d9432c', 110, 120, 30) + dots(6, seed + 1, 7, '#fff3c4', 110, 120, 30) : ''}`
      : /[ñn]oquis/i.test(name)
        ? dots(18, seed, 9, '#f3d58c', 120, 132, 52) + dots(10, seed + 2, 10, '#c8412c', 120, 132, 48)
        : /ravioles/i.test(name)
          ? [0, 1, 2, 3, 4, 5]
              .map(
                (i) =>
                  `<rect x="${62 + (i % 3) * 40}" y="${100 + Math.floor(i / 3) * 40}" width="34" height="34" rx="6" fill="#f3d58c" stroke="#d8b360" stroke-width="4"/>`,
              )
              .join('')
          : `<circle cx="120" cy="132" r="62" fill="#d99a4e"/><circle cx="120" cy="132" r="52" fill="#7fae4e"/>${dots(8, seed, 6, '#f2e9c9', 120, 132, 40)}`
    const side = /pur[eé]/i.test(name)
      ? '<ellipse cx="172" cy="170" rx="30" ry="20" fill="#f6e7a8"/>'
      : /papas/i.test(name)
        ? '<rect x="150" y="150" width="50" height="10" rx="4" fill="#f2c14e"/><rect x="148" y="166" width="50" height="10" rx="4" fill="#f2c14e"/>'
        : ''
    return svg('#efe6da', plateDish + main + side)
  },
  salad: (name, seed) =>
    svg(
      '#e9f2e1',
      `<path d="M28 112h184a92 84 0 0 1-184 0z" fill="#fff" stroke="#d9e3cf" stroke-width="4"/>${dots(14, seed, 12, '#6aa84f', 120, 100, 60)}${/caprese/i.test(name) ? dots(5, seed + 1, 12, '#fff7e0', 120, 100, 50) + dots(5, seed + 2, 11, '#d9432c', 120, 100, 50) : /c[eé]sar/i.test(name) ? dots(7, seed + 1, 8, '#e8c07a', 120, 100, 50) : dots(6, seed + 3, 9, '#d9432c', 120, 100, 50) + dots(4, seed + 4, 8, '#f2e14e', 120, 100, 50)}`,
    ),
  dessert: (name, seed) => {
    const body = /flan/i.test(name)
      ? '<path d="M78 170l14-74h56l14 74z" fill="#f2c14e"/><path d="M92 96h56l4 18H88z" fill="#8a4b16"/><ellipse cx="168" cy="176" rx="20" ry="12" fill="#fff"/>'
      : /panqueque/i.test(name)
        ? '<path d="M46 146c20-40 128-40 148 0-20 24-128 24-148 0z" fill="#f0c277"/><path d="M70 140c20-12 80-12 100 0" stroke="#7a3f12" stroke-width="10" fill="none" stroke-linecap="round"/>'
        : /tiramis/i.test(name)
          ? '<rect x="62" y="86" width="116" height="90" rx="8" fill="#f5ead4"/><rect x="62" y="112" width="116" height="14" fill="#8a5a2b"/><rect x="62" y="146" width="116" height="14" fill="#8a5a2b"/><rect x="62" y="80" width="116" height="10" fill="#5c3a1e"/>'
          : /helado/i.test(name)
            ? `<path d="M78 120h84l-10 70H88z" fill="#f2f2f2" stroke="#cfcfcf" stroke-width="4"/><circle cx="98" cy="108" r="28" fill="#f6d9a8"/><circle cx="142" cy="108" r="28" fill="#a8673a"/><circle cx="120" cy="84" r="26" fill="#f3b4c3"/>`
            : '<rect x="52" y="96" width="80" height="60" rx="6" fill="#f3e7a5"/><rect x="118" y="106" width="72" height="56" rx="6" fill="#9c2a3a"/>'
    return svg(['#f7e8ee', '#f6ecdc', '#efe6f4'][seed % 3], plateDish + body)
  },
  bottle: (name) => {
    const colour = /cerveza/i.test(name)
      ? /ipa/i.test(name)
        ? '#c77d1a'
        : '#e0a526'
      : /vino/i.test(name)
        ? '#5a1830'
        : /limonada/i.test(name)
          ? '#e9e56b'
          : /saborizada/i.test(name)
            ? '#f2a3b0'
            : /agua/i.test(name)
              ? '#bfe3f2'
              : '#3b2314'
    const glass = /limonada|ipa/i.test(name)
    return svg(
      '#e8eff4',
      glass
        ? `<path d="M78 56h84l-12 140H90z" fill="#fff" stroke="#cdd8df" stroke-width="4"/><path d="M84 90h72l-8 100H92z" fill="${colour}"/>${/limonada/i.test(name) ? '<path d="M140 70c10-10 24-8 30 0-10 8-22 8-30 0z" fill="#4f8a2b"/>' : '<rect x="82" y="72" width="76" height="20" fill="#fff7e6"/>'}`
        : `<rect x="100" y="30" width="40" height="40" rx="6" fill="${colour}"/><rect x="84" y="64" width="72" height="150" rx="20" fill="${colour}"/><rect x="84" y="110" width="72" height="50" fill="#fff" opacity=".85"/><rect x="104" y="22" width="32" height="12" rx="3" fill="#c8412c"/>`,
    )
  },
  cup: (name) => {
    const drink = /t[eé]$/i.test(name) ? '#b5652b' : /submarino|leche/i.test(name) ? '#c89b6d' : '#8a5a2b'
    return svg(
      '#efe4d6',
      `<ellipse cx="120" cy="176" rx="86" ry="22" fill="#fff" stroke="#e0d4c4" stroke-width="4"/><path d="M62 92h116v44a58 48 0 0 1-116 0z" fill="#fff" stroke="#e0d4c4" stroke-width="4"/><path d="M178 104c30 0 30 36 0 36" fill="none" stroke="#e0d4c4" stroke-width="10"/><ellipse cx="120" cy="94" rx="56" ry="12" fill="${drink}"/>${/submarino/i.test(name) ? '<rect x="110" y="60" width="20" height="30" rx="3" fill="#4a2a14"/>' : ''}`,
    )
  },
  bakery: (name, seed) => {
    const body = /medialuna/i.test(name)
      ? [0, 1, 2]
          .map(
            (i) =>
              `<path transform="translate(${(i - 1) * 52} ${i === 1 ? -10 : 14})" d="M70 140c10-50 90-50 100 0-16-18-34-24-50-24s-34 6-50 24z" fill="#e2a24e" stroke="#b8742c" stroke-width="3"/>`,
          )
          .join('')
      : /tostado/i.test(name)
        ? '<path d="M50 80h140v100H50z" fill="#e5b468" transform="rotate(-8 120 130)"/><rect x="56" y="118" width="128" height="14" fill="#f6d36b" transform="rotate(-8 120 130)"/><rect x="56" y="132" width="128" height="8" fill="#e58a8a" transform="rotate(-8 120 130)"/>'
        : /alfajor/i.test(name)
          ? '<ellipse cx="120" cy="140" rx="70" ry="24" fill="#f4e6c8"/><rect x="50" y="118" width="140" height="22" fill="#fff"/><ellipse cx="120" cy="118" rx="70" ry="24" fill="#f4e6c8"/>' +
            dots(10, seed, 3, '#fff', 120, 150, 50)
          : '<path d="M50 170V110c0-30 140-30 140 0v60z" fill="#f2d77a"/><path d="M50 112c20 16 120 16 140 0" stroke="#fff" stroke-width="12" fill="none"/>'
    return svg('#f5ecdd', plateDish + body)
  },
  juice: (name) =>
    svg(
      '#fdf1dc',
      `<path d="M80 50h80l-10 150H90z" fill="#fff" stroke="#e2d6c2" stroke-width="4"/><path d="M84 80h72l-8 116H92z" fill="${/banana/i.test(name) ? '#f3e3a4' : '#f29a2e'}"/><rect x="128" y="30" width="8" height="90" rx="4" fill="#c8412c" transform="rotate(14 132 75)"/>`,
    ),
}

const escapeXml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;')

/** A picture says what it shows when opened on its own (the page's alt text names it there). */
const titled = (picture, name) => picture.replace(/^(<svg[^>]*>)/, `$1<title>${escapeXml(name)}</title>`)

const kindOf = (name) =>
  /empanada/i.test(name)
    ? 'empanada'
    : /pizza|fugazzeta|napolitana$|calabresa|especial|cuatro quesos|r[uú]cula|muzzarella sin/i.test(name)
      ? 'pizza'
      : /hamburguesa|s[aá]ndwich|lomito|chorip/i.test(name)
        ? 'burger'
        : /papas fritas/i.test(name)
          ? 'fries'
          : /provoleta|fain/i.test(name)
            ? 'round'
            : /rabas/i.test(name)
              ? 'rings'
              : /milanesa|[ñn]oquis|ravioles|tarta/i.test(name)
                ? 'dish'
                : /ensalada/i.test(name)
                  ? 'salad'
                  : /flan|panqueque|tiramis|helado|vigilante/i.test(name)
                    ? 'dessert'
                    : /gaseosa|agua|limonada|cerveza|vino/i.test(name)
                      ? 'bottle'
                      : /caf[eé]|cortado|submarino|^t[eé]$/i.test(name)
                        ? 'cup'
                        : /medialuna|tostado|alfajor|bud[ií]n/i.test(name)
                          ? 'bakery'
                          : /jugo|licuado/i.test(name)
                            ? 'juice'
                            : /promo/i.test(name)
                              ? 'pizza'
                              : undefined

const cafeLogo = `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" viewBox="0 0 120 120"><circle cx="60" cy="60" r="58" fill="#6F4E37"/><path d="M30 52h52v14a26 22 0 0 1-52 0z" fill="#fff"/><path d="M82 56c14 0 14 18 0 18" fill="none" stroke="#fff" stroke-width="6"/><path d="M46 30c-4 6 4 8 0 14m12-14c-4 6 4 8 0 14" stroke="#fff" stroke-width="4" fill="none" stroke-linecap="round"/><text x="60" y="104" font-family="Georgia,serif" font-size="16" font-weight="bold" fill="#fff" text-anchor="middle">CAFÉ</text></svg>\n`

if (import.meta.url === `file://${process.argv[1]}`) {
  const tenant = JSON.parse(readFileSync(tenantPath, 'utf8'))
  mkdirSync(out, { recursive: true })
  let written = 0
  for (const branch of tenant.branches)
    for (const plate of branch.plates) {
      const kind = kindOf(plate.name)
      if (!kind) throw new Error(`no drawing for «${plate.name}»: add its kind to kindOf`)
      writeFileSync(
        new URL(`${slug(plate.name)}.svg`, out),
        titled(drawings[kind](plate.name, seedOf(plate.name)), plate.name),
      )
      written++
    }
  writeFileSync(new URL('cafe-demo-logo.svg', out), titled(cafeLogo, 'Café Demo'))
  console.log(`public/demo/pictures: ${written} plates and the Café's logo`)
}
