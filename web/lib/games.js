// The one place on the page that knows the games: the solver module's registry (ids, names,
// rules, capability flags) joined with what the page adds per game — which feature shows it
// and its number in share links. Everything else asks here (docs/architecture.md).

// Per registry id: the feature that edits and explores the game, and its number in #v1 share
// links (never renumber one: old links must keep opening). Features:
//   'graph'      a token on a drawn directed graph (graph/, on graph-editor/)
//   'cop-thief'  police and thief: two tokens on a painted grid (cop-thief/feature.js)
//   'cat-mouse' two tokens on a drawn undirected graph (cat-mouse/, on graph-editor/)
//   'design'     a game the user designs: board, tokens, move sets, end rules (design/)
//   'sum'        many tokens on a drawn directed graph, a sum of token games (sum/, on graph-editor/)
// tokens: a two-token game's chaser and runner, as share links name them. pack: the page has
// a puzzle pack of the game (web/puzzles/packs/<id>.json).
/**
 * What the page adds to a registry game.
 * @typedef {{ feature: string, shareCode: number, tokens?: string[], pack?: boolean }} PageGame
 */
/**
 * A game as the page knows it: the registry's entry joined with its page entry (before the
 * registry arrives, only id, name, summary, rules and the page entry).
 * @typedef {Partial<import('../solver/messages.js').GameEntry> & { id: string, name: string, summary: string,
 *   rules: string, feature: string } & Partial<PageGame>} GameInfo
 */
/** @type {Record<string, PageGame>} */
export const PAGE_GAMES = {
  generic: { feature: 'graph', shareCode: 0, pack: true },
  'alice-bob': { feature: 'graph', shareCode: 1 },
  'cop-thief': { feature: 'cop-thief', shareCode: 2, tokens: ['police', 'thief'], pack: true },
  'cat-mouse': { feature: 'cat-mouse', shareCode: 3, tokens: ['cat', 'mouse'], pack: true },
  design: { feature: 'design', shareCode: 4, pack: true },
  sum: { feature: 'sum', shareCode: 5, pack: true },
};

// The registry's cops-and-robbers game (How many cops?, web/cops/): its id, asked by the solver
// client and named in the command lines the page suggests.
export const COP_NUMBER = 'cop-number';

/** @type {GameInfo[]} */
let registry = []; // the module's games that the page has a feature for, in registry order

// Takes the module's game list (the worker's 'init' reply); games without a page entry are
// left out (the module may know more games than this page).
/**
 * @param {import('../solver/messages.js').GameEntry[]} list
 * @returns {GameInfo[]}
 */
export function setRegistry(list) {
  registry = list.filter((g) => PAGE_GAMES[g.id]).map((g) => ({ ...g, ...PAGE_GAMES[g.id] }));
  return registry;
}

/** @type {() => GameInfo[]} */
export const gameList = () => registry;

// The joined entry of a game; before the registry arrives, the page's entry with no flags.
/**
 * @param {string} id
 * @returns {GameInfo}
 */
export function gameInfo(id) {
  return (
    registry.find((g) => g.id === id) ?? {
      id,
      name: id,
      summary: '',
      rules: '',
      ...(PAGE_GAMES[id] ?? { feature: 'graph' }),
    }
  );
}

/** @type {(id: string) => string} */
export const featureOf = (id) => (PAGE_GAMES[id] ?? { feature: 'graph' }).feature;
// Positions per vertex: 2 when the answer is given for either player moving first.
/** @type {(id: string) => 1 | 2} */
export const sidesOf = (id) => (gameInfo(id).twoStartSides ? 2 : 1);
/** @type {(id: string) => number} */
export const shareCodeOf = (id) => PAGE_GAMES[id]?.shareCode ?? -1;
/** @type {(code: number) => string | null} */
export const gameOfShareCode = (code) =>
  Object.keys(PAGE_GAMES).find((id) => PAGE_GAMES[id].shareCode === code) ?? null;
// The game a feature shows (board presets open in the grid game).
/** @type {(feature: string) => string | null} */
export const gameForFeature = (feature) =>
  Object.keys(PAGE_GAMES).find((id) => PAGE_GAMES[id].feature === feature) ?? null;
