// "How many cops?" (a tool on every feature with a graph or a board, docs/rules.md#cops-and-robbers): the cop number
// of what the editor shows, with progress; the cops' best placement and the capture time; the
// map of a placement (per robber vertex: caught in how many rounds, or never); and play
// against the solver as the robber (hide after seeing the cops, then run) or as the cops
// (place them, the solver hides and runs). The graph comes from the feature on screen
// (shell/features.js's optional copGraph(): a key, the graph built on demand, and show(paint)):
// the feature draws the capture map on its own board — the graph views (kit/graph-view.js), the
// police-and-thief canvas and a design's canvas (lib/paint.js) — each vertex, cell or place
// coloured by the rounds the cops need, its time as a label, the cops marked ("2 cops" where
// two share one), and sends clicks on them back; the card keeps the legend and the words.

import { $, esc, fmt, setStatus, solver, solveWithProgress } from '../ui/page.js';
import { events } from '../shell/state.js';
import { currentFeature } from '../shell/features.js';
import { copsStrategy, strategyHtml } from './why.js';
import { NEVER, capturePaint, sharedHtml, legendHtml } from './map.js';
import { plural } from '../lib/words.js';
import { COP_NUMBER } from '../lib/games.js';
import { playKeys } from '../kit/play-keys.js';

let g = null; // { n, edges, adj, xy, name, key } the graph asked about
let r = null; // the worker's answer (cops, placement, captureTime, …)
let view = null; // { placement, map, robber, play: null | { as, phase, rounds, moved }, onMain }
let shownOn = null; // the show(paint) the capture map was last painted with
let taken = { back: [], forward: [] }; // play's positions before each of the human's moves, and those taken back
let thinking = 0; // the solver's answers in flight (no take-back meanwhile)

// The feature's { key, graph(), show(paint) } (the graph built only when asked), or null.
const sourceOf = () => currentFeature()?.copGraph?.() ?? null;

async function run() {
  const graph = sourceOf()?.graph() ?? null;
  if (!graph || graph.n === 0) {
    setStatus('Draw a graph or paint a board first: cops and robbers is played on it.', 'error');
    return;
  }
  unpaint();
  g = graph;
  r = null;
  view = null;
  const from = Uint32Array.from(g.edges, (e) => e[0]),
    to = Uint32Array.from(g.edges, (e) => e[1]);
  render();
  await solveWithProgress({
    words: 'Counting cops…',
    // k = 1, 2, … cops as the module's budget allows (no ceiling here: the verdict says what did not fit).
    ask: (update) => solver.copNumber({ n: g.n, from, to }, update),
    async take(result) {
      r = result;
      view = { placement: r.placement.slice(), map: null, robber: null, play: null, onMain: true };
      if (r.cops) await refreshMap();
    },
    status: () =>
      setStatus(
        r.cops
          ? `c(G) = ${r.cops}: ${plural(r.cops, 'cop')} ${r.cops === 1 ? 'catches' : 'catch'} the ` +
              `robber within ${plural(r.captureTime, 'round')} (${plural(r.positions, 'position')} ` +
              `in ${Math.round(r.ms)} ms).`
          : notFound().text,
        'ok',
      ),
    failed() {
      g = null;
    },
    settle: render,
  });
}

async function refreshMap() {
  const a = await solver.copQuery({ session: r.session, maps: [view.placement] });
  view.map = a.maps[0];
}

// ---- play -----------------------------------------------------------------------------------
function startPlay(as) {
  if (!r?.cops) return;
  view.play = { as, phase: as === 'robber' ? 'hide' : 'place', rounds: 0, moved: [] };
  view.robber = null;
  view.placement = as === 'cops' ? [] : r.placement.slice();
  if (as === 'cops') view.map = null;
  taken = { back: [], forward: [] };
  render();
  // Played on the feature's board: the focus goes there (its cursor, Enter: kit/play-keys.js).
  sourceOf()?.board?.()?.focus({ preventScroll: true });
}

