// Puzzle mode's controls: its buttons bound once, and its keys (H hint, R retry, S solution, N/P
// next and previous, U share, Esc leave; Z enters puzzle mode from the editor).

import { $ } from '../ui/page.js';
import { bindSetForm, syncSetAddress } from './sets.js';
import { events } from '../shell/state.js';
import { saveProgress, emptyProgress, loadProgress, PROGRESS_KEY } from '../lib/progress.js';
import { showEmbed } from './embed.js';
import { bindHistory } from './history.js';
import { puzzleMode, storage } from './state.js';
import { render } from './panel.js';
import { openPuzzleLink, minePuzzles } from './mine.js';
import { enterPuzzles, leavePuzzles, show, begin, hint, solution, share, firstUnsolved } from './mode.js';

export function bindPuzzles() {
  for (const button of document.querySelectorAll('[data-page-mode]')) {
    button.addEventListener('click', () => {
      if (button.dataset.pageMode === 'puzzles') enterPuzzles();
      else leavePuzzles();
    }); // the gallery's own too
  }
  $('puzzle-source').addEventListener('change', (event) => {
    puzzleMode.setId = event.target.value;
    syncSetAddress();
    show(firstUnsolved(puzzleMode.sets[puzzleMode.setId].list));
  });
  $('puzzle-prev').addEventListener('click', () => show(puzzleMode.index - 1));
  $('puzzle-next-top').addEventListener('click', () => show(puzzleMode.index + 1));
  $('puzzle-next').addEventListener('click', () => show(puzzleMode.index + 1));
  $('puzzle-hint').addEventListener('click', hint);
  $('puzzle-retry').addEventListener('click', () => {
    if (puzzleMode.board && !puzzleMode.loading) begin();
  });
  $('puzzle-solution').addEventListener('click', solution);
  $('puzzle-share').addEventListener('click', share);
  $('puzzle-embed-button').addEventListener('click', () => {
    if (puzzleMode.puzzle) showEmbed(puzzleMode.puzzle);
  });
  $('puzzle-share-url').addEventListener('focus', (event) => event.target.select());
  $('puzzle-reset').addEventListener('click', () => {
    if (!confirm('Forget every puzzle result, the rating and the streaks kept in this browser?')) return;
    puzzleMode.progress = emptyProgress();
    saveProgress(storage, puzzleMode.progress);
    render();
  });
  $('mine-puzzles').addEventListener('click', () => minePuzzles());
  bindSetForm((setId, index) => enterPuzzles({ setId, index }));
  // Another tab of the page recorded a puzzle: this one's progress is the kept one from now on.
  window.addEventListener('storage', (event) => {
    if (event.key !== PROGRESS_KEY) return;
    puzzleMode.progress = loadProgress(storage);
    if (puzzleMode.active) render();
  });
  events.on('depth-unit-changed', () => {
    if (puzzleMode.active) render();
  });
  bindHistory(
    () => puzzleMode.progress,
    (hash, name) => openPuzzleLink(hash, { replayOf: name }),
  );
  $('puzzle-moves').addEventListener('click', (event) => {
    const button = event.target.closest('[data-puzzle-move]');
    if (button && puzzleMode.board?.humanToMove()) {
      puzzleMode.refocus = true;
      puzzleMode.board.playMove(Number(button.dataset.puzzleMove));
    }
  });
}

// Keys in puzzle mode (not in a text field); true when handled. Editing keys are swallowed
// (the board is a puzzle). Outside puzzle mode, Z enters it.
export function puzzleKey(event, { typing }) {
  if (typing) return false;
  if (!puzzleMode.active) {
    if (!event.ctrlKey && !event.metaKey && !event.altKey && (event.key === 'z' || event.key === 'Z')) {
      event.preventDefault();
      enterPuzzles();
      return true;
    }
    return false;
  }
  if (event.ctrlKey || event.metaKey || event.altKey)
    return event.key === 'z' || event.key === 'y' || event.key === 'Z' || event.key === 'Y';
  const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
  const act = {
    h: hint,
    r: () => {
      if (!puzzleMode.loading) begin();
    },
    s: solution,
    n: () => show(puzzleMode.index + 1),
    p: () => show(puzzleMode.index - 1),
    u: share,
    Escape: leavePuzzles,
  }[key];
  if (act) {
    event.preventDefault();
    act();
    return true;
  }
  // ? (help), Enter and Tab (buttons) and G (the gallery, as the header says) go on to the page.
  return key !== '?' && key !== 'Enter' && key !== 'Tab' && key !== 'g';
}
