// Tests of the page's one drawing description (lib/drawing.js) and the pure modules that
// describe pictures with it: a tiny grid's cells and marks (lib/grid-drawing.js), the capture map
// (lib/paint.js), the gallery's pictures of a grid and a graph (gallery/picture.js), the depth
// histogram (lib/histogram.js) — shapes
// counted, placed and coloured by role — and the SVG back end that writes them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { drawingSvg, colourOf, tag } from '../lib/drawing.js';
import { gridCells, gridMarks, gridDrawing, FREE, WALL, EXIT } from '../lib/grid-drawing.js';
import { paintShapes } from '../lib/paint.js';
import { designPictureDrawing, designPicture, PICTURE_COLOURS } from '../gallery/picture.js';
import { histogramDrawing, histogramHtml } from '../lib/histogram.js';

const byKind = (shapes, kind) => shapes.filter((s) => s.kind === kind);
const flat = (shapes) => shapes.flatMap((s) => (s.kind === 'group' ? flat(s.shapes) : [s]));

// 2 × 3: a wall at (0, 1), an exit at (1, 2); the free cells won (o 1), lost (o 2) or drawn.
const KINDS = [FREE, WALL, FREE, FREE, FREE, EXIT];
const VALUES = [
  { outcome: 1, depth: 3 },
  null,
  { outcome: 2, depth: 4 },
  { outcome: 0, depth: null },
  null,
  { outcome: 1, depth: 1 },
];
const tinyGrid = (more = {}) => ({
  rows: 2,
  cols: 3,
  kind: (i) => KINDS[i],
  value: (i) => VALUES[i],
  letter: (i) => (i === 4 ? 'K' : ''),
  tokens: [],
  rings: [],
  hint: null,
  hover: -1,
  paint: null,
  ...more,
});

test('a grid at 30 pixels a cell: the background, one filled cell a value, the wall hatched, the labels at the centres', () => {
  const shapes = gridCells(tinyGrid(), 30);
  assert.deepEqual(shapes[0], { kind: 'rect', x: 0, y: 0, w: 90, h: 60, fill: 'canvas' });
  const fills = byKind(shapes, 'rect').map((s) => s.fill ?? null);
  assert.equal(fills.filter((f) => f === 'win').length, 2, 'the two won cells');
  assert.equal(fills.filter((f) => f === 'loss').length, 1);
  assert.equal(fills.filter((f) => f === 'draw').length, 1);
  const wall = shapes.find((s) => s.fill === 'wall');
  assert.deepEqual([wall.x, wall.y, wall.w, wall.h], [30, 0, 30, 30]);
  const hatch = byKind(shapes, 'line');
  assert.ok(hatch.length >= 3, 'the wall is hatched');
  for (const l of hatch) {
    assert.equal(l.stroke, 'hatch');
    for (const x of [l.x1, l.x2]) assert.ok(x >= 30 && x <= 60, 'hatching inside the wall');
  }
  const loss = shapes.find((s) => s.fill === 'loss');
  assert.deepEqual([loss.x, loss.y, loss.w, loss.h], [61, 1, 28, 28], 'the lost cell, inset by its gap');
  const labels = byKind(shapes, 'text').map((t) => [t.text, t.x, t.y, t.fill]);
  assert.deepEqual(
    labels.filter(([w]) => /^[WLD]/.test(w)),
    [
      ['W3', 15, 15, 'on'],
      ['L4', 75, 15, 'on'],
      ['D', 15, 45, 'on'],
      ['W1', 75, 45, 'on'],
    ],
  );
  assert.ok(
    labels.some(([w, x, , fill]) => w === 'K' && x === 33 && fill === 'text'),
    "the free cell's letter in its corner",
  );
  assert.ok(
    byKind(shapes, 'rect').some((s) => s.stroke === 'exit'),
    'the exit framed',
  );
});

