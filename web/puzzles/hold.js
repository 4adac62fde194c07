// The referee of a hold-the-draw puzzle (docs/rules.md#puzzles): the user's moves must keep the draw; the
// hold is done after the puzzle's plies or when a position repeats; the solver's replies are
// its way out (lib/referee.js wayOut). Built by puzzle mode (mode.js) on its own callbacks.

import { judgeHold, wayOut } from '../lib/referee.js';
import { depthWords } from '../lib/words.js';

// currentAttempt(), currentPuzzle(), currentBoard(): puzzle mode's current attempt, puzzle and
// feature adapter; miss(judgement, pliesLeft, dest) → false: a refused move; finish(success,
// words): the end; afterPly(): puzzle mode's redraw after a ply.
export function createHoldReferee({ currentAttempt, currentPuzzle, currentBoard, miss, finish, afterPly }) {
  return {
    allow(move, dest) {
      const attempt = currentAttempt();
      if (!attempt || attempt.solved) return true;
      const judgement = judgeHold(move);
      if (judgement.ok) {
        attempt.humanMoves++;
        return true;
      }
      return miss(judgement, null, dest);
    },
    moved() {
      const attempt = currentAttempt(),
        board = currentBoard(),
        puzzle = currentPuzzle();
      if (attempt && !attempt.solved && board.plies() > 0 && (board.plies() >= puzzle.plies || board.repeated())) {
        attempt.played = board.plies();
        const words = board.repeated()
          ? 'A position came back: endless play.'
          : `You held for ${depthWords(puzzle.plies)}.`;
        finish(true, words);
        setTimeout(() => {
          if (currentAttempt() === attempt) board.stop();
        }, 0); // the solver does not move on
        return;
      }
      afterPly();
    },
    // The game stopped: by a repeat or a drawn end the draw held; a win of the solver did not.
    over(youWin, drawn = false) {
      const attempt = currentAttempt();
      if (!attempt || attempt.solved) return;
      attempt.played = currentBoard().plies();
      const words = !drawn
        ? ''
        : currentBoard().repeated()
          ? 'A position came back: endless play.'
          : 'The game stopped without a winner: the draw held.';
      finish(youWin || drawn, words);
    },
    reply: wayOut,
  };
}
