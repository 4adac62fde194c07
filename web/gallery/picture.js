// A gallery card's small picture of a design at its start (pure: SVG text): a grid's cells
// (walls dark, marked cells lettered) or a graph's vertices and edges, with every token on its
// start cell as a disc in its side's colour and the side's initial.

import { esc } from '../lib/panels.js';

const SIDE = ['#0072b2', '#c24e00']; // the first side, the second (as the maps' W and L)

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

function tokenDisc(x, y, r, side, name) {
  // name: the letter drawn is its first
  return (
    `<circle cx="${x}" cy="${y}" r="${r}" fill="${SIDE[side]}" stroke="#fff" stroke-width="1.5"/>` +
    `<text x="${x}" y="${y + r * 0.38}" font-size="${r * 1.1}" text-anchor="middle" fill="#fff" font-weight="700">${esc(name[0].toUpperCase())}</text>`
  );
}

// xy (optional): a graph's vertex positions in [0, 1]²; a circle otherwise.
export function designPicture(design, { size = 160, xy = null } = {}) {
  // A token starting on a lettered cell is drawn with that letter (N, K), else its side's initial.
  const tokens = design.sides.flatMap((s, side) =>
    s.tokens.map((t) => ({
      side,
      start: t.start,
      name: typeof t.start === 'string' && /^[A-Za-z]$/.test(t.start) ? t.start : s.name,
    })),
  );
  let body = '',
    w = size,
    h = size;
  if (design.board.grid) {
    const grid = design.board.grid,
      walls = design.board.walls ?? '#*';
    const rows = grid.length,
      cols = Math.max(...grid.map((r) => [...r].length));
    const s = Math.floor(size / Math.max(rows, cols));
    w = s * cols;
    h = s * rows;
    grid.forEach((row, r) =>
      [...row].forEach((ch, c) => {
        const wall = walls.includes(ch);
        body += `<rect x="${c * s}" y="${r * s}" width="${s}" height="${s}" fill="${wall ? '#4b5563' : (r + c) % 2 ? '#eef0f4' : '#f8f9fb'}"/>`;
        if (!wall && /[A-Z]/.test(ch) && !tokens.some((t) => t.start === ch))
          body += `<text x="${c * s + s / 2}" y="${r * s + s * 0.68}" font-size="${s * 0.5}" text-anchor="middle" fill="#6b7280">${esc(ch)}</text>`;
      }),
    );
    for (const t of tokens) {
      const [r, c] = cellOf(grid, t.start);
      body += tokenDisc(c * s + s / 2, r * s + s / 2, s * 0.36, t.side, t.name);
    }
  } else {
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
      body += `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="#9ca3af" stroke-width="1.5"/>`;
    }
    for (let v = 0; v < n; v++) {
      const [x, y] = at(v);
      body += `<circle cx="${x}" cy="${y}" r="5" fill="#f8f9fb" stroke="#6b7280"/>`;
    }
    const seen = new Map();
    for (const t of tokens) {
      const k = seen.get(t.start) ?? 0;
      seen.set(t.start, k + 1);
      const [x, y] = at(t.start);
      body += tokenDisc(x + k * 7, y - k * 7, 8, t.side, t.name);
    }
  }
  return `<svg class="gallery-picture" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img" aria-label="${esc(design.name)} at the start" font-family="system-ui, sans-serif">${body}</svg>`;
}
