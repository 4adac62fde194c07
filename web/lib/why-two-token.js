// "Why?" for the two-token games: the session's proof tree (lib/why-session.js) of the position
// shown, in the explorer's words (the places' names, the tokens' names); Watch the solver's map.

import { sessionProof } from './why-session.js';

// The Why? and Watch sources of a solved two-token explorer (shell/features.js's interface):
// null until it shows a position.
export function twoTokenWhy(ex, solved) {
  if (!solved || !ex.pos) return null;
  const session = ex.session;
  return {
    key: `tt|${session}`,
    async proof() {
      const A = ex.adapter(), L = ex.L, names = [A.names.chaser, A.names.runner];
      const open = (k) => ({ side: Math.floor(k / L / L), c: Math.floor(k / L) % L, r: k % L });
      const root = (ex.pos.side * L + ex.pos.c) * L + ex.pos.r;
      const { tree, words } = await sessionProof(ex.ask, root, { sides: names, placeName: A.where, tokenLabels: names, half: L * L });
      if (ex.session !== session) return null;
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
