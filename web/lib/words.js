// Words the page writes about games: numbers with their noun in the right number, and the verb
// that agrees with a side's name ("the cat wins", "the hounds win", "the police win"). Pure.

// '1 ply', '2 plies', '4,098,560,000 positions'.
/** @type {(n: number, one: string, many?: string) => string} */
export const plural = (n, one, many = `${one}s`) => `${Number(n).toLocaleString('en-US')} ${n === 1 ? one : many}`;

// Collective nouns that take the plural verb without an s ("the police are on the thief's cell").
const COLLECTIVE = new Set(['police', 'people', 'cattle', 'mice', 'geese', 'men', 'women', 'children']);
// Is a side's name a plural noun (ending in s but not ss: hounds, cops; or a collective noun: police)?
/** @type {(side: string) => boolean} */
export const isPlural = (side) => /[^s]s$/i.test(String(side)) || COLLECTIVE.has(String(side).toLowerCase());
// The verb that agrees with a side's name: agree('hounds', 'moves', 'move') → 'move', agree('cat', 'has', 'have')
// → 'has'. The one place the page decides a side's number.
/** @type {(side: string, one: string, many: string) => string} */
export const agree = (side, one, many) => (isPlural(side) ? many : one);
/** @type {(side: string) => string} */
export const wins = (side) => agree(side, 'wins', 'win');
// A side's name with its article: 'the cat', but a proper name alone ('Alice').
/** @type {(side: string) => string} */
export const the = (side) => (/^[A-Z]/.test(String(side)) ? String(side) : `the ${side}`);
/** @type {(side: string) => string} */
export const The = (side) => (/^[A-Z]/.test(String(side)) ? String(side) : `The ${side}`);
/** @type {(side: string) => string} */
export const loses = (side) => agree(side, 'loses', 'lose');

// ---- depths: in plies (one side's turn) or in moves (a turn of each side) ------------------------
// The page counts a depth — how long the game lasts with best play — in one unit, chosen by the
// user (shell/depth-unit.js keeps the choice); every place that writes a depth goes through
// these. A move is a turn of each side, counted as the winner's moves: a win in 7 plies is the
// winner's 4th move, "in 4 moves"; n plies are ⌈n / 2⌉ moves. The command line stays in plies.
export const DEPTH_UNITS = Object.freeze(['plies', 'moves']);
let depthUnit = 'plies';
/** @type {(unit: unknown) => boolean} */
export const isDepthUnit = (unit) => DEPTH_UNITS.includes(/** @type {string} */ (unit));
/** @type {(unit: string) => void} */
export function setDepthUnit(unit) {
  if (!isDepthUnit(unit)) throw new Error(`setDepthUnit: no unit '${unit}' (plies or moves)`);
  depthUnit = unit;
}
/** @type {() => string} */
export const depthUnitNow = () => depthUnit;
// The number a depth of `plies` shows: the plies, or the moves (⌈plies / 2⌉).
/** @type {(plies: number, unit?: string) => number} */
export const depthCount = (plies, unit = depthUnit) => (unit === 'moves' ? Math.ceil(plies / 2) : plies);
// A depth in words: '7 plies', '1 ply'; in moves '4 moves', '1 move'.
/** @type {(plies: number, unit?: string) => string} */
export const depthWords = (plies, unit = depthUnit) =>
  unit === 'moves' ? plural(depthCount(plies, unit), 'move') : plural(plies, 'ply', 'plies');
// The unit's own name for captions ('plies' or 'moves').
/** @type {(unit?: string) => string} */
export const depthUnitName = (unit = depthUnit) => (unit === 'moves' ? 'moves' : 'plies');
// A count of rounds (cops and robbers: the cops' turn and the robber's): '3 rounds', or in moves,
// where a move is a turn of each side, '3 moves'.
/** @type {(rounds: number, unit?: string) => string} */
export const roundWords = (rounds, unit = depthUnit) => plural(rounds, unit === 'moves' ? 'move' : 'round');
// The unit of a count of rounds alone, for a number written apart: 'round(s)' or 'move(s)'.
/** @type {(rounds: number, unit?: string) => string} */
export const roundUnitName = (rounds, unit = depthUnit) =>
  `${unit === 'moves' ? 'move' : 'round'}${rounds === 1 ? '' : 's'}`;

// How a side wins by a design's rules when no end is reached (docs/design.md): the turn limit (the other side
// cannot force a win within it) or the endless rule (endless play counts for it), the first that gives it the win.
/**
 * @param {{ endless?: string, limit?: { plies: number, winner: string } }} rules the design's endless and limit
 * @param {string} winner the side's name
 * @param {string} other the other side's name
 * @returns {string}
 */
export function ruleWinWords(rules, winner, other) {
  if (rules.limit?.winner === winner)
    return `${the(other)} cannot force a win within ${plural(rules.limit.plies, 'ply', 'plies')} (the turn limit)`;
  if (rules.endless === winner)
    return `the game never ends, and endless play counts for ${the(winner)} (the endless rule)`;
  return 'no end is reached, and the rules give the game to it';
}
