// Play a design by clicks on its board, on the human's turn: a click on a token of the side to
// move picks it (its moves are ringed: targets()); a click on a place moves the picked token
// there — the move that leaves the others where they stand, else (a team moving all at once)
// the best of those that put it there; a place no token of that side can reach says so.

import { esc } from '../ui/page.js';

// explorer: kit/explorer.js's; tokens(): the tokens in the solver's order ({ side, label }).
export function createDesignPlay({ explorer, tokens, setStatus }) {
  const ex = explorer;
  // The moves (best first) that put token i on place: those that move it there, or (its own
  // place) a pass where nothing moves.
  function landing(i, place) {
    if (place !== ex.places[i]) return ex.moves.filter((m) => m.places[i] === place);
    return ex.moves.filter((m) => m.places.every((p, j) => p === ex.places[j]));
  }
  function click(place) {
    const play = ex.play,
      list = tokens();
    if (play.over) {
      setStatus(`The game is over (${esc(play.over)}): Undo or Stop.`);
      return;
    }
    if (ex.mover !== play.human) {
      setStatus('Wait for the solver’s move.');
      return;
    }
    const mine = (i) => list[i]?.side === ex.mover;
    const reaches = (i) => mine(i) && landing(i, place).length > 0;
    // A click on another token of yours that the picked one cannot reach: pick it.
    const here = ex.places.findIndex((p, i) => p === place && mine(i));
    if (here >= 0 && here !== ex.token && !landing(ex.token, place).length) {
      explorer.setToken(here);
      return;
    }
    if (!reaches(ex.token)) {
      const other = list.findIndex((t, i) => reaches(i));
      if (other < 0) {
        setStatus(
          mine(ex.token)
            ? `${esc(list[ex.token]?.label ?? 'That token')} cannot move there: its moves are ringed on the board.`
            : 'No token of yours can move there: pick one of your tokens.',
        );
        return;
      }
      explorer.setToken(other).then(() => click(place));
      return;
    }
    const moves = landing(ex.token, place);
    const still = moves.find((m) => m.places.every((p, i) => i === ex.token || p === ex.places[i]));
    explorer.playMove((still ?? moves[0]).to);
  }
  // The places the picked token can move to on the human's turn, or null.
  function targets() {
    if (!ex.play || ex.play.over || ex.mover !== ex.play.human) return null;
    const out = new Set();
    for (const m of ex.moves)
      if (m.places[ex.token] !== ex.places[ex.token] || m.places.every((p, j) => p === ex.places[j]))
        out.add(m.places[ex.token]);
    return out;
  }
  return { click, targets };
}
