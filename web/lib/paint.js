// A paint laid over a feature's board — How many cops?'s capture map (cops/map.js's
// capturePaint, the same object kit/graph-view.js takes as decor.paint: a key, a title, per place a
// fill, a label, a mark, words for its title, classes ' cop', ' robber', ' dark', and click) —
// kept by a feature while it fits what is shown, and drawn on a 2-D canvas. Shared by the
// board and design features; it touches no DOM: the caller passes its canvas context, where
// each place is and the values of the CSS colours a fill may name.

import { esc as xml } from './panels.js';

// The paint a feature holds: show(p) (copGraph()'s show: null gives the outcome map back),
// shown() (the paint while it fits: key() is the cop graph's key of what is shown, busy() says
// the board is wanted for something else — play, puzzles, Watch the solver), drop() (a solve
// shows its outcome map), click(v) (a click on place v, -1 for none, while shown goes to the
// paint; wall() says why nothing happened; true: taken). redraw(): the feature's render.
export function createPaintHolder({ key, busy, redraw, wall }) {
  let paint = null;
  const shown = () => (paint && paint.key === key() && !busy() ? paint : null);
  return {
    shown,
    show(p) {
      const before = shown();
      paint = p;
      if (before || shown()) redraw();
    },
    drop() {
      paint = null;
    },
    click(v) {
      const c = shown();
      if (!c) return false;
      if (v >= 0) c.click(v);
      else wall();
      return true;
    },
  };
}

export const PAINT_INK = { cop: '#1f3fbf', robber: '#a0238f', light: '#ffffff', dark: '#13212b' };

// What the paint says of place v: { v, fill, label, mark, tip, cop, robber, dark }.
export function paintedPlace(paint, v) {
  const cls = paint.cls(v);
  return {
    v,
    fill: paint.fill(v),
    label: paint.label(v),
    mark: paint.mark(v),
    tip: paint.tip(v),
    cop: /(^| )cop( |$)/.test(cls),
    robber: /(^| )robber( |$)/.test(cls),
    dark: /(^| )dark( |$)/.test(cls),
  };
}

// A fill as the paint gives it ('hsl(…)', 'var(--loss)') as a colour a canvas takes: a CSS
// variable's value from vars ({ loss: '#C24E00', … }).
export function canvasColour(fill, vars = {}) {
  return String(fill).replace(/^var\(--([\w-]+)\)$/, (_, k) => vars[k] || '#888888');
}