test('a grid below 8 pixels a cell is flat colour: one raster of cells (a role each, none where empty), an exit a dot, no text, no lines', () => {
  const shapes = gridCells(tinyGrid(), 4);
  assert.equal(byKind(shapes, 'text').length + byKind(shapes, 'line').length, 0);
  assert.equal(shapes.length, 3, 'the background, the raster, the dot of the exit that has a value');
  const [, raster, dot] = shapes;
  assert.deepEqual(
    [raster.kind, raster.cols, raster.rows, raster.size, raster.fills],
    ['cells', 3, 2, 4, ['win', 'wall', 'loss', 'draw', '', 'win']],
  );
  assert.deepEqual([dot.x, dot.y, dot.w, dot.fill], [9, 5, 2, 'exit']);
  const svg = drawingSvg({ width: 12, height: 8, shapes: [raster] }, { win: '#0072b2', wall: '#222222' });
  assert.equal((svg.match(/<rect /g) ?? []).length, 5, 'a rect per cell that has a fill');
  assert.match(svg, /<rect x="4" y="0" width="4" height="4" fill="#222222"\/>/);
});

test("a grid's marks: a token's disc at its cell's centre in its colour, a ring per legal cell, the hint, the hover", () => {
  const view = tinyGrid({
    letter: () => '', // a cell with a letter sets its token aside (the test below)
    tokens: [{ cell: 4, colour: '#1f3fbf', letter: 'P', solid: true }],
    rings: [{ cells: [3, 5], colour: 'accent', dash: true }],
    hint: { from: 4, to: 3 },
    hover: 2,
  });
  const { shapes, painted } = gridMarks(view, 40);
  assert.equal(painted, null);
  const disc = byKind(shapes, 'circle');
  assert.equal(disc.length, 1);
  assert.deepEqual([disc[0].x, disc[0].y, disc[0].fill], [60, 60, '#1f3fbf']);
  assert.ok(Math.abs(disc[0].r - 40 * 0.36) < 1e-9);
  assert.equal(byKind(shapes, 'text').find((t) => t.text === 'P').x, 60);
  const rings = shapes.filter((s) => s.kind === 'rect' && s.dash);
  assert.deepEqual(
    rings.map((r) => [r.x, r.y]),
    [
      [2, 42],
      [82, 42],
    ],
  );
  const line = byKind(shapes, 'line')[0];
  assert.deepEqual([line.x1, line.y1, line.x2, line.y2], [60, 60, 20, 60], 'the hint from the token to its move');
  const hover = shapes.at(-1);
  assert.deepEqual([hover.x, hover.y, hover.stroke], [81, 1, 'text']);
  assert.equal(
    gridMarks(view, 40, { hover: false }).shapes.length,
    shapes.length - 1,
    'an export leaves the hover out',
  );
});

// A capture map over three places: place 0 has a cop, place 2 the robber; fills by time.
const PAINT = {
  key: 'k',
  title: 'How many cops?',
  fill: (v) => ['hsl(220 60% 40%)', 'var(--loss)', 'hsl(220 60% 80%)'][v],
  label: (v) => ['', '2', '5'][v],
  mark: (v) => ['cop', '', 'robber'][v],
  tip: (v) => `caught in ${v} rounds`,
  cls: (v) => [' cop dark', '', ' robber'][v],
  click: () => {},
};

test('the capture map as shapes: a fill per place, capture times in the cells, the cop ringed in blue, the robber dashed, marks on tags', () => {
  const at = (v) => ({ x: 20 + 40 * v, y: 20, r: 20, round: false });
  const { shapes, drawn } = paintShapes(PAINT, { n: 3, at });
  assert.deepEqual(
    drawn.map((d) => [d.v, d.fill, d.label, d.mark]),
    [
      [0, 'hsl(220 60% 40%)', '', 'cop'],
      [1, 'var(--loss)', '2', ''],
      [2, 'hsl(220 60% 80%)', '5', 'robber'],
    ],
  );
  const fills = shapes.filter((s) => s.kind === 'rect' && !s.radius && s.fill);
  assert.deepEqual(
    fills.map((s) => [s.x, s.fill]),
    [
      [1, 'hsl(220 60% 40%)'],
      [41, 'var(--loss)'],
      [81, 'hsl(220 60% 80%)'],
    ],
  );
  const outlines = shapes.filter((s) => s.stroke);
  assert.deepEqual(
    outlines.map((s) => [s.stroke, !!s.dash]),
    [
      ['#1f3fbf', false],
      ['#a0238f', true],
    ],
  );
  const texts = byKind(shapes, 'text').map((t) => t.text);
  assert.deepEqual(texts, ['cop', '2', '5', 'robber']);
  const time = byKind(shapes, 'text').find((t) => t.text === '2');
  assert.deepEqual([time.x, time.y], [60, 20], 'a capture time at its cell’s centre');
  // Round places (a graph) with ids: the id inside, the time on a tag beside it.
  const round = paintShapes(PAINT, {
    n: 3,
    at: (v) => ({ x: 50 * v, y: 0, r: 12, round: true }),
    id: (v) => `${v + 1}`,
  });
  assert.equal(byKind(round.shapes, 'circle').filter((c) => c.fill).length, 3);
  assert.ok(
    byKind(round.shapes, 'text').some((t) => t.text === '2' && t.x > 50),
    'the time beside vertex 2',
  );
});

