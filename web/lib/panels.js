// HTML for the side panels: counts (the depth histogram is lib/histogram.js), the position view (moves best first,
// the best line, play against the solver) and the list view of graphs too big to draw.
// Buttons carry data-action attributes; the page handles them. Pure string building.

import { describeOutcome, vertexOf } from './outcome.js';

/** @type {(s: unknown) => string} */
export const esc = (s) =>
  String(s).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);
const fmt = (x) => Number(x).toLocaleString('en-US');
const pct = (k, total) => (total ? `${Math.round((1000 * k) / total) / 10}%` : '0%');

// A small outcome chip: shape + "W3".
/**
 * @param {string} letter
 * @param {number | null} [depth]
 * @param {string} [extra] classes
 * @returns {string}
 */
export function chip(letter, depth, extra = '') {
  const label = letter + (depth === null || depth === undefined ? '' : depth);
  return (
    `<span class="chip o-${letter} ${extra}"><span class="chip-shape" aria-hidden="true">` +
    `</span>${esc(label)}</span>`
  );
}

// Counts of W/L/D for each side shown.
/**
 * @param {import('./outcome.js').Solution | null} solution
 * @param {{ side: number, name?: string }[]} sides
 * @returns {string}
 */
export function countsHtml(solution, sides) {
  if (!solution) return '<p class="muted">Not solved yet.</p>';
  return sides
    .map(({ side, name }) => {
      const c = solution.counts(solution.sides === 2 ? side : null);
      const total = c.win + c.loss + c.draw;
      return (
        `<div class="count-row" data-side="${side}">
      ${name ? `<span class="count-name">${esc(name)}</span>` : ''}
      <span class="count o-W" title="${pct(c.win, total)} of positions"><span class="chip-shape"></span>` +
        `<b>W</b> ${fmt(c.win)}</span>
      <span class="count o-L" title="${pct(c.loss, total)} of positions"><span class="chip-shape">` +
        `</span><b>L</b> ${fmt(c.loss)}</span>
      <span class="count o-D" title="${pct(c.draw, total)} of positions"><span class="chip-shape">` +
        `</span><b>D</b> ${fmt(c.draw)}</span>
      <span class="count-longest" title="the largest depth">longest ${fmt(c.longest)}</span>
    </div>`
      );
    })
    .join('');
}

// The position view. ctx: { solution (or null), graph (successor lists), cursor (position or
//   null), sides (1 or 2), base (0 or 1), line ({ positions, index, ends } or null), play
//   (or null), hints (bool) }
/**
 * @param {{ solution: import('./outcome.js').Solution | null, graph?: any, cursor: number | null, sides: number,
 *   base: number, line: { positions: number[], index: number, ends: string } | null, play: any, hints?: boolean
 * }} ctx
 * @returns {string}
 */
