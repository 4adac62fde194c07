// "Why?" and Watch the solver for any game on the explorer (kit/explorer.js): the session's
// proof tree (lib/why-session.js) of the position shown, in the game's words (its places, its
// tokens, its ends), and the map the solver's replay colours.

import { sessionProof } from '../lib/why-session.js';

/**
 * The proof "Why?" shows of the position on screen (explore/why.js): a tree, Alice and Bob's
 * two passes, an error, or null (the position changed meanwhile).
 * @typedef {{ kind: 'tree', tree: import('../lib/proof.js').ProofNode, name: (pos: number) => string, endText: (node: import('../lib/proof.js').ProofNode) => string, open?: (pos: number) => number }
 *   | { kind: 'two-passes', solution: import('../lib/outcome.js').Solution, pos: number, name: (vertex: number) => string }
 *   | { error: string }
 *   | null} WhyProof
 */
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
      const g = game();
      const r = await sessionProof(ex.ask, ex.pos, {
        sides: g.sides,
        placeName: (p) => g.where(p),
        tokenLabels: g.tokens.map((t) => t.label),
        half: ex.positions / 2,
      });
      if (ex.session !== session) return null;
      const endText = (n) => {
        const pl = r.placesOf(n.pos),
          v = r.valueOf(n.pos);
        return (pl && v && g.endText?.(pl, { winner: v.winner, end: v.end })) || r.endText(n);
      };
      return { kind: 'tree', tree: r.tree, name: r.words, endText, open: r.open };
    },
    go: (pos) => ex.go(pos),
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
