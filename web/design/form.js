// The designer's form: the design edited without writing JSON — the board (grid rows or a
// graph's edges), the two sides and their tokens (start, move set, team, stuck), the end rules
// as an ordered list in words, who moves first, endless play and the limit. Every field
// carries the design path its value lives at (data-path), so a message naming a path shows
// beside its field.

import { STEPS, startText, parseStart, placesText, parsePlaces, endWords, offsetsOf, parseOffsets } from './model.js';

import { esc } from '../lib/panels.js';
import { wins } from '../lib/words.js';
const opt = (value, label, selected) =>
  `<option value="${esc(value)}"${selected ? ' selected' : ''}>${esc(label)}</option>`;
const sideNames = (d) => (d.sides ?? []).map((s) => s.name ?? '');

function boardHtml(d) {
  const grid = !!d.board?.grid;
  let html =
    `<fieldset><legend>Board</legend><div class="row" role="radiogroup" aria-label="Board kind">
    <label><input type="radio" name="design-board-kind" value="grid"${grid ? ' checked' : ''} ` +
    `data-act="board-kind"> grid</label>
    <label><input type="radio" name="design-board-kind" value="graph"${grid ? '' : ' checked'} ` +
    `data-act="board-kind"> graph</label></div>`;
  if (grid) {
    html +=
      `<label class="field"><span class="field-label">Rows (one character a cell; a letter names ` +
      `cells; paint on the board too)</span>
      <textarea rows="${Math.min(10, d.board.grid.length + 1)}" data-path="board.grid" data-kind="rows" ` +
      `spellcheck="false">${esc(d.board.grid.join('\n'))}</textarea></label>
      <label class="row"><span>Walls</span><input type="text" size="4" data-path="board.walls" ` +
      `value="${esc(d.board.walls ?? '#*')}"></label>`;
  } else {
    const g = d.board?.graph ?? {};
    const edges = Array.isArray(g.adjacency)
      ? g.adjacency.flatMap((l, a) => l.filter((b) => g.directed || a < b).map((b) => [a, b]))
      : (g.edges ?? []);
    const n = Array.isArray(g.adjacency) ? g.adjacency.length : (g.n ?? 0);
    html +=
      `<label class="row"><span>Vertices 0..n-1, n =</span><input type="number" min="1" ` +
      `data-path="board.graph.n" data-kind="n" value="${n}"></label>
      <label class="field"><span class="field-label">Edges, one "a b" a line</span>
      <textarea rows="5" data-path="board.graph.edges" data-kind="edges" ` +
      `spellcheck="false">${esc(edges.map((e) => e.join(' ')).join('\n'))}</textarea></label>
      <label class="row"><input type="checkbox" data-path="board.graph.directed" ` +
      `data-kind="bool"${g.directed ? ' checked' : ''}> directed (one way)</label>`;
  }
  return html + '</fieldset>';
}

function tokenHtml(d, k, j, selected) {
  const t = d.sides[k].tokens[j],
    m = t.moves ?? {},
    p = `sides[${k}].tokens[${j}]`,
    grid = !!d.board?.grid;
  const custom = Array.isArray(m.steps);
  const steps = grid
    ? `<select data-path="${p}.moves.steps" data-kind="steps" ` +
      `aria-label="Steps">${STEPS.map((s) => opt(s, s, m.steps === s)).join('')}` +
      `${opt('custom', 'offsets…', custom)}</select>` +
      (custom
        ? `<input type="text" size="14" data-path="${p}.moves.steps" data-kind="offsets" ` +
          `value="${esc(m.steps.map((o) => o.join(',')).join(' '))}" aria-label="Offsets dr,dc">`
        : '')
    : '';
  return (
    `<div class="token${selected ? ' selected' : ''}" data-token="${k},${j}">
    <div class="row"><b>Token ${j + 1}</b>
      <label>start <input type="text" size="6" data-path="${p}.start" data-kind="start" ` +
    `value="${esc(startText(t.start))}"></label>
      <button type="button" class="button ghost small" data-act="reach" data-side="${k}" ` +
    `data-index="${j}" title="Show on the board where it can go in one move">Reach</button>
      <button type="button" class="button ghost small" data-act="remove-token" data-side="${k}" ` +
    `data-index="${j}" ${d.sides[k].tokens.length < 2 ? 'disabled' : ''} title="Remove this token">✕</button></div>
    <div class="row">${steps}
      <label>range <input type="number" min="0" data-path="${p}.moves.range" data-kind="int" ` +
    `value="${m.range ?? 1}" title="How far along a line (0: no limit); on a graph, within this many edges"></label>
      <label><input type="checkbox" data-path="${p}.moves.stay" data-kind="bool"${
        m.stay ? ' checked' : ''
      }> may stay</label>
      <label title="Cells held by these tokens can be neither stopped on nor passed through (Fox and ` +
    `Hounds)">blocked by <select data-path="${p}.moves.blocked">${[
      ['none', 'nothing'],
      ['own', 'its side'],
      ['all', 'any token'],
    ]
      .map(([v, l]) => opt(v, l, (m.blocked ?? 'none') === v))
      .join('')}</select></label></div>
    <label class="row">forbid <input type="text" size="10" data-path="${p}.moves.forbid" ` +
    `data-kind="places" value="${esc(placesText(m.forbid))}" placeholder="${
      grid ? 'letters or r,c …' : 'vertices …'
    }"></label>
    <div class="field-error" data-error-for="${p}"></div></div>`
  );
}

