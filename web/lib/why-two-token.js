// "Why?" for the two-token games: the proof tree (explore/proof.js) of the position shown,
// with the positions' values asked of the worker's session in batches — the tree is built
// again with each answer until every position it needs is known (one batch per level).

import { proofTree } from './proof.js';

const LETTER = ['D', 'W', 'L'];
const NONE = 0xFFFFFFFF;
const key = (p) => `${p.side}|${p.c}|${p.r}`;
const parse = (k) => { const [side, c, r] = k.split('|').map(Number); return { side, c, r }; };

// → { tree, words(pos key) } once every value the tree needs is known (or maxRounds passed).
export async function twoTokenProof(ex, { maxNodes = 250, maxRounds = 80 } = {}) {
  const cache = new Map();
  const A = ex.adapter();
  let missing = new Set();
  const game = {
    outcome: (k) => { const v = cache.get(k); if (!v) { missing.add(k); return '?'; } return LETTER[v.o] ?? '?'; },
    depth: (k) => { const v = cache.get(k); return !v || v.o === 0 || v.d === NONE ? null : v.d; },
    moves: (k) => ex.successors(parse(k)).map((q) => ({ to: key(q) })),
    isEnd: (k) => { const p = parse(k); return !!A.end(p.c, p.r) || ex.successors(p).length === 0; },
  };
  const root = key(ex.pos);
  let tree = null;
  for (let round = 0; round < maxRounds; round++) {
    missing = new Set();
    tree = proofTree(game, root, { maxNodes });
    if (missing.size === 0) break;
    const list = [...missing].map(parse);
    const values = await ex.values(list.map((p) => [p.side, p.c, p.r]));
    list.forEach((p, i) => cache.set(key(p), values[i] ?? { o: 3, d: NONE }));
  }
  const words = (k) => {
    const p = parse(k);
    const n = A.names;
    return `${n.chaser} ${A.where(p.c)}, ${n.runner} ${A.where(p.r)}, ${p.side === 0 ? n.chaser : n.runner} to move`;
  };
  return { tree, words, parse };
}

// The Why? and Watch sources of a solved two-token explorer (shell/features.js's interface):
// null until it shows a position.
export function twoTokenWhy(ex, solved) {
  if (!solved || !ex.pos) return null;
  const session = ex.session;
  return {
    key: `tt|${session}`,
    async proof() {
      const { tree, words, parse: open } = await twoTokenProof(ex);
      if (ex.session !== session) return null;
      const A = ex.adapter();
      const endText = (n) => { const p = open(n.pos); const e = A.end(p.c, p.r); return e ? e.text : 'no move: a draw by the rules'; };
      return { kind: 'tree', tree, name: words, endText, open };
    },
    go: (pos) => ex.go(pos),
  };
}
export function twoTokenWatch(ex, solved) {
  if (!solved || !ex.map || !ex.pos) return null;
  return { outcomes: ex.map.outcomes, depths: ex.map.depths, key: ex.map.key, fixedToken: true };
}
