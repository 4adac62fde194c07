// "Why?" on the page: the proof of the selected position's outcome (explore/proof.js) as a
// collapsible tree — a strategy tree for a Win or a Loss, the held move and the opponent's
// every move for a Draw, with the cycle the play follows. Clicking a position in the tree
// shows it on the map. Every game has it: two-token positions' values come from the worker
// (explore/why-two-token.js); Alice and Bob get seed 001's two passes in words.

import { $, esc, setStatus } from '../shell/page.js';
import { gameInfo } from '../shell/games.js';
import { state, currentSolution, isGrid, isCM } from '../shell/state.js';
import { proofTree, drawCycle } from './proof.js';
import { twoTokenProof } from './why-two-token.js';
import { aliceBobWhy } from './why-alice-bob.js';
import { boardUI, catMouse } from '../shell/features.js';

const OPEN_LEVELS = 4;   // tree levels open at first; deeper ones are a click away

// The solution as proof.js reads it (generic: the position is the vertex).
function gameOf(sol) {
  return {
    outcome: (p) => sol.letter(p),
    depth: (p) => sol.depth(p),
    moves: (p) => Array.from(sol.graph.successors(p), (to) => ({ to })),
    isEnd: (p) => sol.isEnd(p),
  };
}

// Graph games with one token (not alice-bob, whose preferences are not win/lose) and the
// two-token games, once solved.
export function whyAvailable() {
  if (isGrid() || isCM()) { const f = isGrid() ? boardUI : catMouse; return !!f.solution && !!f.explorer.pos; }
  return !!currentSolution();
}

export async function showWhy() {
  if (!whyAvailable()) {
    setStatus('Solve first (<kbd>Enter</kbd>): Why? proves an outcome from the solution.', 'error');
    return;
  }
  if (isGrid() || isCM()) { await showTwoToken(); return; }
  const sol = currentSolution();
  if (state.cursor === null) { setStatus('Select a vertex first: Why? proves its outcome.', 'error'); return; }
  const p = state.cursor;
  if (gameInfo(state.game).twoStartSides) { showAliceBob(sol, p); return; }
  const tree = proofTree(gameOf(sol), p, { maxNodes: 400 });
  const misere = state.misere && gameInfo(state.game).misereOption;
  const name = (q) => `vertex ${q + state.base}`;
  const endText = (n) => `no move — the player to move ${n.letter === 'W' ? 'wins' : 'loses'}${misere ? ' (misère)' : ''}`;
  render(tree, name, endText, (q) => q);
  shownFor = state.solvedKey;
}

// Alice and Bob: seed 001's two passes in words, and every move with its result.
function showAliceBob(sol, p) {
  const name = (v) => `vertex ${v + state.base}`;
  const { paragraphs, moves } = aliceBobWhy(sol, p, name);
  targets = new Map();
  const who = p & 1 ? 'Bob' : 'Alice';
  const label = (l, d) => `<span class="chip-inline o-${l}">${l}${d === null ? '' : d}</span>`;
  const list = moves.map((m, i) => { targets.set(String(i), m.to); return `<li>→ <button type="button" class="link why-pos" data-why-pos="${i}">${esc(name(m.target))}</button> ${label(m.letter, m.depth)}</li>`; }).join('');
  $('why-body').innerHTML = `<p><b>${esc(name(p >> 1))}, ${who} to move:</b> ${label(sol.letter(p), sol.depth(p))}</p>` +
    paragraphs.map((x) => `<p><b>${esc(x.title)}.</b> ${esc(x.text)}</p>`).join('') +
    (list ? `<p class="muted">Every move (the letter is for the player then to move):</p><ul class="why-tree">${list}</ul>` : '');
  $('why-card').hidden = false;
  shownFor = state.solvedKey;
}

// The two-token games: the position the explorer shows.
async function showTwoToken() {
  const f = isGrid() ? boardUI : catMouse;
  const ex = f.explorer;
  const session = ex.session;
  setStatus('Proving…');
  const { tree, words, parse } = await twoTokenProof(ex);
  if (ex.session !== session) return;
  const A = ex.adapter();
  const endText = (n) => { const p = parse(n.pos); const e = A.end(p.c, p.r); return e ? e.text : 'no move: a draw by the rules'; };
  render(tree, words, endText, parse);
  shownFor = `tt|${session}`;
  setStatus('');
}

