// The board's keys while it is shown (the board feature's state: cop-thief/state.js): the play keys
// and the board's cursor are the kit's (kit/play-keys.js), the same in every game; Ctrl+Z /
// Ctrl+Y outside play undo the board's edits; the arrows step the explorer; the tools' keys.

import { currentSolution } from './state.js';
import { renderBoard } from './render.js';
import { setTool, undoEdit, redoEdit } from './edit.js';
import { toolForKey } from '../kit/tools.js';
import { lineKeys } from '../kit/play-keys.js';

// True when the key is handled (the shell leaves it alone then). Enter and the page's shortcuts
// are the shell's; a button's own Space stays the button's.
/** @param {import('./state.js').BoardState} state */
export function onBoardKey(state, e, { typing = false } = {}) {
  const ex = state.explorer;
  if (state.playKeys?.onKey(e, { typing })) return true;
  if (typing) return false;
  const k = e.key.length === 1 ? e.key.toLowerCase() : e.key;
  if ((e.ctrlKey || e.metaKey) && !e.altKey && (k === 'z' || k === 'y')) {
    e.preventDefault();
    if (k === 'y' || e.shiftKey) redoEdit(state);
    else undoEdit(state);
    return true;
  }
  if (e.ctrlKey || e.metaKey || e.altKey || e.key === 'Enter') return false;
  if (e.target.tagName === 'BUTTON' && e.key === ' ') return true;
  if (k === 'Escape' && ex.play) {
    ex.stopPlay();
    return true;
  }
  if (currentSolution(state) && lineKeys(e, ex, () => renderBoard(state))) return true;
  if (toolForKey(state.tools, k)) {
    e.preventDefault();
    setTool(state, toolForKey(state.tools, k));
    return true;
  }
  return ['v', 'e', 's', 'l', 'f', 'Delete', 'Backspace'].includes(k);
}
