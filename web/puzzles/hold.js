// The referee of a hold-the-draw puzzle (docs/rules.md#puzzles): the user's moves must keep the draw; the
// hold is done after the puzzle's plies or when a position repeats; the solver's replies are
// its way out (lib/referee.js wayOut). Built by puzzle mode (mode.js) on its own callbacks.

import { judgeHold, wayOut } from '../lib/referee.js';

// attempt(), puzzle(), board(): puzzle mode's current attempt, puzzle and feature adapter;
// miss(verdict, pliesLeft, dest) → false: a refused move; finish(success, words): the end;
// afterPly(): puzzle mode's redraw after a ply.
export function createHoldReferee({ attempt, puzzle, board, miss, finish, afterPly }) {
  return {
    allow(move, dest) {
      const a = attempt();
      if (!a || a.solved) return true;
      const v = judgeHold(move);
      if (v.ok) {
        a.humanMoves++;
        return true;
      }
      return miss(v, null, dest);
    },
    moved() {
      const a = attempt(),
        b = board(),
        pz = puzzle();
      if (a && !a.solved && b.plies() > 0 && (b.plies() >= pz.plies || b.repeated())) {
        a.played = b.plies();
        const words = b.repeated()
          ? 'A position came back: endless play.'
          : `You held for ${pz.plies} ${pz.plies === 1 ? 'ply' : 'plies'}.`;
        finish(true, words);
        setTimeout(() => {
          if (attempt() === a) b.stop();
        }, 0); // the solver does not move on
        return;
      }
      afterPly();
    },
    // The game stopped: by a repeat or a drawn end the draw held; a win of the solver did not.
    over(youWin, drawn = false) {
      const a = attempt();
      if (!a || a.solved) return;
      a.played = board().plies();
      const words = !drawn
        ? ''
        : board().repeated()
          ? 'A position came back: endless play.'
          : 'The game stopped without a winner: the draw held.';
      finish(youWin || drawn, words);
    },
    reply: wayOut,
  };
}
