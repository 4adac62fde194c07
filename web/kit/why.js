// "Why?" and Watch the solver for any game on the explorer (kit/explorer.js): the session's
// proof tree (lib/why-session.js) of the position shown, in the game's words (its places, its
// tokens, its ends) — or, for a game solved in two passes (Alice and Bob, game().twoPasses),
// the passes in words (lib/why-alice-bob.js) — and the map the solver's replay colours.

import { sessionProof } from '../lib/why-session.js';
import { valueOf } from '../lib/session-values.js';

/**
 * The proof "Why?" shows of the position on screen (explore/why.js): kind 'tree' (tree, name of
 * a position, endText, open), Alice and Bob's kind 'two-passes' (passes: the position and its
 * moves as lib/why-alice-bob.js reads them, pos, name of a place), kind 'words' (paragraphs: many
 * tokens' rule in words), or an error; null: the
 * position changed meanwhile.
 * @typedef {object} WhyProofShape
 * @property {'tree' | 'two-passes' | 'words'} [kind]
 * @property {string[]} [paragraphs]
 * @property {import('../lib/proof.js').ProofNode} [tree]
 * @property {(x: number) => string} [name]
 * @property {(node: import('../lib/proof.js').ProofNode) => string} [endText]
 * @property {(pos: number) => number} [open]
 * @property {import('../lib/why-alice-bob.js').TwoPassesPosition} [passes]
 * @property {number} [pos]
 * @property {{ winner: string, rule: string }} [ruleWin] the position is won by a rule (endless play, the
 *   turn limit): the tree proves the plain game's draw, which the rule gives to the winner
 * @property {string} [error]
 */
/** @typedef {WhyProofShape | null} WhyProof */
/**
 * The Why? source of what is shown (explore/why.js): key, a cheap key of the position.
 * @typedef {{ key: string, proof: () => Promise<WhyProof>, go: (pos: number) => void }} WhySource
 */
/**
 * What Watch the solver replays (explore/watch.js): per place an outcome and a depth.
 * @typedef {{ outcomes: ArrayLike<number>, depths: ArrayLike<number>, key: string, fixedToken?: boolean }} WatchSource
 */
// The Why? source (shell/features.js's interface) of a solved explorer: null until it shows a
// position. game(): the explorer's words ({ sides, tokens, where, endText? }).
/**
 * @param {import('./explorer.js').Explorer} ex
 * @param {boolean} solved
 * @param {() => import('./explorer.js').ExplorerGame} game
 * @returns {WhySource | null}
 */
export function explorerWhy(ex, solved, game) {
  if (!solved || ex.pos === null) return null;
  const session = ex.session;
  return {
    key: `ex|${session}`,
    async proof() {
      // The position asked for last (a click, a number) once the session has shown it.
      await ex.settled();
      if (ex.session !== session || ex.pos === null) return null;
      const g = game();
      if (g.twoPasses) {
        const passes = await twoPassesOf(ex, ex.pos);
        return ex.session !== session ? null : { kind: 'two-passes', passes, pos: ex.pos, name: (p) => g.where(p) };
      }
      const r = await sessionProof(ex.ask, ex.pos, {
        sides: g.sides,
        placeName: (p) => g.where(p),
        tokenLabels: g.tokens.map((t) => t.label),
        half: ex.positions / 2,
        moverOf: ex.moverOf,
        positionWords: g.positionWords,
      });
      if (ex.session !== session) return null;
      const endText = (n) => {
        const pl = r.placesOf(n.pos),
          v = r.valueOf(n.pos);
        return (pl && v && g.endText?.(pl, { winner: v.winner, end: v.end })) || r.endText(n);
      };
      // A win by the endless rule or the turn limit: the tree is the plain game's draw, the rule names the winner.
      const root = r.valueOf(ex.pos);
      const ruleWinner =
        root?.byRule && (root.outcome === 1 || root.outcome === 2)
          ? root.outcome === 1
            ? ex.moverOf(ex.pos)
            : 1 - ex.moverOf(ex.pos)
          : null;
      const ruleWin =
        ruleWinner === null
          ? undefined
          : {
              winner: g.sides[ruleWinner],
              rule: g.ruleWin?.(ruleWinner) ?? 'by the rules (endless play or the limit)',
            };
      return { kind: 'tree', tree: r.tree, name: r.words, endText, open: r.open, ruleWin };
    },
    go: (pos) => ex.go(pos),
  };
}
// What the two passes' words read of a position (lib/why-alice-bob.js), asked of the session:
// its side, place, value and best move's place, and each move's place and value for the side
// then to move.
/**
 * @param {import('./explorer.js').Explorer} ex
 * @param {number} pos
 * @returns {Promise<import('../lib/why-alice-bob.js').TwoPassesPosition>}
 */
async function twoPassesOf(ex, pos) {
  const a = await ex.ask({ values: [pos], places: [pos], moves: [pos], best: [pos] });
  const next = a.moves[0],
    best = a.best[0];
  const b = await ex.ask({ values: next, places: next });
  const letter = (v) => 'DWL?'[v.outcome];
  const here = valueOf(a.values[0]);
  return {
    side: ex.moverOf(pos),
    place: a.places[0][0],
    letter: letter(here),
    depth: here.outcome === 0 ? null : here.depth,
    best: best === null || best === undefined ? null : (b.places[next.indexOf(best)]?.[0] ?? null),
    moves: next.map((to, i) => {
      const after = valueOf(b.values[i]);
      return { to, target: b.places[i][0], letter: letter(after), depth: after.outcome === 0 ? null : after.depth };
    }),
  };
}

// The map Watch the solver replays: the explorer's map.
/**
 * @param {import('./explorer.js').Explorer} ex
 * @param {boolean} solved
 * @returns {WatchSource | null}
 */
export function explorerWatch(ex, solved) {
  if (!solved || !ex.map || ex.pos === null) return null;
  return { outcomes: ex.map.outcomes, depths: ex.map.depths, key: ex.map.key, fixedToken: true };
}
