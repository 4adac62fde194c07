// Puzzle mode's state: the sets shown (packs, daily, mined, a link), the puzzle and attempt on
// screen, the feature's adapter playing it, the rating kept in the browser, the autoplay timer.
// Only puzzles/ reads or writes it (app/main.js reads it for the page's debug handle).

import { loadProgress } from '../lib/progress.js';
import { pageStorage } from '../lib/stored.js';

export const storage = pageStorage();

export const puzzleMode = {
  active: false,
  sets: {}, // id → { name, list, key? } (key: a set of your own's link, puzzles/sets.js)
  setId: '',
  index: 0,
  puzzle: null, // the puzzle shown (puzzle.js's shape)
  attempt: null, // referee.js's attempt
  board: null, // the adapter of the puzzle's feature (shell/features.js's puzzle())
  progress: loadProgress(storage),
  loading: null, // the puzzle being loaded (a newer load wins)
  autoplay: 0, // timer of the solution's autoplay
  packsLoaded: null,
  refocus: false, // after a move by the buttons, the focus goes on to the next move
};
