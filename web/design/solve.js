// The design's life: an edit (kept, checked by the worker after a pause, the map on screen kept
// to show what it changes), a whole new design coming in, and the solve in the worker (with
// the worker's diff of every position after an edit of a solved design).

import { $, esc, fmt, setStatus, solver, solveWithProgress } from '../ui/page.js';
import { events } from '../shell/state.js';
import { boardOf } from './model.js';
import { formHtml } from './form.js';
import { showProblem as showProblemIn, showNotes } from './problems.js';
import { placeMap, askWhole } from '../lib/map-changes.js';
import { keepDesign, designText, currentSolve, shapeOf } from './state.js';
import { render } from './render.js';

export const AUTO_SOLVE = 200_000; // positions: bigger designs wait for Enter

export function message(html, kind) {
  const el = $('design-message');
  el.innerHTML = html;
  el.className = 'message ' + kind;
}
const showProblem = (error) => showProblemIn(error, message);

export function renderForm(state) {
  $('design-form').innerHTML = formHtml(state.design, state.reachOf);
}

// After every edit of the design: kept, its form and JSON shown, checked after a pause.
export function changed(state, { form = true } = {}) {
  // An edit of a solved design: keep the map that was on screen to show what the edit changes.
  if (state.shownMap && !state.changes.kept) {
    state.changes.kept = state.shownMap;
    const sol = state.solved;
    state.editedFrom = sol && { session: sol.result.session, cells: sol.result.info.cells, shape: sol.shape };
  }
  state.shownMap = null;
  state.changes.changes = null;
  keepDesign(state.design);
  if (form) renderForm(state);
  if (document.activeElement !== $('design-json')) $('design-json').value = designText(state);
  clearTimeout(state.checkTimer);
  state.checkTimer = setTimeout(() => check(state), 150);
  render(state);
}

// The worker reads the design: its problem, or its position count (solved at once when small).
// arrival: a design that came by a link or an embed, solved whatever its size (the editor's
// designs above AUTO_SOLVE wait for Enter while they are typed).
export async function check(state, { arrival = false } = {}) {
  const t = designText(state);
  try {
    const r = await solver.checkDesign(t);
    if (t !== designText(state)) return;
    state.checked = r;
    showProblem(r.error);
    if (!r.error) showNotes(r.info?.notes ?? []);
    const count = $('design-count');
    count.className = 'design-count' + (r.tooBig ? ' too-big' : '');
    count.textContent = r.error
      ? ''
      : r.tooBig || `${fmt(r.positions)} positions${r.positions > AUTO_SOLVE ? ': press Enter to solve' : ''}`;
    const auto = $('auto-solve').checked && r.positions <= AUTO_SOLVE;
    const solveNow = !r.error && !r.tooBig && !currentSolve(state) && state.active && (arrival || auto);
    // The status line follows: the last solve's "Solved … positions" is no longer this design's.
    if (state.active) statusAfterCheck(state, r, solveNow);
    if (solveNow) await solve(state);
  } catch (e) {
    if (e.kind !== 'cancelled') showProblem(e.message);
  }
}

// The status line after a check: the design's problem, or (after a problem) that it is a game again.
function statusAfterCheck(state, checked, solveNow) {
  const problem = checked.error || checked.tooBig;
  if (problem) setStatus(checked.error ? NOT_A_GAME : esc(checked.tooBig), 'error');
  else if (state.statusSaysProblem && !solveNow && !currentSolve(state))
    setStatus(`The design is a game again (${fmt(checked.positions)} positions): press <kbd>Enter</kbd> to solve.`);
  state.statusSaysProblem = !!problem;
}
const NOT_A_GAME = 'The design is not yet a game: see the message beside the form.';

export function setDesign(state, design, note = '') {
  $('design-template-note').textContent = note;
  return replaceDesign(state, design);
}
// Every way a whole design comes in (a template, a link, the JSON box, a puzzle, saved work):
// the explorer starts again — on the solution still current when the text is the same (a
// template picked again), else cleared until the design is solved.
export function replaceDesign(state, design) {
  state.design = design;
  state.reachOf = null;
  state.changes.kept = null;
  state.shownMap = null;
  state.editedFrom = null; // a new design, not an edit of the map on screen
  state.explorer.clear();
  changed(state);
  const sol = currentSolve(state);
  return sol ? state.explorer.load(sol.result, { token: 0 }) : Promise.resolve();
}

export async function solve(state) {
  clearTimeout(state.checkTimer);
  const t = designText(state),
    checked = state.checked;
  if (checked && checked.error) {
    setStatus(NOT_A_GAME, 'error');
    return;
  }
  if (checked?.tooBig) {
    setStatus(esc(checked.tooBig), 'error');
    return;
  }
  state.copsMap.drop(); // a solve shows its outcome map, not How many cops?'s capture map
  // An edit of a solved design on a board of the same shape: after the solve, ask the worker
  // what changed over every position (places matched by their cells).
  const shape = shapeOf(boardOf(state.design)),
    before = state.editedFrom && state.editedFrom.shape === shape ? state.editedFrom : null;
  state.wholeDiff = null;
  await solveWithProgress({
    ask: (update) => solver.solveDesign(t, update),
    fresh: () => t === designText(state),
    async take(result) {
      result.sides = state.design.sides.map((s) => s.name);
      state.solved = { text: t, result, shape };
      state.editedFrom = null;
      await state.explorer.load(result, { token: 0 });
      if (before)
        askWhole(solver, before, result, placeMap(before.cells, result.info.cells), (r) => {
          if (state.solved?.result === result) {
            state.wholeDiff = r;
            render(state);
          }
        });
    },
    failed(e) {
      if (e.message) showProblem(e.kind === 'solver' ? e.message : '');
    },
    settle() {
      events.emit('solution-changed', { feature: 'design' });
      render(state);
    },
  });
}
