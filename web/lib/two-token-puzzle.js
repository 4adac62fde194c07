// The puzzle adapter of a two-token game (police and thief, cat and mouse, …): puzzle mode
// (puzzles/mode.js) plays a puzzle through it on the feature's explorer (lib/two-token.js).
// The feature gives how to load the puzzle's board and how to word a place.

import { isPuzzleStart } from './referee.js';

const NONE = 0xFFFFFFFF;

// { pz, explorer() → the explorer, load() → Promise (the board solved, the start shown),
//   startPos() → { c, r, side }, where(loc, side?) → words (side: the token moving), them } → the adapter puzzles/mode.js uses.
export function twoTokenPuzzle({ pz, explorer: ex, load, startPos, where, them }) {
  return {
    load,
    start(referee) {
      const e = ex();
      e.stopPlay();
      e.go(startPos(), { record: false });
      e.history = []; e.future = [];
      e.startPlay(pz.start.side, referee);
    },
    stop() { ex().stopPlay(); },
    // Is the start a puzzle of its kind and pz.plies (referee.js isPuzzleStart)?
    async check() {
      const e = ex();
      await new Promise((resolve) => { const wait = () => (e.pending ? setTimeout(wait, 20) : resolve()); wait(); });
      return isPuzzleStart(pz.kind, e.here, e.moves, pz.plies);
    },
    plies: () => ex().history.length,
    repeated: () => !!ex().play?.repeated,
    legalMoves: () => ex().moves.map((m) => m.to),
    playMove(dest) { ex().playMove(dest); },
    humanToMove: () => { const e = ex(); return !!e.play && !e.play.over && e.pos.side === e.play.human && !e.pending; },
    over: () => !ex().play || !!ex().play.over,
    best: () => { const b = ex().here?.best; return b === undefined || b === NONE ? null : b; },
    playBest() { const b = this.best(); if (b !== null) ex().moveTo(b); },
    where,
    async refutation(dest) {
      const a = await ex().after(dest);
      const b = a?.value?.best;
      // The opponent's reply, worded for the opponent's token (a pass keeps its place).
      return b === undefined || b === NONE ? '' : `the ${them} moves to ${where(b, 1 - ex().pos.side)}`;
    },
    hint() { ex().showHint(); },
  };
}

// The names of the two sides of a puzzle for messages, from its game's tokens (lib/games.js):
// { you, them }.
export function twoTokenSides(pz, tokens) {
  return pz.start.side === 0 ? { you: tokens[0], them: tokens[1] } : { you: tokens[1], them: tokens[0] };
}