// ---- take back, replay, hint (the play keys: Ctrl+Z, Ctrl+Y, H, Esc) ---------------------------
const snapshot = () => ({
  placement: view.placement.slice(),
  robber: view.robber,
  map: view.map,
  play: { ...view.play, moved: view.play.moved.slice() },
});
function restore(s) {
  view.placement = s.placement.slice();
  view.robber = s.robber;
  view.map = s.map;
  view.play = { ...s.play, moved: s.play.moved.slice() };
  render();
}
// Before each of the human's moves: the position kept to take back.
function remember() {
  taken.back.push(snapshot());
  taken.forward = [];
}
function travel(from, to) {
  if (!view?.play || thinking || !from.length) return;
  to.push(snapshot());
  restore(from.pop());
  setStatus(`Back to ${view.play.rounds} round${view.play.rounds === 1 ? '' : 's'} played.`);
}
async function hint() {
  const p = view?.play;
  if (!p || thinking) return;
  const name = (v) => g.name(v);
  let words = '';
  if (p.phase === 'hide') {
    let best = -1;
    view.map?.forEach((t, v) => {
      if (!view.placement.includes(v) && (best < 0 || t > view.map[best])) best = v;
    });
    words = best < 0 ? '' : `hide at ${name(best)}, where the cops need longest`;
  } else if (p.phase === 'run') {
    const a = await solver.copQuery({
      session: r.session,
      robberMoves: [{ placement: view.placement, robber: view.robber }],
    });
    words = `run to ${name(a.robberMoves[0])}`;
  } else if (p.phase === 'place')
    words = `put cop ${view.placement.length + 1} on ${name(r.placement[view.placement.length])}`;
  else if (p.phase === 'move' && p.moved.length === 0) {
    const a = await solver.copQuery({
      session: r.session,
      copsMoves: [{ placement: view.placement, robber: view.robber }],
    });
    words = `move cop 1 to ${name(a.copsMoves[0][0])}`;
  } else if (p.phase === 'move') words = 'move the other cops toward the robber';
  if (words) setStatus(`Hint: ${esc(words)}.`);
}
function stopPlay() {
  view.play = null;
  view.placement = r.placement.slice();
  view.robber = null;
  taken = { back: [], forward: [] };
  refreshMap().then(render);
}
// The page's keys while the cops tool's game is played (asked before the feature's).
export function copsKey(e, { typing }) {
  if (typing) return false;
  // Enter on the board is the feature's (its cursor's click, which comes here as a move).
  if (e.key === 'Enter' && (e.target.tagName === 'CANVAS' || e.target.closest?.('svg.graph'))) return false;
  return playKeys(e, {
    playing: () => !!view?.play,
    undo: () => travel(taken.back, taken.forward),
    redo: () => travel(taken.forward, taken.back),
    hint,
    stop: stopPlay,
  });
}
// For the browser tests: the game in play.
export const copsDebug = {
  get play() {
    return view?.play ? { ...view.play, robber: view.robber, placement: view.placement.slice(), thinking } : null;
  },
};
async function click(v) {
  const p = view?.play;
  if (!p) return;
  if (p.phase === 'hide' || p.phase === 'run') {
    if (p.phase === 'run' && v !== view.robber && !g.adj[view.robber].includes(v)) {
      setStatus(`The robber moves to a neighbouring ${g.unit ?? 'vertex'} or stays: click one, or his own.`);
      return;
    }
    if (view.placement.includes(v)) {
      setStatus(`That ${g.unit ?? 'vertex'} has a cop on it.`);
      return;
    }
    remember();
    view.robber = v;
    p.phase = 'cops';
    render();
    await copsTurn();
  } else if (p.phase === 'place') {
    remember();
    view.placement.push(v);
    if (view.placement.length === r.cops) {
      thinking++;
      await refreshMap().finally(() => thinking--);
      // The solver hides where the cops need longest (or forever).
      let best = -1,
        worst = -1;
      view.map.forEach((t, u) => {
        const tt = t === NEVER ? 1e9 : t;
        if (!view.placement.includes(u) && tt > worst) {
          worst = tt;
          best = u;
        }
      });
      view.robber = best;
      p.phase = best < 0 ? 'over' : 'move';
      setStatus(
        best < 0
          ? 'Nowhere to hide: caught at once.'
          : worst >= 1e9
            ? `The robber hides at ${g.name(best)}: from here he is never caught.`
            : `The robber hides at ${g.name(best)}: caught in ${worst} rounds at best. Move each cop in turn.`,
      );
    }
    render();
  } else if (p.phase === 'move') {
    const i = p.moved.length,
      from = view.placement[i];
    if (v !== from && !g.adj[from].includes(v)) {
      setStatus(`Cop ${i + 1} moves along an edge or stays: click a neighbour of ${g.name(from)} or ${g.name(from)}.`);
      return;
    }
    remember();
    p.moved.push(v);
    if (p.moved.length === view.placement.length) {
      view.placement = p.moved;
      p.moved = [];
      p.rounds++;
      if (view.placement.includes(view.robber)) {
        p.phase = 'over';
        setStatus(`Caught in ${p.rounds} round${p.rounds === 1 ? '' : 's'}.`, 'ok');
        render();
        return;
      }
      thinking++;
      try {
        const a = await solver.copQuery({
          session: r.session,
          robberMoves: [{ placement: view.placement, robber: view.robber }],
        });
        view.robber = a.robberMoves[0];
        await refreshMap();
      } finally {
        thinking--;
      }
    }
    render();
  }
}
async function copsTurn() {
  thinking++;
  try {
    await copsReply();
  } finally {
    thinking--;
  }
}
async function copsReply() {
  const p = view.play;
  await new Promise((res) => setTimeout(res, 350));
  const a = await solver.copQuery({
    session: r.session,
    copsMoves: [{ placement: view.placement, robber: view.robber }],
  });
  view.placement = a.copsMoves[0];
  p.rounds++;
  if (view.placement.includes(view.robber)) {
    p.phase = 'over';
    setStatus(
      `Caught in ${p.rounds} round${p.rounds === 1 ? '' : 's'} (the cops promised at most ${r.captureTime}).`,
      'ok',
    );
  } else {
    p.phase = 'run';
    await refreshMap();
    setStatus(`The cops moved. Your move: click a neighbour of ${g.name(view.robber)} or stay on it.`);
  }
  render();
}