// Draws paint over places 0..n-1. at(v) → { x, y, r, round }: the place's centre and half
// size, a circle (round) or a square cell; id(v): words written in the place itself (a vertex
// number), or none; vars: see canvasColour. Each place is filled, its label written (in it, or
// on a tag beside a circle with an id), the cops ringed in blue, the robber dashed in purple
// (solid when caught), the mark ("cop", "2 cops", "robber", "caught") on a tag at its foot.
// Returns what it drew, place by place: [{ v, fill, label, mark, tip }] (tests read it).
export function drawPaint(ctx, paint, { n, at, id = null, vars = {} }) {
  const drawn = [];
  const shape = (x, y, r, round) => {
    ctx.beginPath();
    if (round) ctx.arc(x, y, r, 0, 2 * Math.PI);
    else ctx.rect(x - r, y - r, 2 * r, 2 * r);
  };
  const tag = (text, x, y, size, bg, fg) => {
    ctx.font = `700 ${size}px system-ui, sans-serif`;
    const w = ctx.measureText(text).width + size * 0.8,
      h = size * 1.5;
    ctx.fillStyle = bg;
    ctx.beginPath();
    if (ctx.roundRect) ctx.roundRect(x - w / 2, y - h / 2, w, h, h / 3);
    else ctx.rect(x - w / 2, y - h / 2, w, h);
    ctx.fill();
    ctx.fillStyle = fg;
    ctx.fillText(text, x, y + 0.5);
  };
  ctx.save();
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  for (let v = 0; v < n; v++) {
    const p = paintedPlace(paint, v),
      { x, y, r, round } = at(v);
    const fill = p.fill ? canvasColour(p.fill, vars) : '';
    const ink = p.dark ? PAINT_INK.light : PAINT_INK.dark;
    if (fill) {
      shape(x, y, round ? r : r - 1, round);
      ctx.fillStyle = fill;
      ctx.fill();
    }
    const words = id ? id(v) : '';
    const text = Math.max(9, Math.min(16, Math.round(r * (round ? 0.75 : 0.6))));
    if (words && r >= 6) {
      ctx.font = `600 ${Math.min(12, text)}px system-ui, sans-serif`;
      ctx.fillStyle = fill ? ink : PAINT_INK.dark;
      ctx.fillText(words, x, y + 0.5);
    }
    if (p.label && r >= 6) {
      if (words) tag(p.label, x + r * 0.9, y - r * 0.9, Math.max(9, Math.min(11, text - 1)), '#ffffff', PAINT_INK.dark);
      else {
        ctx.font = `700 ${text}px system-ui, sans-serif`;
        ctx.fillStyle = ink;
        ctx.fillText(p.label, x, y - (p.mark && r >= 14 ? r * 0.22 : 0) + 0.5);
      }
    }
    if (p.cop || p.robber) {
      const lw = Math.max(2, Math.min(4, r / 5));
      ctx.lineWidth = lw;
      ctx.strokeStyle = p.robber ? PAINT_INK.robber : PAINT_INK.cop;
      ctx.setLineDash(p.robber && !p.cop ? [4, 3] : []);
      shape(x, y, round ? r + lw : r - lw / 2 - 1, round);
      ctx.stroke();
      ctx.setLineDash([]);
    }
    if (p.mark && r >= 9) {
      const size = Math.max(9, Math.min(12, Math.round(r * 0.4)));
      tag(
        p.mark,
        x,
        round ? y + r + 2 : y + r - size * 0.95 - 1,
        size,
        p.robber && !p.cop ? PAINT_INK.robber : PAINT_INK.cop,
        PAINT_INK.light,
      );
    }
    drawn.push({ v, fill, label: p.label, mark: p.mark, tip: p.tip });
  }
  ctx.restore();
  return drawn;
}

// What drawPaint drew (its records) as SVG elements, for Export SVG: each place's fill, its
// label, the cops ringed, the mark below; at(v) and id(v) as for drawPaint (in the SVG's
// coordinates; with an id, the label goes beside the place).
export function paintSvg(drawn, at, id = null) {
  // Words on a fill: light with a thin dark edge; beside a place (on the page): plain ink.
  const text = (x, y, size, words, fill, edge = true) =>
    `<text x="${x.toFixed(1)}" y="${y.toFixed(1)}" text-anchor="middle" dominant-baseline="middle" font-family="system-ui, sans-serif" font-weight="700" font-size="${size}" fill="${fill}"${edge ? ` stroke="${PAINT_INK.dark}" stroke-width="1.5" paint-order="stroke"` : ''}>${xml(words)}</text>`;
  let out = '';
  for (const p of drawn) {
    const { x, y, r, round } = at(p.v);
    const shape = (rr, attrs) =>
      round
        ? `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${rr.toFixed(1)}" ${attrs}/>`
        : `<rect x="${(x - rr).toFixed(1)}" y="${(y - rr).toFixed(1)}" width="${(2 * rr).toFixed(1)}" height="${(2 * rr).toFixed(1)}" ${attrs}/>`;
    if (p.fill) out += shape(round ? r : r - 1, `fill="${xml(p.fill)}"`);
    const size = Math.max(9, Math.min(16, Math.round(r * (round ? 0.75 : 0.6))));
    const words = id ? id(p.v) : '';
    if (words) out += text(x, y, Math.min(12, size), words, PAINT_INK.light);
    if (p.label)
      out += words
        ? text(x + r * 0.9, y - r * 0.9, Math.max(9, Math.min(11, size - 1)), p.label, PAINT_INK.dark, false)
        : text(x, y - (p.mark ? r * 0.25 : 0), size, p.label, PAINT_INK.light);
    if (/^(cop|\d+ cops)$/.test(p.mark ?? ''))
      out += shape(round ? r + 2 : r - 2, `fill="none" stroke="${PAINT_INK.cop}" stroke-width="3"`);
    if (p.mark) out += text(x, y + r * (round ? 0.8 : 0.55), Math.max(8, size - 3), p.mark, PAINT_INK.light); // on its lower edge
  }
  return out;
}
