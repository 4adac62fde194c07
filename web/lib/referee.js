// The puzzle referee: which moves a puzzle accepts and why a move misses. Pure; no DOM.
//
// A puzzle (SPEC §6): the player to move wins in exactly `plies` plies and exactly one move
// wins. The user plays the winner from the start; the solver defends as long as it can. A
// move is accepted when it still wins within the plies left (so after the key move any
// alternative that is as fast is accepted, as puzzle sites accept alternative mates); any other
// move is a miss, explained by where it leads.

export const WIN = 1, LOSS = 2, DRAW = 0;

// move: the mover's view of a move, { o: 1 win | 2 loss | 0 draw, d: plies to the end (o 1/2) }.
// pliesLeft: the plies the puzzle still allows from this position (the human is to move).
// → { ok: true } or { ok: false, outcome: 'draw' | 'loss' | 'slow', plies }.
export function judgeMove(move, pliesLeft) {
  if (!move || move.o === undefined || move.o === 3) return { ok: false, outcome: 'illegal' };
  if (move.o === WIN && move.d <= pliesLeft) return { ok: true };
  if (move.o === WIN) return { ok: false, outcome: 'slow', plies: move.d };
  if (move.o === LOSS) return { ok: false, outcome: 'loss', plies: move.d };
  return { ok: false, outcome: 'draw' };
}

// The words for a miss. names: { you, them } ('police', 'thief', …); reply: the opponent's
// refutation in words ('the thief moves down to (4, 4)'), or ''.
export function missWords(verdict, pliesLeft, { you, them }, reply = '') {
  const then = reply ? ` Refutation: ${reply}.` : '';
  const plies = (k) => `${k} ${k === 1 ? 'ply' : 'plies'}`;
  switch (verdict.outcome) {
    case 'draw': return `That lets the ${them} hold a draw: endless play, no win for the ${you}.${then}`;
    case 'loss': return `That loses: the ${them} wins in ${plies(verdict.plies - 1)} after it.${then}`;
    case 'slow': return `That still wins, but in ${plies(verdict.plies)}; the puzzle asks for a win in ${plies(pliesLeft)}.${then}`;
    default: return 'Not a legal move.';
  }
}

// The state of one attempt at a puzzle: plies used, hint taken, missed, solved.
export function createAttempt(puzzle) {
  return {
    plies: puzzle.plies,
    humanMoves: 0,       // accepted moves of the user (the solver answered each)
    hinted: false,
    missed: false,
    shown: false,        // the solution was shown
    solved: false,
    // Plies the puzzle still allows when the user is to move: the user moved first.
    get pliesLeft() { return this.plies - 2 * this.humanMoves; },
    get clean() { return this.solved && !this.hinted && !this.missed && !this.shown; },
  };
}

// The score of a first attempt for the rating: 1 solved clean, 0.5 solved with a hint, 0 missed
// or shown.
export function attemptScore(attempt) {
  if (attempt.missed || attempt.shown) return 0;
  if (attempt.solved) return attempt.hinted ? 0.5 : 1;
  return null;   // not finished
}
