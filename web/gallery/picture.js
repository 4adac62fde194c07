// A gallery card's small picture of a design at its start: a grid's cells (walls dark, marked
// cells lettered) or a graph's vertices and edges, with every token on its start cell as a disc
// in its side's colour and the side's initial — described as shapes (lib/drawing.js, pure) and
// written by its SVG back end.

import { esc } from '../lib/panels.js';
import { drawingSvg } from '../lib/drawing.js';

// The pictures' colour roles: the sides (as the maps' W and L), the cells, the graph's lines.
export const PICTURE_COLOURS = {
  side0: '#0072b2',
  side1: '#c24e00',
  wall: '#4b5563',
  cell: '#f8f9fb',
  'cell-alt': '#eef0f4',
  letter: '#6b7280',
  edge: '#9ca3af',
  vertex: '#f8f9fb',
  'vertex-line': '#6b7280',
  'token-line': '#ffffff',
};

// [row, col] of a grid's start ('P', a letter marking one cell, or [r, c]).
function cellOf(grid, start) {
  if (Array.isArray(start)) return start;
  for (let r = 0; r < grid.length; r++) {
    const c = [...grid[r]].indexOf(start);
    if (c >= 0) return [r, c];
  }
  return [0, 0];
}

// The graph's n and undirected edges (each once), from n + edges or an adjacency list.
function graphOf(g) {
  if (g.adjacency) {
    const edges = [];
    g.adjacency.forEach((l, a) =>
      l.forEach((b) => {
        if (a < b) edges.push([a, b]);
      }),
    );
    return { n: g.adjacency.length, edges };
  }
  return { n: g.n, edges: g.edges };
}

// A token: a disc in its side's colour with its name's first letter.
function tokenDisc(x, y, r, side, name) {
  return [
    { kind: 'circle', x, y, r, fill: `side${side}`, stroke: 'token-line', width: 1.5 },
    { kind: 'text', x, y, text: name[0].toUpperCase(), size: r * 1.1, weight: 700, fill: 'token-line' },
  ];
}

// The picture as a drawing: { width, height, shapes }. xy (optional): a graph's vertex
// positions in [0, 1]²; a circle otherwise.
export function designPictureDrawing(design, { size = 160, xy = null } = {}) {
  // A token starting on a lettered cell is drawn with that letter (N, K), else its side's initial.
  const tokens = design.sides.flatMap((s, side) =>
    s.tokens.map((t) => ({
      side,
      start: t.start,
      name: typeof t.start === 'string' && /^[A-Za-z]$/.test(t.start) ? t.start : s.name,
    })),
  );
  const shapes = [];
  if (design.board.grid) {
    const grid = design.board.grid,
      walls = design.board.walls ?? '#*';
    const rows = grid.length,
      cols = Math.max(...grid.map((r) => [...r].length));
    const s = Math.floor(size / Math.max(rows, cols));
    grid.forEach((row, r) =>
      [...row].forEach((ch, c) => {
        const wall = walls.includes(ch);
        shapes.push({
          kind: 'rect',
          x: c * s,
          y: r * s,
          w: s,
          h: s,
          fill: wall ? 'wall' : (r + c) % 2 ? 'cell-alt' : 'cell',
        });
        if (!wall && /[A-Z]/.test(ch) && !tokens.some((t) => t.start === ch))
          shapes.push({ kind: 'text', x: c * s + s / 2, y: r * s + s / 2, text: ch, size: s * 0.5, fill: 'letter' });
      }),
    );
    for (const t of tokens) {
      const [r, c] = cellOf(grid, t.start);
      shapes.push(...tokenDisc(c * s + s / 2, r * s + s / 2, s * 0.36, t.side, t.name));
    }
    return { width: s * cols, height: s * rows, shapes };
  }
  const { n, edges } = graphOf(design.board.graph);
  const m = 14,
    at = (v) =>
      xy
        ? [m + xy[v][0] * (size - 2 * m), m + xy[v][1] * (size - 2 * m)]
        : [
            size / 2 + (size / 2 - m) * Math.sin((2 * Math.PI * v) / n),
            size / 2 - (size / 2 - m) * Math.cos((2 * Math.PI * v) / n),
          ];
  for (const [a, b] of edges) {
    const [x1, y1] = at(a),
      [x2, y2] = at(b);
    shapes.push({ kind: 'line', x1, y1, x2, y2, stroke: 'edge', width: 1.5 });
  }
  for (let v = 0; v < n; v++) {
    const [x, y] = at(v);
    shapes.push({ kind: 'circle', x, y, r: 5, fill: 'vertex', stroke: 'vertex-line', width: 1 });
  }
  const seen = new Map();
  for (const t of tokens) {
    const k = seen.get(t.start) ?? 0;
    seen.set(t.start, k + 1);
    const [x, y] = at(t.start);
    shapes.push(...tokenDisc(x + k * 7, y - k * 7, 8, t.side, t.name));
  }
  return { width: size, height: size, shapes };
}

// The picture as SVG text for the card.
export function designPicture(design, options = {}) {
  return drawingSvg(designPictureDrawing(design, options), PICTURE_COLOURS, {
    head: false,
    attrs: `class="gallery-picture" role="img" aria-label="${esc(design.name)} at the start"`,
  });
}
