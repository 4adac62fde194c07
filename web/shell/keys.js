// The page's keyboard: routed to the active feature first (board, cat and mouse), then the
// graph editor's shortcuts (S V E, Delete, arrows on the line, L F U ?, Ctrl+Z / Ctrl+Y).

import { $, isTyping, setStatus } from './page.js';
import { state, model, views, isGrid, isCM } from './state.js';
import { boardUI, catMouse } from './features.js';
import { solve, arrange, refresh } from '../graph/feature.js';
import { setMode, deleteSelection, stepLine } from '../graph/editor.js';
import { stopPlay } from '../explore/graph-play.js';
import { share } from '../share/share-ui.js';
import { puzzleKey, enterPuzzles } from '../puzzles/mode.js';
import { watchKey } from '../explore/watch.js';
import { showWhy } from '../explore/why.js';

export function onKey(e) {
  if ($('help-dialog').open) return;
  const target = e.target;
  const ctrl = e.ctrlKey || e.metaKey;
  if (!isTyping(target) && puzzleKey(e)) return;
  if (!isTyping(target) && target.tagName !== 'BUTTON' && watchKey(e)) return;
  if (!isTyping(target) && !ctrl && !e.altKey && (e.key === 'z' || e.key === 'Z')) { e.preventDefault(); enterPuzzles(); return; }
  if (isGrid() && ctrl && !e.altKey && /^[zZyY]$/.test(e.key) && !isTyping(target)) { boardUI.onKey(e); return; }
  if (isCM() && !isTyping(target) && catMouse.onKey(e)) return;
  if (ctrl && !e.altKey && (e.key === 'z' || e.key === 'Z' || e.key === 'y' || e.key === 'Y')) {
    if (isTyping(target)) return;  // the text box has its own undo
    e.preventDefault();
    if (state.play) return;
    if (e.key === 'y' || e.key === 'Y' || e.shiftKey) model.redo(); else model.undo();
    return;
  }
  // Enter solves from anywhere but a text field or a button (which Enter presses).
  if (e.key === 'Enter' && !ctrl && !e.altKey && !e.shiftKey) {
    const textField = target.tagName === 'TEXTAREA' || (target.tagName === 'INPUT' && !['checkbox', 'radio'].includes(target.type));
    if (textField || target.tagName === 'BUTTON' || target.tagName === 'A' || target.tagName === 'SUMMARY') return;
    e.preventDefault();
    solve();
    return;
  }
  if (isTyping(target) || ctrl || e.altKey) return;
  if (isGrid()) {
    if (target.tagName === 'BUTTON' && e.key === ' ') return;
    if (boardUI.onKey(e)) return;
  }
  switch (e.key) {
    case 'v': case 'V': setMode('vertex'); break;
    case 'e': case 'E': setMode('edge'); break;
    case 's': case 'S': setMode('move'); break;
    case 'Escape':
      if (state.pending !== null) { state.pending = null; refresh(); setStatus('Edge cancelled.'); }
      else if (state.play) stopPlay();
      else if (state.mode !== 'move') setMode('move');
      else if (state.cursor !== null || state.selectedEdge) { state.cursor = null; state.selectedEdge = null; state.line = null; refresh(); }
      break;
    case 'Delete': case 'Backspace': e.preventDefault(); deleteSelection(); break;
    case 'ArrowLeft': if (state.line) { e.preventDefault(); stepLine(-1); } break;
    case 'ArrowRight': if (state.line) { e.preventDefault(); stepLine(1); } break;
    case 'l': case 'L': arrange(); break;
    case 'f': case 'F': views.forEach((v) => v.fit()); break;
    case 'u': case 'U': share(); break;
    case 'y': case 'Y': showWhy(); break;
    case '?': $('help-dialog').showModal(); break;
    default: break;
  }
}
