// The designer's board on a canvas: a grid's cells (walls, letters) or a graph's vertices on a
// circle, the tokens where they stand, the map of one token (W / L / D and the depth per
// place) and the reach of a token's move set, or another map painted over the plain board (How
// many cops?'s capture map, drawn by lib/paint.js). A click gives the cell or vertex to the caller.

import { drawPaint, paintSvg } from '../lib/paint.js';

const SIDE_COLOURS = ['#1f3fbf', '#a0238f'];
const LETTERS = ['D', 'W', 'L'];

// canvas: the <canvas>; wrap: its container (sets the size); onClick({ cell, place }).
export function createDesignBoard({ canvas, wrap, onClick }) {
  let last = null;   // what was drawn: { board, geometry }

  function css(name, fallback) { return getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback; }

  // view: { board (model.js), tokens: [{ side, place, label }], selected (token index), map:
  // { outcomes, depths } | null (per place; outcome 3: not allowed), reach: Set | null,
  // changed: Set | null (places What changed rings),
  // decidedAt: per place step or null, step (Watch the solver), hide (puzzles), paint: the
  // capture map (lib/paint.js; its places are the board's) drawn instead of map, tokens, reach }.
  function draw(given) {
    const paint = given.paint ?? null;
    const view = paint ? { ...given, map: null, tokens: [], reach: null, changed: null } : given;
    const { board } = view;
    const dpr = window.devicePixelRatio || 1;
    const W = Math.max(120, wrap.clientWidth - 16), H = Math.max(120, wrap.clientHeight - 16);
    const ctx = canvas.getContext('2d');
    const col = { win: css('--win', '#0072B2'), loss: css('--loss', '#C24E00'), draw: css('--draw', '#777'), canvas: css('--canvas', '#fff'), text: css('--text', '#111'), border: css('--border-strong', '#c8ccd2') };
    const fill = (o) => (o === 1 ? col.win : o === 2 ? col.loss : o === 0 ? col.draw : null);
    const shown = (p) => view.map && !view.hide && view.map.outcomes[p] !== 3 && !(view.decidedAt && view.decidedAt[p] > view.step);
    const label = (p) => { const o = view.map.outcomes[p], d = view.map.depths[p]; return LETTERS[o] + (o !== 0 && d !== 0xFFFFFFFF && d !== null ? d : ''); };
    let geometry;
    if (board.grid) {
      const size = Math.max(8, Math.min(64, Math.floor(Math.min(W / Math.max(1, board.cols), H / Math.max(1, board.rows)))));
      canvas.width = board.cols * size * dpr; canvas.height = board.rows * size * dpr;
      canvas.style.width = `${board.cols * size}px`; canvas.style.height = `${board.rows * size}px`;
      ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
      geometry = { size };
      for (let i = 0; i < board.chars.length; i++) {
        const x = (i % board.cols) * size, y = Math.floor(i / board.cols) * size, p = board.placeOf[i];
        ctx.fillStyle = p < 0 ? '#3b4048' : shown(p) ? fill(view.map.outcomes[p]) : col.canvas;
        ctx.fillRect(x, y, size, size);
        ctx.strokeStyle = col.border; ctx.lineWidth = 1; ctx.strokeRect(x + 0.5, y + 0.5, size - 1, size - 1);
        if (p >= 0 && view.map && view.map.outcomes[p] === 3) { ctx.fillStyle = 'rgba(120,120,120,.35)'; ctx.fillRect(x, y, size, size); }
        const ch = board.chars[i];
        if (p >= 0 && ch !== '.' && !view.hideChars?.has(ch) && size >= 14) { ctx.fillStyle = shown(p) ? '#fff' : col.text; ctx.font = `600 ${Math.round(size * 0.28)}px system-ui, sans-serif`; ctx.fillText(ch, x + 3, y + size * 0.3); }
        if (p >= 0 && shown(p) && size >= 18) {
          ctx.fillStyle = '#fff'; ctx.font = `600 ${Math.round(size * 0.3)}px system-ui, sans-serif`; ctx.textAlign = 'center';
          ctx.fillText(label(p), x + size / 2, y + size * 0.9); ctx.textAlign = 'left';
        }
        if (p >= 0 && view.reach?.has(p)) { ctx.strokeStyle = '#2e9e5b'; ctx.lineWidth = 3; ctx.strokeRect(x + 2.5, y + 2.5, size - 5, size - 5); }
        if (p >= 0 && view.changed?.has(p)) { ctx.strokeStyle = '#f5b400'; ctx.lineWidth = 3; ctx.setLineDash([4, 3]); ctx.strokeRect(x + 4.5, y + 4.5, size - 9, size - 9); ctx.setLineDash([]); }
      }
      geometry.centre = (p) => { const cell = board.places[p]; return [(cell % board.cols + 0.5) * size, (Math.floor(cell / board.cols) + 0.5) * size]; };
      geometry.radius = size * 0.3;
    } else {
      const n = board.n, side = Math.min(W, H), R = side / 2 - 28, r = Math.max(6, Math.min(18, (Math.PI * R) / Math.max(1, n) - 2));
      canvas.width = side * dpr; canvas.height = side * dpr; canvas.style.width = `${side}px`; canvas.style.height = `${side}px`;
      ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
      ctx.fillStyle = col.canvas; ctx.fillRect(0, 0, side, side);
      const at = (v) => [side / 2 + R * Math.sin((2 * Math.PI * v) / n), side / 2 - R * Math.cos((2 * Math.PI * v) / n)];
      ctx.strokeStyle = col.border; ctx.lineWidth = 1.5;
      for (let v = 0; v < n; v++) for (const w of board.neighbours[v]) {
        if (!board.directed && w < v) continue;
        const [x1, y1] = at(v), [x2, y2] = at(w);
        ctx.beginPath(); ctx.moveTo(x1, y1); ctx.lineTo(x2, y2); ctx.stroke();
        if (board.directed) { const a = Math.atan2(y2 - y1, x2 - x1), ex = x2 - r * Math.cos(a), ey = y2 - r * Math.sin(a); ctx.beginPath(); ctx.moveTo(ex, ey); ctx.lineTo(ex - 8 * Math.cos(a - 0.4), ey - 8 * Math.sin(a - 0.4)); ctx.lineTo(ex - 8 * Math.cos(a + 0.4), ey - 8 * Math.sin(a + 0.4)); ctx.fillStyle = col.border; ctx.fill(); }
      }
      for (let v = 0; v < n; v++) {
        const [x, y] = at(v);
        ctx.beginPath(); ctx.arc(x, y, r, 0, 2 * Math.PI);
        ctx.fillStyle = shown(v) ? fill(view.map.outcomes[v]) : col.canvas; ctx.fill();
        ctx.strokeStyle = view.reach?.has(v) ? '#2e9e5b' : view.changed?.has(v) ? '#f5b400' : col.border; ctx.lineWidth = view.reach?.has(v) || view.changed?.has(v) ? 4 : 1.5; ctx.stroke();
        ctx.fillStyle = shown(v) ? '#fff' : col.text; ctx.font = '600 11px system-ui, sans-serif'; ctx.textAlign = 'center';
        ctx.fillText(shown(v) ? `${v}·${label(v)}` : String(v), x, y + 4); ctx.textAlign = 'left';
      }
      geometry = { centre: at, radius: r * 0.55, side, at, r };
    }
    // Tokens: a disc in the side's colour with its label; stacked ones shift a little.
    const count = new Map();
    view.tokens.forEach((t, i) => {
      if (t.place < 0 || t.place >= board.n) return;
      const k = count.get(t.place) ?? 0;
      count.set(t.place, k + 1);
      const [x, y] = geometry.centre(t.place);
      const ox = (k % 2) * geometry.radius * 0.9 - (k ? geometry.radius * 0.45 : 0), oy = k > 1 ? geometry.radius * 0.9 : 0;
      ctx.beginPath(); ctx.arc(x + ox, y + oy - (board.grid ? geometry.radius * 0.3 : 0), geometry.radius, 0, 2 * Math.PI);
      ctx.fillStyle = SIDE_COLOURS[t.side]; ctx.fill();
      ctx.lineWidth = i === view.selected ? 3 : 1.5; ctx.strokeStyle = i === view.selected ? '#f5b400' : '#fff'; ctx.stroke();
      ctx.fillStyle = '#fff'; ctx.font = `700 ${Math.max(9, Math.round(geometry.radius))}px system-ui, sans-serif`; ctx.textAlign = 'center';
      ctx.fillText(t.label, x + ox, y + oy - (board.grid ? geometry.radius * 0.3 : 0) + geometry.radius * 0.38); ctx.textAlign = 'left';
    });
    const painted = paint && drawPaint(ctx, paint, {
      n: board.n, vars: { loss: col.loss, win: col.win, draw: col.draw },
      at: (p) => { const [x, y] = geometry.centre(p); return board.grid ? { x, y, r: geometry.size / 2, round: false } : { x, y, r: geometry.r, round: true }; },
      id: board.grid ? null : (v) => String(v),
    });
    last = { board, geometry, view, col, paint: paint ? { key: paint.key, title: paint.title, places: painted } : null };
  }

  // The board as drawn, as a vector SVG text (Export SVG): cells or vertices with the map's
  // colours and labels, the edges, the tokens.
  function svg() {
    if (!last) return '';
    const { board, geometry, view: drawnView, col, paint } = last;
    // While How many cops? paints its capture map, that map (lib/paint.js) instead of the outcomes.
    const view = paint ? { ...drawnView, map: null, tokens: [] } : drawnView;
    const xml = (t) => String(t).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' }[c]));
    const fill = (o) => (o === 1 ? col.win : o === 2 ? col.loss : o === 0 ? col.draw : null);
    const shown = (p) => view.map && !view.hide && view.map.outcomes[p] !== 3;
    const label = (p) => { const o = view.map.outcomes[p], d = view.map.depths[p]; return LETTERS[o] + (o !== 0 && d !== 0xFFFFFFFF && d !== null ? d : ''); };
    let body = '', w, h;
    if (board.grid) {
      const size = geometry.size;
      w = board.cols * size; h = board.rows * size;
      for (let i = 0; i < board.chars.length; i++) {
        const x = (i % board.cols) * size, y = Math.floor(i / board.cols) * size, p = board.placeOf[i];
        body += `<rect x="${x}" y="${y}" width="${size}" height="${size}" fill="${p < 0 ? '#3b4048' : shown(p) ? fill(view.map.outcomes[p]) : '#ffffff'}" stroke="${col.border}"/>`;
        if (p >= 0 && board.chars[i] !== '.' && !view.hideChars?.has(board.chars[i])) body += `<text x="${x + 3}" y="${y + size * 0.3}" font-size="${Math.round(size * 0.28)}" font-family="system-ui, sans-serif">${xml(board.chars[i])}</text>`;
        if (p >= 0 && shown(p)) body += `<text x="${x + size / 2}" y="${y + size * 0.9}" text-anchor="middle" fill="#fff" font-weight="600" font-size="${Math.round(size * 0.3)}" font-family="system-ui, sans-serif">${label(p)}</text>`;
      }
    } else {
      w = h = geometry.side;
      for (let v = 0; v < board.n; v++) for (const u of board.neighbours[v]) {
        if (!board.directed && u < v) continue;
        const [x1, y1] = geometry.at(v), [x2, y2] = geometry.at(u);
        body += `<line x1="${x1.toFixed(1)}" y1="${y1.toFixed(1)}" x2="${x2.toFixed(1)}" y2="${y2.toFixed(1)}" stroke="${col.border}" stroke-width="1.5"/>`;
      }
      for (let v = 0; v < board.n; v++) {
        const [x, y] = geometry.at(v);
        body += `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${geometry.r}" fill="${shown(v) ? fill(view.map.outcomes[v]) : '#ffffff'}" stroke="${col.border}"/>` +
          `<text x="${x.toFixed(1)}" y="${(y + 4).toFixed(1)}" text-anchor="middle" font-size="11" font-weight="600" font-family="system-ui, sans-serif" fill="${shown(v) ? '#fff' : '#111'}">${shown(v) ? `${v}·${label(v)}` : v}</text>`;
      }
    }
    if (paint) body += paintSvg(paint.places, (p) => { const [x, y] = geometry.centre(p); return board.grid ? { x, y, r: geometry.size / 2, round: false } : { x, y, r: geometry.r, round: true }; }, board.grid ? null : (v) => String(v));
    for (const t of view.tokens) {
      if (t.place < 0 || t.place >= board.n) continue;
      const [x, y] = geometry.centre(t.place);
      body += `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${geometry.radius.toFixed(1)}" fill="${SIDE_COLOURS[t.side]}" stroke="#fff" stroke-width="1.5"/>` +
        `<text x="${x.toFixed(1)}" y="${(y + geometry.radius * 0.38).toFixed(1)}" text-anchor="middle" fill="#fff" font-weight="700" font-size="${Math.max(9, Math.round(geometry.radius))}" font-family="system-ui, sans-serif">${xml(t.label)}</text>`;
    }
    return `<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>\n`;
  }

  canvas.addEventListener('click', (e) => {
    if (!last) return;
    const rect = canvas.getBoundingClientRect(), x = e.clientX - rect.left, y = e.clientY - rect.top;
    const { board, geometry } = last;
    if (board.grid) {
      const c = Math.floor(x / geometry.size), r = Math.floor(y / geometry.size);
      if (r < 0 || c < 0 || r >= board.rows || c >= board.cols) return;
      const cell = r * board.cols + c;
      onClick({ cell, place: board.placeOf[cell], shift: e.shiftKey });
      return;
    }
    for (let v = 0; v < board.n; v++) {
      const [vx, vy] = geometry.at(v);
      if ((vx - x) ** 2 + (vy - y) ** 2 <= (geometry.r + 3) ** 2) { onClick({ cell: v, place: v, shift: e.shiftKey }); return; }
    }
  });

  // The point on screen of place p as last drawn (tests and tools), or null.
  function clientPoint(p) {
    if (!last) return null;
    const rect = canvas.getBoundingClientRect();
    const [x, y] = last.board.grid ? last.geometry.centre(p) : last.geometry.at(p);
    return { x: rect.left + x, y: rect.top + y };
  }

  return { draw, svg, clientPoint, painted: () => last?.paint ?? null };
}
