// The designer's exports (shell/features.js's exports): the design as JSON (what
// `whowins design` reads), the board with its map as PNG (the canvas) and SVG (the canvas's
// picture in an SVG wrapper, for documents that take SVG). Each maker resolves to
// { blob, name, words } or null.

// ctx: { text() → the design's JSON, current() → the solve or null, canvas() → the <canvas>, design() }.
export function designExports({ text, current, canvas, design }) {
  const base = () => `whowins-design-${(design().name || 'game').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'game'}`;
  const png = () => new Promise((resolve) => canvas().toBlob(resolve, 'image/png'));
  return {
    state() {
      const solved = !!current();
      const why = solved ? '' : 'Not solved yet: press Enter to solve, then export';
      return {
        png: { disabled: !solved, title: solved ? 'Download the board and its map as a PNG image' : why },
        json: { disabled: false, title: 'Download the design as JSON (what whowins design reads)' },
        svg: { disabled: !solved },
        dot: { hidden: true, disabled: true },
      };
    },
    async json() {
      return { blob: new Blob([text() + '\n'], { type: 'application/json' }), name: `${base()}.json`, words: 'Exported the design as JSON: <code>whowins design &lt; file.json</code> solves it.' };
    },
    async png() {
      if (!current()) return null;
      return { blob: await png(), name: `${base()}.png` };
    },
    async svg() {
      if (!current()) return null;
      const c = canvas();
      const url = c.toDataURL('image/png');
      const w = c.clientWidth, h = c.clientHeight;
      const svg = `<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><image width="${w}" height="${h}" xlink:href="${url}"/></svg>\n`;
      return { blob: new Blob([svg], { type: 'image/svg+xml' }), name: `${base()}.svg` };
    },
    dot: async () => null,
  };
}
