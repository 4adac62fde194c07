// A graph view (kit/graph-view.js) as a standalone SVG text, its computed styles inlined, and as a
// drawing (lib/drawing.js: the page's background, then that SVG) for Export SVG and PNG of every
// feature that draws a graph.

import { SVGNS } from './graph-view.js';

const STYLE_PROPS = [
  'fill',
  'fill-opacity',
  'stroke',
  'stroke-width',
  'stroke-opacity',
  'stroke-dasharray',
  'stroke-linecap',
  'stroke-linejoin',
  'opacity',
  'display',
  'visibility',
  'font-family',
  'font-size',
  'font-weight',
  'text-anchor',
  'dominant-baseline',
  'paint-order',
  'marker-start',
  'marker-end',
  'marker-mid',
];

function inlineStyles(src, dst) {
  const cs = getComputedStyle(src);
  let style = '';
  for (const p of STYLE_PROPS) {
    const v = cs.getPropertyValue(p);
    if (v) style += `${p}:${v};`;
  }
  dst.setAttribute('style', style);
  for (let i = 0; i < src.children.length && i < dst.children.length; i++)
    inlineStyles(src.children[i], dst.children[i]);
}

// One view as a standalone SVG text with its computed styles inlined: { text, w, h, title }.
/**
 * @param {import('./graph-view.js').GraphView} view
 * @returns {{ text: string, w: number, h: number, title: string }}
 */
export function viewSvgText(view) {
  const svg = view.svg;
  const r = svg.getBoundingClientRect();
  const w = Math.max(1, Math.round(r.width)),
    h = Math.max(1, Math.round(r.height));
  const clone = /** @type {SVGSVGElement} */ (svg.cloneNode(true));
  inlineStyles(svg, clone);
  clone.setAttribute('xmlns', SVGNS);
  clone.setAttribute('width', String(w));
  clone.setAttribute('height', String(h));
  clone.setAttribute('viewBox', `0 0 ${w} ${h}`);
  return {
    text: new XMLSerializer().serializeToString(clone),
    w,
    h,
    title: view.titleEl.hidden ? '' : view.titleEl.textContent,
  };
}

// The colour roles of a view's drawing: its background, the page's canvas colour.
export const viewColours = () => ({
  canvas: getComputedStyle(document.documentElement).getPropertyValue('--canvas').trim() || '#ffffff',
});

// One view as a drawing at x, y: its background and the SVG the view drew.
// → { width, height, title, shapes }.
export function viewDrawing(view, x = 0, y = 0) {
  const t = viewSvgText(view);
  return {
    width: t.w,
    height: t.h,
    title: t.title,
    shapes: [
      { kind: 'rect', x, y, w: t.w, h: t.h, fill: 'canvas' },
      { kind: 'svg', x, y, text: t.text },
    ],
  };
}
