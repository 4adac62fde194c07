// The designer's board, drawn by the painters every game uses: a grid by the grid painter
// (kit/grid.js: cells, walls, letters), a graph by the graph view with its editor (kit/graph-
// view.js: vertices you drag, an edge drawn from vertex to vertex in Edge mode, a vertex added
// by a double click); the tokens where they stand, the map of one token (W / L / D and the depth
// per place), the reach of a token's move set, What changed, or How many cops?'s capture map
// painted over the plain board (lib/paint.js). Clicks and edits go to the caller.

import { paintedPlace } from '../lib/paint.js';
import { GraphModel } from '../lib/graph-model.js';
import { createGridPainter, palette, FREE, WALL } from '../kit/grid.js';
import { GraphView } from '../kit/graph-view.js';
import { viewDrawing, viewColours } from '../kit/graph-export.js';
import { drawingSvg } from '../lib/drawing.js';
import { svgToPng } from '../kit/canvas-drawing.js';
import { valueLabel } from '../kit/explorer.js';

const LETTERS = ['D', 'W', 'L'];

// canvas: the grid's <canvas>; host: the graph view's container; wrap: the canvas's container
// (sets the size). on: { click({ cell, place, shift }), edge(a, b) (Edge mode drew a → b),
// addVertex() (a double click on the background) }.
export function createDesignBoard({ canvas, host, wrap, on }) {
  let last = null; // what was drawn: { board, grid, paint }
  let drawn = 0,
    graphKey = '',
    view = null;
  const grid = createGridPainter({ canvas, wrap, maxCell: 64 });
  const model = new GraphModel();

  // The graph view, made when a graph is first shown (its callbacks: the design's edits).
  function graphView() {
    if (view) return view;
    view = new GraphView(host, {
      model,
      on: {
        clickVertex: (v, e) => on.click({ cell: v, place: v, shift: !!e?.shiftKey }),
        dragStart: () => {},
        dragMove: (v, x, y) => model.moveVertex(v, x, y),
        dragEnd: () => {},
        wire: (a, b) => {
          if (b !== null) on.edge(a, b);
        },
        dblclickBackground: () => on.addVertex(),
      },
    });
    return view;
  }
  // The graph's structure in the model (positions kept while only the map changes).
  // xy: the board's own drawing (vertex positions in [0, 1]², the gallery's), else a circle.
  function loadGraph(board, xy = null) {
    const from = [],
      to = [];
    for (let v = 0; v < board.n; v++)
      for (const w of board.neighbours[v])
        if (board.directed || v <= w) {
          from.push(v);
          to.push(w);
        }
    const key = `${board.n}|${board.directed}|${from}|${to}`;
    if (key === graphKey) return;
    // A circle as wide as the view shows it (a new vertex count), else the places the user dragged.
    const r = Math.max(220, (board.n * 60) / (2 * Math.PI));
    const keep =
      model.n === board.n
        ? { xs: model.xs.slice(), ys: model.ys.slice() }
        : xy?.length === board.n
          ? { xs: xy.map(([x]) => (x - 0.5) * 2 * r), ys: xy.map(([, y]) => (y - 0.5) * 2 * r) }
          : {
              xs: Array.from({ length: board.n }, (_, i) => r * Math.cos((2 * Math.PI * i) / board.n - Math.PI / 2)),
              ys: Array.from({ length: board.n }, (_, i) => r * Math.sin((2 * Math.PI * i) / board.n - Math.PI / 2)),
            };
    model.undirected = !board.directed;
    model.load(board.n, from, to, keep, 'design');
    graphKey = key;
    requestAnimationFrame(() => view?.fit());
  }

  // view: { board (model.js), tokens: [{ side, place, label }], selected (token index), map:
  // { outcomes, depths } | null (per place; outcome 3: not allowed), reach: Set | null,
  // changed: Set | null (places What changed rings), hinted: Set | null (places the hint rings),
  // decidedAt: per place step or null, step (Watch the solver), hide (puzzles), hideChars, paint: the capture map (lib/paint.js; its
  // places are the board's) drawn instead of map, tokens, reach, mode: 'move' | 'edge',
  // cursor: the keyboard cursor's cell (a grid) or vertex, or -1 }.
  function draw(given) {
    const { board } = given;
    const paint = given.paint ?? null;
    const value = placeValue(given);
    const tokens = given.tokens.filter((t) => t.place >= 0 && t.place < board.n);
    canvas.hidden = !board.grid;
    host.hidden = !!board.grid;
    if (board.grid) {
      const painted = grid.draw(gridPicture(given, tokens, value, String(++drawn)));
      last = { board, grid: true, paint: paint ? { key: paint.key, title: paint.title, places: painted } : null };
      return;
    }
    loadGraph(board, given.xy);
    const gv = graphView();
    gv.setMode(given.mode === 'edge' ? 'edge' : 'move');
    gv.setDecor(graphDecor(given, tokens, value));
    last = {
      board,
      grid: false,
      paint: paint
        ? {
            key: paint.key,
            title: paint.title,
            places: Array.from({ length: board.n }, (_, v) => paintedPlace(paint, v)),
          }
        : null,
    };
  }

  canvas.addEventListener('click', (e) => {
    if (!last?.grid) return;
    const cell = grid.cellAt(e);
    if (cell >= 0) on.click({ cell, place: last.board.placeOf[cell], shift: e.shiftKey });
  });

  return {
    draw,
    // The board as drawn, as a vector SVG text (Export SVG).
    svg: () => (!last ? '' : last.grid ? grid.svg() : drawingSvg(viewDrawing(view), viewColours())),
    // The board as drawn, as a PNG blob (Export PNG): the grid's drawing, or the graph view's SVG,
    // through the page's one SVG → PNG.
    async png() {
      if (!last) return null;
      if (last.grid) return grid.png();
      const drawing = viewDrawing(view);
      return svgToPng(drawingSvg(drawing, viewColours()), { width: drawing.width, height: drawing.height });
    },
    // The point on screen of place p as last drawn (tests and tools), or null.
    clientPoint(p) {
      if (!last) return null;
      return last.grid ? grid.clientPoint(last.board.places[p]) : view.clientPoint(p);
    },
    painted: () => last?.paint ?? null,
    fit: () => view?.fit(),
    // The element the board is drawn on (focused for the keyboard), and the graph's vertex places.
    element: () => (!last || last.grid ? canvas : view.svg),
    points: () => ({ xs: model.xs, ys: model.ys }),
  };
}

