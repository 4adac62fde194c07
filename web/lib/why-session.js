// "Why?" for every game with a session (pure): the proof tree (lib/proof.js) of a position,
// with the positions' values, moves and places asked of the worker's session in batches until
// every position the tree needs is known. A win by a design's endless or limit rule is a draw
// of the plain game: its proof is the draw region that the rule then gives to its winner.

import { proofTree } from './proof.js';
import { wins } from './words.js';

const LETTER = ['D', 'W', 'L'];

// ask(q) → the worker's answer to ask ({ values, moves, places }); root: a position; half: the
// first position with side 1 to move (positions list side 0's first, then side 1's), or
// moverOf(position) for a game numbered otherwise; positionWords(places, mover): a position in
// the game's own words (default: every token's place, then the side to move).
// → { tree, words(pos), endText(node), open(pos), placesOf(pos), valueOf(pos) } once every value
// the tree needs is known.
/**
 * @typedef {object} SessionProof
 * @property {import('./proof.js').ProofNode} tree
 * @property {(pos: number) => string} words
 * @property {(node: import('./proof.js').ProofNode) => string} endText
 * @property {(pos: number) => number} open
 * @property {(pos: number) => number[] | undefined} placesOf
 * @property {(pos: number) => import('../solver/messages.js').PositionValue | undefined} valueOf
 */
/**
 * @param {(q: import('../solver/messages.js').Questions) => Promise<import('../solver/messages.js').AskReply>} ask
 * @param {number} root
 * @param {{ sides: string[], placeName: (place: number) => string, tokenLabels: string[], half: number,
 *   maxNodes?: number, maxRounds?: number, moverOf?: (pos: number) => number,
 *   positionWords?: (places: number[], mover: number) => string }} options
 * @returns {Promise<SessionProof>}
 */
export async function sessionProof(
  ask,
  root,
  {
    sides,
    placeName,
    tokenLabels,
    half,
    maxNodes = 250,
    maxRounds = 80,
    moverOf = (p) => (p >= half ? 1 : 0),
    positionWords,
  },
) {
  const value = new Map(),
    moves = new Map(),
    places = new Map();
  let missing = new Set();
  const need = (k) => {
    missing.add(k);
  };
  const game = {
    outcome: (k) => {
      const v = value.get(k);
      if (!v) {
        need(k);
        return '?';
      }
      return v.byRule ? 'D' : LETTER[v.outcome];
    },
    depth: (k) => {
      const v = value.get(k);
      return !v || v.byRule || v.depth === null ? null : v.depth;
    },
    moves: (k) => {
      const m = moves.get(k);
      if (!m) {
        need(k);
        return [];
      }
      return m.map((to) => ({ to }));
    },
    isEnd: (k) => {
      const v = value.get(k);
      if (!v) {
        need(k);
        return false;
      }
      return v.end;
    },
  };
  let tree = null;
  for (let round = 0; round < maxRounds; round++) {
    missing = new Set();
    tree = proofTree(game, root, { maxNodes });
    if (missing.size === 0) break;
    const list = [...missing];
    const a = await ask({ values: list, moves: list, places: list });
    list.forEach((p, i) => {
      value.set(p, a.values[i]);
      moves.set(p, a.moves[i]);
      places.set(p, a.places[i]);
    });
  }
  const words = (p) => {
    const pl = places.get(p),
      v = value.get(p);
    if (!pl || !v) return `position ${p}`;
    if (positionWords) return positionWords(pl, moverOf(p));
    return (
      pl.map((x, i) => `${tokenLabels[i]} ${placeName(x)}`).join(', ') +
      `, ${sides[p >= 0 && v ? moverOf(p) : 0]} to move`
    );
  };
  const endText = (n) => {
    const v = value.get(n.pos);
    if (!v) return 'an end';
    if (v.winner < 0) return 'no move: a draw by the rules';
    return `${sides[v.winner]} ${wins(sides[v.winner])} here by the end rules`;
  };
  return { tree, words, endText, open: (p) => p, placesOf: (p) => places.get(p), valueOf: (p) => value.get(p) };
}
