// The designer's exports (shell/features.js's exports): the design as JSON (what
// `whowins design` reads), the board with its map as PNG (the canvas) and as vector SVG (the
// board drawing's own SVG). Each maker resolves to { blob, name, words } or null.

import { gameForFeature } from '../lib/games.js';

// The registry's id of the designed game (lib/games.js names the games).
const GAME = gameForFeature('design');

// ctx: { text() → the design's JSON, current() → the solve or null, png() → the board as a PNG
// blob, svg() → the board as SVG text, design() }.
export function designExports({ text, current, png, svg, design }) {
  const base = () =>
    `whowins-${GAME}-${
      (design().name || 'game')
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '') || 'game'
    }`;
  return {
    state() {
      const solved = !!current();
      const why = solved ? '' : 'Not solved yet: press Enter to solve, then export';
      return {
        png: { disabled: !solved, title: solved ? 'Download the board and its map as a PNG image' : why },
        json: { disabled: false, title: `Download the design as JSON (what whowins ${GAME} reads)` },
        svg: { disabled: !solved },
        dot: { hidden: true, disabled: true },
      };
    },
    async json() {
      return {
        blob: new Blob([text() + '\n'], { type: 'application/json' }),
        name: `${base()}.json`,
        words: `Exported the design as JSON: <code>whowins ${GAME} &lt; file.json</code> solves it.`,
      };
    },
    async png() {
      if (!current()) return null;
      return { blob: await png(), name: `${base()}.png` };
    },
    async svg() {
      if (!current()) return null;
      return {
        blob: new Blob([svg()], { type: 'image/svg+xml' }),
        name: `${base()}.svg`,
        words: 'Exported the board and its map as SVG (vector: it scales for print).',
      };
    },
    dot: async () => null,
  };
}
