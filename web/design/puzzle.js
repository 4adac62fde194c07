// Puzzles on designed games: how a puzzle of a design (a `whowins puzzles design` line, the
// design's JSON as its text) is loaded and solved, its start shown, played with a referee and
// its moves put in words; and the design on screen as a source to mine.

import { setGame } from '../shell/features.js';
import { boardOf, placeName } from './model.js';
import { moveWords } from './panels.js';
import { isPuzzleStart } from '../lib/referee.js';

// ctx: { game, explorer (explore.js), setDesign(design), solve() → Promise, ask(q) → the
// worker's answer (ask), tokens() → labels in the solver's order }.
export function designPuzzle(pz, { game, explorer: x, setDesign, solve, ask, tokens }) {
  const design = JSON.parse(pz.text);
  const board = boardOf(design);
  const ex = () => x.ex;
  const placeOf = (spot) => (board.grid ? board.placeOf[spot[0] * board.cols + spot[1]] : spot);
  const name = (p) => placeName(board, p);
  let start = null;   // the start position's number
  const where = (dest) => {
    const m = ex().moves.find((q) => q.to === dest);
    return m ? moveWords(ex().places, m.places, tokens(), name) : `position ${dest}`;
  };
  return {
    async load() {
      setGame(game, { solveAfter: false, cause: 'puzzle' });
      setDesign(design);
      await solve();
      if (!ex().result) throw new Error('the solve did not finish');
      const a = await ask({ positions: [{ mover: pz.start.mover, places: pz.start.places.map(placeOf) }] });
      start = a.positions[0];
      if (!(start >= 0)) throw new Error('the puzzle’s position is not one of this design');
      await x.go(start);
    },
    async start(referee) {
      x.stopPlay();
      await x.go(start);
      x.startPlay(pz.start.mover, referee);
    },
    stop() { x.stopPlay(); },
    // Is the start a puzzle of its kind and pz.plies (lib/referee.js isPuzzleStart)? A value
    // decided by the endless or limit rule counts as endless play.
    async check() {
      const v = ex().value;
      if (!v) return false;
      const here = v.byRule ? { o: 0, d: null } : { o: v.outcome, d: v.depth };
      return isPuzzleStart(pz.kind, here, ex().moves.map((m) => x.forMover(m.value)), pz.plies);
    },
    plies: () => Math.max(0, (ex().play?.log.length ?? 1) - 1),
    repeated: () => ex().play?.over === 'the position repeats',
    legalMoves: () => ex().moves.map((m) => m.to),
    playMove(dest) { x.moveTo(dest); },
    humanToMove: () => { const e = ex(); return !!e.play && !e.play.over && e.mover === e.play.human && !e.pending; },
    over: () => !ex().play || !!ex().play.over,
    best: () => ex().moves[0]?.to ?? null,
    playBest() { const b = this.best(); if (b !== null) x.moveTo(b, { force: true }); },
    where,
    async refutation(dest) {
      const a = await ask({ moves: [dest], places: [dest] });
      const reply = a.moves[0][0];
      if (reply === undefined) return '';
      const b = await ask({ places: [reply] });
      return `then ${moveWords(a.places[0], b.places[0], tokens(), name)}`;
    },
    hint() { const b = this.best(); if (b !== null) x.ex.hint = b; },
  };
}

// The design on screen as a source of puzzles (solved first if it is not).
export function designPuzzleSource({ game, text, solved, solve, solver, session }) {
  return {
    game, misere: false, text: text(),
    async mine(options) {
      if (!solved()) await solve();
      if (!solved()) throw new Error('the design did not solve');
      return solver.puzzles({ session: session(), ...options });
    },
  };
}
