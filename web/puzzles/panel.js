// Puzzle mode's panel: the verdict box, and the puzzle's place in its set, the rating, the task
// in words (plies left), the legal moves as buttons (outcomes not shown) and which actions are
// enabled — all from puzzle mode's state (puzzles/state.js).

import { $, esc, fmt } from '../ui/page.js';
import { featureOf } from '../lib/games.js';
import { summary } from '../lib/progress.js';
import { renderHistory } from './history.js';
import { puzzleMode } from './state.js';
import { renderSetProgress } from './sets.js';
import { depthWords as plies, depthUnitName } from '../lib/words.js'; // a depth in the user's unit

export function verdict(html, kind) {
  const box = $('puzzle-verdict');
  box.innerHTML = html;
  box.className = 'message ' + kind;
}

export function render() {
  const puzzle = puzzleMode.puzzle,
    set = puzzleMode.sets[puzzleMode.setId];
  $('puzzle-where').textContent = set ? `Puzzle ${puzzleMode.index + 1} of ${set.list.length}` : '';
  const stats = summary(puzzleMode.progress);
  const ratingTitle = "Your puzzle rating: an Elo update against each puzzle's difficulty, first tries only";
  $('puzzle-progress').innerHTML =
    `<div><span class="rating" title="${ratingTitle}">${fmt(stats.rating)}</span> rating` +
    `${stats.rated < 10 ? ' <span class="muted">(provisional)</span>' : ''}</div>` +
    `<div>${fmt(stats.solved)} solved (${fmt(stats.clean)} clean, ${fmt(stats.hinted)} hinted) · ` +
    `${fmt(stats.missed)} missed</div>` +
    `<div>Streak ${fmt(stats.streak)} · best ${fmt(stats.bestStreak)}</div>`;
  renderHistory(puzzleMode.progress);
  renderSetProgress();
  if (!puzzle) return;
  const result = puzzleMode.progress.results[puzzle.uid];
  $('puzzle-difficulty').textContent =
    `difficulty ${fmt(puzzle.difficulty)}${result ? ` · ${result === 'clean' ? '✓ solved' : result}` : ''}`;
  const attempt = puzzleMode.attempt;
  const hold = puzzle.kind === 'draw';
  const played = hold && puzzleMode.board && !puzzleMode.loading ? puzzleMode.board.plies() : 0;
  const left = !attempt ? puzzle.plies : hold ? puzzle.plies - played : attempt.pliesLeft;
  const who =
    featureOf(puzzle.game) === 'graph'
      ? `Your move from vertex ${puzzle.start.vertex + 1}:`
      : `${esc(cap(puzzle.mover))} to move:`;
  const task = puzzle.keyOnly
    ? `win. Find the only winning move: the puzzle ends with it (how many ${depthUnitName()} the win takes is not known ` +
      'for a sum this large).'
    : !hold
      ? `win in ${plies(puzzle.plies)}. Find the only winning move.`
      : puzzle.endlessWins
        ? `escape: keep the game going for ${plies(puzzle.plies)} ` +
          `(endless play is the ${esc(puzzle.mover)}’s win). Only one move does not lose.`
        : `hold the draw for ${plies(puzzle.plies)}, or until a position repeats. Only one move does not lose.`;
  $('puzzle-task').innerHTML =
    `<b>${who}</b> ${task}` +
    (attempt && attempt.humanMoves > 0 && !attempt.solved ? ` <span class="muted">(${plies(left)} left)</span>` : '') +
    (puzzle.sourceName
      ? `<br><span class="muted small">From ${esc(puzzle.sourceName)}` +
        `${puzzle.misere ? ' · misère: who cannot move wins' : ''}.</span>`
      : '');
  const playing = !!attempt && !attempt.solved && !puzzleMode.loading;
  // The legal moves as buttons (keyboard and touch), outcomes not shown.
  const moves = playing && puzzleMode.board?.humanToMove() ? puzzleMode.board.legalMoves() : [];
  $('puzzle-moves').innerHTML = moves.length
    ? `<span class="field-label">Your move</span> ` +
      moves
        .map((move) => {
          const where = puzzleMode.board.where(move);
          const label = puzzle.mover ? `${puzzle.mover} to ${where}` : `Play ${where}`;
          return (
            `<button type="button" class="button ghost small" data-puzzle-move="${move}" aria-label="${esc(label)}">` +
            `${esc(where)}</button>`
          );
        })
        .join(' ')
    : '';
  // After a move by the buttons, the focus goes on to the next move (or Next when it is over).
  if (puzzleMode.refocus && (moves.length || attempt?.solved)) {
    puzzleMode.refocus = false;
    (moves.length ? $('puzzle-moves').querySelector('button') : $('puzzle-next-top')).focus();
  }
  $('puzzle-hint').disabled = !playing || !puzzleMode.board?.humanToMove();
  $('puzzle-solution').disabled = !playing;
  $('puzzle-retry').disabled = !!puzzleMode.loading;
}
const cap = (words) => words[0].toUpperCase() + words.slice(1);
