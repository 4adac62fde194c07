// "Why?" on the page: the proof of the selected position's outcome (lib/proof.js) as a
// collapsible tree — a strategy tree for a Win or a Loss, the held move and the opponent's
// every move for a Draw, with the cycle the play follows. Clicking a position in the tree
// shows it on the map. Every game has it: two-token positions' values come from the worker
// (kit/why.js); Alice and Bob get the two passes of docs/rules.md#alice-and-bob in words.

import { $, esc, setStatus } from '../ui/page.js';
import { events } from '../shell/state.js';
import { whySource } from '../shell/features.js';
import { drawCycle } from '../lib/proof.js';
import { aliceBobWhy } from '../lib/why-alice-bob.js';
import { depthCount, depthWords, The, wins } from '../lib/words.js';

const OPEN_LEVELS = 4; // tree levels open at first; deeper ones are a click away

// The proof source of what the board shows (shell/features.js's whySource: a tool's game on the
// board, else the feature's why()), or null before a solve.
const source = () => whySource();

export async function showWhy() {
  const src = source();
  if (!src) {
    setStatus('Solve first (<kbd>Enter</kbd>): Why? proves an outcome from the solution.', 'error');
    return;
  }
  setStatus('Proving…');
  const proof = await src.proof();
  if (!proof) return; // the position changed meanwhile
  if (proof.error) {
    setStatus(proof.error, 'error');
    return;
  }
  go = src.go;
  if (proof.kind === 'two-passes') showAliceBob(proof.passes, proof.name);
  else if (proof.kind === 'words') showWords(proof.paragraphs ?? []);
  else render(proof.tree, proof.name, proof.endText, proof.open, proof.ruleWin);
  shownFor = src.key;
  setStatus('');
}

// Alice and Bob: the two passes (docs/rules.md#alice-and-bob) in words, and every move with its result.
function showAliceBob(here, name) {
  const { paragraphs, moves } = aliceBobWhy(here, name);
  again = () => showAliceBob(here, name);
  targets = new Map();
  const who = here.side ? 'Bob' : 'Alice';
  const label = (l, d) => `<span class="chip-inline o-${l}">${l}${d === null ? '' : depthCount(d)}</span>`;
  const list = moves
    .map((m, i) => {
      targets.set(String(i), m.to);
      return (
        `<li>→ <a href="#" role="button" class="why-pos" ` +
        `data-why-pos="${i}">${esc(name(m.target))}</a> ${label(m.letter, m.depth)}</li>`
      );
    })
    .join('');
  $('why-body').innerHTML =
    `<p><b>${esc(name(here.place))}, ${who} to move:</b> ${label(here.letter, here.depth)}</p>` +
    paragraphs.map((x) => `<p><b>${esc(x.title)}.</b> ${esc(x.text)}</p>`).join('') +
    (list
      ? `<p class="muted">Every move (the letter is for the player then to move):</p><ul class="why-tree">${list}</ul>`
      : '');
  $('why-card').hidden = false;
}

// A proof in words alone (many tokens: the rule of the sum, docs/rules.md#sums): its paragraphs.
function showWords(paragraphs) {
  targets = new Map();
  again = null;
  $('why-body').innerHTML = paragraphs.map((x) => `<p>${esc(x)}</p>`).join('');
  $('why-card').hidden = false;
  $('why-card').scrollIntoView?.({ block: 'nearest' });
}