// The value shown at place p (null: none shown; outcome 3: the token may not stand there).
function placeValue(given) {
  const shown = (p) => given.map && !given.hide && !(given.decidedAt && given.decidedAt[p] > given.step);
  return (p) =>
    !shown(p)
      ? null
      : given.map.outcomes[p] === 3
        ? { outcome: 3 }
        : { outcome: given.map.outcomes[p], depth: given.map.depths[p] === 0xffffffff ? null : given.map.depths[p] };
}

// What the grid painter draws (kit/grid.js): the cells, the letters, the values, the tokens, the rings.
function gridPicture(given, tokens, value, key) {
  const { board } = given;
  const paint = given.paint ?? null;
  const cellOf = (p) => board.places[p],
    c = palette();
  const rings = [];
  if (given.reach) rings.push({ cells: [...given.reach].map(cellOf), colour: c.reach, dash: false });
  if (given.changed) rings.push({ cells: [...given.changed].map(cellOf), colour: c.changed, dash: true });
  if (given.hinted) rings.push({ cells: [...given.hinted].map(cellOf), dash: false });
  return {
    rows: board.rows,
    cols: board.cols,
    key,
    kind: (i) => (board.placeOf[i] < 0 ? WALL : FREE),
    letter: (i) => {
      const ch = board.chars[i];
      return board.placeOf[i] >= 0 && ch !== '.' && !given.hideChars?.has(ch) ? ch : '';
    },
    value: (i) => (board.placeOf[i] < 0 ? null : value(board.placeOf[i])),
    tokens: tokens.map((t) => ({
      cell: cellOf(t.place),
      colour: c.sides[t.side],
      letter: t.label,
      solid: true,
      selected: given.tokens.indexOf(t) === given.selected,
    })),
    rings,
    hover: given.cursor ?? -1,
    paint,
    paintCount: board.n,
    paintCell: cellOf,
  };
}

// What the graph view draws (kit/graph-view.js setDecor): the values, the tokens, the selection, the rings.
function graphDecor(given, tokens, value) {
  const { board } = given;
  const paint = given.paint ?? null;
  const at = new Map();
  for (const t of tokens) at.set(t.place, [...(at.get(t.place) ?? []), t]);
  const letter = (p) => {
    const v = value(p);
    return v && v.outcome !== 3 ? LETTERS[v.outcome] : '';
  };
  return {
    base: 0,
    undirected: !board.directed,
    paint,
    solution: {
      n: board.n,
      position: (v) => v,
      letter,
      bestTarget: () => null,
      label: (p) => {
        const v = value(p);
        return [...(at.get(p) ?? []).map((t) => t.label), ...(v && v.outcome !== 3 ? [valueLabel(v)] : [])].join(' · ');
      },
    },
    selected:
      given.tokens[given.selected] && given.tokens[given.selected].place >= 0
        ? given.tokens[given.selected].place
        : null,
    legal: given.reach ?? null,
    cursor: given.cursor ?? null,
    vclass: (v) =>
      (at.get(v) ?? []).map((t) => ` tok-side${t.side}`).join('') +
      (given.changed?.has(v) ? ' changed' : '') +
      (given.hinted?.has(v) ? ' hinted' : ''),
  };
}
