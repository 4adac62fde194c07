// How many cops?'s state, named: the graph asked about, the worker's answer, its game as positions
// for the kit's explorer (cops/game.js, kit/explorer.js), and what the feature's board shows of it.

/**
 * @typedef {object} CopsState
 * @property {import('../lib/cop-graph.js').CopGraph | null} graph the graph asked about
 * @property {any} answer the worker's answer: cops, placement, captureTime, positions, verdict, session
 * @property {ReturnType<typeof import('./game.js').createCopsGame> | null} game the positions the explorer plays on
 * @property {string} sessionKey the explorer's session: one per answer
 * @property {import('../kit/explorer.js').Explorer | null} explorer the kit's explorer of the game
 * @property {boolean} onMain the board shows the capture map (false: the feature's outcome map)
 * @property {((paint: any) => void) | null} shownOn the show(paint) the capture map was last painted with
 * @property {number[] | null} placing Play the cops: the cops placed so far, before the game starts
 * @property {number[] | null} stepping in play, the cops' move put together cop by cop
 * @property {number[] | null} before the placement shown before Play (Stop goes back to it)
 * @property {string} announced the position (and whether over) the status line has said
 */
/** @type {CopsState} */
export const cops = {
  graph: null,
  answer: null,
  game: null,
  sessionKey: '',
  explorer: null,
  onMain: true,
  shownOn: null,
  placing: null,
  stepping: null,
  before: null,
  announced: '',
};

// The cops and the robber of the position shown (the cops being placed while placing, the step put
// together so far in play): { placement, robber (null: not hidden) }, or null before a position.
export function shownPlaces() {
  if (cops.placing) return { placement: cops.placing.slice(), robber: null };
  const ex = cops.explorer,
    game = cops.game;
  if (!ex || !game || ex.pos === null) return null;
  const placement = ex.places.slice(0, game.cops);
  if (cops.stepping) placement.splice(0, cops.stepping.length, ...cops.stepping);
  const robber = ex.places[game.cops];
  return { placement, robber: robber < game.n ? robber : null };
}

// Rounds played in the game under way: the cops' moves in the positions played so far.
export function roundsPlayed() {
  const ex = cops.explorer,
    game = cops.game;
  if (!ex?.play || !game) return 0;
  return [...ex.history, ex.pos].filter((p) => {
    const d = p === null ? null : game.decode(p);
    return d && d.mover === 1 && d.robber < game.n;
  }).length;
}
