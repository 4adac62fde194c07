// What the features read of the explorer (kit/explorer.js): the map's value at a place, the legal
// places in play, the move to a place, moves in words, and a position's value asked of the session.

import { valueOf } from '../lib/session-values.js';

// The key of a map: the session, the mover, the token moved over the board and the others' places.
export const mapKey = (explorer, places, mover, token) =>
  `${explorer.session}|${mover}|${token}|${places.map((p, i) => (i === token ? '' : p)).join(',')}`;

// Its readings, given the explorer and its inner part.
export function explorerReadings(explorer, inner) {
  return {
    // The map's value where the map's token stands on `place`, or null.
    mapValue(place) {
      const map = explorer.map;
      if (
        !map ||
        explorer.pos === null ||
        map.key !== mapKey(explorer, explorer.places, explorer.mover, explorer.token)
      )
        return null;
      const outcome = map.outcomes[place];
      if (outcome === 3 || outcome === undefined) return null;
      return { outcome, depth: map.depths[place] === 0xffffffff ? null : map.depths[place] };
    },
    // The places the mover's moves go to, on the human's turn in play; else null.
    legal() {
      const play = explorer.play;
      if (explorer.pos === null || !play || play.over || inner.turnAt(explorer.pos) !== play.human) return null;
      return new Set(explorer.moves.map((m) => m.dest));
    },
    // The best move that puts the moving token on `place` (a click on the board), or null.
    moveAt: (place) => explorer.moves.find((m) => m.dest === place) ?? null,
    moveText: inner.moveText,
    wordsOf: inner.wordsOf,
    // Where a move goes: the place, when the mover has one token ('node 4'); else the move.
    targetText(from, to, mover) {
      const words = inner.words(),
        mine = words.tokens.length === 1 ? [0] : words.tokens.flatMap((t, i) => (t.side === mover ? [i] : []));
      const t = mine[0];
      return mine.length === 1
        ? words.where(to[t], t) + (to[t] === from[t] ? ' — pass' : '')
        : inner.wordsOf(from, to, mover);
    },
    moverOf: inner.moverOf,
    ask: inner.ask,
    // The position after move `to` and its value for the side then to move, with its best reply.
    async after(to) {
      const a = await inner.ask({ values: [to], best: [to], places: [to] });
      const best = a.best[0];
      const b = best === null || best === undefined ? null : await inner.ask({ places: [best] });
      return { value: valueOf(a.values[0]), places: a.places[0], reply: b ? { to: best, places: b.places[0] } : null };
    },
  };
}
