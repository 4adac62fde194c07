// The design feature's input: clicks on the board (a tool's paint, the Edge tool's strokes, a
// token put somewhere to look around, a move in play), the form, the template list, the JSON
// box, and the controls above the board.

import { $, esc, setStatus, solver } from '../ui/page.js';
import { setApp } from '../shell/state.js';
import { TEMPLATES, templateById } from './templates.js';
import { boardOf, toggledEdge, addedVertex } from './model.js';
import { applyField, FieldError } from './form.js';
import { currentSolve, toolsOf } from './state.js';
import { LOOK, hasTool } from '../kit/tools.js';
import { paintedRow } from './tools.js';
import { render } from './render.js';
import { changed, message, renderForm, setDesign } from './solve.js';

// A click on the board (cell: a grid's cell, place: the design's place there or -1).
export async function clickCell(state, { cell, place }) {
  const { design, explorer } = state;
  if (state.copsMap.click(place)) return; // How many cops?'s capture map takes the clicks
  if (!design.board?.grid && state.tool === 'edge') {
    toggleEdge(state, place);
    return;
  }
  if (state.tool !== LOOK && design.board?.grid) {
    const cols = boardOf(design).cols,
      r = Math.floor(cell / cols),
      c = cell % cols;
    const row = paintedRow(toolsOf(state), state.tool, design.board.grid[r], c);
    if (row === null) return;
    design.board.grid[r] = row;
    changed(state);
    return;
  }
  if (place < 0 || !currentSolve(state) || !explorer.result) return;
  if (explorer.play) {
    state.play.click(place);
    return;
  }
  await explorer.place(explorer.token, place);
}

// Graph boards: the Edge tool joins two clicked vertices (or removes their edge); Add vertex.
function toggleEdge(state, v) {
  if (state.edgeFrom === null) {
    state.edgeFrom = v;
    setStatus(
      `Edge from vertex ${v}: click the other end (the same vertex again cancels), or drag from one ` +
        `vertex to the other.`,
    );
    render(state);
    return;
  }
  const a = state.edgeFrom;
  state.edgeFrom = null;
  if (a === v) {
    setStatus('Edge cancelled.');
    render(state);
    return;
  }
  setEdge(state, a, v);
}
// The Edge tool's stroke from a to v (a drag in the graph view, or two clicks): joins them, or
// removes their edge.
export function setEdge(state, a, v) {
  state.edgeFrom = null;
  if (a === v) {
    render(state);
    return;
  }
  const had = toggledEdge(state.design, a, v);
  setStatus(had ? `Removed the edge ${a}–${v}.` : `Added the edge ${a}–${v}.`);
  changed(state);
}
export function addVertex(state) {
  setStatus(`Added vertex ${addedVertex(state.design)}: join it with the Edge tool.`);
  changed(state);
}

// The starts of a new board: the first free places.
function retarget(design) {
  const b = boardOf(design);
  let next = 0;
  for (const s of design.sides)
    for (const t of s.tokens) {
      const p = Math.min(next++, b.n - 1);
      t.start = b.grid ? [Math.floor(b.places[p] / b.cols), b.places[p] % b.cols] : p;
      if (t.moves) {
        if (b.grid && !t.moves.steps) t.moves.steps = 'rook';
        if (!b.grid) delete t.moves.steps;
        delete t.moves.forbid;
      }
    }
  for (const e of design.ends) if (e.when === 'on') e.cells = b.grid ? [[0, 0]] : [0];
}

// The form's buttons (data-act): the board's kind, reach, tokens, ends, the limit.
function formAction(state, b) {
  const design = state.design;
  const k = Number(b.dataset.side),
    j = Number(b.dataset.index);
  switch (b.dataset.act) {
    case 'board-kind':
      design.board =
        b.value === 'grid'
          ? { grid: ['A....', '.....', '....B'] }
          : {
              graph: {
                n: 6,
                edges: [
                  [0, 1],
                  [1, 2],
                  [2, 3],
                  [3, 4],
                  [4, 5],
                  [5, 0],
                ],
              },
            };
      retarget(design);
      break;
    case 'reach':
      state.reachOf = state.reachOf === `${k},${j}` ? null : `${k},${j}`;
      renderForm(state);
      render(state);
      return;
    case 'add-token':
      design.sides[k].tokens.push(structuredClone(design.sides[k].tokens.at(-1)));
      break;
    case 'remove-token':
      design.sides[k].tokens.splice(j, 1);
      state.reachOf = null;
      break;
    case 'end-add':
      design.ends.push({ when: 'meet', winner: design.sides[0].name });
      break;
    case 'end-remove':
      design.ends.splice(j, 1);
      break;
    case 'end-up':
      [design.ends[j - 1], design.ends[j]] = [design.ends[j], design.ends[j - 1]];
      break;
    case 'limit':
      if (b.checked) design.limit = { plies: 100, winner: design.sides[1].name };
      else delete design.limit;
      break;
    default:
      return;
  }
  changed(state);
}

