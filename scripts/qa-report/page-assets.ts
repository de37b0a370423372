/**
 * The report's style and its one script, inlined in every page so DIR/index.html opens from the disk with
 * no server and nothing to fetch.
 */

export const STYLE = `
body{font:14px/1.45 system-ui,sans-serif;margin:1.5rem;color:#1b1b1b;max-width:110rem}
h1{margin:.2rem 0}code{font-size:12px;background:#f3f3f3;padding:0 .2em;border-radius:3px}
.muted{color:#777}.ok{color:#15803d}.bad{color:#b91c1c;font-weight:600}
table.index{border-collapse:collapse;margin-top:1rem}table.index th,table.index td{border-bottom:1px solid #ddd;padding:.35rem .6rem;vertical-align:top;text-align:left}
table.index th{font-size:12px;background:#fafafa}td.num{text-align:right;font-variant-numeric:tabular-nums}
.drawing{overflow:auto;border:1px solid #ddd;border-radius:8px;max-height:85vh;background:#fff}
nav.paths{max-height:40vh;overflow:auto}nav.paths ol{padding-left:0;list-style:none;columns:2 32rem}
nav.paths button{all:unset;cursor:pointer;display:block;padding:.25rem .4rem;border-radius:4px;font-size:13px}
nav.paths button:hover{background:#f1f5f9}nav.paths button[aria-pressed=true]{background:#dbeafe;font-weight:600}
svg.chart{max-width:100%;height:auto}
svg.chart text{font:11px system-ui,sans-serif;fill:#1b1b1b}
.state rect{stroke:#555;stroke-width:1.2;fill:#fff}.state.compound rect{fill-opacity:.35}
.state.region rect{stroke-dasharray:5 3}.state.final rect{stroke-width:3}.state.any rect{fill:#f1f5f9;stroke-dasharray:2 2}
.cov-replayed rect,.sw.cov-replayed{fill:#dcfce7;background:#dcfce7}.cov-justified rect,.sw.cov-justified{fill:#fef3c7;background:#fef3c7}
.cov-unreached rect,.sw.cov-unreached{fill:#fee2e2;background:#fee2e2}.cov-none rect,.sw.cov-none{fill:#f3f4f6;background:#f3f4f6}
.sw{display:inline-block;width:1em;height:1em;border:1px solid #555;vertical-align:middle;margin-left:.8em}
circle.initial{fill:#1b1b1b}
.edge path{fill:none;stroke:#888;stroke-width:1.1}.edge text{fill:#555}marker path{fill:#888}
svg.dim .state,svg.dim .edge{opacity:.25}svg.dim .state.on,svg.dim .edge.on{opacity:1}
.state.on rect{stroke:#1d4ed8;stroke-width:3}.edge.on path{stroke:#1d4ed8;stroke-width:2.5}.edge.on text{fill:#1d4ed8;font-weight:700}
section.path{margin-top:1.5rem;border-top:2px solid #1d4ed8;padding-top:.5rem}
.step{display:flex;gap:1rem;margin:.8rem 0;align-items:flex-start}.step img{width:195px;border:1px solid #ccc;border-radius:6px}
.step h4{margin:.2rem 0}.step ol{list-style:none;padding-left:0;margin:.2rem 0}.step li{margin:.15rem 0}.ms{color:#999;font-size:11px}
.noshot{width:195px;height:80px;display:grid;place-items:center;border:1px dashed #ccc;color:#999}
.failure{background:#fef2f2;border-left:3px solid #b91c1c;padding:.4rem .6rem;margin:.3rem 0}.failure pre{white-space:pre-wrap;max-height:12rem;overflow:auto;font-size:12px}
`

/** Choosing a path: its states and transitions highlighted on the drawing, its section shown. */
export const PAGE_SCRIPT = `
(function () {
  var data = JSON.parse(document.getElementById('paths-data').textContent);
  var svg = document.querySelector('svg.chart');
  function choose(number) {
    var path = data[number];
    if (!path || !svg) return;
    svg.classList.add('dim');
    svg.querySelectorAll('.on').forEach(function (el) { el.classList.remove('on'); });
    path.states.forEach(function (id) {
      var el = svg.querySelector('[data-state="' + CSS.escape(id) + '"]');
      if (el) el.classList.add('on');
    });
    path.transitions.forEach(function (t) {
      svg.querySelectorAll('.edge[data-t="' + t + '"]').forEach(function (el) { el.classList.add('on'); });
    });
    document.querySelectorAll('section.path').forEach(function (s) { s.hidden = s.dataset.path !== String(number); });
    document.querySelectorAll('[data-choose]').forEach(function (b) {
      b.setAttribute('aria-pressed', String(b.dataset.choose === String(number)));
    });
    if (location.hash !== '#path-' + number) history.replaceState(null, '', '#path-' + number);
  }
  document.querySelectorAll('[data-choose]').forEach(function (b) {
    b.addEventListener('click', function () { choose(b.dataset.choose); });
  });
  var fromHash = /^#path-(\\d+)$/.exec(location.hash);
  if (fromHash) choose(fromHash[1]);
})();
`

/** Text put into the pages' HTML and SVG. */
export const esc = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