test('the SVG back end: roles looked up, colours given as data kept, var(--x) as the role x, text escaped, groups moved', () => {
  const colours = { win: '#0072b2', loss: '#c24e00', text: '#111111' };
  assert.equal(colourOf('win', colours), '#0072b2');
  assert.equal(colourOf('var(--loss)', colours), '#c24e00');
  assert.equal(colourOf('hsl(10 50% 50%)', colours), 'hsl(10 50% 50%)');
  assert.equal(colourOf('no-such-role', colours), '#888888');
  assert.equal(colourOf('', colours), '');
  const svg = drawingSvg(
    {
      width: 100,
      height: 50,
      shapes: [
        { kind: 'rect', x: 0, y: 0, w: 10, h: 10, fill: 'win' },
        { kind: 'group', x: 5, y: 7, shapes: [{ kind: 'circle', x: 1, y: 2, r: 3, stroke: 'var(--loss)', width: 2 }] },
        {
          kind: 'polygon',
          points: [
            [0, 0],
            [4, 0],
            [2, 3],
          ],
          fill: 'text',
        },
        { kind: 'text', x: 4, y: 5, text: 'A <b> & "c"', size: 12, fill: 'text' },
        ...tag('cop', 50, 25, 10, 'win', '#ffffff'),
      ],
    },
    colours,
  );
  assert.match(
    svg,
    /^<\?xml version="1.0" encoding="UTF-8"\?>\n<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="100" height="50" viewBox="0 0 100 50">/,
  );
  assert.match(svg, /<rect x="0" y="0" width="10" height="10" fill="#0072b2"\/>/);
  assert.match(
    svg,
    /<g transform="translate\(5 7\)"><circle cx="1" cy="2" r="3" fill="none" stroke="#c24e00" stroke-width="2"\/><\/g>/,
  );
  assert.match(svg, /<polygon points="0,0 4,0 2,3" fill="#111111"\/>/);
  assert.match(svg, />A &lt;b&gt; &amp; &quot;c&quot;<\/text>/);
  assert.match(svg, /<rect [^>]*rx="5"[^>]*fill="#0072b2"\/><text x="50" y="25"[^>]*>cop<\/text>/);
  assert.throws(() => drawingSvg({ width: 1, height: 1, shapes: [{ kind: 'blob' }] }), /no such shape/);
});

test("a grid's export: the legend above, the cells moved below it, the paint over the plain grid", () => {
  const drawing = gridDrawing(
    tinyGrid({ legend: 'W police wins', paint: PAINT, paintCount: 3, paintCell: (v) => [0, 2, 3][v] }),
    28,
  );
  assert.equal(drawing.height, 24 + 2 * 28);
  assert.equal(drawing.painted.length, 3);
  assert.equal(drawing.shapes[1].text, 'W police wins');
  const cells = flat(drawing.shapes.slice(2));
  assert.ok(!cells.some((s) => s.fill === 'win' || s.fill === 'draw'), 'no outcome under the capture map');
  assert.ok(
    cells.some((s) => s.fill === 'var(--loss)'),
    "place 1's fill",
  );
  const svg = drawingSvg(drawing, { canvas: '#ffffff', loss: '#c24e00' });
  assert.match(svg, /<g transform="translate\(0 24\)">/);
  assert.match(svg, />cop<\/text>/);
  assert.match(svg, /fill="#c24e00"/);
});