export function positionHtml(ctx) {
  const { solution: sol, cursor, base } = ctx;
  if (cursor === null) {
    return (
      `<p class="muted">Click a vertex — or type its number above — to see every move from it with ` +
      `its outcome and depth, best first; step through the best line, or play against the solver.</p>`
    );
  }
  const sides = ctx.sides;
  const v = vertexOf(sides, cursor);
  const side = sides === 2 ? cursor & 1 : 0;
  const mover = sides === 2 ? (side ? 'Bob' : 'Alice') : null;
  let html = `<div class="pos-head">
    <div class="pos-title"><span class="vertex-pill">${v + base}</span>
      <span>${sides === 2 ? `${mover} to move` : 'Token here, player to move'}</span></div>
    ${
      sides === 2
        ? `<div class="segmented small" role="radiogroup" aria-label="Who moves">
      <button type="button" role="radio" data-action="side" data-side="0" aria-checked="${side === 0}">Alice</button>
      <button type="button" role="radio" data-action="side" data-side="1" ` +
          `aria-checked="${side === 1}">Bob</button></div>`
        : ''
    }
  </div>`;
  const succ = ctx.graph.successors(v);
  if (!sol) {
    html += `<p class="muted">Solve (<kbd>Enter</kbd>) to see who wins from here.</p>`;
    html += `<p>${succ.length} move${succ.length === 1 ? '' : 's'}${
      succ.length
        ? ': ' +
          [...succ]
            .slice(0, 50)
            .map((u) => u + base)
            .join(', ')
        : ' — an end position'
    }.</p>`;
    return html;
  }
  const letter = sol.letter(cursor);
  const depth = sol.depth(cursor);
  html +=
    `<div class="verdict o-${letter}">${chip(letter, depth, 'big')}<span ` +
    `class="verdict-text">${esc(describeOutcome(letter, depth, mover))}</span></div>`;

  if (ctx.play) return html + playHtml(ctx);

  // Moves, best first.
  const moves = sol.moves(cursor);
  if (moves.length === 0) {
    html += `<p class="muted">No moves: an end position.</p>`;
  } else {
    html +=
      `<table class="moves"><caption>${moves.length} move${moves.length === 1 ? '' : 's'}, best first</caption>
      <thead><tr><th scope="col">Move</th><th scope="col">Result for ${mover ?? 'the mover'}</th>` +
      `<th scope="col" title="The outcome there, for the player who moves next">Then</th></tr></thead><tbody>`;
    const shown = moves.slice(0, 200);
    for (const m of shown) {
      const other = mover === null ? null : mover === 'Alice' ? 'Bob' : 'Alice';
      const after = describeOutcome(m.letter, m.depth, other);
      html +=
        `<tr class="${m.best ? 'best' : ''}">
        <td><button type="button" class="move-button" data-action="goto" data-pos="${m.to}" ` +
        `title="Go to vertex ${m.target + base}">→ ${m.target + base}</button>${
          m.best ? '<span class="best-tag" title="The solver’s move">best</span>' : ''
        }</td>
        <td>${chip(m.result, m.resultDepth)}</td>
        <td title="${esc(after)}">${chip(m.letter, m.depth, 'faint')}</td></tr>`;
    }
    html += `</tbody></table>`;
    if (moves.length > shown.length) html += `<p class="muted small">… and ${moves.length - shown.length} more.</p>`;
  }

  // The best line.
  const line = ctx.line;
  if (line && line.positions.length > 1) {
    const items = line.positions
      .map((p, i) => {
        const u = vertexOf(sides, p);
        const cls = i === line.index ? 'current' : i < line.index ? 'past' : '';
        return (
          `<button type="button" class="line-step ${cls}" data-action="line-to" data-index="${i}" ` +
          `title="${esc(sol.label(p))}${
            sides === 2 ? (p & 1 ? ', Bob to move' : ', Alice to move') : ''
          }">${u + base}</button>`
        );
      })
      .join('<span class="line-arrow" aria-hidden="true">→</span>');
    const end =
      line.ends === 'end'
        ? 'the player to move is stuck'
        : line.ends === 'repeat'
          ? 'a position repeats: endless play'
          : 'and so on';
    html +=
      `<div class="line-box">
      <div class="line-head"><h3>Best line</h3>
        <div class="line-controls">
          <button type="button" class="icon-button small" data-action="line-first" ` +
      `title="Start" ${line.index === 0 ? 'disabled' : ''}><svg viewBox="0 0 24 24" aria-hidden="true">` +
      `<path d="M6 5v14M18 5l-9 7 9 7z"/></svg></button>
          <button type="button" class="icon-button small" data-action="line-prev" title="Back one ply ` +
      `(←)" ${line.index === 0 ? 'disabled' : ''}><svg viewBox="0 0 24 24" aria-hidden="true">` +
      `<path d="M16 5l-9 7 9 7z"/></svg></button>
          <button type="button" class="icon-button small" data-action="line-next" title="Forward one ` +
      `ply (→)" ${line.index >= line.positions.length - 1 ? 'disabled' : ''}><svg viewBox="0 0 24 24" ` +
      `aria-hidden="true"><path d="M8 5l9 7-9 7z"/></svg></button>
          <button type="button" class="icon-button small" data-action="line-last" ` +
      `title="End" ${line.index >= line.positions.length - 1 ? 'disabled' : ''}>` +
      `<svg viewBox="0 0 24 24" aria-hidden="true"><path d="M18 5v14M6 5l9 7-9 7z"/></svg></button>
        </div></div>
      <div class="line-steps">${items}</div>
      <p class="muted small">${line.positions.length - 1} ` +
      `pl${line.positions.length === 2 ? 'y' : 'ies'}, then ${end}. Ply ${line.index} ` +
      `of ${line.positions.length - 1}.</p>
    </div>`;
  }

  // Play.
  if (moves.length > 0) {
    html += `<div class="play-box"><h3>Play against the solver</h3>
      <p class="muted small">It wins as fast as it can and, when losing, holds out as long as it can.</p>
      <div class="row">${
        sides === 2
          ? `<button type="button" class="button" data-action="play" data-human="${mover}">Play ` +
            `as ${mover} (you move)</button>
       <button type="button" class="button ghost" data-action="play" ` +
            `data-human="${mover === 'Alice' ? 'Bob' : 'Alice'}">Play ` +
            `as ${mover === 'Alice' ? 'Bob' : 'Alice'}</button>`
          : `<button type="button" class="button" data-action="play" data-human="first">You move first</button>
       <button type="button" class="button ghost" data-action="play" data-human="second">Solver moves first</button>`
      }</div></div>`;
  }
  return html;
}

