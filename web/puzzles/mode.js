// Puzzle mode: the page poses puzzles the solver proves — packs of each game, the daily
// puzzle, the puzzles of the user's own board — and referees the user's moves (a miss is
// explained with the refutation), with hint, retry, solution, next, share, and a rating kept in
// the browser. The editor's work is kept aside while puzzles are shown and comes back after.

import { $, esc, setStatus, linkUrl, syncPageMode } from '../ui/page.js';
import { gameList } from '../lib/games.js';
import { app, setApp } from '../shell/state.js';
import { featureFor, refresh } from '../shell/features.js';
import { judgeMove, missWords, createAttempt, attemptScore } from '../lib/referee.js';
import { updateProgress, record, recordInSet } from '../lib/progress.js';
import { encodePuzzleLink } from '../lib/puzzle.js';
import { keepEditorWork, restoreEditorWork } from './editor-work.js';
import { createHoldReferee } from './hold.js';
import { puzzleMode, storage } from './state.js';
import { OWN_SET, fillSetForm, openSetHash, syncSetAddress } from './sets.js';
import { SET_PREFIX } from '../lib/puzzle-sets.js';
import { verdict, render } from './panel.js';
import { depthWords as plies } from '../lib/words.js';
import { loadPacks, fillSetMenu } from './set-menu.js';

const AUTOPLAY_MS = 700;

// ---- entering and leaving --------------------------------------------------------------------
export async function enterPuzzles({ setId = null, index = 0 } = {}) {
  if (!puzzleMode.active) {
    keepEditorWork();
    puzzleMode.active = true;
    document.body.classList.remove('gallery-mode');
    $('gallery').hidden = true;
    document.body.classList.add('puzzle-mode');
    syncModeSwitch();
  }
  const packs = async () => {
    try {
      await loadPacks();
      fillSetForm();
    } catch (error) {
      verdict(`The puzzle packs could not be loaded: ${esc(error.message)}`, 'error');
    }
  };
  // A set the page already holds (a puzzle link, the puzzles mined from a board) is shown at once
  // and the packs load after it, for the set menu: a puzzle link's first answer waits for no pack.
  if (setId && puzzleMode.sets[setId]) {
    puzzleMode.setId = setId;
    fillSetMenu();
    syncSetAddress();
    await show(index);
    packs().then(fillSetMenu);
    return;
  }
  await packs();
  // The first pack in the page's order of games, whichever pack loaded first.
  const first = gameList()
    .map((game) => `pack:${game.id}`)
    .find((id) => puzzleMode.sets[id]);
  puzzleMode.setId =
    setId && puzzleMode.sets[setId]
      ? setId
      : puzzleMode.setId && puzzleMode.sets[puzzleMode.setId]
        ? puzzleMode.setId
        : (first ?? '');
  fillSetMenu();
  syncSetAddress();
  if (puzzleMode.sets[puzzleMode.setId])
    await show(setId ? index : firstUnsolved(puzzleMode.sets[puzzleMode.setId].list));
}

export function leavePuzzles() {
  if (!puzzleMode.active) return;
  stopAutoplay();
  puzzleMode.board?.stop();
  puzzleMode.active = false;
  loading(null);
  setApp({ hideOutcomes: false }, 'puzzle');
  document.body.classList.remove('puzzle-mode');
  syncModeSwitch();
  if (location.hash.startsWith('#z1.') || location.hash.startsWith(SET_PREFIX))
    history.replaceState(null, '', location.pathname + location.search);
  restoreEditorWork();
  setStatus('Back in the editor: your board is as you left it.');
}

const syncModeSwitch = syncPageMode;

// A set of your own opened by its link (#s1.…): the packs, then the set from its first puzzle
// not yet played; a bad link or an empty set is said next to the form, and the packs are shown.
export async function openSetLink(hash) {
  try {
    await loadPacks();
    fillSetForm();
  } catch {
    await enterPuzzles(); // it says why the packs did not load
    return;
  }
  const index = openSetHash(hash);
  await enterPuzzles(index === null ? {} : { setId: OWN_SET, index });
}

export const firstUnsolved = (list) =>
  Math.max(
    0,
    list.findIndex((puzzle) => !(puzzle.uid in puzzleMode.progress.results)),
  );

// ---- one puzzle ------------------------------------------------------------------------------
export async function show(index) {
  const set = puzzleMode.sets[puzzleMode.setId];
  if (!set || set.list.length === 0) return;
  puzzleMode.index = ((index % set.list.length) + set.list.length) % set.list.length;
  await play(set.list[puzzleMode.index]);
}

// The puzzle being loaded (null: none). Meanwhile the board is hidden: it would show the game's start beside the
// puzzle's task (a design is solved first, a second or more) until the puzzle's position is on it.
function loading(puzzle) {
  puzzleMode.loading = puzzle;
  document.body.classList.toggle('puzzle-loading', puzzle !== null);
}

