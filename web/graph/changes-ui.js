// "What changed" for the token game: the solution before an edit is kept, and after the
// re-solve the views mark every position whose outcome or depth changed, the answer card
// counts them in words, and a toggle shows the map as it was before the edit.

import { $, esc } from '../ui/page.js';
import { app, setApp } from '../shell/state.js';
import { tokenGame } from './state.js';
import { solutionDiff, changeWords } from '../lib/changes.js';

let base = null; // { solution, oldOf }: the solution before the edits not yet solved
let shown = null; // { diff, prev, oldOf, words }: what the last re-solve changed

// An edit of the graph (the model's 'structure' detail) and its cause ('user' for the user's
// own edits, else a load): keep the solution it changes. Edits pile up until the next solve
// (auto-solve off): the vertex maps compose.
export function noteEdit(detail, cause = 'user') {
  shown = null;
  setApp({ previousMap: false });
  const edit = detail?.edit;
  if ((edit !== 'local' && edit !== 'remove') || cause !== 'user') {
    base = null;
    return;
  }
  const step = edit === 'remove' ? (v) => (v >= detail.removed ? v + 1 : v) : (v) => v;
  if (base) {
    const before = base.oldOf;
    base = {
      solution: base.solution,
      oldOf: (v) => {
        const u = step(v);
        return u < 0 ? -1 : before(u);
      },
    };
  } else if (tokenGame.solution && tokenGame.solution.n > 0) {
    const sol = tokenGame.solution;
    base = {
      solution: sol,
      oldOf: (v) => {
        const u = step(v);
        return u < sol.n ? u : -1;
      },
    };
  }
}

// A solve finished with solution `next`: compare it with the kept one.
export function noteSolved(next) {
  if (base && base.solution.game === next.game && base.solution.sides === next.sides) {
    const diff = solutionDiff(base.solution, next, base.oldOf);
    shown = { diff, prev: base.solution, oldOf: base.oldOf, words: changeWords(diff) };
  } else shown = null;
  base = null;
  setApp({ previousMap: false });
}

export function forgetChanges() {
  base = null;
  shown = null;
  setApp({ previousMap: false });
}

// The class a view adds to vertex v (side: the view's map).
export function changedClass(v, side, solution) {
  if (!shown || !solution || app.previousMap) return '';
  return shown.diff.changed[solution.position(v, side)] ? ' changed' : '';
}

// The map before the edit, drawn on today's vertices (new ones uncoloured), when asked for.
export function previousView(current) {
  if (!shown || !app.previousMap || !current) return null;
  const { prev, oldOf } = shown;
  return {
    n: current.n,
    position: (v, side) => {
      const u = oldOf(v);
      return u < 0 ? -1 : prev.position(u, side);
    },
    letter: (p) => (p < 0 ? '' : prev.letter(p)),
    label: (p) => (p < 0 ? 'new' : prev.label(p)),
    bestTarget: () => null,
  };
}

export function renderChanges() {
  const box = $('changes-box');
  if (!shown) {
    box.hidden = true;
    return;
  }
  box.hidden = false;
  $('changes-words').innerHTML =
    esc(shown.words) + (shown.diff.count ? ' <span class="muted">Changed vertices are ringed.</span>' : '');
  const b = $('changes-previous');
  b.hidden = shown.diff.count === 0;
  b.textContent = app.previousMap ? 'Show the map now' : 'Show the map before the edit';
  b.setAttribute('aria-pressed', String(app.previousMap));
}