test("the gallery's picture of a grid: a rect per cell (walls dark), a disc per token on its start cell, the cell's letter unless a token stands there", () => {
  const design = {
    name: 'Tiny <chase>',
    board: { grid: ['P.#', '.AT'], walls: '#' },
    sides: [
      { name: 'police', tokens: [{ start: 'P' }] },
      { name: 'thief', tokens: [{ start: 'T' }] },
    ],
  };
  const drawing = designPictureDrawing(design, { size: 90 });
  assert.deepEqual([drawing.width, drawing.height], [90, 60]);
  const rects = byKind(drawing.shapes, 'rect');
  assert.equal(rects.length, 6);
  assert.deepEqual(
    rects.filter((r) => r.fill === 'wall').map((r) => [r.x, r.y]),
    [[60, 0]],
  );
  const discs = byKind(drawing.shapes, 'circle');
  assert.deepEqual(
    discs.map((d) => [d.x, d.y, d.fill]),
    [
      [15, 15, 'side0'],
      [75, 45, 'side1'],
    ],
  );
  assert.deepEqual(
    byKind(drawing.shapes, 'text').map((t) => t.text),
    ['A', 'P', 'T'],
  );
  const svg = designPicture(design, { size: 90 });
  assert.match(svg, /^<svg [^>]*class="gallery-picture" role="img" aria-label="Tiny &lt;chase&gt; at the start">/);
  assert.match(svg, new RegExp(`fill="${PICTURE_COLOURS.side1}"`));
});

test("the gallery's picture of a graph: a line per edge, a circle per vertex on a circle, the tokens' discs, two on one vertex apart", () => {
  const design = {
    name: 'Triangle',
    board: {
      graph: {
        n: 3,
        edges: [
          [0, 1],
          [1, 2],
          [0, 2],
        ],
      },
    },
    sides: [
      { name: 'cop', tokens: [{ start: 0 }] },
      { name: 'robber', tokens: [{ start: 0 }] },
    ],
  };
  const drawing = designPictureDrawing(design, { size: 100 });
  const lines = byKind(drawing.shapes, 'line');
  assert.equal(lines.length, 3);
  const vertices = byKind(drawing.shapes, 'circle').filter((c) => c.r === 5);
  assert.equal(vertices.length, 3);
  assert.deepEqual([vertices[0].x, vertices[0].y], [50, 14], 'vertex 0 at the top');
  for (const v of vertices) assert.ok(Math.abs(Math.hypot(v.x - 50, v.y - 50) - 36) < 1e-9, 'on the circle');
  const discs = byKind(drawing.shapes, 'circle').filter((c) => c.r === 8);
  assert.deepEqual(
    discs.map((d) => [d.x, d.y, d.fill]),
    [
      [50, 14, 'side0'],
      [57, 7, 'side1'],
    ],
  );
  // An adjacency list gives the same edges, each once.
  const same = designPictureDrawing(
    {
      ...design,
      board: {
        graph: {
          adjacency: [
            [1, 2],
            [0, 2],
            [0, 1],
          ],
        },
      },
    },
    { size: 100 },
  );
  assert.equal(byKind(same.shapes, 'line').length, 3);
});

