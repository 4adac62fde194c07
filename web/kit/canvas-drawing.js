// The canvas back end of the page's drawing description (lib/drawing.js: rect, line, circle,
// polygon, text, group, cells — the SVG back end is drawingSvg there), and the page's one SVG → PNG,
// which every PNG export goes through.

import { colourOf, FONT } from '../lib/drawing.js';

function stroke(ctx, s, colours) {
  const colour = colourOf(s.stroke, colours);
  if (!colour) return;
  ctx.strokeStyle = colour;
  ctx.lineWidth = s.width ?? 1;
  ctx.setLineDash(s.dash ?? []);
  ctx.stroke();
}
function fill(ctx, s, colours) {
  const colour = colourOf(s.fill, colours);
  if (!colour) return;
  ctx.fillStyle = colour;
  ctx.fill();
}

function drawShape(ctx, s, colours) {
  switch (s.kind) {
    case 'rect':
      if (!s.radius && !s.stroke) {
        const colour = colourOf(s.fill, colours); // the common case, a filled cell: no path
        if (colour) {
          ctx.fillStyle = colour;
          ctx.fillRect(s.x, s.y, s.w, s.h);
        }
        return;
      }
      ctx.beginPath();
      if (s.radius && ctx.roundRect) ctx.roundRect(s.x, s.y, s.w, s.h, s.radius);
      else ctx.rect(s.x, s.y, s.w, s.h);
      fill(ctx, s, colours);
      stroke(ctx, s, colours);
      return;
    case 'line':
      ctx.beginPath();
      ctx.moveTo(s.x1, s.y1);
      ctx.lineTo(s.x2, s.y2);
      stroke(ctx, s, colours);
      return;
    case 'circle':
      ctx.beginPath();
      ctx.arc(s.x, s.y, s.r, 0, 2 * Math.PI);
      fill(ctx, s, colours);
      stroke(ctx, s, colours);
      return;
    case 'polygon':
      ctx.beginPath();
      s.points.forEach(([x, y], i) => (i ? ctx.lineTo(x, y) : ctx.moveTo(x, y)));
      ctx.closePath();
      fill(ctx, s, colours);
      stroke(ctx, s, colours);
      return;
    case 'text': {
      ctx.font = `${s.weight ?? 400} ${s.size}px ${FONT}`;
      ctx.textAlign = s.align === 'left' ? 'left' : 'center';
      ctx.textBaseline = 'middle';
      const halo = colourOf(s.halo, colours);
      if (halo) {
        ctx.strokeStyle = halo;
        ctx.lineWidth = 1.5;
        ctx.setLineDash([]);
        ctx.strokeText(s.text, s.x, s.y + 0.5);
      }
      ctx.fillStyle = colourOf(s.fill, colours) || '#000000';
      ctx.fillText(s.text, s.x, s.y + 0.5);
      return;
    }
    case 'cells':
      drawCells(ctx, s, colours);
      return;
    case 'group':
      ctx.save();
      ctx.translate(s.x, s.y);
      drawShapes(ctx, s.shapes, colours);
      ctx.restore();
      return;
    default:
      throw new Error(`the canvas draws no ${s.kind} shape`);
  }
}

// A raster of flat cells: one pixel a cell in an image, scaled up without smoothing (a 128 × 128
// map in one step, where a rect a cell would take a hundred times longer).
function drawCells(ctx, s, colours) {
  const rgba = new Map(); // role → [r, g, b, a], read back from the context (any CSS colour)
  const channels = (role) => {
    if (!rgba.has(role)) {
      ctx.fillStyle = '#000000';
      ctx.fillStyle = colourOf(role, colours) || '#000000';
      const c = String(ctx.fillStyle);
      const hex = /^#([0-9a-f]{6})$/i.exec(c),
        fn = /^rgba?\(([^)]*)\)$/.exec(c);
      if (hex) {
        const x = parseInt(hex[1], 16);
        rgba.set(role, [x >> 16, (x >> 8) & 255, x & 255, 255]);
      } else if (fn) {
        const [r, g, b, a = 1] = fn[1].split(',').map(Number);
        rgba.set(role, [r, g, b, Math.round(a * 255)]);
      } else rgba.set(role, [128, 128, 128, 255]);
    }
    return rgba.get(role);
  };
  const image = new ImageData(s.cols, s.rows),
    px = image.data;
  for (let i = 0; i < s.fills.length; i++)
    if (s.fills[i]) {
      const [r, g, b, a] = channels(s.fills[i]);
      px[4 * i] = r;
      px[4 * i + 1] = g;
      px[4 * i + 2] = b;
      px[4 * i + 3] = a;
    }
  const raster = document.createElement('canvas');
  raster.width = s.cols;
  raster.height = s.rows;
  raster.getContext('2d').putImageData(image, 0, 0);
  ctx.save();
  ctx.imageSmoothingEnabled = false;
  ctx.drawImage(raster, s.x, s.y, s.cols * s.size, s.rows * s.size);
  ctx.restore();
}

// Draws shapes on a 2-D canvas context (in its current transform), colour roles from colours.
export function drawShapes(ctx, shapes, colours = {}) {
  ctx.save();
  for (const s of shapes) drawShape(ctx, s, colours);
  ctx.setLineDash([]);
  ctx.restore();
}

// An SVG text as a PNG blob: drawn at `scale` times its width × height (at most maxSide pixels a
// side) on a background colour ('' for transparent).
export async function svgToPng(text, { width, height, scale = 1, background = '', maxSide = 8192 }) {
  const k = Math.max(0.05, Math.min(scale, maxSide / Math.max(1, width, height)));
  const img = new Image();
  img.src = 'data:image/svg+xml;charset=utf-8,' + encodeURIComponent(text);
  await img.decode();
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(width * k));
  canvas.height = Math.max(1, Math.round(height * k));
  const ctx = canvas.getContext('2d');
  if (background) {
    ctx.fillStyle = background;
    ctx.fillRect(0, 0, canvas.width, canvas.height);
  }
  ctx.drawImage(img, 0, 0, canvas.width, canvas.height);
  const blob = await new Promise((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('the browser made no image');
  return blob;
}