async function play(puzzle) {
  stopAutoplay();
  puzzleMode.board?.stop();
  puzzleMode.puzzle = puzzle;
  puzzleMode.attempt = createAttempt(puzzle);
  const board = featureFor(puzzle.game).puzzle(puzzle);
  puzzleMode.board = board;
  loading(puzzle);
  // A newer play wins, even of the same puzzle (its set picked again while it loads, Next in a set
  // of one): this load is still the one shown only while its own board is.
  const shown = () => puzzleMode.board === board && puzzleMode.loading === puzzle;
  setApp({ hideOutcomes: true }, 'puzzle');
  $('puzzle-share-box').hidden = true;
  verdict('Loading the puzzle…', 'info');
  render();
  try {
    const wasOwn = app.ownWork;
    try {
      await board.load();
    } finally {
      setApp({ ownWork: wasOwn }, 'puzzle');
    }
  } catch (error) {
    if (!shown()) return;
    verdict(`This puzzle could not be opened: ${esc(error.message ?? String(error))}`, 'error');
    return;
  }
  if (!shown() || !puzzleMode.active) return;
  // A shared link names a position: the solve proves it is a puzzle, or the page says so.
  if (puzzle.fromLink) {
    const isPuzzle = await board.check().catch(() => false);
    if (!shown() || !puzzleMode.active) return;
    if (!isPuzzle) {
      loading(null);
      verdict(
        'This link does not hold a puzzle: the position is not a win of exactly the stated length ' +
          'with one winning move.',
        'error',
      );
      return;
    }
  }
  loading(null);
  begin();
}

// Starts (or restarts) the attempt from the puzzle's position.
export function begin() {
  stopAutoplay();
  puzzleMode.attempt = createAttempt(puzzleMode.puzzle);
  setApp({ hideOutcomes: true }, 'puzzle');
  const hold = puzzleMode.puzzle.kind === 'draw';
  puzzleMode.board.start(hold ? holdReferee : referee);
  verdict('', '');
  render();
  refresh();
  const puzzle = puzzleMode.puzzle; // a function: the words follow a change of the depth's unit
  setStatus(() =>
    hold
      ? `Find the only move that does not lose, then hold for ${plies(puzzle.plies)}.`
      : puzzle.keyOnly
        ? 'Find the only winning move: the puzzle ends with it.'
        : `Find the only winning move: a win in ${plies(puzzle.plies)}.`,
  );
}

// The referee the features' play calls: allow(move, dest) before a human move, moved() after
// every ply, over(youWin) at the end. A hold-the-draw puzzle has its own (hold.js).
const referee = {
  allow(move, dest) {
    const attempt = puzzleMode.attempt;
    if (!attempt || attempt.solved) return true;
    const left = attempt.pliesLeft;
    const judgement = judgeMove(move, left);
    if (judgement.ok) {
      attempt.humanMoves++;
      return true;
    }
    return miss(judgement, left, dest);
  },
  moved: afterPly,
  over(youWin) {
    finish(youWin, '');
  },
};
const holdReferee = createHoldReferee({
  currentAttempt: () => puzzleMode.attempt,
  currentPuzzle: () => puzzleMode.puzzle,
  currentBoard: () => puzzleMode.board,
  miss,
  finish,
  afterPly,
});

// A refused move: the verdict, then the solver's refutation one move deep. → false.
function miss(judgement, left, dest) {
  const attempt = puzzleMode.attempt;
  attempt.missed = true;
  const names = featureFor(puzzleMode.puzzle.game).puzzleSides(puzzleMode.puzzle);
  const where = puzzleMode.board.where(dest);
  const notThis = `<b>✗ Not this one.</b> Moving to ${esc(where)}:`;
  verdict(`${notThis} ${esc(missWords(judgement, left, names))}`, 'error');
  recordFirst();
  puzzleMode.board
    .refutation(dest)
    .then((reply) => {
      if (puzzleMode.attempt !== attempt || !reply) return;
      verdict(`${notThis} ${esc(missWords(judgement, left, names, reply))} Try another move, or Retry.`, 'error');
    })
    .catch(() => {});
  render();
  return false;
}
function afterPly() {
  render();
  if (puzzleMode.autoplay !== 0 && puzzleMode.board.humanToMove()) scheduleAutoplay();
}
// The end of an attempt: success (words: how, for a hold) or not.
function finish(success, words) {
  const attempt = puzzleMode.attempt;
  if (!attempt) return;
  stopAutoplay();
  const hold = puzzleMode.puzzle.kind === 'draw';
  if (success) {
    attempt.solved = true;
    const rated = recordFirst();
    const done = hold ? (puzzleMode.puzzle.endlessWins ? 'Escaped' : 'Held') : 'Solved';
    const how = attempt.shown
      ? 'That is the solution.'
      : attempt.clean
        ? `<b>✓ ${done}, clean.</b>`
        : attempt.missed
          ? `<b>✓ ${done}</b> (after a miss).`
          : `<b>✓ ${done}</b> (hinted: ${attempt.hints === 1 ? '1 hint' : `${attempt.hints} hints`}).`;
    const rating = rated && rated.first ? ` Rating ${rated.delta >= 0 ? '+' : ''}${rated.delta}.` : '';
    verdict(`${how}${words ? ` ${esc(words)}` : ''}${rating} The map now shows every outcome.`, 'ok');
  } else {
    verdict(
      hold
        ? 'The solver broke through: the draw is lost. Retry, or see the solution.'
        : 'The solver held out: the puzzle is lost. Retry, or see the solution.',
      'error',
    );
  }
  setApp({ hideOutcomes: false }, 'puzzle');
  refresh();
  render();
}

