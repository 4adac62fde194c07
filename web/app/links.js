// The features' own parts of links, given to the envelopes: each feature's section of a share
// link (lib/codec.js) and its puzzles' positions (lib/puzzle.js). The composition root calls
// this once, and so do the tests that read or write links and puzzles.

import { registerShareSection } from '../lib/codec.js';
import { registerPuzzlePositions } from '../lib/puzzle.js';
import { graphLink, graphPuzzle, pairGraphPuzzle, sumPuzzle } from '../graph-editor/link.js';
import { boardLink, boardPuzzle } from '../cop-thief/link.js';
import { designLink, designPuzzle } from '../design/link.js';

export function registerShareLinks() {
  for (const link of [graphLink, boardLink, designLink]) registerShareSection(link.features, link);
  for (const p of [graphPuzzle, pairGraphPuzzle, sumPuzzle, boardPuzzle, designPuzzle])
    registerPuzzlePositions(p.features, p);
}