function playHtml(ctx) {
  const { solution: sol, play, base, sides } = ctx;
  const p = play.pos;
  let html = '<div class="play-box playing">';
  if (play.over) {
    html +=
      `<p class="play-status ${play.over.youWin ? 'good' : play.over.draw ? '' : 'bad'}">` +
      `<b>${esc(play.over.text)}</b></p>`;
  } else if (play.humanToMove) {
    html += `<p class="play-status"><b>Your move.</b> Click a highlighted vertex, or:</p><div class="row wrap">`;
    const moves = sol.moves(p);
    for (const m of moves.sort((a, b) => a.target - b.target)) {
      html +=
        `<button type="button" class="button small move-choice" data-action="play-move" ` +
        `data-target="${m.target}">→ ${m.target + base}` +
        (ctx.hints ? ' ' + chip(m.result, m.resultDepth) : '') +
        '</button>';
    }
    html += '</div>';
  } else {
    html += `<p class="play-status"><span class="spinner" aria-hidden="true"></span> The solver is thinking…</p>`;
  }
  if (play.repeated && !play.over)
    html +=
      `<p class="muted small">A position repeated: with best play from here neither side forces a ` +
      `win — endless play (draw).</p>`;
  html += `<ol class="play-log">${play.log
    .map(
      (e) =>
        `<li ` +
        `class="${e.who === 'You' ? 'you' : 'solver'}"><b>${esc(e.who)}</b> ${e.from + base} → ${e.to + base}</li>`,
    )
    .join('')}</ol>`;
  html +=
    `<div class="row">
    <label class="check small"><input type="checkbox" ` +
    `data-action="hints" ${ctx.hints ? 'checked' : ''}> <span>Show hints</span></label>
    <button type="button" class="button small ghost" ` +
    `data-action="play-undo" ${play.log.length ? '' : 'disabled'}>Take back</button>
    <button type="button" class="button small ghost" data-action="play-restart">Restart</button>
    <button type="button" class="button small" data-action="play-stop">Stop playing</button></div>`;
  html += '</div>';
  return html;
}

// The list view for graphs too big to draw. ctx.histogram(counts, title): a side's depth
// histogram as HTML (lib/histogram.js's histogramHtml, which draws through lib/drawing.js: this
// module, where esc lives, imports neither).
/**
 * @param {{ n: number, m: number, solution: import('./outcome.js').Solution | null,
 *   sides: { side: number, name?: string }[], limit: number, solving?: boolean,
 *   histogram: (counts: any, title: string) => string }} ctx
 * @returns {string}
 */
export function bigViewHtml(ctx) {
  const { n, m, solution, sides, limit } = ctx;
  let html =
    `<div class="big-inner">
    <h2>${fmt(n)} vertices · ${fmt(m)} edges</h2>
    <p class="muted">Too big to draw (the drawing stops at ${fmt(limit)} vertices): the graph is solved ` +
    `all the same — counts, depths and any vertex’s moves are below and on the right.</p>
    <form class="goto big-goto" data-action="goto-form" autocomplete="off">
      <label for="big-goto-input">Find a vertex</label>
      <input id="big-goto-input" type="text" inputmode="numeric" placeholder="vertex number" size="12">
      <button type="submit" class="button">Show its moves</button>
    </form>`;
  if (!solution) {
    html += `<p class="muted">${ctx.solving ? 'Solving…' : 'Not solved yet: press Solve (Enter).'}</p></div>`;
    return html;
  }
  html += `<div class="big-stats">${countsHtml(solution, sides)}</div>`;
  for (const { side, name } of sides) {
    const c = solution.counts(solution.sides === 2 ? side : null);
    html += ctx.histogram(c, `Depths${name ? ` — ${name}` : ''}`);
  }
  html += '</div>';
  return html;
}
