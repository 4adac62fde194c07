// The keyboard on the drawn graph, for whichever game is on it: the kit's play controller
// (kit/play-keys.js, the same keys as every board) — on a focused view the arrows move a cursor
// from vertex to vertex by the drawing, Enter does what a click on that vertex does (a move in
// play, How many cops?'s click); in play Ctrl+Z / Ctrl+Y, H and Esc go to the game's adapter
// (takeBack, replay, hint, stopPlay: graph-editor/state.js).

import { setStatus, esc } from '../ui/page.js';
import { createPlayKeys, pointStep } from '../kit/play-keys.js';
import { state, model, views, game } from './state.js';

let clickVertex = () => {}; // (v, side, shift): the editor's click (editor.js sets it)
let side = 0; // the start side of the view the keys were last pressed on (alice-bob's A or B)

export function setKeyClick(fn) {
  clickVertex = fn;
}

const viewOf = (el) => views.find((v) => v.svg === el) ?? null;

export const editorKeys = createPlayKeys({
  board: () => views.find((v) => v.side === side)?.svg ?? views[0]?.svg ?? null,
  onBoard(el) {
    const view = viewOf(el);
    if (view) side = view.side;
    return !!view;
  },
  step: (v, key) => pointStep(model.xs, model.ys)(v, key),
  start: () => game().tokenVertex?.() ?? game().selected() ?? (model.n ? 0 : -1),
  click: (v, { shift }) => clickVertex(v, side, shift),
  words: (v) => esc(`Vertex ${v + state.base}` + (game().vertexWords ? `: ${game().vertexWords(v, side)}` : '')),
  redraw: () => showCursor(),
  player: {
    playing: () => game().playing(),
    undo: () => game().takeBack?.(),
    redo: () => game().replay?.(),
    hint: () => game().hint?.(),
    stop: () => game().stopPlay?.(),
  },
  setStatus,
});

// The cursor on every view (after a redraw: the views may be new).
export function showCursor() {
  if (editorKeys.cursor >= model.n) editorKeys.reset();
  for (const v of views) v.setCursor(editorKeys.cursor);
}