function sideHtml(d, k, selected) {
  const s = d.sides[k],
    p = `sides[${k}]`;
  const total = d.sides.reduce((a, x) => a + x.tokens.length, 0);
  const stuckOptions = ['loses', 'wins', 'draw'].map((w) => opt(w, w, (s.stuck ?? 'loses') === w)).join('');
  return (
    `<fieldset><legend>Side ${k + 1}</legend>
    <div class="row"><label>name <input type="text" size="10" data-path="${p}.name" ` +
    `value="${esc(s.name ?? '')}"></label>
      <label>moves <select data-path="${p}.team" aria-label="Team">${opt(
        'all',
        'every token',
        (s.team ?? 'all') === 'all',
      )}${opt('one', 'one token', s.team === 'one')}</select></label>
      <label>stuck <select data-path="${p}.stuck">${stuckOptions}</select></label></div>
    <div class="field-error" data-error-for="${p}"></div>
    ${s.tokens.map((_, j) => tokenHtml(d, k, j, selected === `${k},${j}`)).join('')}
    <button type="button" class="button ghost small" data-act="add-token" ` +
    `data-side="${k}" ${s.tokens.length >= 5 || total >= 6 ? 'disabled' : ''}>Add a token</button></fieldset>`
  );
}

function endsHtml(d) {
  const names = sideNames(d);
  const rows = (d.ends ?? [])
    .map(
      (e, i) =>
        `<li class="end-row" data-end="${i}">
      <select data-path="ends[${i}].when" aria-label="When">${opt(
        'meet',
        'the sides meet',
        e.when === 'meet',
      )}${opt('on', 'a token stands on', e.when === 'on')}</select>
      ${
        e.when === 'on'
          ? `<select data-path="ends[${i}].side" aria-label="Whose ` +
            `token">${names.map((n) => opt(n, n, e.side === n)).join('')}</select>
        <input type="text" size="6" data-path="ends[${i}].cells" data-kind="places" ` +
            `value="${esc(placesText(e.cells))}" aria-label="Cells">`
          : ''
      }
      → <select data-path="ends[${i}].winner" ` +
        `aria-label="Winner">${names.map((n) => opt(n, `${n} ${wins(n)}`, e.winner === n)).join('')}</select>
      <button type="button" class="button ghost small" data-act="end-up" ` +
        `data-index="${i}" ${i ? '' : 'disabled'} title="Check it earlier">↑</button>
      <button type="button" class="button ghost small" data-act="end-remove" ` +
        `data-index="${i}" title="Remove">✕</button>
      <span class="words muted small">${esc(endWords(d, e))}</span>
      <div class="field-error" data-error-for="ends[${i}]"></div></li>`,
    )
    .join('');
  return `<fieldset><legend>Ends, checked in order after every move</legend><ol class="design-ends">${rows}</ol>
    <button type="button" class="button ghost small" data-act="end-add">Add an end</button>
    <div class="field-error" data-error-for="ends"></div></fieldset>`;
}

function playHtml(d) {
  const names = sideNames(d),
    lim = d.limit;
  return (
    `<fieldset><legend>Play</legend>
    <label class="row">first to move ` +
    `<select data-path="first">${names.map((n) => opt(n, n, d.first === n)).join('')}</select></label>
    <label class="row">endless play <select data-path="endless">${opt(
      'draw',
      'is a draw',
      (d.endless ?? 'draw') === 'draw',
    )}${names.map((n) => opt(n, `${n} ${wins(n)}`, d.endless === n)).join('')}</select></label>
    <div class="row"><label><input type="checkbox" data-act="limit"${lim ? ' checked' : ''}> a limit:</label>
      ${
        lim
          ? `<input type="number" min="1" data-path="limit.plies" data-kind="int" value="${lim.plies}" ` +
            `aria-label="Plies"> plies, then
      <select data-path="limit.winner" aria-label="Who wins at the ` +
            `limit">${names.map((n) => opt(n, `${n} ${wins(n)}`, lim.winner === n)).join('')}</select>`
          : '<span class="muted">none</span>'
      }</div>
    <div class="field-error" data-error-for="limit"></div></fieldset>`
  );
}

// Renders the form for `design`; `selected` is "k,j" for the token whose reach is shown.
export function formHtml(design, selected) {
  return (
    `<label class="row">name <input type="text" size="22" data-path="name" value="${esc(design.name ?? '')}"></label>` +
    boardHtml(design) +
    sideHtml(design, 0, selected) +
    sideHtml(design, 1, selected) +
    endsHtml(design) +
    playHtml(design)
  );
}

// Writes a field's value into the design at its path. Returns true when the form's shape
// follows from it (a name the selects list, the steps' kind): the caller renders again.
// A field whose text is not what it must be: the design is left as it was, and the message says why.
export class FieldError extends Error {}

export function applyField(design, el) {
  const path = el.dataset.path,
    kind = el.dataset.kind ?? 'text';
  const grid = !!design.board?.grid;
  let value;
  switch (kind) {
    case 'rows':
      value = el.value
        .split('\n')
        .map((r) => r.replace(/\r$/, ''))
        .filter((r, i, all) => r !== '' || i < all.length - 1);
      break;
    case 'int':
      value = el.value === '' ? undefined : Math.trunc(Number(el.value));
      break;
    case 'bool':
      value = el.checked || undefined;
      break;
    case 'start':
      value = parseStart(el.value, grid);
      break;
    case 'places':
      value = parsePlaces(el.value, grid);
      break;
    case 'steps':
      value = el.value === 'custom' ? offsetsOf(getPath(design, path)) : el.value; // offsets… starts from the steps
      break;
    case 'offsets': {
      const read = parseOffsets(el.value);
      if ('bad' in read)
        throw new FieldError(
          `“${read.bad}” is not an offset: write dr,dc — two whole numbers and a comma — with spaces between, ` +
            'as in 1,2 2,1. The design keeps its last offsets.',
        );
      value = read.offsets;
      break;
    }
    case 'n':
    case 'edges':
      return (setGraph(design, el), false);
    default:
      value = el.value;
  }
  const old = getPath(design, path);
  setPath(design, path, value);
  if (/\.name$/.test(path) && /^sides\[\d\]\.name$/.test(path)) renameSide(design, old, value);
  return kind === 'steps' || /^sides\[\d\]\.name$/.test(path) || path.startsWith('ends') || path === 'first';
}

function setGraph(design, el) {
  const form = el.closest('fieldset');
  const n = Math.max(0, Math.trunc(Number(form.querySelector('[data-kind="n"]').value)));
  const edges = form
    .querySelector('[data-kind="edges"]')
    .value.split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .map((l) => l.split(/[\s,]+/).map(Number));
  design.board = { graph: { n, edges, ...(design.board?.graph?.directed ? { directed: true } : {}) } };
}

// A side renamed: every rule that names it follows.
function renameSide(design, from, to) {
  if (!from || from === to) return;
  const fix = (x) => (x === from ? to : x);
  design.first = fix(design.first);
  if (design.endless) design.endless = fix(design.endless);
  if (design.limit) design.limit.winner = fix(design.limit.winner);
  for (const e of design.ends ?? []) {
    e.winner = fix(e.winner);
    if (e.side) e.side = fix(e.side);
  }
}

// "sides[1].tokens[0].start" → the keys.
const keysOf = (path) => path.replace(/\[(\d+)\]/g, '.$1').split('.');
export function getPath(obj, path) {
  return keysOf(path).reduce((o, k) => (o == null ? undefined : o[k]), obj);
}
export function setPath(obj, path, value) {
  const keys = keysOf(path);
  let o = obj;
  for (const k of keys.slice(0, -1)) {
    if (o[k] == null) o[k] = /^\d+$/.test(k) ? [] : {};
    o = o[k];
  }
  const last = keys[keys.length - 1];
  if (value === undefined) delete o[last];
  else o[last] = value;
}