function readJson(state) {
  const box = $('design-json');
  let d;
  try {
    d = JSON.parse(box.value);
  } catch (err) {
    box.setAttribute('aria-invalid', 'true');
    message(
      `<b>Not JSON:</b> ${esc(err.message)}. <span class="muted small">The design shown is unchanged.</span>`,
      'error',
    );
    return;
  }
  if (
    !d ||
    typeof d !== 'object' ||
    !Array.isArray(d.sides) ||
    d.sides.length !== 2 ||
    !d.sides.every((s) => s && Array.isArray(s.tokens))
  ) {
    // The solver's message names the field; the form needs two sides with token lists to show.
    solver
      .checkDesign(box.value)
      .then((r) =>
        message(
          `<b>Not yet a game:</b> ${esc(r.error || 'a design needs two sides with tokens')}. ` +
            `<span class="muted small">The design shown is unchanged.</span>`,
          'error',
        ),
      );
    box.setAttribute('aria-invalid', 'true');
    return;
  }
  box.removeAttribute('aria-invalid');
  setDesign(state, d);
  setApp({ ownWork: true });
}

// A field read into the design (form.js applyField: true when the form's shape changes), or null when its text is
// not what it must be: the field marked, the message beside the form and on the status line.
function fieldRead(state, el) {
  try {
    const shape = applyField(state.design, el);
    el.removeAttribute('aria-invalid');
    el.removeAttribute('data-unread');
    return shape;
  } catch (error) {
    if (!(error instanceof FieldError)) throw error;
    // Marked until it reads: a check of the design (kept as it was) must not clear it (problems.js).
    el.setAttribute('aria-invalid', 'true');
    el.setAttribute('data-unread', '');
    message(`<b>Not read:</b> ${esc(error.message)}`, 'error');
    setStatus(esc(error.message), 'error');
    return null;
  }
}

// The page's listeners, once.
export function bindInput(state) {
  if (state.bound) return;
  state.bound = true;
  const explorer = state.explorer;
  $('design-template').innerHTML =
    '<option value="">Choose a template…</option>' +
    TEMPLATES.map((t) => `<option value="${t.id}">${esc(t.name)}</option>`).join('');
  $('design-template').addEventListener('change', (ev) => {
    const t = templateById(ev.target.value);
    if (t) setDesign(state, structuredClone(t.design), t.note);
    ev.target.value = '';
  });
  const form = $('design-form');
  form.addEventListener('input', (ev) => {
    const el = ev.target.closest('[data-path]');
    if (!el || el.type === 'checkbox' || el.tagName === 'SELECT') return;
    if (fieldRead(state, el) === null) return;
    changed(state, { form: false });
  });
  form.addEventListener('change', (ev) => {
    const el = ev.target.closest('[data-path]');
    if (!el) return;
    const shape = fieldRead(state, el);
    if (shape === null) return;
    changed(state, { form: shape || el.type === 'checkbox' || el.tagName === 'SELECT' });
  });
  form.addEventListener('click', (ev) => {
    const b = ev.target.closest('[data-act]');
    if (b) formAction(state, b);
  });
  $('design-read').addEventListener('click', () => readJson(state));
  $('design-json').addEventListener('keydown', (ev) => {
    if (ev.key === 'Enter' && (ev.ctrlKey || ev.metaKey)) {
      ev.preventDefault();
      readJson(state);
    }
  });
  $('design-controls').addEventListener('click', (ev) => {
    const m = ev.target.closest('[data-dmover]'),
      t = ev.target.closest('[data-dtoken]'),
      tl = ev.target.closest('[data-dtool]');
    if (m && !m.disabled) explorer.setSide(Number(m.dataset.dmover));
    if (t && !t.disabled) explorer.setToken(Number(t.dataset.dtoken));
    if (tl && !hasTool(toolsOf(state), tl.dataset.dtool)) return;
    if (tl && tl.dataset.dtool === 'vertex') {
      addVertex(state);
      return;
    }
    if (tl) {
      state.tool = tl.dataset.dtool;
      state.edgeFrom = null;
      render(state);
    }
  });
  $('position-body').addEventListener('click', (ev) => {
    if (!state.active) return;
    const b = ev.target.closest('[data-tt]');
    if (b && !b.disabled) explorer.onPanelClick(b);
  });
  window.addEventListener('resize', () => render(state));
}