// Rates the first finished attempt at a puzzle (a miss counts at once).
function recordFirst() {
  const attempt = puzzleMode.attempt,
    puzzle = puzzleMode.puzzle;
  if (attempt.recorded) return null;
  const score = attemptScore(attempt);
  if (score === null) return null;
  attempt.recorded = true;
  const link = encodePuzzleLink(puzzle);
  const set = puzzleMode.sets[puzzleMode.setId];
  // Recorded in the progress as kept now: another tab may have recorded since (lib/progress.js).
  const { progress, result: rated } = updateProgress(storage, puzzleMode.progress, (p) => {
    const r = record(p, puzzle.uid, puzzle.difficulty, score, {
      game: puzzle.game,
      kind: puzzle.kind,
      plies: puzzle.plies,
      name: puzzle.sourceName,
      link: link.ok ? link.hash : null,
      hints: attempt.hints,
    });
    if (puzzleMode.setId === OWN_SET && set?.list[puzzleMode.index] === puzzle)
      recordInSet(p, set.key, puzzle.uid, score, { index: puzzleMode.index });
    return r;
  });
  puzzleMode.progress = progress;
  return rated;
}

// ---- actions ---------------------------------------------------------------------------------
// The graded hint (kit/explorer-play.js showHint): each press one step more — the token to
// move, the kind of move, the move. Each step shown is counted in the attempt (the history
// keeps the count); any hint makes the puzzle hinted, not clean.
export function hint() {
  const attempt = puzzleMode.attempt;
  if (!attempt || attempt.solved || !puzzleMode.board.humanToMove()) return;
  const best = puzzleMode.board.best();
  if (best === null) return;
  const before = attempt.hintLevel ?? 0;
  const shown = puzzleMode.board.hint?.() ?? null;
  attempt.hinted = true;
  if (!shown) {
    attempt.hints++;
    setStatus(`Hint: move to ${esc(puzzleMode.board.where(best))}.`);
    verdict(
      `Hint: move to <b>${esc(puzzleMode.board.where(best))}</b>. (This puzzle no longer counts as clean.)`,
      'info',
    );
  } else {
    if (shown.level !== before || attempt.hintAt !== best) attempt.hints++;
    attempt.hintLevel = shown.level;
    attempt.hintAt = best;
    verdict(
      `${esc(shown.words)} <span class="muted">(${attempt.hints === 1 ? '1 hint' : `${attempt.hints} hints`} ` +
        `used: this puzzle counts as hinted, not clean.)</span>`,
      'info',
    );
  }
  render();
}

export function solution() {
  if (!puzzleMode.attempt || puzzleMode.attempt.solved) return;
  puzzleMode.attempt.shown = true;
  recordFirst();
  verdict(
    puzzleMode.puzzle.kind === 'draw'
      ? 'The solution: your moves are played for you; the solver tries every way out.'
      : 'The solution: the winner’s moves are played for you; the solver defends.',
    'info',
  );
  if (puzzleMode.board.humanToMove()) scheduleAutoplay();
  else puzzleMode.autoplay = -1; // play on when it is the winner's turn again
  render();
}
function scheduleAutoplay() {
  clearTimeout(puzzleMode.autoplay);
  puzzleMode.autoplay = setTimeout(() => {
    if (puzzleMode.active && puzzleMode.board.humanToMove()) puzzleMode.board.playBest();
  }, AUTOPLAY_MS);
}
function stopAutoplay() {
  clearTimeout(puzzleMode.autoplay);
  puzzleMode.autoplay = 0;
}

export async function share() {
  if (!puzzleMode.puzzle) return;
  const link = encodePuzzleLink(puzzleMode.puzzle);
  if (!link.ok) {
    verdict(esc(link.error), 'error');
    return;
  }
  history.replaceState(null, '', linkUrl(link.hash));
  const url = location.href;
  $('puzzle-share-box').hidden = false;
  $('puzzle-share-url').value = url;
  let copied = false;
  try {
    await navigator.clipboard.writeText(url);
    copied = true;
  } catch {
    copied = false;
  }
  if (!copied) {
    $('puzzle-share-url').focus();
    $('puzzle-share-url').select();
  }
  setStatus(
    copied ? 'Puzzle link copied: it opens this puzzle, not its answer.' : 'Puzzle link ready: copy it from the box.',
    'ok',
  );
}
