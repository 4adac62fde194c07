// The one place on the page that knows the games: the solver module's registry (ids, names,
// rules, capability flags) joined with what the page adds per game — which feature shows it
// and its number in share links. Everything else asks here (docs/architecture.md).

// Per registry id: the feature that edits and explores the game, and its number in #v1 share
// links (never renumber one: old links must keep opening). Features:
//   'graph'      a token on a drawn directed graph (graph/, on graph-editor/)
//   'board'      two tokens on a painted grid (board/feature.js)
//   'pair-graph' two tokens on a drawn undirected graph (catmouse/, on graph-editor/)
//   'design'     a game the user designs: board, tokens, move sets, end rules (design/)
// tokens: a two-token game's chaser and runner, as share links name them. pack: the page has
// a puzzle pack of the game (web/puzzles/packs/<id>.json).
export const PAGE_GAMES = {
  generic: { feature: 'graph', shareCode: 0, pack: true },
  'alice-bob': { feature: 'graph', shareCode: 1 },
  'cop-thief': { feature: 'board', shareCode: 2, tokens: ['police', 'thief'], pack: true },
  'cat-mouse': { feature: 'pair-graph', shareCode: 3, tokens: ['cat', 'mouse'], pack: true },
  design: { feature: 'design', shareCode: 4, pack: true },
};

let registry = []; // the module's games that the page has a feature for, in registry order

// Takes the module's game list (the worker's 'init' reply); games without a page entry are
// left out (the module may know more games than this page).
export function setRegistry(list) {
  registry = list.filter((g) => PAGE_GAMES[g.id]).map((g) => ({ ...g, ...PAGE_GAMES[g.id] }));
  return registry;
}

export const gameList = () => registry;

// The joined entry of a game; before the registry arrives, the page's entry with no flags.
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

export const featureOf = (id) => (PAGE_GAMES[id] ?? { feature: 'graph' }).feature;
// Positions per vertex: 2 when the answer is given for either player moving first.
export const sidesOf = (id) => (gameInfo(id).twoStartSides ? 2 : 1);
export const shareCodeOf = (id) => PAGE_GAMES[id]?.shareCode ?? -1;
export const gameOfShareCode = (code) =>
  Object.keys(PAGE_GAMES).find((id) => PAGE_GAMES[id].shareCode === code) ?? null;
// The game a feature shows (board presets open in the grid game).
export const gameForFeature = (feature) =>
  Object.keys(PAGE_GAMES).find((id) => PAGE_GAMES[id].feature === feature) ?? null;