// The proof as nested lists; `name(pos)` words a position, `open(pos)` what a click selects; ruleWin: the
// position is won by a rule ({ winner, rule }), and the tree proves the draw of the plain game the rule decides.
function render(tree, name, endText, open, ruleWin) {
  const head =
    tree.letter === 'D' && ruleWin
      ? `<b>${esc(The(ruleWin.winner))} ${wins(ruleWin.winner)}</b> from ${esc(name(tree.pos))} by the rules: ` +
        `${esc(ruleWin.rule)}. No end is forced from here, as the tree below proves: a move that keeps the game ` +
        `going, and every move of the opponent — each keeps it going or loses (D: no end forced, so the rule decides).`
      : tree.letter === 'W'
        ? `<b>Win in ${depthWords(tree.depth)}</b> from ${esc(name(tree.pos))}: the winning move, then for ` +
          `every reply the winning answer, to the end.`
        : tree.letter === 'L'
          ? `<b>Loss</b> from ${esc(name(tree.pos))} (held out ${depthWords(tree.depth)}): every move, and the ` +
            `opponent's winning answer to each.`
          : `<b>Draw</b> from ${esc(name(tree.pos))}: a move that stays in the draw, and every move of ` +
            `the opponent — each stays in the draw or loses. Neither side can force an end.`;
  targets = new Map();
  let ids = 0;
  const node = (n, level, move) => {
    const id = ids++;
    targets.set(String(id), open(n.pos));
    // A link, not a button: a long position's words wrap along the line, after ▼ and →.
    const pos =
      `<a href="#" role="button" class="why-pos" data-why-pos="${id}" title="Show this ` +
      `position on the map">${esc(name(n.pos))}</a>`;
    const label =
      n.letter === '?'
        ? ''
        : `<span class="chip-inline o-${n.letter}">${esc(n.letter)}${n.depth === null ? '' : depthCount(n.depth)}</span>`;
    const lead = `${move ? '→ ' : ''}${pos} ${label}`;
    if (n.kind === 'end') return `<li class="why-leaf">${lead} <span class="muted">— ${esc(endText(n))}</span></li>`;
    if (n.kind === 'exit')
      return (
        `<li class="why-leaf">${lead} <span class="muted">— a way out that loses: the other side ` +
        `wins from there</span></li>`
      );
    if (n.same)
      return `<li class="why-leaf">${lead} <span class="muted">— as above${
        n.letter === 'D' ? ' (the play repeats)' : ''
      }</span></li>`;
    if (n.cut)
      return (
        `<li class="why-leaf">${lead} <span class="muted">— more below: click the position, then ` +
        `Why? again</span></li>`
      );
    const what = {
      win: 'the winning move',
      loss: `every move (${n.children.length})`,
      'draw-hold': 'the move that keeps the draw',
      draw: `every move (${n.children.length})`,
    }[n.kind];
    const kids = n.children.map((c) => node(c.node, level + 1, true)).join('');
    return (
      `<li><details${level < OPEN_LEVELS ? ' open' : ''}><summary>${lead} ` +
      `<span class="muted">${what}</span></summary><ul>${kids}</ul></details></li>`
    );
  };
  let cycle = '';
  if (tree.letter === 'D') {
    const line = drawCycle(tree);
    const repeats = line.length > 1 && line.indexOf(line[line.length - 1]) < line.length - 1;
    cycle = `<p class="why-cycle">The play follows the cycle ${line
      .map((q) => esc(name(q)))
      .join(' → ')}${repeats ? ' and repeats' : ''}.</p>`;
  }
  $('why-body').innerHTML = `<p>${head}</p>${cycle}<ul class="why-tree">${node(tree, 0, false)}</ul>`;
  again = () => render(tree, name, endText, open);
  $('why-card').hidden = false;
  $('why-card').scrollIntoView?.({ block: 'nearest' });
}
let targets = new Map();
// The proof shown, written again (its depths in the unit chosen: shell/depth-unit.js).
/** @type {(() => void) | null} */
let again = null;

let shownFor = '';
let go = () => {};
export function hideWhy() {
  $('why-card').hidden = true;
}
// The proof shown belongs to another solution (an edit, another game): hide it.
function whyStillValid() {
  const src = source();
  if (!$('why-card').hidden && (!src || src.key !== shownFor)) hideWhy();
  $('why-button').hidden = !src;
}

// The card's controls; a click on a position in the tree shows it (the feature's go()).
export function bindWhy() {
  $('why-button').addEventListener('click', showWhy);
  $('why-close').addEventListener('click', hideWhy);
  $('why-body').addEventListener('click', (e) => {
    const b = e.target.closest('[data-why-pos]');
    if (!b) return;
    e.preventDefault(); // no jump to '#', and the details stay as they are
    const pos = targets.get(b.dataset.whyPos);
    if (pos === undefined) return;
    go(pos);
  });
  events.on('before-render', whyStillValid);
  events.on('depth-unit-changed', () => {
    if (!$('why-card').hidden && again) again();
  });
}

// The key that opens Why? (y), for shell/keys.js.
export const whyShortcut = { key: 'y', run: showWhy };