test('the depth histogram: a W and an L bar per depth, the taller count the taller bar, a tooltip each, ticks and the top count', () => {
  const counts = { winDepths: [0, 5, 0, 100], lossDepths: [3, 0, 100, 0], draw: 0, noDepth: 0 };
  const drawing = histogramDrawing(counts);
  assert.deepEqual(
    drawing.bins.map((b) => [b.from, b.to, b.w, b.l]),
    [
      [0, 0, 0, 3],
      [1, 1, 5, 0],
      [2, 2, 0, 100],
      [3, 3, 100, 0],
    ],
  );
  const bars = byKind(drawing.shapes, 'rect');
  assert.equal(bars.length, 8);
  assert.deepEqual(
    bars.map((b) => b.fill),
    ['win', 'loss', 'win', 'loss', 'win', 'loss', 'win', 'loss'],
  );
  const [, l0, w1, , , l2, w3] = bars;
  assert.equal(bars[0].h, 0, 'no bar for no position');
  assert.ok(w1.h > l0.h, '5 is taller than 3');
  assert.equal(l2.h, w3.h, 'the two 100s alike');
  assert.ok(w3.h > w1.h);
  const [axis] = byKind(drawing.shapes, 'line');
  for (const b of bars) assert.equal(b.y + b.h, axis.y1, 'every bar stands on the axis');
  // In the narrowest side panel (274 CSS pixels wide) every label is at least 9 pixels high.
  for (const t of byKind(drawing.shapes, 'text')) assert.ok((t.size * 274) / drawing.width >= 9, `label ${t.text}`);
  assert.ok(w1.x > bars[0].x && w3.x > w1.x, 'depths left to right');
  assert.equal(w1.tip, 'depth 1: 5 W, 0 L');
  const texts = byKind(drawing.shapes, 'text').map((t) => t.text);
  assert.deepEqual(texts, ['0', '1', '2', '3', '100']);
  // 130 depths in bins of 3 (at most 60 bins).
  const wide = histogramDrawing({ winDepths: Array(130).fill(1), lossDepths: Array(130).fill(0), draw: 0 });
  assert.equal(wide.bins.length, 44);
  assert.deepEqual([wide.bins[1].from, wide.bins[1].to, wide.bins[1].w], [3, 5, 3]);
  const html = histogramHtml(counts, 'Depths <all>');
  assert.match(html, /<svg [^>]*role="img" aria-label="Depths &lt;all&gt;">/);
  assert.match(html, /fill="var\(--win\)"><title>depth 1: 5 W, 0 L<\/title><\/rect>/);
  assert.equal(histogramDrawing({ winDepths: [], lossDepths: [], draw: 4 }), null);
  assert.match(histogramHtml({ winDepths: [], lossDepths: [], draw: 4 }, 'x'), /every position is a draw/);
});

// A 2-D context that records what is drawn (the canvas back end's calls).
function recordingContext() {
  const calls = [];
  const ctx = { calls, font: '', fillStyle: '', strokeStyle: '', lineWidth: 1, textAlign: '', textBaseline: '' };
  for (const name of [
    'save',
    'restore',
    'beginPath',
    'closePath',
    'rect',
    'roundRect',
    'arc',
    'moveTo',
    'lineTo',
    'translate',
    'setLineDash',
  ])
    ctx[name] = (...args) => calls.push([name, ...args]);
  ctx.fill = () => calls.push(['fill', ctx.fillStyle]);
  ctx.stroke = () => calls.push(['stroke', ctx.strokeStyle, ctx.lineWidth]);
  ctx.fillRect = (...args) => calls.push(['fillRect', ctx.fillStyle, ...args]);
  ctx.fillText = (text, x, y) => calls.push(['fillText', ctx.fillStyle, ctx.font, ctx.textAlign, text, x, y]);
  ctx.strokeText = (text) => calls.push(['strokeText', ctx.strokeStyle, text]);
  return ctx;
}

