// The designer's panels as HTML (pure): the answer in words, the position (each token's
// place, the value), its moves best first, the best line and play.

import { esc } from '../lib/panels.js';
const LETTER = ['D', 'W', 'L'];

// A value for the side to move: a tag (W5, L3, D, W∞) and words.
export function valueTag(v) {
  if (!v) return '<span class="tag o-D">?</span>';
  const d = v.depth === null ? (v.byRule ? '∞' : '') : v.depth;
  return `<span class="tag o-${LETTER[v.outcome]}">${LETTER[v.outcome]}${d}</span>`;
}
export function valueWords(v, sides) {
  if (!v) return '';
  if (v.winner < 0) return 'neither side can force a win: endless play, a draw';
  const who = sides[v.winner];
  if (v.byRule) return `${who} wins by the rules (endless play or the limit)`;
  return `${who} wins in ${v.depth} ${v.depth === 1 ? 'ply' : 'plies'}`;
}

// What a move changes, in words: "cat (2, 3) → (2, 4)"; "pass".
export function moveWords(from, to, tokens, name) {
  const parts = [];
  to.forEach((p, i) => { if (from[i] !== p) parts.push(`${tokens[i].label} ${name(from[i])} → ${name(p)}`); });
  if (!parts.length) return 'pass (stay)';
  // Interchangeable tokens: the places as a multiset moved; words list what differs.
  return parts.join(', ');
}

// The position panel.
export function positionHtml({ ex, sides, tokens, name }) {
  if (!ex.result || ex.pos === null) return '<p class="muted">Solve the design (<kbd>Enter</kbd>) to see the moves and their outcomes.</p>';
  const rows = tokens.map((t, i) => `<dt>${esc(t.label)}</dt><dd>${esc(name(ex.places[i]))}</dd>`).join('');
  let html = `<dl class="grid-pos">${rows}<dt>To move</dt><dd>${esc(sides[ex.mover])}</dd><dt>Outcome</dt><dd>${valueTag(ex.value)} ${esc(valueWords(ex.value, sides))}</dd></dl>`;
  if (ex.play) {
    html += `<p><b>Playing as ${esc(sides[ex.play.human])}.</b> ${ex.play.over ? `Over: ${esc(ex.play.over)}.` : ex.mover === ex.play.human ? 'Your move: click a ringed place on the board, or pick one below.' : 'The solver is thinking…'}</p>
      <div class="row"><button type="button" class="button small" data-dact="undo">Undo</button> <button type="button" class="button small" data-dact="stop">Stop</button></div>`;
  } else {
    html += `<p class="row">Play against the solver: ${sides.map((s, k) => `<button type="button" class="button ghost small" data-dact="play" data-side="${k}">as ${esc(s)}</button>`).join(' ')}</p>`;
  }
  if (ex.value?.end) html += '<p class="muted">The game is over here.</p>';
  else {
    const can = !ex.play || (!ex.play.over && ex.mover === ex.play.human);
    html += `<p class="muted small">Moves of ${esc(sides[ex.mover])}, best first (outcome for the side then to move):</p><ul class="design-moves">` +
      ex.moves.slice(0, 60).map((m, i) => `<li><button type="button" class="button ghost small" data-dact="move" data-index="${i}" ${can ? '' : 'disabled'}><span>${esc(moveWords(ex.places, m.places, tokens, name))}</span>${valueTag(m.value)}</button></li>`).join('') +
      (ex.moves.length > 60 ? `<li class="muted small">… and ${ex.moves.length - 60} more</li>` : '') + '</ul>';
  }
  if (!ex.play && ex.line.length > 1) {
    html += `<p><b>Best line:</b> ${ex.line.length - 1} plies${ex.line.length > 200 ? ' (the first 200)' : ''}, at ${ex.lineAt}.</p>
      <div class="row"><button type="button" class="button ghost small" data-dact="back" ${ex.lineAt ? '' : 'disabled'}>◀ Back</button>
      <button type="button" class="button ghost small" data-dact="step" ${ex.lineAt < ex.line.length - 1 ? '' : 'disabled'}>Step ▶</button></div>`;
  }
  return html;
}
