// The features' own parts of links, given to the envelopes: each feature's section of a share
// link (lib/codec.js) and its puzzles' positions (lib/puzzle.js). The composition root calls
// this once, and so do the tests that read or write links and puzzles. And every preset the
// address can name (?preset=…) with the game it opens (presetGames): the graph presets
// (graph-editor/presets.js, each names its game), the police-and-thief boards (cop-thief/board.js)
// and the designer's templates (design/templates.js); scripts/build-web.mjs hands them to
// lib/link-module.js's firstModuleLists, so index.html's head downloads the module a preset's
// first answer needs, as it does for a link.

import { registerShareSection } from '../lib/codec.js';
import { registerPuzzlePositions } from '../lib/puzzle.js';
import { graphLink, graphPuzzle, pairGraphPuzzle, sumPuzzle } from '../graph-editor/link.js';
import { boardLink, boardPuzzle } from '../cop-thief/link.js';
import { designLink, designPuzzle } from '../design/link.js';
import { PAGE_GAMES } from '../lib/games.js';
import { PRESETS } from '../graph-editor/presets.js';
import { BOARD_PRESETS } from '../cop-thief/board.js';
import { TEMPLATES, templatePresetId } from '../design/templates.js';

export function registerShareLinks() {
  for (const link of [graphLink, boardLink, designLink]) registerShareSection(link.features, link);
  for (const p of [graphPuzzle, pairGraphPuzzle, sumPuzzle, boardPuzzle, designPuzzle])
    registerPuzzlePositions(p.features, p);
}

// The game a feature edits alone (its one entry in lib/games.js).
const gameOfFeature = (feature) => {
  const ids = Object.keys(PAGE_GAMES).filter((id) => PAGE_GAMES[id].feature === feature);
  if (ids.length !== 1) throw new Error(`the feature ${feature} shows ${ids.length} games`);
  return ids[0];
};

/** @returns {{ id: string, game: string }[]} */
export function presetGames() {
  return [
    ...PRESETS.map((preset) => ({ id: preset.id, game: preset.game })),
    ...BOARD_PRESETS.map((preset) => ({ id: preset.id, game: gameOfFeature('cop-thief') })),
    ...TEMPLATES.map((template) => ({ id: templatePresetId(template), game: gameOfFeature('design') })),
  ];
}