test('the canvas back end draws the same shapes: roles as colours, a filled cell one fillRect, outlines stroked, text centred, groups translated', async () => {
  const { drawShapes } = await import('../kit/canvas-drawing.js');
  const ctx = recordingContext();
  drawShapes(
    ctx,
    [
      { kind: 'rect', x: 1, y: 2, w: 3, h: 4, fill: 'win' },
      { kind: 'rect', x: 0, y: 0, w: 9, h: 9, stroke: 'var(--loss)', width: 2, dash: [4, 3] },
      { kind: 'group', x: 10, y: 20, shapes: [{ kind: 'circle', x: 5, y: 6, r: 7, fill: 'hsl(1 2% 3%)' }] },
      { kind: 'line', x1: 0, y1: 1, x2: 2, y2: 3, stroke: 'win', width: 5 },
      {
        kind: 'polygon',
        points: [
          [0, 0],
          [4, 0],
          [2, 3],
        ],
        fill: 'loss',
      },
      { kind: 'text', x: 8, y: 9, text: 'W3', size: 12, weight: 600, fill: 'on' },
    ],
    { win: '#0072b2', loss: '#c24e00', on: '#ffffff' },
  );
  const drawn = ctx.calls.filter(([name]) => !['save', 'restore', 'beginPath', 'setLineDash'].includes(name));
  assert.deepEqual(drawn, [
    ['fillRect', '#0072b2', 1, 2, 3, 4],
    ['rect', 0, 0, 9, 9],
    ['stroke', '#c24e00', 2],
    ['translate', 10, 20],
    ['arc', 5, 6, 7, 0, 2 * Math.PI],
    ['fill', 'hsl(1 2% 3%)'],
    ['moveTo', 0, 1],
    ['lineTo', 2, 3],
    ['stroke', '#0072b2', 5],
    ['moveTo', 0, 0],
    ['lineTo', 4, 0],
    ['lineTo', 2, 3],
    ['closePath'],
    ['fill', '#c24e00'],
    ['fillText', '#ffffff', '600 12px system-ui, sans-serif', 'center', 'W3', 8, 9.5],
  ]);
  assert.ok(
    ctx.calls.some(([name, dash]) => name === 'setLineDash' && dash.length === 2),
    'the dashed outline',
  );
  assert.throws(() => drawShapes(recordingContext(), [{ kind: 'svg', x: 0, y: 0, text: '<svg/>' }]), /no svg shape/);
});

// The page draws through the two back ends alone: no other module calls a canvas's drawing
// methods, makes a PNG or writes SVG shapes (the graph view, kit/graph-view.js, keeps its own
// live SVG: the painter of graphs, with gestures; the icons in buttons are not drawings).
test('no module but the two back ends draws on a canvas, makes a PNG or writes SVG shapes', async () => {
  const fs = await import('node:fs');
  const path = await import('node:path');
  const { fileURLToPath } = await import('node:url');
  const WEB = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const BACK_ENDS = ['kit/canvas-drawing.js', 'lib/drawing.js', 'kit/graph-view.js'];
  const CANVAS = /\.(fillRect|strokeRect|fillText|strokeText|arc|lineTo|putImageData|toBlob|toDataURL)\(/;
  const SVG_SHAPE = /<(rect|circle|ellipse|line|polyline|polygon|text)[\s>]/;
  const files = (dir) =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) return ['test', 'e2e', 'vendor', 'node_modules'].includes(e.name) ? [] : files(p);
      return e.name.endsWith('.js') ? [p] : [];
    });
  const found = [];
  for (const f of files(WEB)) {
    const rel = path.relative(WEB, f).split(path.sep).join('/');
    if (BACK_ENDS.includes(rel)) continue;
    const code = fs.readFileSync(f, 'utf8').replace(/^\s*\/\/.*$/gm, '');
    const hit = CANVAS.exec(code) ?? SVG_SHAPE.exec(code);
    if (hit) found.push(`${rel}: ${hit[0]}`);
  }
  assert.deepEqual(found, []);
});

test("a token on a cell with a letter of its own (Fox and Hounds' H) leaves the letter clear, selected or not", () => {
  for (const cell of [30, 42, 64])
    for (const selected of [false, true]) {
      const view = tinyGrid({ tokens: [{ cell: 4, colour: '#a0a', letter: 'H', solid: true, selected }] });
      const letter = gridCells(view, cell).find((s) => s.kind === 'text' && s.text === 'K');
      const token = gridMarks(view, cell).shapes.find((s) => s.kind === 'circle');
      // The letter's box (left aligned at x, centred on y; a capital about 0.75 of its size wide), against the
      // token's outline with its stroke.
      const box = { left: letter.x, right: letter.x + letter.size * 0.75, top: letter.y - letter.size / 2 };
      box.bottom = letter.y + letter.size / 2;
      const nearX = Math.max(box.left, Math.min(token.x, box.right)),
        nearY = Math.max(box.top, Math.min(token.y, box.bottom));
      const reach = token.r + (token.width ?? 0) / 2;
      assert.ok(
        Math.hypot(token.x - nearX, token.y - nearY) > reach,
        `cell ${cell}, selected ${selected}: the letter at ${JSON.stringify(box)} under the token ${JSON.stringify(token)}`,
      );
    }
});