// The answer when c(G) was not found: the worker's verdict (the line the command line's cops-and-robbers game
// prints), ">K" when K cops lose, or ">L; why the count stopped" (more pieces than cops, or
// the next game past the page's memory budget): what was proved, and why no more.
function notFound() {
  const m = /^>(\d+)(?:; (.*))?$/.exec(r.verdict ?? '') ?? [null, '3', null];
  const big = (s) => s.replace(/\d{5,}/g, (d) => BigInt(d).toLocaleString('en-US'));
  if (!m[2]) {
    const k = Number(m[1]);
    return {
      text: `c(G) > ${k}: ${k} cop${k === 1 ? ' does' : 's do'} not suffice here.`,
      html: `<b>c(G) &gt; ${k}</b>: ${k} cop${k === 1 ? ' does' : 's do'} not suffice here.${
        k < 4 ? ` The command line tries ${k + 1}: <code>whowins ${COP_NUMBER} --max-cops ${k + 1}</code>.` : ''
      }`,
    };
  }
  const why = big(m[2]);
  // Past the page's positions (its budget) the command line still fits a game of up to 3 GiB.
  const memory = /about ([\d.]+) ([MG])B of memory/.exec(why);
  const bytes = memory ? Number(memory[1]) * (memory[2] === 'G' ? 1e9 : 1e6) : Infinity;
  const budget =
    /memory budget of the page/.test(why) && bytes <= 3 * 2 ** 30
      ? ` The command line goes further (3 GiB): <code>whowins ${COP_NUMBER} --max-cops ${Number(m[1]) + 1}</code>.`
      : '';
  return { text: `c(G) > ${m[1]}; ${why}.`, html: `<b>c(G) &gt; ${m[1]}</b>; ${esc(why)}.${budget}` };
}

// ---- drawing --------------------------------------------------------------------------------
// The capture map goes on the feature's own board through its show(paint); onMain false: the
// user asked for the feature's outcome map back. False when there is no map to show.
function paintMain() {
  const show = sourceOf()?.show;
  if (!show || !g || !r?.cops) {
    unpaint();
    return false;
  }
  if (!view.onMain) {
    unpaint();
    return true;
  }
  shownOn = show;
  show(capturePaint(g, r, view, (v) => (view.play ? click(v) : look(v))));
  return true;
}
function unpaint() {
  const show = shownOn;
  shownOn = null;
  show?.(null);
}

