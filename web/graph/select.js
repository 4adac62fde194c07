// The graph position view's selection: the position shown (the cursor), its best line and
// stepping along it. Below play.js and editor.js; it redraws through the shell.

import { positionOf } from '../lib/outcome.js';
import { refresh } from '../shell/features.js';
import { state as editor, sides } from '../graph-editor/state.js';
import { tg, currentSolution } from './state.js';

export function setCursor(p, { keepLine = false } = {}) {
  tg.cursor = p;
  editor.selectedEdge = null;
  if (!keepLine) {
    const sol = currentSolution();
    tg.line = sol && p !== null ? { ...sol.bestLine(p), index: 0 } : null;
  }
  refresh();
}

export function selectVertex(v, side = 0) {
  setCursor(positionOf(sides(), v, sides() === 2 ? side : 0));
}

export function stepLine(delta) {
  const line = tg.line;
  if (!line) return;
  line.index = Math.max(0, Math.min(line.positions.length - 1, line.index + delta));
  tg.cursor = line.positions[line.index];
  refresh();
}