// The proof as nested lists; `name(pos)` words a position, `open(pos)` what a click selects.
function render(tree, name, endText, open) {
  const head = tree.letter === 'W'
    ? `<b>Win in ${tree.depth} plies</b> from ${esc(name(tree.pos))}: the winning move, then for every reply the winning answer, to the end.`
    : tree.letter === 'L'
      ? `<b>Loss</b> from ${esc(name(tree.pos))} (held out ${tree.depth} plies): every move, and the opponent's winning answer to each.`
      : `<b>Draw</b> from ${esc(name(tree.pos))}: a move that stays in the draw, and every move of the opponent — each stays in the draw or loses. Neither side can force an end.`;
  targets = new Map();
  let ids = 0;
  const node = (n, level, move) => {
    const id = ids++;
    targets.set(String(id), open(n.pos));
    const pos = `<button type="button" class="link why-pos" data-why-pos="${id}" title="Show this position on the map">${esc(name(n.pos))}</button>`;
    const label = n.letter === '?' ? '' : `<span class="chip-inline o-${n.letter}">${esc(n.letter)}${n.depth === null ? '' : n.depth}</span>`;
    const lead = `${move ? '→ ' : ''}${pos} ${label}`;
    if (n.kind === 'end') return `<li class="why-leaf">${lead} <span class="muted">— ${esc(endText(n))}</span></li>`;
    if (n.kind === 'exit') return `<li class="why-leaf">${lead} <span class="muted">— a way out that loses: the other side wins from there</span></li>`;
    if (n.same) return `<li class="why-leaf">${lead} <span class="muted">— as above${n.letter === 'D' ? ' (the play repeats)' : ''}</span></li>`;
    if (n.cut) return `<li class="why-leaf">${lead} <span class="muted">— more below: click the position, then Why? again</span></li>`;
    const what = { win: 'the winning move', loss: `every move (${n.children.length})`, 'draw-hold': 'the move that keeps the draw', draw: `every move (${n.children.length})` }[n.kind];
    const kids = n.children.map((c) => node(c.node, level + 1, true)).join('');
    return `<li><details${level < OPEN_LEVELS ? ' open' : ''}><summary>${lead} <span class="muted">${what}</span></summary><ul>${kids}</ul></details></li>`;
  };
  let cycle = '';
  if (tree.letter === 'D') {
    const line = drawCycle(tree);
    const repeats = line.length > 1 && line.indexOf(line[line.length - 1]) < line.length - 1;
    cycle = `<p class="why-cycle">The play follows the cycle ${line.map((q) => esc(name(q))).join(' → ')}${repeats ? ' and repeats' : ''}.</p>`;
  }
  $('why-body').innerHTML = `<p>${head}</p>${cycle}<ul class="why-tree">${node(tree, 0, false)}</ul>`;
  $('why-card').hidden = false;
  $('why-card').scrollIntoView?.({ block: 'nearest' });
}
let targets = new Map();

let shownFor = '';
export function hideWhy() { $('why-card').hidden = true; }
// The proof shown belongs to another solution (an edit, another game): hide it.
export function whyStillValid() {
  const now = isGrid() || isCM() ? `tt|${(isGrid() ? boardUI : catMouse).explorer.session}` : state.solvedKey;
  if (!$('why-card').hidden && (!whyAvailable() || now !== shownFor)) hideWhy();
  $('why-button').hidden = !whyAvailable();
}

// selectPosition(pos): a graph position; two-token positions go to their explorer.
export function bindWhy(selectPosition) {
  $('why-button').addEventListener('click', showWhy);
  $('why-close').addEventListener('click', hideWhy);
  $('why-body').addEventListener('click', (e) => {
    const b = e.target.closest('[data-why-pos]');
    if (!b) return;
    const pos = targets.get(b.dataset.whyPos);
    if (pos === undefined) return;
    if (isGrid() || isCM()) (isGrid() ? boardUI : catMouse).explorer.go(pos);
    else selectPosition(pos);
  });
}