function render() {
  const body = $('cops-body');
  if (!g || !r) {
    unpaint();
    body.innerHTML = g
      ? '<p class="muted">Counting cops…</p>'
      : '<p class="muted small">Cops and robbers on this graph or board: the fewest cops that always ' +
        'catch a robber who sees them, where to put them, and how fast.</p>';
    return;
  }
  const main = paintMain();
  const p = view.play;
  const summary = r.cops
    ? `<p class="cops-summary"><b>c(G) = ${r.cops}</b>: ${plural(r.cops, 'cop')} ` +
      `on ${r.placement.map((v) => esc(g.name(v))).join(', ')} ${r.cops === 1 ? 'catches' : 'catch'} ` +
      `the robber within <b>${fmt(r.captureTime)}</b> ${r.captureTime === 1 ? 'round' : 'rounds'}, ` +
      `wherever he hides.</p>`
    : `<p class="cops-summary">${notFound().html}</p>`;
  const unit = g.unit ?? 'vertex'; // what the board's places are: vertices, or a grid's cells
  const where = `on the board: click a ${unit}${g.box ? ', or type its number in the vertex box' : ''}`;
  const words = p
    ? {
        hide: `Where does the robber hide? The cops are placed: ${where}.`,
        run: `Your move: ${where} — a neighbour, or his own to stay.`,
        cops: 'The cops move…',
        place: `Place cop ${view.placement.length + 1} of ${r.cops} (${where}; cops may share a ${unit}).`,
        move: `Move cop ${p.moved.length + 1}: its new ${unit} (its own to stay; ${where}).`,
        over: `Over after ${p.rounds} round${p.rounds === 1 ? '' : 's'}.`,
      }[p.phase]
    : main && !view.onMain
      ? 'The board shows the game’s outcome map again.'
      : main
        ? `The map on the board: per robber ${unit}, the rounds these cops need (∞: never). To move the ` +
          `nearest cop to a ${unit}, ${where}.`
        : `The board shows the game’s own map, not a capture map${
            r.cops ? '' : ': no placement of these cops catches the robber'
          }.`;
  const map = main && view.onMain && view.map ? legendHtml(r, view.map) : '';
  body.innerHTML =
    summary +
    map +
    (r.cops ? sharedHtml(g, view.placement) : '') +
    '<div id="cops-why" class="cops-why" hidden></div>' +
    `<p class="muted small">${esc(words)}</p>` +
    (r.cops
      ? `<div class="row">
      <button type="button" class="button ghost small" data-cops="robber">Play the robber</button>
      <button type="button" class="button ghost small" data-cops="cops">Play the cops</button>
      <button type="button" class="button ghost small" data-cops="why" title="The cops' strategy ` +
        `against the robber's best hiding place">Why?</button>
      ${p ? '<button type="button" class="button ghost small" data-cops="stop">Stop</button>' : ''}
      ${
        main
          ? `<button type="button" class="button ghost small" data-cops="map" ` +
            `aria-pressed="${view.onMain}" title="The board shows this capture map or the game's ` +
            `outcome map">${view.onMain ? 'Show outcomes' : 'Show the capture map'}</button>`
          : ''
      }</div>`
      : '');
}

// Clicking a vertex outside play moves the nearest cop there and shows that placement's map.
async function look(v) {
  if (!r?.cops || view.play) return;
  const d = (c) => Math.hypot(g.xy[c][0] - g.xy[v][0], g.xy[c][1] - g.xy[v][1]);
  let best = 0;
  view.placement.forEach((c, i) => {
    if (d(c) < d(view.placement[best])) best = i;
  });
  view.placement[best] = v;
  await refreshMap();
  render();
}

// The cops' strategy tree from the placement shown against the robber's best hiding place.
async function why() {
  if (!r?.cops || !view.map) return;
  let hide = -1,
    worst = -1;
  view.map.forEach((t, v) => {
    if (!view.placement.includes(v) && t !== NEVER && t > worst) {
      worst = t;
      hide = v;
    }
  });
  if (hide < 0) {
    setStatus(`Every ${g.unit ?? 'vertex'} is a cop’s or never caught from this placement: nothing to prove.`);
    return;
  }
  const tree = await copsStrategy(
    async (moves) => (await solver.copQuery({ session: r.session, copsMoves: moves })).copsMoves,
    g,
    view.placement,
    hide,
  );
  $('cops-why').innerHTML =
    `<p><b>Why ${r.cops} cop${r.cops === 1 ? '' : 's'} suffice${r.cops === 1 ? 's' : ''}</b> ` +
    `from ${view.placement.map((v) => esc(g.name(v))).join(', ')}: the robber's best hiding place ` +
    `is ${esc(g.name(hide))} (caught in ${plural(worst, 'round')}); the cops' move, then every reply of ` +
    `his, to the capture.</p>` +
    strategyHtml(tree, g);
  $('cops-why').hidden = false;
}

export function bindCops() {
  $('cops-button').addEventListener('click', run);
  $('cops-body').addEventListener('click', (e) => {
    const b = e.target.closest('[data-cops]');
    if (b && b.dataset.cops === 'why') {
      why();
      return;
    }
    if (b && b.dataset.cops === 'map') {
      view.onMain = !view.onMain;
      render();
      return;
    }
    if (b) {
      if (b.dataset.cops === 'stop') stopPlay();
      else {
        view.onMain = true;
        startPlay(b.dataset.cops);
      }
    }
  });
  // A solve shows the game's outcome map (the features drop the capture map): the card says so
  // and offers the capture map back.
  events.on('solution-changed', () => {
    if (view?.onMain && shownOn) {
      view.onMain = false;
      render();
    }
  });
  // Another game or another graph: the answer no longer fits.
  events.on('before-render', () => {
    const now = sourceOf();
    $('cops-card').hidden = !now;
    if (g && (!now || now.key !== g.key) && !solver.busy) {
      g = null;
      r = null;
      view = null;
      render();
    } else if (shownOn && now?.show !== shownOn) unpaint();
  });
}
