// "Why?" on the page: the proof of the selected position's outcome (explore/proof.js) as a
// collapsible tree — a strategy tree for a Win or a Loss, the held move and the opponent's
// every move for a Draw, with the cycle the play follows. Clicking a position in the tree
// shows it on the map. The token game on a graph (one token, win or lose) has it.

import { $, esc, setStatus } from '../shell/page.js';
import { gameInfo } from '../shell/games.js';
import { state, currentSolution, isGrid, isCM } from '../shell/state.js';
import { proofTree, drawCycle } from './proof.js';

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

export const whyAvailable = () => !isGrid() && !isCM() && !gameInfo(state.game).twoStartSides && !!currentSolution();

export function showWhy() {
  const sol = currentSolution();
  if (!whyAvailable() || state.cursor === null) {
    setStatus(whyAvailable() ? 'Select a vertex first: Why? proves its outcome.' : 'Why? proves outcomes of the token game on a graph; solve it first.', 'error');
    return;
  }
  const p = state.cursor;
  const tree = proofTree(gameOf(sol), p, { maxNodes: 400 });
  const base = state.base;
  const misere = state.misere && gameInfo(state.game).misereOption;
  const v = (q) => `vertex ${q + base}`;
  const endWords = (n) => `${v(n.pos)}: no move — the player to move ${(n.letter === 'W') ? 'wins' : 'loses'}${misere ? ' (misère)' : ''}.`;
  const head = tree.letter === 'W'
    ? `<b>Win in ${tree.depth} plies</b> from ${v(p)}: the winning move, then for every reply the winning answer, to the end.`
    : tree.letter === 'L'
      ? `<b>Loss</b> from ${v(p)} (held out ${tree.depth} plies): every move, and the opponent's winning answer to each.`
      : `<b>Draw</b> from ${v(p)}: a move that stays in the draw, and every move of the opponent — each stays in the draw or loses. Neither side can force an end.`;
  const node = (n, level, move) => {
    const pos = `<button type="button" class="link why-pos" data-why-pos="${n.pos}" title="Show this position on the map">${esc(v(n.pos))}</button>`;
    const label = `<span class="chip-inline o-${n.letter}">${esc(n.letter)}${n.depth === null ? '' : n.depth}</span>`;
    const lead = move ? `→ ${pos} ${label}` : `${pos} ${label}`;
    if (n.kind === 'end') return `<li class="why-leaf">${move ? '→ ' : ''}${esc(endWords(n)).replace(esc(v(n.pos)), pos)}</li>`;
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
    cycle = `<p class="why-cycle">The play follows the cycle ${line.map((q) => esc(v(q))).join(' → ')}${line.length > 1 && line.indexOf(line[line.length - 1]) < line.length - 1 ? ' and repeats' : ''}.</p>`;
  }
  $('why-body').innerHTML = `<p>${head}</p>${cycle}<ul class="why-tree">${node(tree, 0, false)}</ul>`;
  $('why-card').hidden = false;
  shownFor = state.solvedKey;
  $('why-card').scrollIntoView?.({ block: 'nearest' });
}

let shownFor = '';
export function hideWhy() { $('why-card').hidden = true; }
// The proof shown belongs to another solution (an edit, another game): hide it.
export function whyStillValid() {
  if (!$('why-card').hidden && (!whyAvailable() || state.solvedKey !== shownFor)) hideWhy();
  $('why-button').hidden = !whyAvailable();
}

export function bindWhy(selectPosition) {
  $('why-button').addEventListener('click', showWhy);
  $('why-close').addEventListener('click', hideWhy);
  $('why-body').addEventListener('click', (e) => {
    const b = e.target.closest('[data-why-pos]');
    if (b) selectPosition(Number(b.dataset.whyPos));
  });
}
